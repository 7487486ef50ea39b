/**
 * Suggestions as you type under a search box: the APG combobox with a listbox popup (list
 * autocomplete). After a short pause the box asks /api/search for up to 6 products and sizes
 * and lists them with thumbnails, cloned from the form's server-rendered <template>.
 * - ArrowDown / ArrowUp move the highlight (wrapping; aria-activedescendant, focus stays in the box);
 * - Enter opens the highlighted suggestion; with nothing highlighted the form submits as before
 *   (the header's rules of spec §5, or a plain GET to /search);
 * - Escape closes the list (and only the list, not the menu around it); so do Tab and leaving;
 * - a click opens a suggestion.
 * A failed request just shows nothing: suggestions are a help, never in the way.
 */
interface Suggestion { name: string; image: string; link: string; isVariant: boolean }
interface Suggestions { total: number; items: Suggestion[] }

export const SUGGEST_DELAY_MS = 150;

export function enhance(form: HTMLFormElement): void {
  const input = form.querySelector('input')!;
  const [popup, status, proto] = [...form.querySelector('template')!.content.children].map((n) => n.cloneNode(true)) as HTMLElement[] as [HTMLElement, HTMLElement, HTMLAnchorElement];
  const list = popup.firstElementChild as HTMLElement;
  const all = popup.lastElementChild as HTMLAnchorElement;
  form.append(popup, status);
  const attr = (name: string, value: string) => input.setAttribute(name, value);
  attr('role', 'combobox');
  attr('aria-autocomplete', 'list');
  attr('aria-controls', list.id);
  attr('aria-expanded', 'false');

  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  let shown = '';

  const highlight = (i: number) => {
    options[active]?.removeAttribute('aria-selected');
    active = i;
    const option = options[i];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      attr('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const open = (show: boolean) => {
    popup.hidden = !show;
    attr('aria-expanded', String(show));
    highlight(-1);
  };
  const stop = () => {
    clearTimeout(timer);
    pending?.abort();
    open(false);
  };

  const render = (query: string, { total, items }: Suggestions) => {
    options = items.map((item, i) => {
      const option = proto.cloneNode(true) as HTMLAnchorElement;
      const image = new Image(40, 48);
      image.alt = '';
      image.src = item.image;
      option.prepend(image);
      option.id = `${list.id}-${i}`;
      option.href = item.link;
      option.children[1]!.textContent = item.name;
      option.children[2]!.textContent = item.isVariant ? 'Size' : 'Product';
      return option;
    });
    list.replaceChildren(...options);
    shown = query;
    all.href = `/search?query=${encodeURIComponent(query)}`;
    const results = `${total} result${total === 1 ? '' : 's'}`;
    all.textContent = `See all ${results}`;
    status.textContent = total ? `${results}, ${items.length} shown` : 'No matching products';
    open(items.length > 0);
  };

  const ask = () => {
    const query = input.value.trim();
    if (!query) return stop();
    pending?.abort();
    const controller = (pending = new AbortController());
    fetch(`/api/search?query=${encodeURIComponent(query)}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .then((body: Suggestions) => { if (document.activeElement === input) render(query, body); })
      .catch(() => { if (!controller.signal.aborted) open(false); });
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(ask, SUGGEST_DELAY_MS);
  });

  input.addEventListener('keydown', (e) => {
    const count = options.length;
    const isOpen = !popup.hidden;
    if (e.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!isOpen) {
        if (!count || input.value.trim() !== shown) return ask();
        open(true);
      }
      const down = e.key === 'ArrowDown';
      highlight(active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count);
    } else if (e.key === 'Enter' && isOpen && active >= 0) {
      e.preventDefault();
      location.assign(options[active]!.href);
    } else if (e.key === 'Escape' && isOpen) {
      // The list closes; the menu or drawer around the box stays open.
      e.preventDefault();
      e.stopPropagation();
      open(false);
    }
  });

  // A press on the list keeps focus in the box, so the click that follows lands on the option.
  popup.addEventListener('mousedown', (e) => e.preventDefault());
  input.addEventListener('blur', stop);
  form.addEventListener('submit', stop);
  addEventListener('closemenus', stop);
  addEventListener('pagehide', stop);

  // Text typed before this module arrived still gets its suggestions.
  if (document.activeElement === input && input.value.trim()) ask();
}
