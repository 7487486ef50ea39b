import type { Context } from 'hono';
import type { PageView } from '../../render/render';
import { findProduct } from '../../content/catalogue';
import { productPath } from '../../content/products';
import { ordering } from '../../content/ordering';
import { facts } from '../../content/facts';
import { FILL_LIMIT, fillKinds, type FillSlug } from '../../content/fill';
import { formatDimensions, machineRange } from '../../content/sizes';
import { gussetReading } from '../../catalogue/gusset';
import { pouchVolumeMl } from '../../catalogue/pouch-volume';
import { customPath } from '../../catalogue/custom-size';
import { customVariant, readCustomQuery, type LineSize } from '../../catalogue/custom-variant';
import { formatVolume, formatWeight } from '../../catalogue/size-finder';
import { SIZE_FINDER_PATH } from '../../catalogue/size-finder-data';
import { Breadcrumbs, breadcrumbs } from '../../components/catalogue/Breadcrumbs';
import { DimensionDrawing } from '../../components/catalogue/DimensionDrawing';
import { QuoteRequest } from '../../components/catalogue/QuoteRequest';
import { TryYourDesign } from '../../components/catalogue/TryYourDesign';
import { quoteTarget } from '../../catalogue/quote-target';
import { ArtworkGuide } from '../../components/content/ArtworkGuide';
import { Island } from '../../components/Island';
import TemplatePdf from '../../../client/islands/template-pdf';
import { clientAssets } from '../../render/assets';
import { dielineFileName, templateSpec, TEMPLATES_ID } from '../../dieline/route';
import { pouchFacts } from '../../dieline/mockup-route';
import { productCrumbs } from './product';
import { redirectTo } from '../../render/redirect';

/** The products a custom size's page weighs out, dense to bulky, as a size page does. */
const SHOWN: readonly FillSlug[] = ['rice', 'atta-flour', 'coffee-light-roast', 'puffed-snacks'];

const range = (r: readonly [number, number]) => `${r[0]}–${r[1]} mm`;

/** "about 1.1 kg of rice, …" held by `usableMl` filled to the limit, rounded down to 10 g. */
function held(usableMl: number): string {
  const parts = SHOWN.map((slug) => {
    const k = fillKinds.find((f) => f.slug === slug)!;
    return `${formatWeight(Math.floor((usableMl * FILL_LIMIT * k.density) / 10) * 10)} of ${k.noun.en}`;
  });
  return `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/**
 * /products/<slug>/custom?w=&l=&g=: a custom flat size of a product, as the size finder offers it:
 * its room by the volume model, its print template and the design mock-up on it, and a quote line
 * at "price on request". Infinitely many addresses, so `noindex`; numbers outside the machine's
 * range redirect to the nearest size inside, anything else is not a page.
 */
export function customSizePage(c: Context): Response | PageView | null {
  const product = findProduct(c.req.param('slug') ?? '');
  const read = readCustomQuery(c.req.query());
  if (!product || !read) return null;
  if ('nearest' in read) return redirectTo(c, customPath(product.slug, read.nearest), 301);
  const v: LineSize = customVariant(product, read.flat);
  const usableMl = pouchVolumeMl(v.dimensions);
  const crumbs = breadcrumbs([...productCrumbs(product), { name: 'Custom size', path: v.link }]);
  const svg = customPath(product.slug, read.flat, 'dieline.svg');
  const downloads = [{ href: svg, fileName: dielineFileName(v, 'svg'), format: 'SVG' as const }];
  return {
    meta: {
      title: `${product.menuLabel.en}, custom ${v.dimensions.width} x ${v.dimensions.length} + ${v.dimensions.gusset} mm`,
      description: `${v.title.en}: made to order, price on request. About ${formatVolume(usableMl)} below the zipper. Minimum order ${ordering.minimumUnits} pouches per design.`,
      path: v.link,
      noindex: true,
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section size-intro" aria-labelledby="size-title">
          <div className="container product-intro-grid">
            <img className="product-hero-img" src={v.image} width="200" height="240" alt={`Drawing of the ${product.menuLabel.en}`} />
            <div>
              <span className="eyebrow">Custom size · {product.category}</span>
              <h1 id="size-title">{product.name.en}, {v.weight}</h1>
              <p className="size-title-full">{v.title.en}</p>
              <ul className="fact-chips">
                <li>Minimum order {ordering.minimumUnits} pouches per design</li>
                <li>Made to order</li>
                <li>Price on request</li>
              </ul>
              <div className="product-actions">
                <a className="btn btn-accent" href="#prices">Request a quote</a>
                <a className="btn btn-primary" href="#try-design">Try your design on this pouch</a>
              </div>
              <p className="custom-stock-link"><a className="link-arrow" href={productPath(product)}>The {product.menuLabel.en}'s stock sizes and prices <span aria-hidden="true">→</span></a></p>
            </div>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="spec-title">
          <div className="container spec-grid">
            <div className="spec-panel">
              <h2 id="spec-title">Specifications</h2>
              <dl className="spec-list">
                <div><dt>Dimensions</dt><dd>{`${formatDimensions(v.dimensions)} (${gussetReading(v.dimensions.gusset)})`}</dd></div>
                <div><dt>Room below the zipper</dt><dd>{`About ${formatVolume(usableMl)} by our volume model`}</dd></div>
                <div><dt>Holds</dt><dd>{`About ${held(usableMl)}, filled to ${Math.round(FILL_LIMIT * 100)} %`}</dd></div>
                <div><dt>Material</dt><dd>{product.materialLabel.en}</dd></div>
                <div><dt>Zipper</dt><dd>{product.art.zipper ? 'Resealable zipper' : 'No, heat sealed'}</dd></div>
              </dl>
              <p className="muted small">
                {`A custom size is made to any flat size our pouch machine makes: ${range(machineRange.width)} wide, ${range(machineRange.length)} long, with a ${range(machineRange.gusset)} gusset (${machineRange.source}), for up to ${formatWeight(machineRange.maxGrams)}. `}
                <a href={SIZE_FINDER_PATH}>The size finder</a> designs one from what you pack.
              </p>
            </div>
            <div className="spec-panel">
              <h2>Dimension Drawing</h2>
              <DimensionDrawing dimensions={v.dimensions} zipper={product.art.zipper} window={product.art.window} id="dim-custom" />
            </div>
          </div>
        </section>

        <section id="prices" className="section" aria-labelledby="price-title">
          <div className="container">
            <h2 id="price-title">Prices</h2>
            <div className="on-request">
              <p><strong>Price on request.</strong> A custom size has no published price table: tell us the quantity and we will quote within {facts.replyWithinHours} hours. {facts.priceIncludes}</p>
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
                  props={{ spec: templateSpec(v), fileName: dielineFileName(v, 'pdf'), label: `Download print template (PDF, ${formatDimensions(v.dimensions)})`, tool: clientAssets.templateTool }}
                  load="interaction"
                />
              }
            />
          </div>
        </section>

        <section id="try-design" className="section" aria-labelledby="try-design-title">
          <div className="container">
            <TryYourDesign downloads={downloads} facts={pouchFacts(v)} line={quoteTarget(v)} />
          </div>
        </section>

      </>
    ),
  };
}
