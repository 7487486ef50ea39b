import type { PageView } from '@platform/render/render';
import { Island } from '@platform/islands/Island';
import WishlistPageIsland from './wishlist-page.island';
import { Breadcrumbs } from '@features/catalogue';
import { catalogueProducts, variantsOf } from '@features/catalogue';
import { quoteTarget } from './quote-target';
import { lineNames } from '@features/catalogue';
import { ownPageCrumbs, WISHLIST_PATH } from './list-pages';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** Each product's sizes as quote lines, for the rows' "Add to quote". */
const quoteSizes = Object.fromEntries(catalogueProducts.map((p) => [p.slug, variantsOf(p).map(quoteTarget)]));

/**
 * /wishlist: the list lives in the visitor's browser, so the `wishlist-page` island
 * renders it there, as soon as the page runs its scripts when a wishlist is stored (an empty one
 * is the server's HTML and loads no JavaScript); the server sends the heading, the table head
 * and the texts. Saved items keep their English words; a Hindi or Tamil page names them by slug
 * in its own language.
 * Without JavaScript the page says plainly that the list cannot be shown.
 */
export function wishlistPage(locale: Locale = baseLocale): PageView {
  const l = { locale };
  const href = (path: string) => localePath(locale, path);
  const crumbs = ownPageCrumbs(locale, m.quote_wish_title({}, l), WISHLIST_PATH);
  return {
    meta: {
      title: m.quote_wish_title({}, l),
      description: m.quote_wish_description({}, l),
      path: WISHLIST_PATH,
      noindex: true,
      jsonLd: [crumbs.jsonLd],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section wishlist-section" aria-labelledby="wishlist-title">
          <div className="container narrow">
            <Island
              of={WishlistPageIsland}
              props={{ sizes: quoteSizes, names: lineNames() }}
              slots={{
                nojs: rich(() => m.quote_wish_nojs({}, l), {
                  products: (words) => <a href={href('/ourproducts')}>{words}</a>,
                  contact: (words) => <a href={href('/contactus')}>{words}</a>,
                }),
                empty: (
                  <>
                    {m.quote_wish_empty({}, l)}{' '}
                    {rich(() => m.quote_wish_empty_more({}, l), { products: (words) => <a href={href('/ourproducts')}>{words}</a> })}
                  </>
                ),
              }}
              load="wishlist"
            />
          </div>
        </section>
      </>
    ),
  };
}
