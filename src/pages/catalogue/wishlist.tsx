import type { PageView } from '../../render/render';
import { Island } from '../../components/Island';
import WishlistPageIsland from '../../../client/islands/wishlist-page';
import { Breadcrumbs, breadcrumbs, HOME } from '../../components/catalogue/Breadcrumbs';
import { catalogueProducts, variantsOf } from '../../content/catalogue';
import { quoteTarget } from '../../catalogue/quote-target';

export const WISHLIST_PATH = '/wishlist';

/** Each product's sizes as quote lines, for the rows' "Add to quote". */
const quoteSizes = Object.fromEntries(catalogueProducts.map((p) => [p.slug, variantsOf(p).map(quoteTarget)]));
export const WISHLIST_EMPTY_TEXT = 'Your wishlist is currently empty.';

/**
 * /wishlist (spec §4): the list lives in the visitor's browser, so the `wishlist-page` island
 * renders it there, as soon as the page runs its scripts when a wishlist is stored (an empty one
 * is the server's HTML and loads no JavaScript); the server sends the heading, the table head
 * and the texts.
 * Without JavaScript the page says plainly that the list cannot be shown.
 */
export function wishlistPage(): PageView {
  const crumbs = breadcrumbs([HOME, { name: 'My Wishlist', path: WISHLIST_PATH }]);
  return {
    meta: {
      title: 'My Wishlist',
      description: 'The pouches you saved while browsing, kept in this browser. Ask for one quote for all of them.',
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
              props={{ emptyText: WISHLIST_EMPTY_TEXT, sizes: quoteSizes }}
              slots={{
                nojs: (
                  <>
                    Your wishlist is kept in this browser and needs JavaScript to be shown. Turn JavaScript on to see the pouches you
                    saved, or <a href="/ourproducts">browse our products</a> and <a href="/contactus">ask us for a quote</a>.
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
