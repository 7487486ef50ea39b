import type { PageView } from '@platform/render/render';
import { PageHeader } from '@features/pages/index.server';
import { SizeFinder, finderValues } from './SizeFinder.server';
import { FILL_LIMIT, fillGroups, fillKinds, riceHeld, sizeFinderPage as text } from './fill';
import { SIZE_FINDER_PATH, finderLimits, finderTables, productName, soldSizes } from './tables';
import { formatPercent, formatVolume, formatWeight, readFinder, sizeName } from './model';
import { findProduct } from '@features/catalogue';
import { contentMeta } from '@features/pages/index.server';
import { canonicalUrl } from '@platform/render/seo';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The page's breadcrumbs in `locale` (English paths: the header and the JSON-LD add the language). */
const trailIn = (locale: Locale) => {
  const o = { locale };
  return [
    { name: m.finder_crumb_home({}, o), path: '/' },
    { name: m.finder_crumb_products({}, o), path: '/products' },
    { name: m.finder_crumb_self({}, o), path: SIZE_FINDER_PATH },
  ];
};

/** Where a density comes from: a publication's English title (marked `lang="en"` in Hindi and Tamil), or our own words. */
function Source({ kind, locale }: { kind: (typeof fillKinds)[number]; locale: Locale }) {
  const { publication, measured } = kind.source;
  if (typeof publication !== 'string') return <>{`${publication[locale]}: ${measured[locale]}`}</>;
  if (locale === 'en') return <>{`${publication}: ${measured.en}`}</>;
  return (
    <>
      <span lang="en">{publication}</span>
      {`: ${measured[locale]}`}
    </>
  );
}

/**
 * /size-finder: the finder, answered on the server from `?fill=&grams=&density=` (a shareable
 * address whose canonical is /size-finder), then how the answer is worked out: the sizes with
 * their room and the densities used. A question that cannot be answered is a 400 with the
 * message beside the field at fault. In English, Hindi and Tamil (`locale`, from the address).
 */
export function sizeFinderPageView(c: { req: { query: () => Record<string, string> } }, locale: Locale = baseLocale): PageView {
  const o = { locale };
  const trail = trailIn(locale);
  const query = c.req.query();
  const values = finderValues(query);
  const submitted = 'grams' in query;
  const { kinds, groups } = finderTables[locale];
  const read = readFinder(values, kinds, finderLimits, submitted, groups, locale);
  const known = query.product ? findProduct(query.product.slice(0, 60)) : undefined;
  const product = known ? { slug: known.slug, name: productName(known, locale) } : undefined;
  const seo = { title: text.seo.title[locale], description: text.seo.description[locale], keywords: text.seo.keywords[locale] };
  return {
    status: read.state === 'invalid' ? 400 : 200,
    meta: contentMeta({
      seo,
      trail,
      locale,
      type: 'WebPage',
      page: {
        mainEntity: {
          '@type': 'WebApplication',
          name: m.finder_app_name({}, o),
          url: canonicalUrl(localePath(locale, SIZE_FINDER_PATH)),
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Any',
          isAccessibleForFree: true,
        },
      },
    }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={text.eyebrow[locale]} title={text.heading[locale]} lead={text.lead[locale]} />
        <section className="section" aria-label={m.finder_section_label({}, o)}>
          <div className="container">
            <SizeFinder values={values} submitted={submitted} id="finder" />
            {product && (
              <p className="finder-from">
                <a href={localePath(locale, `/products/${product.slug}`)}>{m.finder_back_to({ name: product.name }, o)}</a>
              </p>
            )}
          </div>
        </section>
        <section className="section section-alt" aria-labelledby="how-title">
          <div className="container">
            <h2 id="how-title">{text.howTitle[locale]}</h2>
            <div className="finder-how">
              {text.how.map((p) => (
                <p key={p.en.slice(0, 24)}>{p[locale]}</p>
              ))}
            </div>
            <div className="finder-tables">
              <div className="finder-sizes">
                <p className="finder-table-title" id="finder-sizes-title">
                  {text.sizesCaption[locale]}
                </p>
                <p className="finder-scroll-hint" aria-hidden="true">
                  {m.finder_scroll_hint({}, o)}
                </p>
                <div className="table-wrap" role="region" aria-labelledby="finder-sizes-title" tabIndex={0}>
                  <table className="finder-table finder-sizes-table" aria-labelledby="finder-sizes-title">
                    <thead>
                      <tr>
                        <th scope="col">{m.finder_th_size({}, o)}</th>
                        <th scope="col">{m.finder_th_flat({}, o)}</th>
                        <th scope="col">{m.finder_th_room({}, o)}</th>
                        <th scope="col">{m.finder_th_filled({ limit: formatPercent(FILL_LIMIT, locale) }, o)}</th>
                        <th scope="col">{m.finder_th_rice({}, o)}</th>
                        <th scope="col">{m.finder_th_limit({}, o)}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {soldSizes.map((s) => (
                        <tr key={s.slug}>
                          <th scope="row">{sizeName(s, locale)}</th>
                          <td>{`${s.width} x ${s.length} + ${s.gusset}`}</td>
                          <td>{formatVolume(s.usableMl, locale)}</td>
                          <td>{formatVolume(s.usableMl * FILL_LIMIT, locale)}</td>
                          <td>{formatWeight(riceHeld(s), locale)}</td>
                          <td>{formatWeight(s.grams, locale)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="muted small">{`${text.limitNote[locale]} ${m.finder_gusset_note({}, o)} ${m.finder_sizes_chosen({}, o)}`}</p>
              </div>
              <div className="finder-densities">
                <p className="finder-table-title" id="finder-densities-title">
                  {text.densitiesCaption[locale]}
                </p>
                <div className="table-wrap" role="region" aria-labelledby="finder-densities-title" tabIndex={0}>
                  <table className="finder-table" aria-labelledby="finder-densities-title">
                    <thead>
                      <tr>
                        <th scope="col">{m.finder_th_product({}, o)}</th>
                        <th scope="col">{m.finder_th_we_use({}, o)}</th>
                        <th scope="col">{m.finder_th_spread({}, o)}</th>
                        <th scope="col">{m.finder_th_source({}, o)}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {fillKinds.map((k) => (
                        <tr key={k.slug}>
                          <th scope="row">{k.group ? `${fillGroups.find((g) => g.slug === k.group)!.label[locale]}: ${k.label[locale]}` : k.label[locale]}</th>
                          <td>{k.density.toFixed(2)}</td>
                          <td>{`${k.range[0].toFixed(2)}–${k.range[1].toFixed(2)}${k.published ? m.finder_published({}, o) : m.finder_uncertain({}, o)}`}</td>
                          <td className="small finder-source">
                            <Source kind={k} locale={locale} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            </div>
            <p className="finder-templates">
              {text.templatesText[locale]} <a href={localePath(locale, '/products')}>{m.finder_all_products({}, o)}</a>
              {m.finder_full_stop({}, o)}
            </p>
          </div>
        </section>
      </>
    ),
  };
}
