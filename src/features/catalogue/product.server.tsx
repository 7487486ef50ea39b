import { SIZE_FINDER_PATH, productFinderSizes } from '@features/size-finder';
import { SizeFinder } from '@features/size-finder/index.server';
import type { PageView } from '@platform/render/render';
import { productImage, productPath, type Product } from './products';
import { findProduct, priceRange, sizeLabel, variantsOf } from './catalogue';
import { productPages } from './product-pages';
import { ordering } from './ordering';
import { formatDimensions } from './sizes';
import { formatInr } from './price';
import { productWishItem } from './links';
import { enquiryHref } from '@features/quote-and-wishlist';
import { productJsonLd } from './structured-data';
import { Breadcrumbs, breadcrumbs } from './Breadcrumbs';
import { productTrail } from './crumbs';
import { ProductBanner } from './ProductBanner.server';
import { ProductSections } from './ProductSections';
import { faqJsonLd } from '@platform/render/faq-json-ld';
import { WishButton } from '@features/quote-and-wishlist/index.server';
import { CatalogueLine } from './products-index.server';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** One exclusive FAQ group per product, on its overview and on each of its size pages. */
export const faqGroup = (product: Pick<Product, 'slug'>) => `faq-${product.slug}`;
/** The eyebrow over a product: "Zip Pouch" or "Stand-Up Pouch", in the page's language. */
export const categoryName = (product: Pick<Product, 'category'>, locale: Locale): string =>
  product.category === 'Zip Pouch' ? m.catalogue_category_zip({}, { locale }) : m.catalogue_category_standup({}, { locale });

const SIZES_ID = 'sizes';

/**
 * /products/<slug>: banner, overview, sizes with prices, features table, use cases with their
 * filter, Why Choose Us and the FAQ. `uses` and `kind` in the query
 * pre-filter the use cases when the filter form is sent without JavaScript.
 */
export function productPage(slug: string, query: { uses?: string; kind?: string } = {}, locale: Locale = baseLocale): PageView | null {
  const product = findProduct(slug);
  const page = product && productPages.get(product.slug);
  if (!product || !page) return null;
  const path = productPath(product);
  const href = (to: string) => localePath(locale, to);
  const variants = variantsOf(product);
  const range = priceRange(variants);
  const crumbs = breadcrumbs(productTrail(product, locale));
  const sizeWords = variants.map((v) => (locale === baseLocale ? v.weight : sizeLabel(v.size, locale))).join(', ');
  const name = product.name[locale];
  const menuLabel = product.menuLabel[locale];
  const faq = page.faq.map((f) => ({ question: f.question[locale], answer: f.answer[locale] }));
  const quote = href(enquiryHref({ product: product.slug }));
  return {
    meta: {
      title: name,
      description: m.catalogue_product_meta(
        { summary: product.description[locale].slice(0, 110).replace(/\s+\S*$/, ''), sizes: sizeWords, minimum: ordering.minimumUnits },
        { locale },
      ),
      path,
      ogType: 'product',
      keywords: [name, product.catalogue.name, menuLabel, 'custom printed pouch', 'stand-up pouch India'],
      jsonLd: [productJsonLd(product, variants, locale), crumbs.jsonLd, faqJsonLd(faq)],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <ProductBanner product={product} slides={page.banner} sizesId={SIZES_ID} />
        <section className="section product-intro" aria-labelledby="product-title">
          <div className="container product-intro-grid">
            <img
              className="product-hero-img"
              src={productImage(product)}
              width="200"
              height="240"
              alt={m.catalogue_drawing_of({ name: menuLabel }, { locale })}
            />
            <div>
              <span className="eyebrow">{categoryName(product, locale)}</span>
              <h1 id="product-title">{name}</h1>
              <p className="product-meta muted">
                <CatalogueLine locale={locale} id={product.catalogue.id} tradeName={product.catalogue.name} packOf={product.packOf} price={false} />
              </p>
              {page.overview.map((p) => (
                <p key={p.en.slice(0, 24)}>{p[locale]}</p>
              ))}
              <p className="product-price">
                {range
                  ? rich((p) => m.catalogue_product_from(p, { locale }), { price: <strong>{formatInr(range.low)}</strong> })
                  : m.catalogue_product_on_request({}, { locale })}
              </p>
              <div className="product-actions">
                <a className="btn btn-accent" href={quote}>
                  {m.catalogue_request_quote({}, { locale })}
                </a>
                <a className="btn btn-ghost" href={`#${SIZES_ID}`}>
                  {variants.length === 1 ? m.catalogue_see_the_size({}, { locale }) : m.catalogue_see_all_sizes({ count: variants.length }, { locale })}
                </a>
                <WishButton item={productWishItem(product)} name={name} label={m.catalogue_wish_label({}, { locale })} />
              </div>
            </div>
          </div>
        </section>

        <section id={SIZES_ID} className="section section-alt" aria-labelledby="sizes-title">
          <div className="container">
            <header className="section-head">
              <h2 id="sizes-title">{m.catalogue_sizes_title({}, { locale })}</h2>
              <p>{range ? m.catalogue_sizes_lead_priced({}, { locale }) : m.catalogue_sizes_lead({}, { locale })}</p>
            </header>
            <ul className="size-cards">
              {variants.map((v) => {
                const from = priceRange([v]);
                return (
                  <li key={v.id}>
                    <a className="size-card" href={href(v.link)}>
                      <span className="size-card-weight">{sizeLabel(v.size, locale)}</span>
                      <span className="size-card-dims">{formatDimensions(v.dimensions)}</span>
                      {v.sku && <span className="size-card-sku">{m.catalogue_sku({ sku: v.sku }, { locale })}</span>}
                      <span className="size-card-price">
                        {from ? m.catalogue_from_per_pouch({ price: formatInr(from.low) }, { locale }) : m.catalogue_price_on_request({}, { locale })}
                      </span>
                      <span className="visually-hidden">{v.title[locale]}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
            <p className="muted small">{m.catalogue_gusset_note({}, { locale })}</p>
            <section className="finder-band" aria-labelledby="finder-title">
              <h3 id="finder-title">{m.catalogue_finder_title({}, { locale })}</h3>
              <p>
                {rich((p) => m.catalogue_finder_lead({ ...p, name: menuLabel.toLowerCase() }, { locale }), {
                  link: <a href={href(SIZE_FINDER_PATH)}>{m.catalogue_finder_link({}, { locale })}</a>,
                })}
              </p>
              <SizeFinder
                values={{ fill: '', variety: '', grams: '', density: '' }}
                submitted={false}
                id="finder"
                product={{ slug: product.slug, name }}
                sizes={productFinderSizes(product)}
              />
            </section>
          </div>
        </section>

        <ProductSections page={page} path={path} query={query} faq={faq} faqGroup={faqGroup(product)} />

        <section className="section cta-band" aria-labelledby="cta-title">
          <div className="container cta-band-inner">
            <div>
              <h2 id="cta-title">{m.catalogue_cta_title({ name: menuLabel.toLowerCase() }, { locale })}</h2>
              <p>{m.catalogue_cta_text({}, { locale })}</p>
            </div>
            <a className="btn btn-accent" href={quote}>
              {m.catalogue_request_quote({}, { locale })}
            </a>
          </div>
        </section>
      </>
    ),
  };
}
