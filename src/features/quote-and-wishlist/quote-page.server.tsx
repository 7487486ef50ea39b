import type { PageView } from '@platform/render/render';
import { Island } from '@platform/islands/Island';
import QuoteListIsland from './quote-list.island';
import { Breadcrumbs } from '@features/catalogue';
import { SIZE_FINDER_PATH } from '@features/size-finder';
import { lineNames } from '@features/catalogue';
import { ownPageCrumbs, QUOTE_PATH, WISHLIST_PATH } from './list-pages';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import { rich } from '@platform/i18n/rich';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * /quote: the visitor's quote list, kept in their browser like the wishlist, so the `quote-list`
 * island renders it there, as soon as the page runs its scripts when a quote is stored. Without JavaScript the page says so and points to the size
 * pages, whose "Request a quote" carries one line to the enquiry form. Lines keep their slugs, and
 * show their pouch's and size's names in the page's language.
 */
export function quotePage(locale: Locale = baseLocale): PageView {
  const l = { locale };
  const href = (path: string) => localePath(locale, path);
  const crumbs = ownPageCrumbs(locale, m.quote_title({}, l), QUOTE_PATH);
  return {
    meta: {
      title: m.quote_title({}, l),
      description: m.quote_description({}, l),
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
              props={{ names: lineNames() }}
              slots={{
                nojs: rich(() => m.quote_nojs({}, l), { products: (words) => <a href={href('/ourproducts')}>{words}</a> }),
                empty: (
                  <>
                    <p>
                      {rich(() => m.quote_empty({}, l), {
                        finder: (words) => <a href={href(SIZE_FINDER_PATH)}>{words}</a>,
                        wishlist: (words) => <a href={href(WISHLIST_PATH)}>{words}</a>,
                      })}
                    </p>
                    <p>
                      <a className="btn btn-accent" href={href('/ourproducts')}>
                        {m.quote_browse({}, l)}
                      </a>
                    </p>
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
