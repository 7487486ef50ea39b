/**
 * The /wishlist page: builds one table row per stored item from the server's <template>, removes
 * items by id, and shows the empty text or the "Request a quote for these products" link, which
 * carries the saved ids to the enquiry form. Follows changes from other tabs. Stored links and
 * images come from the visitor's own storage, so only same-site paths are used.
 */
import { subscribeWishlist, wishlist, type WishlistItem } from '../lib/wishlist';

const sitePath = (value: string, fallback: string) => (/^\/(?!\/)[^\s\\]*$/.test(value) ? value : fallback);

export function enhance(root: HTMLElement): void {
  const $ = <T extends HTMLElement = HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  const template = $<HTMLTemplateElement>('[data-wish-row]');
  const rows = $('[data-wish-rows]');
  const list = $('[data-wish-list]');
  const empty = $('[data-wish-empty]');
  const actions = $('[data-wish-actions]');
  const quote = $<HTMLAnchorElement>('[data-wish-quote]');
  const announce = $('[data-wish-announce]');
  $('[data-wish-nojs]').hidden = true;

  const row = (item: WishlistItem) => {
    const tr = (template.content.firstElementChild as HTMLTableRowElement).cloneNode(true) as HTMLTableRowElement;
    tr.dataset.id = item.id;
    const img = tr.querySelector('img')!;
    img.src = sitePath(item.image, '/favicon.svg');
    const link = tr.querySelector('a')!;
    link.href = sitePath(item.link, '/ourproducts');
    link.textContent = item.name;
    tr.querySelector('p')!.textContent = item.text;
    const remove = tr.querySelector('button')!;
    remove.setAttribute('aria-label', `Remove ${item.name} from wishlist`);
    remove.addEventListener('click', () => {
      const index = [...rows.children].indexOf(tr);
      wishlist.remove(item.id);
      announce.textContent = `Removed ${item.name}.`;
      // Focus stays in the list: on the row that took this one's place, else the heading.
      const rest = rows.querySelectorAll('button');
      (rest[Math.min(index, rest.length - 1)] ?? document.getElementById('wishlist-title'))?.focus();
    });
    return tr;
  };

  const render = () => {
    const items = wishlist.read();
    rows.replaceChildren(...items.map(row));
    list.hidden = items.length === 0;
    actions.hidden = items.length === 0;
    empty.hidden = items.length > 0;
    quote.href = `/contactus?wishlist=${encodeURIComponent(items.map((i) => i.id).join(','))}`;
  };
  subscribeWishlist(render);
  render();
}
