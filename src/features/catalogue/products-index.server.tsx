import type { PageView } from '@platform/render/render';
import { productImage, productPath, products } from './products';
import { priceRange, sizeLabel, variantsOf } from './catalogue';
import { formatDimensions } from './sizes';
import { formatInr } from './price';
import { Breadcrumbs, breadcrumbs } from './Breadcrumbs';
import { homeCrumb, productsCrumb } from './crumbs';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { english, rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** /products: every product with every size, its dimensions and, where known, its prices. */
export function productsIndexPage(locale: Locale = baseLocale): PageView {
  const crumbs = breadcrumbs([homeCrumb(locale), productsCrumb(locale)]);
  const title = m.catalogue_index_title({}, { locale });
  return {
    meta: {
      title,
      description: m.catalogue_index_description({}, { locale }),
      path: '/products',
      jsonLd: [crumbs.jsonLd],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section catalogue-section" aria-labelledby="all-title">
          <div className="container">
            <header className="section-head">
              <span className="eyebrow">{m.catalogue_index_eyebrow({}, { locale })}</span>
              <h1 id="all-title">{title}</h1>
              <p>{m.catalogue_index_lead({}, { locale })}</p>
            </header>
            <ol className="catalogue-list">
              {products.map((p) => {
                const variants = variantsOf(p);
                const range = priceRange(variants);
                return (
                  <li key={p.slug} className="catalogue-row">
                    <img src={productImage(p)} width="100" height="120" alt="" loading="lazy" decoding="async" />
                    <div className="catalogue-row-body">
                      <h2>
                        <a href={localePath(locale, productPath(p))}>{p.name[locale]}</a>
                      </h2>
                      <p className="muted">
                        <CatalogueLine locale={locale} id={p.catalogue.id} tradeName={p.catalogue.name} packOf={p.packOf} from={range?.low} />
                      </p>
                      <ul className="size-chips" aria-label={m.catalogue_sizes_of({ name: p.menuLabel[locale] }, { locale })}>
                        {variants.map((v) => (
                          <li key={v.id}>
                            <a href={localePath(locale, v.link)}>
                              <strong>{sizeLabel(v.size, locale)}</strong>
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
            <p className="muted small">{m.catalogue_gusset_note({}, { locale })}</p>
          </div>
        </section>
      </>
    ),
  };
}

/** "Catalogue no. 101 · also listed as Standing Kraft With Window Zip Lock · Pack of 100 · from ₹4.08 per pouch" */
export function CatalogueLine({
  locale,
  id,
  tradeName,
  packOf,
  from,
  price = true,
}: {
  locale: Locale;
  id: number;
  tradeName: string;
  packOf: number;
  from?: number;
  price?: boolean;
}) {
  const name = english(locale, tradeName);
  if (!price) return rich((p) => m.catalogue_line({ ...p, id, pack: packOf }, { locale }), { name });
  return from === undefined
    ? rich((p) => m.catalogue_line_on_request({ ...p, id, pack: packOf }, { locale }), { name })
    : rich((p) => m.catalogue_line_priced({ ...p, id, pack: packOf, price: formatInr(from) }, { locale }), { name });
}
