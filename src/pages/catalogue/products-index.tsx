import type { PageView } from '../../render/render';
import { productImage, productPath, products } from '../../content/products';
import { priceRange, variantsOf } from '../../content/catalogue';
import { formatDimensions } from '../../content/sizes';
import { GUSSET_NOTE } from '../../catalogue/gusset';
import { formatInr } from '../../catalogue/quote';
import { Breadcrumbs, breadcrumbs, HOME, PRODUCTS } from '../../components/catalogue/Breadcrumbs';

/** /products: every product with every size, its dimensions and, where known, its prices. */
export function productsIndexPage(): PageView {
  const crumbs = breadcrumbs([HOME, PRODUCTS]);
  return {
    meta: {
      title: 'All Products and Sizes',
      description: 'The full catalogue of custom printed pouches: every product with each of its 37 sizes, dimensions in mm and per-pouch prices where published.',
      path: PRODUCTS.path,
      jsonLd: [crumbs.jsonLd],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section catalogue-section" aria-labelledby="all-title">
          <div className="container">
            <header className="section-head">
              <span className="eyebrow">Full catalogue</span>
              <h1 id="all-title">All Products and Sizes</h1>
              <p>Every pouch we make, with each size it comes in. Choose a size for its specifications, drawing and prices.</p>
            </header>
            <ol className="catalogue-list">
              {products.map((p) => {
                const variants = variantsOf(p);
                const range = priceRange(variants);
                return (
                  <li key={p.slug} className="catalogue-row">
                    <img src={productImage(p)} width="100" height="120" alt="" loading="lazy" decoding="async" />
                    <div className="catalogue-row-body">
                      <h2><a href={productPath(p)}>{p.name.en}</a></h2>
                      <p className="muted">
                        Catalogue no. {p.catalogue.id} · also listed as {p.catalogue.name} · Pack of {p.packOf}
                        {range ? ` · from ${formatInr(range.low)} per pouch` : ' · price on request'}
                      </p>
                      <ul className="size-chips" aria-label={`Sizes of ${p.menuLabel.en}`}>
                        {variants.map((v) => (
                          <li key={v.id}>
                            <a href={v.link}>
                              <strong>{v.weight}</strong>
                              <span>{formatDimensions(v.dimensions)}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                );
              })}
            </ol>
            <p className="muted small">{GUSSET_NOTE}</p>
          </div>
        </section>
      </>
    ),
  };
}
