import type { PageView } from '../../render/render';
import { Island } from '../../components/Island';
import QuoteListIsland from '../../../client/islands/quote-list';
import { Breadcrumbs, breadcrumbs, HOME } from '../../components/catalogue/Breadcrumbs';
import { SIZE_FINDER_PATH } from '../../catalogue/size-finder-data';
import { WISHLIST_PATH } from './wishlist';

export const QUOTE_PATH = '/quote';

/**
 * /quote: the visitor's quote list, kept in their browser like the wishlist, so the `quote-list`
 * island renders it there, as soon as the page runs its scripts when a quote is stored. Without JavaScript the page says so and points to the size
 * pages, whose "Request a quote" carries one line to the enquiry form.
 */
export function quotePage(): PageView {
  const crumbs = breadcrumbs([HOME, { name: 'Your Quote', path: QUOTE_PATH }]);
  return {
    meta: {
      title: 'Your Quote',
      description: 'The pouches, sizes and quantities you are asking a price for, with estimates from our price tables. Send them in one request.',
      path: QUOTE_PATH,
      noindex: true,
      jsonLd: [crumbs.jsonLd],
    },
    body: (
      <>
        <Breadcrumbs trail={crumbs.trail} />
        <section className="section quote-section" aria-labelledby="quote-title">
          <div className="container">
            <Island
              of={QuoteListIsland}
              props={{}}
              slots={{
                nojs: (
                  <>
                    Your quote list is kept in this browser and needs JavaScript. Without it, open a size in <a href="/ourproducts">our
                    products</a>, enter the number of pouches and choose "Request a quote": the enquiry form then carries that line.
                  </>
                ),
                empty: (
                  <>
                    <p>Your quote is empty. Add sizes with their quantities from a size's price table, from the <a href={SIZE_FINDER_PATH}>size finder</a> or from your <a href={WISHLIST_PATH}>wishlist</a>, then send them in one request.</p>
                    <p><a className="btn btn-accent" href="/ourproducts">Browse our products</a></p>
                  </>
                ),
              }}
              load="quote"
            />
          </div>
        </section>
      </>
    ),
  };
}
