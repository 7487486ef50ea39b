import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { useWishlist, wishlist } from './wishlist-store';
import { AddToQuote, type QuoteTarget } from './add-to-quote';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import { linkSlugs, productNameIn, shownItem, sizeLabelIn, type LineNames } from '@features/catalogue';
import { latinLang } from '@platform/i18n/latin-lang';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface WishlistPageProps {
  /** Each product's sizes as lines of the quote list, by product slug. */
  sizes: Record<string, QuoteTarget[]>;
  /** The products' and sizes' names in every language, by slug. */
  names: LineNames;
  /** `nojs`: what the page says where JavaScript is off; `empty`: what it says when nothing is saved. */
  slots: Slots<'nojs' | 'empty'>;
}

/** Only a path of this site, never a script or another site's address, from what storage holds. */
const sitePath = (value: string, fallback: string) => (/^\/(?!\/)[^\s\\]*$/.test(value) ? value : fallback);

/**
 * A row's "Add to quote": a saved size adds itself; a saved product first asks which of its sizes.
 */
function WishQuote({ link, sizes, names }: { link: string; sizes: Record<string, QuoteTarget[]>; names: LineNames }) {
  const locale = useLocale();
  const { product: slug = '', size } = linkSlugs(link) ?? {};
  const options = (sizes[slug] ?? []).filter((t) => !size || t.size === size);
  const [chosen, setChosen] = useState(0);
  const target = options[chosen];
  if (!target) return null;
  const id = `wq-${slug}${size ? `-${size}` : ''}`;
  const name = productNameIn(names, target.product, locale, target.name);
  const label = (t: QuoteTarget) => sizeLabelIn(t.size, locale, t.weight);
  return (
    <div className="wish-quote">
      {options.length > 1 && (
        <>
          <label htmlFor={id} className="visually-hidden">
            {m.quote_wish_size_of({ name }, { locale })}
          </label>
          <select id={id} value={chosen} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
            {options.map((t, i) => (
              <option key={t.size} value={i}>
                {label(t)}
              </option>
            ))}
          </select>
        </>
      )}
      <AddToQuote target={target} sizeWords={label(target)} hiddenLabel={`: ${name}, ${label(target)}`} />
    </div>
  );
}

/**
 * The /wishlist page: the heading and one table row per saved item, read from the visitor's
 * browser, with a remove button each (focus moves to the row that takes its place, or to the
 * heading, and the removal is announced), the empty text, and a link asking for one quote for
 * all of them. It follows changes from other tabs. The server knows no list: it renders the
 * text for browsers without JavaScript, which gives way once the island runs.
 */
export default island('wishlist-page', function WishlistPage({ sizes, names, slots }: WishlistPageProps) {
  const locale = useLocale();
  const l = { locale };
  const href = (path: string) => localePath(locale, path);
  const items = useWishlist();
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useState('');
  useEffect(() => setReady(true), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** Where focus goes after a removal: a row's id, or '' for the heading. */
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current === null) return;
    (buttons.current.get(focusNext.current) ?? heading.current)?.focus();
    focusNext.current = null;
  });
  const any = ready && items.length > 0;
  return (
    <>
      <h1 id="wishlist-title" tabIndex={-1} ref={heading}>
        {m.quote_wish_title({}, l)}
      </h1>
      <div className="wishlist">
        <p className="wishlist-status" data-wish-nojs="" hidden={ready}>
          <Slot name="nojs" content={slots.nojs} />
        </p>
        {/* Until the island runs, CSS decides: the note without JavaScript, else the empty text
            unless a wishlist is stored (<html data-wishlist>, set by the client entry). */}
        <p className="wishlist-empty" data-wish-empty="" hidden={any} data-ready={ready ? '' : undefined}>
          <Slot name="empty" content={slots.empty} />
        </p>
        <div className="table-wrap" hidden={!any}>
          <table className="wishlist-table">
            <caption className="visually-hidden">{m.quote_wish_caption({}, l)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.quote_wish_col_image({}, l)}</th>
                <th scope="col">{m.quote_wish_col_product({}, l)}</th>
                <th scope="col">{m.quote_wish_col_action({}, l)}</th>
              </tr>
            </thead>
            <tbody>
              {ready &&
                items.map((item, i) => {
                  const shown = shownItem(item, names, locale);
                  return (
                    <tr key={item.id}>
                      <td>
                        <img src={sitePath(item.image, '/favicon.svg')} width="60" height="72" alt="" loading="lazy" />
                      </td>
                      <td>
                        <a className="wishlist-name" href={href(sitePath(item.link, '/ourproducts'))} lang={latinLang(shown.name, locale)}>
                          {shown.name}
                        </a>
                        <p className="wishlist-text muted" lang={latinLang(shown.text, locale)}>
                          {shown.text}
                        </p>
                      </td>
                      <td>
                        <WishQuote link={item.link} sizes={sizes} names={names} />
                        <button
                          type="button"
                          className="btn btn-ghost wishlist-remove"
                          aria-label={m.quote_wish_remove({ name: shown.name }, l)}
                          ref={(el) => {
                            if (el) buttons.current.set(item.id, el);
                            else buttons.current.delete(item.id);
                          }}
                          onClick={() => {
                            const rest = items.filter((x) => x.id !== item.id);
                            focusNext.current = rest[Math.min(i, rest.length - 1)]?.id ?? '';
                            setSaid(m.quote_wish_removed({ name: shown.name }, l));
                            wishlist.remove(item.id);
                          }}
                        >
                          {m.quote_col_remove({}, l)}
                        </button>
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
        <div className="wishlist-actions" hidden={!any}>
          <a className="btn btn-accent" data-wish-quote="" href={href(`/contactus?wishlist=${encodeURIComponent(items.map((i) => i.id).join(','))}`)}>
            {m.quote_wish_request({}, l)}
          </a>
          <a className="btn btn-ghost" href={href('/quote')}>
            {m.quote_view({}, l)}
          </a>
          <a className="btn btn-ghost" href={href('/ourproducts')}>
            {m.quote_wish_keep_browsing({}, l)}
          </a>
        </div>
        <p className="visually-hidden" role="status">
          {said}
        </p>
      </div>
    </>
  );
});
