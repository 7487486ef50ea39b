import { SIZE_FINDER_PATH } from '../../catalogue/size-finder-data';
import type { PageView } from '../../render/render';
import { productPath } from '../../content/products';
import { findVariant, priceRange, variantsOf } from '../../content/catalogue';
import { ordering } from '../../content/ordering';
import { formatDimensions, sizes } from '../../content/sizes';
import { GUSSET_NOTE, gussetReading } from '../../catalogue/gusset';
import { formatInr } from '../../catalogue/quote';
import { BULK_ORDERS_PATH, enquiryHref, variantWishItem } from '../../catalogue/links';
import { variantJsonLd } from '../../catalogue/structured-data';
import { Breadcrumbs, breadcrumbs } from '../../components/catalogue/Breadcrumbs';
import { QuoteEstimator } from '../../components/catalogue/QuoteEstimator';
import { QuoteRequest } from '../../components/catalogue/QuoteRequest';
import { DimensionDrawing } from '../../components/catalogue/DimensionDrawing';
import { WishButton } from '../../components/catalogue/WishButton';
import { ProductBanner } from '../../components/catalogue/ProductBanner';
import { ProductSections } from '../../components/catalogue/ProductSections';
import { productPages } from '../../content/product-pages';
import { facts } from '../../content/facts';
import { heldLine, sizePageFaq } from '../../catalogue/size-faq';
import { FILL_LIMIT, usableVolumeMl } from '../../content/fill';
import { formatVolume } from '../../catalogue/size-finder';
import { faqJsonLd } from '../../render/faq-json-ld';
import { faqGroup, productCrumbs } from './product';
import { ArtworkGuide } from '../../components/content/ArtworkGuide';
import { dielineFileName, dielinePath } from '../../dieline/route';
import { TryYourDesign } from '../../components/catalogue/TryYourDesign';
import { quoteTarget } from '../../catalogue/quote-target';
import { pouchFacts } from '../../dieline/mockup-route';

const SIZES_ID = 'sizes';

/**
 * /products/<slug>/<size>: first what is particular to the size (specifications, dimension
 * drawing, the price table with the instant quote or "price on request", minimum order, lead
 * time, tolerances, the other sizes), then the product's own sections as its overview shows them
 * (spec §2 Product pages: banner, description, features, use cases, Why Choose Us), with a FAQ
 * that answers this size's questions before the product's general ones. `quantity` in the query
 * is the estimator's answer without JavaScript; `uses` and `kind` the use case filter's.
 */
export function sizePage(slug: string, size: string, query: { quantity?: string; uses?: string; kind?: string } = {}): PageView | null {
  const variant = findVariant(slug, size);
  const page = variant && productPages.get(variant.product.slug);
  if (!variant || !page) return null;
  const { product } = variant;
  const faq = sizePageFaq(variant, page, { ...ordering, replyWithinHours: facts.replyWithinHours });
  const crumbs = breadcrumbs([...productCrumbs(product), { name: variant.weight, path: variant.link }]);
  const quantityText = (query.quantity ?? '').slice(0, 12);
  const range = priceRange([variant]);
  const others = variantsOf(product).filter((v) => v.id !== variant.id);
  const downloads = (['pdf', 'svg'] as const).map((f) => ({ href: dielinePath(variant, f), fileName: dielineFileName(variant, f), format: f === 'pdf' ? 'PDF' as const : 'SVG' as const }));
  const specs: Array<[string, string]> = [
    ...(variant.sku ? [['SKU Code', variant.sku] as [string, string]] : []),
    ['Size name', `${variant.capacity.en}: the trade's name, the most it is made to carry`],
    ['Holds', `About ${heldLine(variant.size)}, filled to ${Math.round(FILL_LIMIT * 100)} % of its ${formatVolume(usableVolumeMl[variant.size])} below the zipper`],
    ['Dimensions', `${formatDimensions(variant.dimensions)} (${gussetReading(variant.dimensions.gusset)})`],
    ['Material', product.materialLabel.en],
    ['Window', product.art.window ? 'Yes' : 'No'],
    ['Zipper', product.art.zipper ? 'Resealable zipper' : 'No, heat sealed'],
    ...(product.gsm ? [['Paper weight', `${product.gsm} GSM`] as [string, string]] : []),
    ['Pack', `${variant.packOf} pouches`],
  ];
  return {
    meta: {
      title: `${product.menuLabel.en} ${variant.weight}${variant.sku ? ` (${variant.sku})` : ''}`,
      description: `${variant.title.en}. ${formatDimensions(variant.dimensions)}.${range ? ` From ${formatInr(range.low)} per pouch.` : ' Price on request.'} Minimum order ${ordering.minimumUnits} pouches.`,
      path: variant.link,
      ogType: 'product',
      keywords: [`${variant.weight} pouch`, product.menuLabel.en, product.catalogue.name, ...(variant.sku ? [variant.sku] : []), 'custom printed pouch'],
      jsonLd: [variantJsonLd(variant), crumbs.jsonLd, faqJsonLd(faq)],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section size-intro" aria-labelledby="size-title">
          <div className="container product-intro-grid">
            <img className="product-hero-img" src={variant.image} width="200" height="240" alt={`Drawing of the ${product.menuLabel.en}`} />
            <div>
              <span className="eyebrow">{variant.weight} · {product.category}</span>
              <h1 id="size-title">{product.name.en}, {variant.weight}</h1>
              <p className="size-title-full">{variant.title.en}</p>
              <ul className="fact-chips">
                <li>Minimum order {ordering.minimumUnits} pouches</li>
                <li>Ships in {ordering.leadTime}</li>
                <li>{range ? `From ${formatInr(range.low)} / pouch` : 'Price on request'}</li>
              </ul>
              <div className="product-actions">
                <a className="btn btn-accent" href={enquiryHref({ product: product.slug, size: variant.size })}>Request a quote</a>
                <a className="btn btn-primary" href="#try-design">Try your design on this pouch</a>
                {variant.tiers && <a className="btn btn-ghost" href="#prices">See prices</a>}
                <WishButton item={variantWishItem(variant)} label="Save to wishlist" />
              </div>
            </div>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="spec-title">
          <div className="container spec-grid">
            <div className="spec-panel">
              <h2 id="spec-title">Specifications</h2>
              <dl className="spec-list">
                {specs.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
              </dl>
              {variant.dimensionsSource === 'standard' && (
                <p className="muted small">How we chose this size: {sizes[variant.size].basis} We can make a custom size on request.</p>
              )}
            </div>
            <div className="spec-panel">
              <h2>Dimension Drawing</h2>
              <DimensionDrawing dimensions={variant.dimensions} zipper={product.art.zipper} window={product.art.window} id={`dim-${variant.id}`} />
            </div>
          </div>
        </section>

        <section id="prices" className="section" aria-labelledby="price-title">
          <div className={`container price-grid${variant.tiers ? ' has-estimator' : ''}`}>
            {variant.tiers ? (
              <QuoteEstimator variant={variant} tiers={variant.tiers} quantityText={quantityText} />
            ) : (
              <div>
                <h2 id="price-title">Prices</h2>
                <div className="on-request">
                  <p><strong>Price on request.</strong> This size has no published price table: tell us the quantity and we will quote within {facts.replyWithinHours} hours.</p>
                  <QuoteRequest variant={variant} />
                </div>
              </div>
            )}
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="order-title">
          <div className="container spec-grid">
            <div>
              <h2 id="order-title">Ordering</h2>
              <dl className="spec-list">
                <div><dt>Minimum order</dt><dd>{ordering.minimumUnits} pouches per design</dd></div>
                <div><dt>Sold in</dt><dd>Packs of {variant.packOf}</dd></div>
                <div><dt>Lead time</dt><dd>Most custom orders ship within {ordering.leadTime} after artwork approval</dd></div>
                <div><dt>Larger orders</dt><dd>Above {ordering.tableMaximumUnits} pouches: <a href={BULK_ORDERS_PATH}>bulk quote</a></dd></div>
              </dl>
            </div>
            <div>
              <h2>Tolerances</h2>
              <dl className="tolerances">
                {ordering.tolerances.map((t) => <div key={t.title}><dt>{t.title}</dt><dd>{t.detail}</dd></div>)}
              </dl>
            </div>
          </div>
        </section>

        <section id="artwork" className="section" aria-labelledby="artwork-title">
          <div className="container">
            <ArtworkGuide
              id="artwork-title"
              sizeLabel={variant.weight}
              downloads={downloads}
            />
          </div>
        </section>

        <section id="try-design" className="section section-alt" aria-labelledby="try-design-title">
          <div className="container">
            <TryYourDesign
              downloads={downloads}
              facts={pouchFacts(variant)}
              line={quoteTarget(variant)}
            />
          </div>
        </section>

        <section id={SIZES_ID} className="section" aria-labelledby="other-title">
          <div className="container">
            <h2 id="other-title">Other sizes of this pouch</h2>
            <p>Not sure {variant.weight} is your size? The <a href={SIZE_FINDER_PATH}>size finder</a> works it out from what you pack and how much.</p>
            {others.length > 0 ? (
              <>
                <ul className="size-chips">
                  {others.map((v) => (
                    <li key={v.id}><a href={v.link}><strong>{v.weight}</strong><span>{formatDimensions(v.dimensions)}</span></a></li>
                  ))}
                </ul>
                <p className="muted small">{GUSSET_NOTE}</p>
              </>
            ) : (
              <p>The {product.menuLabel.en} comes in this one size. <a href={enquiryHref({ product: product.slug })}>Ask us for another size</a>: we reply within {facts.replyWithinHours} hours.</p>
            )}
          </div>
        </section>

        <ProductBanner product={product} slides={page.banner} sizesId={SIZES_ID} atTop={false} />

        <section className="section section-alt" aria-labelledby="about-title">
          <div className="container narrow">
            <h2 id="about-title">About the {product.menuLabel.en}</h2>
            {page.overview.map((p) => <p key={p.slice(0, 24)}>{p}</p>)}
            <p><a className="link-arrow" href={productPath(product)}>All sizes and prices of this pouch <span aria-hidden="true">→</span></a></p>
          </div>
        </section>

        <ProductSections page={page} path={variant.link} query={query} faq={faq} faqGroup={faqGroup(product)} />
      </>
    ),
  };
}
