import type { PageView } from '../../render/render';
import { islandAttrs } from '../../components/Island';
import { Breadcrumbs, breadcrumbs, HOME } from '../../components/catalogue/Breadcrumbs';

export const WISHLIST_PATH = '/wishlist';
export const WISHLIST_EMPTY_TEXT = 'Your wishlist is currently empty.';

/**
 * /wishlist (spec §4): the list lives in the visitor's browser, so the server sends the frame —
 * the table head, a <template> row and the texts — and the `wishlist-page` island fills the rows
 * from localStorage. Without JavaScript the page says plainly that the list cannot be shown.
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
            <h1 id="wishlist-title" tabIndex={-1}>My Wishlist</h1>
            <div className="wishlist" {...islandAttrs('wishlist-page')}>
              <p className="wishlist-status" data-wish-nojs="">
                Your wishlist is kept in this browser and needs JavaScript to be shown. Turn JavaScript on to see the pouches you saved,
                or <a href="/ourproducts">browse our products</a> and <a href="/contactus">ask us for a quote</a>.
              </p>
              <p className="wishlist-empty" data-wish-empty="" hidden>
                {WISHLIST_EMPTY_TEXT} Tap the heart on any product to save it here. <a href="/ourproducts">Browse our products</a>.
              </p>
              <div className="table-wrap" data-wish-list="" hidden>
                <table className="wishlist-table">
                  <caption className="visually-hidden">Saved products</caption>
                  <thead>
                    <tr><th scope="col">Image</th><th scope="col">Product</th><th scope="col">Action</th></tr>
                  </thead>
                  <tbody data-wish-rows="" />
                </table>
              </div>
              <template data-wish-row="">
                <tr>
                  <td><img src="/favicon.svg" width="60" height="72" alt="" loading="lazy" /></td>
                  <td><a className="wishlist-name" href="/ourproducts">Product</a><p className="wishlist-text muted" /></td>
                  <td><button type="button" className="btn btn-ghost wishlist-remove">Remove</button></td>
                </tr>
              </template>
              <div className="wishlist-actions" data-wish-actions="" hidden>
                <a className="btn btn-accent" data-wish-quote="" href="/contactus">Request a quote for these products</a>
                <a className="btn btn-ghost" href="/ourproducts">Keep browsing</a>
              </div>
              <p className="visually-hidden" role="status" data-wish-announce="" />
            </div>
          </div>
        </section>
      </>
    ),
  };
}
