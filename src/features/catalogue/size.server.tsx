import { SIZE_FINDER_PATH } from '@features/size-finder';
import type { PageView } from '@platform/render/render';
import { productPath } from './products';
import { findVariant, priceRange, sizeLabel, variantsOf } from './catalogue';
import { ordering } from './ordering';
import { formatDimensions, sizes } from './sizes';
import { gussetReading } from './gusset';
import { formatInr } from './price';
import { BULK_ORDERS_PATH, variantWishItem } from './links';
import { enquiryHref } from '@features/quote-and-wishlist';
import { variantJsonLd } from './structured-data';
import { Breadcrumbs, breadcrumbs } from './Breadcrumbs';
import { QuoteEstimator } from '@features/quote-and-wishlist/index.server';
import { QuoteRequest } from '@features/quote-and-wishlist/index.server';
import { DimensionDrawing } from './DimensionDrawing';
import { WishButton } from '@features/quote-and-wishlist/index.server';
import { ProductBanner } from './ProductBanner.server';
import { ProductSections } from './ProductSections';
import { productPages } from './product-pages';
import { facts } from '@platform/content/facts';
import { heldLine, sizePageFaq, volumeIn } from '@features/size-finder';
import { FILL_LIMIT, usableVolumeMl } from '@features/size-finder';
import { faqJsonLd } from '@platform/render/faq-json-ld';
import { categoryName, faqGroup } from './product.server';
import { crumb, productTrail } from './crumbs';
import { ArtworkGuide } from '@features/print-templates/index.server';
import { dielineFileName, dielinePath } from '@features/print-templates';
import { mockupFactsPath, TryYourDesign } from '@features/mockup/index.server';
import { quoteTarget } from '@features/quote-and-wishlist';
import { pouchFacts } from '@features/mockup';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const SIZES_ID = 'sizes';

/**
 * /products/<slug>/<size>: first what is particular to the size (specifications, dimension
 * drawing, the price table with the instant quote or "price on request", minimum order, lead
 * time, tolerances, the other sizes), then the product's own sections as its overview shows them
 * (the product pages: banner, description, features, use cases, Why Choose Us), with a FAQ
 * that answers this size's questions before the product's general ones. `quantity` in the query
 * is the estimator's answer without JavaScript; `uses` and `kind` the use case filter's.
 */
export function sizePage(
  slug: string,
  size: string,
  query: { quantity?: string; uses?: string; kind?: string } = {},
  locale: Locale = baseLocale,
): PageView | null {
  const variant = findVariant(slug, size);
  const page = variant && productPages.get(variant.product.slug);
  if (!variant || !page) return null;
  const { product } = variant;
  const l = { locale };
  const href = (to: string) => localePath(locale, to);
  const weight = sizeLabel(variant.size, locale);
  const menuLabel = product.menuLabel[locale];
  const faq = sizePageFaq(variant, page, { ...ordering, replyWithinHours: facts.replyWithinHours }, locale);
  const crumbs = breadcrumbs([...productTrail(product, locale), crumb(locale, weight, variant.link)]);
  const quantityText = (query.quantity ?? '').slice(0, 12);
  const range = priceRange([variant]);
  const others = variantsOf(product).filter((v) => v.id !== variant.id);
  const downloads = (['pdf', 'svg'] as const).map((f) => ({
    href: dielinePath(variant, f),
    fileName: dielineFileName(variant, f),
    format: f === 'pdf' ? ('PDF' as const) : ('SVG' as const),
  }));
  const mm = formatDimensions(variant.dimensions);
  const title = variant.title[locale];
  const specs: Array<[string, string]> = [
    ...(variant.sku ? [[m.catalogue_spec_sku({}, l), variant.sku] as [string, string]] : []),
    [m.catalogue_spec_size_name({}, l), m.catalogue_spec_size_name_value({ name: variant.capacity[locale] }, l)],
    [
      m.catalogue_spec_holds({}, l),
      m.catalogue_spec_holds_value(
        { held: heldLine(variant.size, locale), percent: Math.round(FILL_LIMIT * 100), volume: volumeIn(usableVolumeMl[variant.size], locale) },
        l,
      ),
    ],
    [m.catalogue_spec_dimensions({}, l), `${mm} (${gussetReading(variant.dimensions.gusset, locale)})`],
    [m.catalogue_spec_material({}, l), product.materialLabel[locale]],
    [m.catalogue_spec_window({}, l), product.art.window ? m.catalogue_yes({}, l) : m.catalogue_no({}, l)],
    [m.catalogue_spec_zipper({}, l), product.art.zipper ? m.catalogue_spec_zipper_yes({}, l) : m.catalogue_spec_zipper_no({}, l)],
    ...(product.gsm ? [[m.catalogue_spec_paper({}, l), `${product.gsm} GSM`] as [string, string]] : []),
    [m.catalogue_spec_pack({}, l), m.catalogue_spec_pack_value({ count: variant.packOf }, l)],
  ];
  const basis = sizes[variant.size].basis;
  const price = range ? m.catalogue_from_per_pouch({ price: formatInr(range.low) }, l) : m.catalogue_price_on_request({}, l);
  const sizeFinder = <a href={href(SIZE_FINDER_PATH)}>{m.catalogue_size_finder({}, l)}</a>;
  return {
    meta: {
      title: `${menuLabel} ${weight}${variant.sku ? ` (${variant.sku})` : ''}`,
      description: range
        ? m.catalogue_size_meta_priced({ title, dimensions: mm, price: formatInr(range.low), minimum: ordering.minimumUnits }, l)
        : m.catalogue_size_meta({ title, dimensions: mm, minimum: ordering.minimumUnits }, l),
      path: variant.link,
      ogType: 'product',
      keywords: [`${variant.weight} pouch`, menuLabel, product.catalogue.name, ...(variant.sku ? [variant.sku] : []), 'custom printed pouch'],
      jsonLd: [variantJsonLd(variant, locale), crumbs.jsonLd, faqJsonLd(faq)],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section size-intro" aria-labelledby="size-title">
          <div className="container product-intro-grid">
            <img className="product-hero-img" src={variant.image} width="200" height="240" alt={m.catalogue_drawing_of({ name: menuLabel }, l)} />
            <div>
              <span className="eyebrow">
                {weight} · {categoryName(product, locale)}
              </span>
              <h1 id="size-title">
                {product.name[locale]}, {weight}
              </h1>
              <p className="size-title-full">{title}</p>
              <ul className="fact-chips">
                <li>{m.catalogue_minimum_order({ count: ordering.minimumUnits }, l)}</li>
                <li>{m.catalogue_ships_in({ days: ordering.leadDays }, l)}</li>
                <li>{price}</li>
              </ul>
              <div className="product-actions">
                <a className="btn btn-accent" href={href(enquiryHref({ product: product.slug, size: variant.size }))}>
                  {m.catalogue_request_quote({}, l)}
                </a>
                <a className="btn btn-primary" href="#try-design">
                  {m.catalogue_try_design({}, l)}
                </a>
                {variant.tiers && (
                  <a className="btn btn-ghost" href="#prices">
                    {m.catalogue_see_prices({}, l)}
                  </a>
                )}
                <WishButton item={variantWishItem(variant)} name={title} label={m.catalogue_wish_label({}, l)} />
              </div>
            </div>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="spec-title">
          <div className="container spec-grid">
            <div className="spec-panel">
              <h2 id="spec-title">{m.catalogue_specs_title({}, l)}</h2>
              <dl className="spec-list">
                {specs.map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
              {variant.dimensionsSource === 'standard' && basis && <p className="muted small">{m.catalogue_size_basis({ basis: basis[locale] }, l)}</p>}
            </div>
            <div className="spec-panel">
              <h2>{m.catalogue_drawing_title({}, l)}</h2>
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
                <h2 id="price-title">{m.catalogue_prices_title({}, l)}</h2>
                <div className="on-request">
                  <p>
                    {rich((p) => m.catalogue_on_request_text({ ...p, hours: facts.replyWithinHours }, l), {
                      lead: <strong>{m.catalogue_on_request_lead({}, l)}</strong>,
                    })}
                  </p>
                  <QuoteRequest variant={variant} />
                </div>
              </div>
            )}
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="order-title">
          <div className="container spec-grid">
            <div>
              <h2 id="order-title">{m.catalogue_ordering_title({}, l)}</h2>
              <dl className="spec-list">
                <div>
                  <dt>{m.catalogue_ordering_minimum({}, l)}</dt>
                  <dd>{m.catalogue_ordering_minimum_value({ count: ordering.minimumUnits }, l)}</dd>
                </div>
                <div>
                  <dt>{m.catalogue_ordering_sold_in({}, l)}</dt>
                  <dd>{m.catalogue_ordering_sold_in_value({ count: variant.packOf }, l)}</dd>
                </div>
                <div>
                  <dt>{m.catalogue_ordering_lead_time({}, l)}</dt>
                  <dd>{m.catalogue_ordering_lead_time_value({ days: ordering.leadDays }, l)}</dd>
                </div>
                <div>
                  <dt>{m.catalogue_ordering_larger({}, l)}</dt>
                  <dd>
                    {rich((p) => m.catalogue_ordering_larger_value({ ...p, count: ordering.tableMaximumUnits }, l), {
                      link: <a href={href(BULK_ORDERS_PATH)}>{m.catalogue_ordering_bulk_link({}, l)}</a>,
                    })}
                  </dd>
                </div>
              </dl>
            </div>
            <div>
              <h2>{m.catalogue_tolerances_title({}, l)}</h2>
              <dl className="tolerances">
                {ordering.tolerances.map((t) => (
                  <div key={t.title.en}>
                    <dt>{t.title[locale]}</dt>
                    <dd>{t.detail[locale]}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </section>

        <section id="artwork" className="section" aria-labelledby="artwork-title">
          <div className="container">
            <ArtworkGuide id="artwork-title" sizeLabel={weight} downloads={downloads} />
          </div>
        </section>

        <section id="try-design" className="section section-alt" aria-labelledby="try-design-title">
          <div className="container">
            <TryYourDesign downloads={downloads} facts={pouchFacts(variant, locale)} line={quoteTarget(variant)} factsPath={mockupFactsPath(variant)} />
          </div>
        </section>

        <section id={SIZES_ID} className="section" aria-labelledby="other-title">
          <div className="container">
            <h2 id="other-title">{m.catalogue_other_sizes({}, l)}</h2>
            <p>{rich((p) => m.catalogue_other_lead({ ...p, weight }, l), { finder: sizeFinder })}</p>
            {others.length > 0 ? (
              <>
                <ul className="size-chips">
                  {others.map((v) => (
                    <li key={v.id}>
                      <a href={href(v.link)}>
                        <strong>{sizeLabel(v.size, locale)}</strong>
                        <span>{formatDimensions(v.dimensions)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
                <p className="muted small">{m.catalogue_gusset_note({}, l)}</p>
              </>
            ) : (
              <p>
                {rich((p) => m.catalogue_one_size({ ...p, name: menuLabel, hours: facts.replyWithinHours }, l), {
                  link: <a href={href(enquiryHref({ product: product.slug }))}>{m.catalogue_one_size_link({}, l)}</a>,
                })}
              </p>
            )}
          </div>
        </section>

        <ProductBanner product={product} slides={page.banner} sizesId={SIZES_ID} atTop={false} />

        <section className="section section-alt" aria-labelledby="about-title">
          <div className="container narrow">
            <h2 id="about-title">{m.catalogue_about_title({ name: menuLabel }, l)}</h2>
            {page.overview.map((p) => (
              <p key={p.en.slice(0, 24)}>{p[locale]}</p>
            ))}
            <p>
              <a className="link-arrow" href={href(productPath(product))}>
                {m.catalogue_all_sizes_link({}, l)} <span aria-hidden="true">→</span>
              </a>
            </p>
          </div>
        </section>

        <ProductSections page={page} path={variant.link} query={query} faq={faq} faqGroup={faqGroup(product)} />
      </>
    ),
  };
}
