import { SIZE_FINDER_PATH, productFinderSizes } from '../../catalogue/size-finder-data';
import { SizeFinder } from '../../components/catalogue/SizeFinder';
import type { PageView } from '../../render/render';
import { productImage, productPath, type Product } from '../../content/products';
import { findProduct, priceRange, variantsOf } from '../../content/catalogue';
import { productPages } from '../../content/product-pages';
import { ordering } from '../../content/ordering';
import { formatDimensions } from '../../content/sizes';
import { GUSSET_NOTE } from '../../catalogue/gusset';
import { formatInr } from '../../catalogue/quote';
import { enquiryHref, productWishItem } from '../../catalogue/links';
import { productJsonLd } from '../../catalogue/structured-data';
import { Breadcrumbs, breadcrumbs, HOME, PRODUCTS } from '../../components/catalogue/Breadcrumbs';
import { ProductBanner } from '../../components/catalogue/ProductBanner';
import { ProductSections } from '../../components/catalogue/ProductSections';
import { faqJsonLd } from '../../render/faq-json-ld';
import { WishButton } from '../../components/catalogue/WishButton';

export const productCrumbs = (product: Product) => [HOME, PRODUCTS, { name: product.menuLabel.en, path: productPath(product) }];
/** One exclusive FAQ group per product, on its overview and on each of its size pages. */
export const faqGroup = (product: Pick<Product, 'slug'>) => `faq-${product.slug}`;

const SIZES_ID = 'sizes';

/**
 * /products/<slug>: banner, overview, sizes with prices, features table, use cases with their
 * filter, Why Choose Us and the FAQ (spec §2 Product pages). `uses` and `kind` in the query
 * pre-filter the use cases when the filter form is sent without JavaScript.
 */
export function productPage(slug: string, query: { uses?: string; kind?: string } = {}): PageView | null {
  const product = findProduct(slug);
  const page = product && productPages.get(product.slug);
  if (!product || !page) return null;
  const path = productPath(product);
  const variants = variantsOf(product);
  const range = priceRange(variants);
  const crumbs = breadcrumbs(productCrumbs(product));
  const sizeWords = variants.map((v) => v.weight).join(', ');
  return {
    meta: {
      title: product.name.en,
      description: `${product.description.en.slice(0, 110).replace(/\s+\S*$/, '')}… Sizes ${sizeWords}, printed from ${ordering.minimumUnits} pouches.`,
      path,
      ogType: 'product',
      keywords: [product.name.en, product.catalogue.name, product.menuLabel.en, 'custom printed pouch', 'stand-up pouch India'],
      jsonLd: [productJsonLd(product, variants), crumbs.jsonLd, faqJsonLd(page.faq)],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <ProductBanner product={product} slides={page.banner} sizesId={SIZES_ID} />
        <section className="section product-intro" aria-labelledby="product-title">
          <div className="container product-intro-grid">
            <img className="product-hero-img" src={productImage(product)} width="200" height="240" alt={`Drawing of the ${product.menuLabel.en}`} />
            <div>
              <span className="eyebrow">{product.category}</span>
              <h1 id="product-title">{product.name.en}</h1>
              <p className="product-meta muted">Catalogue no. {product.catalogue.id} · also listed as {product.catalogue.name} · Pack of {product.packOf}</p>
              {page.overview.map((p) => <p key={p.slice(0, 24)}>{p}</p>)}
              <p className="product-price">
                {range ? <>From <strong>{formatInr(range.low)}</strong> per pouch, taxes included</> : <>Price on request: we reply within 24 hours</>}
              </p>
              <div className="product-actions">
                <a className="btn btn-accent" href={enquiryHref({ product: product.slug })}>Request a quote</a>
                <a className="btn btn-ghost" href={`#${SIZES_ID}`}>See {variants.length === 1 ? 'the size' : `all ${variants.length} sizes`}</a>
                <WishButton item={productWishItem(product)} label="Save to wishlist" />
              </div>
            </div>
          </div>
        </section>

        <section id={SIZES_ID} className="section section-alt" aria-labelledby="sizes-title">
          <div className="container">
            <header className="section-head">
              <h2 id="sizes-title">Sizes and Prices</h2>
              <p>Each size has its own page with the specifications, a dimension drawing{range ? ', the price table and an instant quote' : ''}.</p>
            </header>
            <ul className="size-cards">
              {variants.map((v) => {
                const from = priceRange([v]);
                return (
                  <li key={v.id}>
                    <a className="size-card" href={v.link}>
                      <span className="size-card-weight">{v.weight}</span>
                      <span className="size-card-dims">{formatDimensions(v.dimensions)}</span>
                      {v.sku && <span className="size-card-sku">SKU {v.sku}</span>}
                      <span className="size-card-price">{from ? `From ${formatInr(from.low)} / pouch` : 'Price on request'}</span>
                      <span className="visually-hidden">{v.title.en}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
            <p className="muted small">{GUSSET_NOTE}</p>
            <section className="finder-band" aria-labelledby="finder-title">
              <h3 id="finder-title">Which size holds what you pack?</h3>
              <p>Choose your product and the weight in one pouch: we answer with the {product.menuLabel.en.toLowerCase()} size that holds it. <a href={SIZE_FINDER_PATH}>Compare every pouch in the size finder</a>.</p>
              <SizeFinder values={{ fill: '', variety: '', grams: '', density: '' }} submitted={false} id="finder" product={{ slug: product.slug, name: product.name.en }} sizes={productFinderSizes(product)} />
            </section>
          </div>
        </section>

        <ProductSections page={page} path={path} query={query} faq={page.faq} faqGroup={faqGroup(product)} />

        <section className="section cta-band" aria-labelledby="cta-title">
          <div className="container cta-band-inner">
            <div>
              <h2 id="cta-title">Ready to print your {product.menuLabel.en.toLowerCase()}?</h2>
              <p>Send us your quantity and artwork idea; we reply within 24 hours with a quote and a proof.</p>
            </div>
            <a className="btn btn-accent" href={enquiryHref({ product: product.slug })}>Request a quote</a>
          </div>
        </section>
      </>
    ),
  };
}
