import type { PageView } from '../render/render';
import { PageHeader } from '../components/content/PageHeader';
import { SizeFinder, finderValues } from '../components/catalogue/SizeFinder';
import { FILL_LIMIT, fillGroups, fillKinds, riceHeld, sizeFinderPage as text } from '../content/fill';
import { GUSSET_NOTE } from '../catalogue/gusset';
import { SIZE_FINDER_PATH, finderGroups, finderKinds, finderLimits, soldSizes } from '../catalogue/size-finder-data';
import { formatVolume, formatWeight, readFinder } from '../catalogue/size-finder';
import { findProduct } from '../content/catalogue';
import { contentMeta, HOME_CRUMB } from './content-meta';
import { canonicalUrl } from '../render/seo';

const trail = [HOME_CRUMB, { name: 'Products', path: '/products' }, { name: 'Size finder', path: SIZE_FINDER_PATH }];

/**
 * /size-finder: the finder, answered on the server from `?fill=&grams=&density=` (a shareable
 * address whose canonical is /size-finder), then how the answer is worked out: the sizes with
 * their room and the densities used. A question that cannot be answered is a 400 with the
 * message beside the field at fault.
 */
export function sizeFinderPageView(c: { req: { query: () => Record<string, string> } }): PageView {
  const query = c.req.query();
  const values = finderValues(query);
  const submitted = 'grams' in query;
  const read = readFinder(values, finderKinds, finderLimits, submitted, finderGroups);
  const known = query.product ? findProduct(query.product.slice(0, 60)) : undefined;
  const product = known ? { slug: known.slug, name: known.name } : undefined;
  return {
    status: read.state === 'invalid' ? 400 : 200,
    meta: contentMeta({
      seo: text.seo,
      trail,
      type: 'WebPage',
      page: { mainEntity: { '@type': 'WebApplication', name: 'Pouch size finder', url: canonicalUrl(SIZE_FINDER_PATH), applicationCategory: 'BusinessApplication', operatingSystem: 'Any', isAccessibleForFree: true } },
    }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={text.eyebrow} title={text.heading} lead={text.lead} />
        <section className="section" aria-label="Find your size">
          <div className="container">
            <SizeFinder values={values} submitted={submitted} id="finder" />
            {product && (
              <p className="finder-from"><a href={`/products/${product.slug}`}>Back to the {product.name.en}</a></p>
            )}
          </div>
        </section>
        <section className="section section-alt" aria-labelledby="how-title">
          <div className="container">
            <h2 id="how-title">{text.howTitle}</h2>
            <div className="finder-how">
              {text.how.map((p) => <p key={p.slice(0, 24)}>{p}</p>)}
            </div>
            <div className="finder-tables">
              <div className="finder-sizes">
                <p className="finder-table-title" id="finder-sizes-title">{text.sizesCaption}</p>
                <p className="finder-scroll-hint" aria-hidden="true">Scroll the table sideways for every column →</p>
                <div className="table-wrap" role="region" aria-labelledby="finder-sizes-title" tabIndex={0}>
                  <table className="finder-table finder-sizes-table" aria-labelledby="finder-sizes-title">
                    <thead><tr><th scope="col">Size</th><th scope="col">Flat size (mm)</th><th scope="col">Made for</th><th scope="col">Room below zipper</th><th scope="col">{`Filled to ${Math.round(FILL_LIMIT * 100)} %`}</th><th scope="col">Rice it holds</th></tr></thead>
                    <tbody>
                      {soldSizes.map((s) => (
                        <tr key={s.slug}>
                          <th scope="row">{s.label}</th>
                          <td>{`${s.width} x ${s.length} + ${s.gusset}`}</td>
                          <td>{`up to ${formatWeight(s.grams)}`}</td>
                          <td>{formatVolume(s.usableMl)}</td>
                          <td>{formatVolume(s.usableMl * FILL_LIMIT)}</td>
                          <td>{`${formatWeight(riceHeld(s))}`}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="muted small">{GUSSET_NOTE} How each size the spec does not give was chosen is on its page.</p>
              </div>
              <div className="finder-densities">
                <p className="finder-table-title" id="finder-densities-title">{text.densitiesCaption}</p>
                <div className="table-wrap" role="region" aria-labelledby="finder-densities-title" tabIndex={0}>
                  <table className="finder-table" aria-labelledby="finder-densities-title">
                    <thead><tr><th scope="col">Product</th><th scope="col">We use</th><th scope="col">Spread</th><th scope="col">Source</th></tr></thead>
                    <tbody>
                      {fillKinds.map((k) => (
                        <tr key={k.slug}>
                          <th scope="row">{k.group ? `${fillGroups.find((g) => g.slug === k.group)!.label}: ${k.label}` : k.label}</th>
                          <td>{k.density.toFixed(2)}</td>
                          <td>{`${k.range[0].toFixed(2)}–${k.range[1].toFixed(2)}${k.published ? ' (published)' : ' (uncertain)'}`}</td>
                          <td className="small finder-source">{`${k.source.publication}: ${k.source.measured}`}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            </div>
            <p className="finder-templates">{text.templatesText} <a href="/products">All products and sizes</a>.</p>
          </div>
        </section>
      </>
    ),
  };
}
