import { SIZE_FINDER_PATH } from '../../catalogue/size-finder-data';
import type { PageView } from '../../render/render';
import { productPath, products } from '../../content/products';
import { canonicalUrl } from '../../render/seo';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { Breadcrumbs, breadcrumbs, HOME } from '../../components/catalogue/Breadcrumbs';

export const OUR_PRODUCTS_PATH = '/ourproducts';

/** /ourproducts: the ten product cards in a grid of 1, 2 or 4 columns, each with its wishlist heart. */
export function ourProductsPage(): PageView {
  const crumbs = breadcrumbs([HOME, { name: 'Our Products', path: OUR_PRODUCTS_PATH }]);
  return {
    meta: {
      title: 'Our Digital Packaging Products',
      description: 'Ten custom printed stand-up and zipper pouches: kraft, clear, gold, silver and full-colour, in sizes from 50gm to 3 Kg, printed from 100 pouches.',
      path: OUR_PRODUCTS_PATH,
      keywords: ['custom printed pouches', 'kraft pouch with window', 'stand-up zipper pouch', 'gold pouch', 'transparent pouch'],
      jsonLd: [
        crumbs.jsonLd,
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: products.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: canonicalUrl(productPath(p)), name: p.name })),
        },
      ],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section catalogue-section" aria-labelledby="products-title">
          <div className="container">
            <header className="section-head">
              <span className="eyebrow">Catalogue</span>
              <h1 id="products-title">Our Digital Packaging Products</h1>
              <p>
                Ten pouch types, each digitally printed with your brand from 100 pouches. Tap the heart to keep a product on your
                wishlist, then ask for one quote for all of them.
              </p>
            </header>
            <ul className="product-grid">
              {products.map((p) => <ProductCard key={p.slug} product={p} />)}
            </ul>
            <p className="catalogue-more">
              Looking for a size? <a href="/products">See every product with all its sizes and prices</a>, or let the{' '}
              <a href={SIZE_FINDER_PATH}>size finder</a> work it out from what you pack.
            </p>
          </div>
        </section>
      </>
    ),
  };
}
