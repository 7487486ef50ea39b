import type { Context, MiddlewareHandler } from 'hono';
import type { PageView } from '@platform/render/render';
import { redirectTo } from '@platform/render/redirect';
import { Icon } from '@platform/ui/Icon';
import { Island } from '@platform/islands/Island';
import HistoryBack from './history-back.island';
import SearchBox from './search-box.island';
import { popularSearches } from './suggestions';
import { highlight } from './highlight';
import { MAX_QUERY_LENGTH, nearestProducts, queryLength, search } from './query';
import { SIZE_FINDER_PATH } from '@features/size-finder';
import { siteSearchIndex, type SiteSearchItem } from './site-index';
import { localePath, splitLocale, type Locale } from '@platform/i18n/locales';
import { rich } from '@platform/i18n/rich';
import { popularSearchesIn } from './popular';
import { searchItemWords } from '@features/catalogue';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const PRODUCTS_PATH = '/ourproducts';
const searchHref = (query: string, locale: Locale = 'en') => `${localePath(locale, '/search')}?query=${encodeURIComponent(query)}`;
/** The search of the text exactly as typed: no word is taken for a typo. */
const typedHref = (query: string, locale: Locale) => `${searchHref(query, locale)}&typed=1`;

/**
 * The spec's search address reads `query`; its structured data once said `q`. An old `?q=`
 * address moves permanently to the one that reads `query`.
 */
export const legacySearchParam: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const q = url.searchParams.get('q');
  if (q === null || url.searchParams.has('query')) return next();
  return redirectTo(c, searchHref(q, splitLocale(url.pathname).locale), 301);
};

/**
 * Where 'Back to Previous' leads without JavaScript: the same-site page the visitor came from, else
 * the product list. A referring path that a browser would read as another site's address
 * (`https://site//evil.example/…` gives the path `//evil.example/…`) is never a link: only a path
 * that starts with one `/` and resolves to this origin.
 */
export function backHref(referer: string | undefined, requestUrl: string, locale: Locale = 'en'): string {
  const products = localePath(locale, PRODUCTS_PATH);
  if (!referer) return products;
  try {
    const from = new URL(referer);
    const here = new URL(requestUrl);
    if (from.origin !== here.origin || from.href === here.href) return products;
    const path = `${from.pathname}${from.search}`;
    if (!/^\/(?![/\\])/.test(path) || new URL(path, here).origin !== here.origin) return products;
    return path;
  } catch {
    return products;
  }
}

function Highlighted({ name, query }: { name: string; query: string }) {
  return <>{highlight(name, query).map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

function SearchField({ query }: { query: string }) {
  const locale = useLocale();
  return (
    <Island
      of={SearchBox}
      props={{
        id: 'search-page',
        className: 'search-refine',
        placeholder: m.search_placeholder({}, { locale }),
        maxLength: MAX_QUERY_LENGTH,
        defaultValue: query,
      }}
      load="interaction"
    />
  );
}

function ResultCard({ item, query, eager }: { item: SiteSearchItem; query: string; eager: boolean }) {
  const locale = useLocale();
  const l = { locale };
  // A product found by its catalogue trade name says so, or the match would look like a mistake.
  const aka = item.alsoKnownAs && highlight(item.alsoKnownAs, query).some((s) => s.hit) ? item.alsoKnownAs : undefined;
  // The index reads English; a Hindi or Tamil page names what it found in its own words.
  const words = (locale !== 'en' && searchItemWords(item.id, locale)) || { name: item.name, text: item.text };
  return (
    <li>
      <a className="result-card" href={localePath(locale, item.link)}>
        <span className="result-media">
          <img src={item.image} width="100" height="120" alt="" loading={eager ? undefined : 'lazy'} />
        </span>
        <span className="result-body">
          <span className={item.isVariant ? 'result-kind is-size' : 'result-kind'}>
            {item.isVariant ? m.search_kind_size({}, l) : m.search_kind_product({}, l)}
          </span>
          <span className="result-name">
            <Highlighted name={words.name} query={query} />
          </span>
          {aka && (
            <span className="result-aka">
              {m.search_also_listed({}, l)} <Highlighted name={aka} query={query} />
            </span>
          )}
          {!item.isVariant && <span className="result-text">{words.text}</span>}
          <span className="result-more">
            {item.isVariant ? m.search_view_size({}, l) : m.search_view_product({}, l)}
            <span aria-hidden="true">→</span>
          </span>
        </span>
      </a>
    </li>
  );
}

function BackToProducts() {
  const locale = useLocale();
  return (
    <a className="back-link" href={localePath(locale, PRODUCTS_PATH)}>
      <Icon name="left" size={18} /> {m.search_back_products({}, { locale })}
    </a>
  );
}

/**
 * /search?query=…: results from the bundled index, rendered on the server. Any text in
 * the query is shown as text. The page is noindex with canonical /search; a page without
 * matches depends on the visitor's Referer, so only the browser may keep it.
 */
export function searchPage(c: Context): PageView {
  const locale = splitLocale(c.req.path).locale;
  const l = { locale };
  const raw = c.req.query('query') ?? '';
  const asTyped = c.req.query('typed') === '1';
  const result = search(siteSearchIndex(), raw, { fuzzy: !asTyped, relax: !asTyped });
  const term = result.query;
  // Marks in the names follow the words as read.
  const marked = result.corrected ?? term;
  const shortened = queryLength(raw.trim()) > MAX_QUERY_LENGTH;
  const meta = {
    title: term ? m.search_title_for({ term }, l) : m.search_title_all({}, l),
    description: m.search_description({}, l),
    path: '/search',
    noindex: true,
  };
  const note = shortened && <p className="search-note">{m.search_shortened({ max: MAX_QUERY_LENGTH }, l)}</p>;

  if (result.total === 0) {
    const nearest = nearestProducts(siteSearchIndex(), term);
    return {
      meta,
      cache: 'private, no-cache',
      body: (
        <div className="search-page container">
          <BackToProducts />
          <section className="no-results" aria-labelledby="no-results-title">
            <span className="no-results-icon" aria-hidden="true">
              <Icon name="search" size={36} />
            </span>
            <p className="search-for">
              {m.search_results_for({}, l)} <q className="search-term">{term}</q>
            </p>
            <h1 id="no-results-title">{m.search_none_title({}, l)}</h1>
            <p className="no-results-text">
              {m.search_none_before({}, l)} <q className="search-term">{term}</q>
              {m.search_none_after({}, l)}
            </p>
            {note}
            <div className="no-results-actions">
              <a className="btn btn-primary" href={localePath(locale, PRODUCTS_PATH)}>
                {m.search_browse_all({}, l)}
              </a>
              <Island of={HistoryBack} props={{ href: backHref(c.req.header('referer'), c.req.url, locale), className: 'btn btn-ghost' }} load="interaction" />
            </div>
            <SearchField query={term} />
            {nearest.length > 0 && (
              <div className="popular near-names">
                <h2 className="popular-title">{m.search_did_you_mean({}, l)}</h2>
                <ul className="popular-list">
                  {nearest.map((p) => (
                    <li key={p.id}>
                      <a href={localePath(locale, p.link)}>{(locale !== 'en' && searchItemWords(p.id, locale)?.name) || p.name}</a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="no-results-finder">
              {m.search_finder_before({}, l)} <a href={localePath(locale, SIZE_FINDER_PATH)}>{m.search_finder_link({}, l)}</a> {m.search_finder_after({}, l)}
            </p>
            <div className="popular">
              <h2 className="popular-title">{m.search_popular({}, l)}</h2>
              <ul className="popular-list">
                {popularSearchesIn(locale, popularSearches).map((p) => (
                  <li key={p}>
                    <a href={searchHref(p, locale)}>{p}</a>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </div>
      ),
    };
  }

  const products = result.total - result.variants;
  return {
    meta,
    body: (
      <div className="search-page container">
        <BackToProducts />
        <header className="search-head">
          <div className="search-head-text">
            <h1>
              {m.search_results_for({}, l)} {term ? <q className="search-term">{term}</q> : m.search_all_products({}, l)}
            </h1>
            {result.corrected && (
              <p className="search-corrected">
                {m.search_corrected_before({}, l)} <strong>{result.corrected}</strong>.{' '}
                <a href={typedHref(term, locale)}>{rich((p) => m.search_as_typed(p, l), { term: <q>{term}</q> })}</a>
              </p>
            )}
            <p className="search-count">{rich((p) => m.search_found({ ...p, count: result.total }, l), { shown: <strong>{result.total}</strong> })}</p>
            {note}
          </div>
          <SearchField query={term} />
        </header>
        <dl className="search-tiles">
          <div className="tile">
            <dt>{m.search_tile_found({}, l)}</dt>
            <dd className="tile-value">{result.total}</dd>
            <dd className="tile-note">{m.search_tile_found_note({ count: products, sizes: m.search_sizes({ count: result.variants }, l) }, l)}</dd>
          </div>
          <div className="tile">
            <dt>{m.search_tile_variants({}, l)}</dt>
            <dd className="tile-value">{result.variants}</dd>
            <dd className="tile-note">{m.search_tile_variants_note({}, l)}</dd>
          </div>
          <div className="tile">
            <dt>{m.search_tile_unique({}, l)}</dt>
            <dd className="tile-value">{result.uniqueProducts}</dd>
            <dd className="tile-note">{m.search_tile_unique_note({ count: result.uniqueProducts }, l)}</dd>
          </div>
        </dl>
        <h2 className="visually-hidden">{m.search_matching({}, l)}</h2>
        <ul className="result-grid">
          {result.items.map((item, i) => (
            <ResultCard key={item.id} item={item} query={marked} eager={i < 4} />
          ))}
        </ul>
      </div>
    ),
  };
}
