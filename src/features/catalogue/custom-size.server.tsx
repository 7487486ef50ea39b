import type { Context } from 'hono';
import type { AppEnv } from '@platform/app-env';
import type { PageView } from '@platform/render/render';
import { findProduct, variantsOf } from './catalogue';
import { productPath } from './products';
import { ordering } from './ordering';
import { facts } from '@platform/content/facts';
import { FILL_LIMIT, FILL_WEIGHT, fillKinds, type FillSlug } from '@features/size-finder';
import { cm, formatDimensions, machineRange } from './sizes';
import { gussetReading } from './gusset';
import { pouchVolumeMl } from '@features/size-finder';
import { customLabel, customPath, customQuery, packedQuery, type Packed } from './custom-slug';
import { customVariant, readCustomQuery, type LineSize } from './custom-variant';
import { filmCm2, indicativeModelOf } from './indicative-price';
import { formatInr } from './price';
import { formatVolume, formatWeight, sizeName as stockSizeName } from '@features/size-finder';
import { SIZE_FINDER_PATH } from '@features/size-finder';
import { Breadcrumbs, breadcrumbs } from './Breadcrumbs';
import { crumb, productTrail } from './crumbs';
import { DimensionDrawing } from './DimensionDrawing';
import { PriceTable } from './PriceTable';
import { QuoteRequest } from '@features/quote-and-wishlist/index.server';
import { TryYourDesign } from '@features/mockup/index.server';
import { quoteTarget } from '@features/quote-and-wishlist';
import { ArtworkGuide } from '@features/print-templates/index.server';
import { Island } from '@platform/islands/Island';
import { TemplatePdfIsland as TemplatePdf } from '@features/print-templates/index.server';
import { assetsFor } from '@platform/render/assets';
import { dielineFileName, templateSpec, TEMPLATES_ID } from '@features/print-templates';
import { pouchFacts } from '@features/mockup';
import { categoryName } from './product.server';
import { redirectTo } from '@platform/render/redirect';
import { productNameText } from './line-names-data';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { formatNumber, formatWeight as weightIn } from '@platform/i18n/format';
import { rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import type { Product } from './products';
import type { FillKind } from '@features/size-finder';

/** The products a custom size's page weighs out, dense to bulky, as a size page does. */
const SHOWN: readonly FillSlug[] = ['rice', 'atta-flour', 'coffee-light-roast', 'puffed-snacks'];

const range = (r: readonly [number, number]) => `${r[0]}–${r[1]} mm`;

/** Words of other parts of the catalogue, read in one place each: the product's menu name and name, and a fill's noun. */
const productMenuIn = (product: Product, locale: Locale): string => product.menuLabel[locale];
const productNameIn = (product: Product, locale: Locale): string => productNameText(product)[locale];
const fillNounIn = (kind: FillKind, locale: Locale): string => kind.noun[locale];

/** A volume as buyers read it: the English as the size finder writes it, else ml and litres in the language. */
function volumeIn(ml: number, locale: Locale): string {
  if (locale === baseLocale) return formatVolume(ml);
  if (ml < 995) return m.quote_volume_ml({ ml: formatNumber(Math.max(10, Math.round(ml / 10) * 10), locale) }, { locale });
  return m.quote_volume_litres({ litres: Math.round(ml / 100) / 10 }, { locale });
}

/** Where the machine's range comes from, in the language: "the span of our stock sizes, 50gm (100 x 150 + 30 mm) to 3 Kg (…)". */
const rangeSource = (locale: Locale): string => {
  const { smallest, largest } = machineRange.span;
  return m.catalogue_custom_range_source(
    {
      smallest: stockSizeName(smallest, locale),
      smallestSize: formatDimensions(smallest.dimensions),
      largest: stockSizeName(largest, locale),
      largestSize: formatDimensions(largest.dimensions),
    },
    { locale },
  );
};

/** A weight: the English as the size finder writes it ("1.1 kg"), else in the language's words. */
const weightText = (grams: number, locale: Locale): string => (locale === baseLocale ? formatWeight(grams) : weightIn(grams, locale));

/** "about 1.1 kg of rice, …" held by `usableMl` filled to the limit, rounded down to 10 g. */
function held(usableMl: number, locale: Locale): string {
  const parts = SHOWN.map((slug) => {
    const k = fillKinds.find((f) => f.slug === slug)!;
    return m.quote_custom_held_one(
      { weight: weightText(Math.floor((usableMl * FILL_LIMIT * k.density) / 10) * 10, locale), noun: fillNounIn(k, locale) },
      { locale },
    );
  });
  return `${parts.slice(0, -1).join(', ')}${m.quote_custom_held_or({}, { locale })}${parts.at(-1)}`;
}

/** What the size finder made the size for (`&for=tea-ctc&grams=250`), when it names a kind of product and a weight it asks about. */
function readPacked(query: URLSearchParams): (Packed & { kind: FillSlug }) | null {
  const kind = fillKinds.find((k) => k.slug === query.get('for'));
  const grams = Number(query.get('grams'));
  if (!kind || !(grams >= FILL_WEIGHT.min && grams <= FILL_WEIGHT.max)) return null;
  return { kind: kind.slug, grams: Math.round(grams * 10) / 10 };
}

/**
 * The Holds line: what the size was made for first, where the size finder sent the buyer for a
 * product and weight (how full it makes it), then rice, atta, coffee and snacks filled to the limit.
 */
function holdsLine(usableMl: number, packed: (Packed & { kind: FillSlug }) | null, locale: Locale): string {
  const percent = Math.round(FILL_LIMIT * 100);
  const kind = packed && fillKinds.find((k) => k.slug === packed.kind)!;
  if (!packed || !kind) return m.quote_custom_holds_value({ held: held(usableMl, locale), percent }, { locale });
  const what = m.quote_custom_held_one({ weight: weightText(packed.grams, locale), noun: fillNounIn(kind, locale) }, { locale });
  const share = Math.round((packed.grams / kind.density / usableMl) * 100);
  return m.quote_custom_holds_made({ packed: what, share, held: held(usableMl, locale), percent }, { locale });
}

/**
 * /products/<slug>/custom?w=&l=&g=: a custom flat size of a product, as the size finder offers it:
 * its room by the volume model, its print template and the design mock-up on it, and a quote line
 * at its indicative price (where the product has published tables to fit it to) or on request. Infinitely many addresses, so `noindex`; numbers outside the machine's
 * range redirect to the nearest size inside, anything else is not a page.
 */
export function customSizePage(c: Context<AppEnv>): Response | PageView | null {
  const locale = c.get('locale') ?? baseLocale;
  const l = { locale };
  const href = (path: string) => localePath(locale, path);
  const product = findProduct(c.req.param('slug') ?? '');
  const flat = readCustomQuery(new URL(c.req.url).searchParams);
  if (!product || !flat) return null;
  // One size, one address: the nearest size inside the range, its query spelled one way (no extra,
  // repeated or zero-padded parameters), in the asking page's language.
  const packed = readPacked(new URL(c.req.url).searchParams);
  if (new URL(c.req.url).search !== `${customQuery(flat)}${packed ? packedQuery(packed) : ''}`) {
    return redirectTo(c, href(customPath(product.slug, flat, undefined, packed ?? undefined)), 301);
  }
  const v: LineSize = customVariant(product, flat);
  const usableMl = pouchVolumeMl(v.dimensions);
  const crumbs = breadcrumbs([...productTrail(product, locale), crumb(locale, m.quote_custom_crumb({}, l), v.link)]);
  const { width, length, gusset } = v.dimensions;
  const menu = productMenuIn(product, locale);
  const title =
    locale === baseLocale
      ? v.title.en
      : m.quote_custom_title(
          {
            size: customLabel(flat, locale),
            material: product.materialLabel[locale],
            zipper: product.art.zipper ? m.quote_custom_title_zipper({}, l) : '',
            window: (product.art.window ? m.quote_custom_title_window : m.quote_custom_title_no_window)({}, l),
            width: cm(width),
            length: cm(length),
          },
          l,
        );
  const sizeName = locale === baseLocale ? v.weight : customLabel(flat, locale);
  const svg = customPath(product.slug, flat, 'dieline.svg');
  const downloads = [{ href: svg, fileName: dielineFileName(v, 'svg'), format: 'SVG' as const }];
  return {
    meta: {
      title: m.quote_custom_meta_title({ product: menu, width, length, gusset }, l),
      description: v.tiers
        ? m.quote_custom_description_indicative(
            { title, price: formatInr(v.tiers.at(-1)!.unitPrice), volume: volumeIn(usableMl, locale), minimum: ordering.minimumUnits },
            l,
          )
        : m.quote_custom_description({ title, volume: volumeIn(usableMl, locale), minimum: ordering.minimumUnits }, l),
      path: v.link,
      noindex: true,
      jsonLd: [crumbs.jsonLd],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section size-intro" aria-labelledby="size-title">
          <div className="container product-intro-grid">
            <img className="product-hero-img" src={v.image} width="200" height="240" alt={m.quote_custom_drawing_alt({ product: menu }, l)} />
            <div>
              <span className="eyebrow">{m.quote_custom_eyebrow({ category: categoryName(product, locale) }, l)}</span>
              <h1 id="size-title">
                {productNameIn(product, locale)}, {sizeName}
              </h1>
              <p className="size-title-full">{title}</p>
              <ul className="fact-chips">
                <li>{m.quote_custom_minimum({ minimum: ordering.minimumUnits }, l)}</li>
                <li>{m.quote_custom_made_to_order({}, l)}</li>
                <li>{v.tiers ? m.quote_custom_indicative_chip({ price: formatInr(v.tiers.at(-1)!.unitPrice) }, l) : m.quote_on_request({}, l)}</li>
              </ul>
              <div className="product-actions">
                <a className="btn btn-accent" href="#prices">
                  {m.quote_request({}, l)}
                </a>
                <a className="btn btn-primary" href="#try-design">
                  {m.quote_custom_try({}, l)}
                </a>
              </div>
              <p className="custom-stock-link">
                <a className="link-arrow" href={href(productPath(product))}>
                  {m.quote_custom_stock_link({ product: menu }, l)} <span aria-hidden="true">→</span>
                </a>
              </p>
            </div>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="spec-title">
          <div className="container spec-grid">
            <div className="spec-panel">
              <h2 id="spec-title">{m.quote_custom_spec({}, l)}</h2>
              <dl className="spec-list">
                <div>
                  <dt>{m.quote_custom_dimensions({}, l)}</dt>
                  <dd>{`${formatDimensions(v.dimensions)} (${gussetReading(v.dimensions.gusset, locale)})`}</dd>
                </div>
                <div>
                  <dt>{m.quote_custom_room({}, l)}</dt>
                  <dd>{m.quote_custom_room_value({ volume: volumeIn(usableMl, locale) }, l)}</dd>
                </div>
                <div>
                  <dt>{m.quote_custom_holds({}, l)}</dt>
                  <dd>{holdsLine(usableMl, packed, locale)}</dd>
                </div>
                <div>
                  <dt>{m.quote_custom_material({}, l)}</dt>
                  <dd>{product.materialLabel[locale]}</dd>
                </div>
                <div>
                  <dt>{m.quote_custom_zipper({}, l)}</dt>
                  <dd>{(product.art.zipper ? m.quote_custom_zipper_yes : m.quote_custom_zipper_no)({}, l)}</dd>
                </div>
              </dl>
              <p className="muted small">
                {m.quote_custom_range(
                  {
                    width: range(machineRange.width),
                    length: range(machineRange.length),
                    gusset: range(machineRange.gusset),
                    source: rangeSource(locale),
                    most: weightText(machineRange.maxGrams, locale),
                  },
                  l,
                )}{' '}
                {rich(() => m.quote_custom_finder({}, l), { finder: (words) => <a href={href(SIZE_FINDER_PATH)}>{words}</a> })}
              </p>
            </div>
            <div className="spec-panel">
              <h2>{m.quote_custom_drawing({}, l)}</h2>
              <DimensionDrawing dimensions={v.dimensions} zipper={product.art.zipper} window={product.art.window} id="dim-custom" />
            </div>
          </div>
        </section>

        <section id="prices" className="section" aria-labelledby="price-title">
          <div className="container">
            <h2 id="price-title">{m.quote_custom_prices({}, l)}</h2>
            <IndicativePrices v={v} locale={locale} />
            <div className="on-request">
              {!v.tiers && (
                <p>
                  <strong>{m.quote_custom_on_request({}, l)}</strong>{' '}
                  {(indicativeModelOf(product.slug) ? m.quote_custom_beyond_tables : m.quote_custom_on_request_more)({ hours: facts.replyWithinHours }, l)}{' '}
                  {ordering.taxNote[locale]}
                </p>
              )}
              <QuoteRequest variant={v} />
            </div>
          </div>
        </section>

        <section id={TEMPLATES_ID} className="section section-alt" aria-labelledby="artwork-title">
          <div className="container">
            <ArtworkGuide
              id="artwork-title"
              sizeLabel={formatDimensions(v.dimensions)}
              downloads={downloads}
              pdfMaker={
                <Island
                  of={TemplatePdf}
                  props={{
                    spec: templateSpec(v),
                    fileName: dielineFileName(v, 'pdf'),
                    label: m.quote_custom_template_pdf({ size: formatDimensions(v.dimensions) }, l),
                    tool: assetsFor(l.locale).templateTool,
                  }}
                  load="interaction"
                />
              }
            />
          </div>
        </section>

        <section id="try-design" className="section" aria-labelledby="try-design-title">
          <div className="container">
            <TryYourDesign
              downloads={downloads}
              facts={pouchFacts(v, locale)}
              line={quoteTarget(v)}
              factsPath={customPath(product.slug, flat, 'mockup.json')}
            />
          </div>
        </section>
      </>
    ),
  };
}

/**
 * A custom size's indicative prices, where its product has published tables and the size is within
 * them: what they are and how far to trust them (the model's error on the published sizes, each left
 * out in turn), then per band the price of a pouch and of the band's smallest order. Nothing otherwise.
 */
function IndicativePrices({ v, locale }: { v: LineSize; locale: Locale }) {
  const model = indicativeModelOf(v.product.slug);
  if (!v.tiers || !model) return null;
  const l = { locale };
  const published = variantsOf(v.product).filter((s) => s.tiers).length;
  return (
    <div className="indicative-prices" data-indicative="">
      <p>
        <strong>{m.quote_custom_indicative_lead({}, l)}</strong>{' '}
        {m.quote_custom_indicative_text(
          { count: published, film: formatNumber(Math.round(filmCm2(v.dimensions)), locale), error: model.errorPercent, hours: facts.replyWithinHours },
          l,
        )}
      </p>
      <div className="table-wrap">
        <PriceTable tiers={v.tiers} caption={m.quote_custom_indicative_caption({ size: formatDimensions(v.dimensions) }, l)} locale={locale} indicative />
      </div>
      <p className="muted small">
        {ordering.taxNote[locale]} {ordering.betweenBandsNote[locale]}
      </p>
    </div>
  );
}
