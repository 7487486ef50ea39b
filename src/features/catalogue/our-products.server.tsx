import { SIZE_FINDER_PATH } from '@features/size-finder';
import type { PageView } from '@platform/render/render';
import { productPath, products } from './products';
import { canonicalUrl } from '@platform/render/seo';
import { ProductCard } from './ProductCard';
import { Breadcrumbs, breadcrumbs } from './Breadcrumbs';
import { crumb, homeCrumb } from './crumbs';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { ordering } from './ordering';

export const OUR_PRODUCTS_PATH = '/ourproducts';

/** /ourproducts: the ten product cards in a grid of 1, 2 or 4 columns, each with its wishlist heart. */
export function ourProductsPage(locale: Locale = baseLocale): PageView {
  const crumbs = breadcrumbs([homeCrumb(locale), crumb(locale, m.catalogue_crumb_our_products({}, { locale }), OUR_PRODUCTS_PATH)]);
  const href = (path: string) => localePath(locale, path);
  const title = m.catalogue_our_title({}, { locale });
  return {
    meta: {
      title,
      description: m.catalogue_our_description({ minimum: ordering.minimumUnits }, { locale }),
      path: OUR_PRODUCTS_PATH,
      keywords: ['custom printed pouches', 'kraft pouch with window', 'stand-up zipper pouch', 'gold pouch', 'transparent pouch'],
      jsonLd: [
        crumbs.jsonLd,
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: products.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: canonicalUrl(href(productPath(p))), name: p.name[locale] })),
        },
      ],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section catalogue-section" aria-labelledby="products-title">
          <div className="container">
            <header className="section-head">
              <span className="eyebrow">{m.catalogue_our_eyebrow({}, { locale })}</span>
              <h1 id="products-title">{title}</h1>
              <p>{m.catalogue_our_lead({ minimum: ordering.minimumUnits }, { locale })}</p>
            </header>
            <ul className="product-grid">
              {products.map((p) => (
                <ProductCard key={p.slug} product={p} />
              ))}
            </ul>
            <p className="catalogue-more">
              {rich((p) => m.catalogue_our_more(p, { locale }), {
                all: <a href={href('/products')}>{m.catalogue_our_more_all({}, { locale })}</a>,
                finder: <a href={href(SIZE_FINDER_PATH)}>{m.catalogue_our_more_finder({}, { locale })}</a>,
              })}
            </p>
          </div>
        </section>
      </>
    ),
  };
}
