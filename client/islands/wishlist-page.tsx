import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { island } from '../lib/island';
import { Slot, type Slots } from '../lib/slot';
import { useWishlist, wishlist } from '../lib/wishlist';
import { AddToQuote, type QuoteTarget } from '../lib/add-to-quote';

export interface WishlistPageProps {
  /** Said when the list is empty. */
  emptyText: string;
  /** Each product's sizes as lines of the quote list, by product slug. */
  sizes: Record<string, QuoteTarget[]>;
  /** `nojs`: what the page says where JavaScript is off. */
  slots: Slots<'nojs'>;
}

/** Only a path of this site, never a script or another site's address, from what storage holds. */
const sitePath = (value: string, fallback: string) => (/^\/(?!\/)[^\s\\]*$/.test(value) ? value : fallback);

/**
 * The /wishlist page: the heading and one table row per saved item, read from the visitor's
 * browser, with a remove button each (focus moves to the row that takes its place, or to the
 * heading, and the removal is announced), the empty text, and a link asking for one quote for
 * all of them. It follows changes from other tabs. The server knows no list: it renders the
 * text for browsers without JavaScript, which gives way once the island runs.
 */
/**
 * A row's "Add to quote": a saved size adds itself; a saved product first asks which of its sizes.
 */
function WishQuote({ link, sizes }: { link: string; sizes: Record<string, QuoteTarget[]> }) {
  const [, slug = '', size] = /^\/products\/([\w-]+)(?:\/([\w-]+))?$/.exec(link) ?? [];
  const options = (sizes[slug] ?? []).filter((t) => !size || t.size === size);
  const [chosen, setChosen] = useState(0);
  const target = options[chosen];
  if (!target) return null;
  const id = `wq-${slug}${size ? `-${size}` : ''}`;
  return (
    <div className="wish-quote">
      {options.length > 1 && (
        <>
          <label htmlFor={id} className="visually-hidden">Size of {target.name}</label>
          <select id={id} value={chosen} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
            {options.map((t, i) => <option key={t.size} value={i}>{t.weight}</option>)}
          </select>
        </>
      )}
      <AddToQuote target={target} hiddenLabel={`: ${target.name}, ${target.weight}`} />
    </div>
  );
}

export default island('wishlist-page', function WishlistPage({ emptyText, sizes, slots }: WishlistPageProps) {
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
      <h1 id="wishlist-title" tabIndex={-1} ref={heading}>My Wishlist</h1>
      <div className="wishlist">
        <p className="wishlist-status" data-wish-nojs="" hidden={ready}>
          <Slot name="nojs" content={slots.nojs} />
        </p>
        {/* Until the island runs, CSS decides: the note without JavaScript, else the empty text
            unless a wishlist is stored (<html data-wishlist>, set by the client entry). */}
        <p className="wishlist-empty" data-wish-empty="" hidden={any} data-ready={ready ? '' : undefined}>
          {emptyText} Tap the heart on any product to save it here. <a href="/ourproducts">Browse our products</a>.
        </p>
        <div className="table-wrap" hidden={!any}>
          <table className="wishlist-table">
            <caption className="visually-hidden">Saved products</caption>
            <thead>
              <tr><th scope="col">Image</th><th scope="col">Product</th><th scope="col">Action</th></tr>
            </thead>
            <tbody>
              {ready && items.map((item, i) => (
                <tr key={item.id}>
                  <td><img src={sitePath(item.image, '/favicon.svg')} width="60" height="72" alt="" loading="lazy" /></td>
                  <td><a className="wishlist-name" href={sitePath(item.link, '/ourproducts')}>{item.name}</a><p className="wishlist-text muted">{item.text}</p></td>
                  <td>
                    <WishQuote link={item.link} sizes={sizes} />
                    <button
                      type="button"
                      className="btn btn-ghost wishlist-remove"
                      aria-label={`Remove ${item.name} from wishlist`}
                      ref={(el) => { if (el) buttons.current.set(item.id, el); else buttons.current.delete(item.id); }}
                      onClick={() => {
                        const rest = items.filter((x) => x.id !== item.id);
                        focusNext.current = rest[Math.min(i, rest.length - 1)]?.id ?? '';
                        setSaid(`Removed ${item.name}.`);
                        wishlist.remove(item.id);
                      }}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="wishlist-actions" hidden={!any}>
          <a className="btn btn-accent" data-wish-quote="" href={`/contactus?wishlist=${encodeURIComponent(items.map((i) => i.id).join(','))}`}>Request a quote for these products</a>
          <a className="btn btn-ghost" href="/quote">View your quote</a>
          <a className="btn btn-ghost" href="/ourproducts">Keep browsing</a>
        </div>
        <p className="visually-hidden" role="status">{said}</p>
      </div>
    </>
  );
});
