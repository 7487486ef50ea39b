import type { Context, MiddlewareHandler } from 'hono';
import type { PageView } from '../render/render';
import { cachePolicy } from '../render/cache';
import { redirectTo } from '../render/redirect';
import { Icon } from '../components/Icon';
import { Island } from '../components/Island';
import HistoryBack from '../../client/islands/history-back';
import SearchBox from '../../client/islands/search-box';
import { popularSearches } from '../content/search';
import { highlight } from '../search/highlight';
import { MAX_QUERY_LENGTH, nearestProducts, queryLength, search } from '../search/query';
import { SIZE_FINDER_PATH } from '../catalogue/size-finder-data';
import { siteSearchIndex, type SiteSearchItem } from '../search/index';

const PRODUCTS_PATH = '/ourproducts';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const searchHref = (query: string) => `/search?query=${encodeURIComponent(query)}`;
/** The search of the text exactly as typed: no word is taken for a typo. */
const typedHref = (query: string) => `${searchHref(query)}&typed=1`;

/**
 * The spec's search address reads `query`; its structured data once said `q`. An old `?q=`
 * address moves permanently to the one that reads `query`.
 */
export const legacySearchParam: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const q = url.searchParams.get('q');
  if (q === null || url.searchParams.has('query')) return next();
  return redirectTo(c, searchHref(q), 301);
};

/** Where 'Back to Previous' leads without JavaScript: the same-site page the visitor came from, else the product list. */
export function backHref(referer: string | undefined, requestUrl: string): string {
  if (!referer) return PRODUCTS_PATH;
  try {
    const from = new URL(referer);
    const here = new URL(requestUrl);
    if (from.origin !== here.origin || from.href === here.href) return PRODUCTS_PATH;
    return `${from.pathname}${from.search}`;
  } catch {
    return PRODUCTS_PATH;
  }
}

function Highlighted({ name, query }: { name: string; query: string }) {
  return <>{highlight(name, query).map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

function SearchField({ query }: { query: string }) {
  return (
    <Island
      of={SearchBox}
      props={{ id: 'search-page', className: 'search-refine', placeholder: 'Search by name, size or material...', maxLength: MAX_QUERY_LENGTH, defaultValue: query }}
      load="interaction"
    />
  );
}

function ResultCard({ item, query, eager }: { item: SiteSearchItem; query: string; eager: boolean }) {
  // A product found by its catalogue trade name says so, or the match would look like a mistake.
  const aka = item.alsoKnownAs && highlight(item.alsoKnownAs, query).some((s) => s.hit) ? item.alsoKnownAs : undefined;
  return (
    <li>
      <a className="result-card" href={item.link}>
        <span className="result-media">
          <img src={item.image} width="100" height="120" alt="" loading={eager ? undefined : 'lazy'} />
        </span>
        <span className="result-body">
          <span className={item.isVariant ? 'result-kind is-size' : 'result-kind'}>{item.isVariant ? 'Size' : 'Product'}</span>
          <span className="result-name"><Highlighted name={item.name} query={query} /></span>
          {aka && <span className="result-aka">Also listed as <Highlighted name={aka} query={query} /></span>}
          {!item.isVariant && <span className="result-text">{item.text}</span>}
          <span className="result-more">{item.isVariant ? 'View size ' : 'View product '}<span aria-hidden="true">→</span></span>
        </span>
      </a>
    </li>
  );
}

function BackToProducts() {
  return (
    <a className="back-link" href={PRODUCTS_PATH}>
      <Icon name="left" size={18} /> Back to Products
    </a>
  );
}

/**
 * /search?query=…: results from the bundled index, rendered on the server (spec §2). Any text in
 * the query is shown as text. The page is noindex with canonical /search; a page without
 * matches depends on the visitor's Referer, so only the browser may keep it.
 */
export function searchPage(c: Context): PageView {
  const raw = c.req.query('query') ?? '';
  const asTyped = c.req.query('typed') === '1';
  const result = search(siteSearchIndex, raw, { fuzzy: !asTyped, relax: !asTyped });
  const term = result.query;
  // Marks in the names follow the words as read.
  const marked = result.corrected ?? term;
  const shortened = queryLength(raw.trim()) > MAX_QUERY_LENGTH;
  const meta = {
    title: term ? `Search results for “${term}”` : 'Search all products',
    description: 'Search our custom printed stand-up and zipper pouches by name, size, material or finish.',
    path: '/search',
    noindex: true,
  };
  const note = shortened && <p className="search-note">{`Only the first ${MAX_QUERY_LENGTH} characters of your search were used.`}</p>;

  if (result.total === 0) {
    const nearest = nearestProducts(siteSearchIndex, term);
    return {
      meta,
      cache: 'private, no-cache',
      body: (
        <div className="search-page container">
          <BackToProducts />
          <section className="no-results" aria-labelledby="no-results-title">
            <span className="no-results-icon" aria-hidden="true"><Icon name="search" size={36} /></span>
            <p className="search-for">Results for <q className="search-term">{term}</q></p>
            <h1 id="no-results-title">No Products Found</h1>
            <p className="no-results-text">
              We couldn't find any products matching <q className="search-term">{term}</q>. Try searching with different keywords or browse our full product catalog.
            </p>
            {note}
            <div className="no-results-actions">
              <a className="btn btn-primary" href={PRODUCTS_PATH}>Browse All Products</a>
              <Island of={HistoryBack} props={{ href: backHref(c.req.header('referer'), c.req.url), className: 'btn btn-ghost' }} load="interaction" />
            </div>
            <SearchField query={term} />
            {nearest.length > 0 && (
              <div className="popular near-names">
                <h2 className="popular-title">Did you mean</h2>
                <ul className="popular-list">
                  {nearest.map((p) => <li key={p.id}><a href={p.link}>{p.name}</a></li>)}
                </ul>
              </div>
            )}
            <p className="no-results-finder">
              Looking for a pouch for what you pack? The <a href={SIZE_FINDER_PATH}>size finder</a> answers from the product and its weight.
            </p>
            <div className="popular">
              <h2 className="popular-title">Popular searches</h2>
              <ul className="popular-list">
                {popularSearches.map((p) => <li key={p}><a href={searchHref(p)}>{p}</a></li>)}
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
            <h1>Results for {term ? <q className="search-term">{term}</q> : 'all products'}</h1>
            {result.corrected && (
              <p className="search-corrected">
                Showing results for <strong>{result.corrected}</strong>. <a href={typedHref(term)}>Search for <q>{term}</q> as typed</a>
              </p>
            )}
            <p className="search-count">Found <strong>{result.total}</strong>{` ${result.total === 1 ? 'product' : 'products'} matching your search`}</p>
            {note}
          </div>
          <SearchField query={term} />
        </header>
        <dl className="search-tiles">
          <div className="tile">
            <dt>Products Found</dt>
            <dd className="tile-value">{result.total}</dd>
            <dd className="tile-note">{`every match: ${plural(products, 'product')} and ${plural(result.variants, 'size')}`}</dd>
          </div>
          <div className="tile">
            <dt>Product Variants</dt>
            <dd className="tile-value">{result.variants}</dd>
            <dd className="tile-note">of the matches are sizes of a product</dd>
          </div>
          <div className="tile">
            <dt>Unique Products</dt>
            <dd className="tile-value">{result.uniqueProducts}</dd>
            <dd className="tile-note">{`different pouch ${result.uniqueProducts === 1 ? 'type' : 'types'} among the matches`}</dd>
          </div>
        </dl>
        <h2 className="visually-hidden">Matching products and sizes</h2>
        <ul className="result-grid">
          {result.items.map((item, i) => <ResultCard key={item.id} item={item} query={marked} eager={i < 4} />)}
        </ul>
      </div>
    ),
  };
}
