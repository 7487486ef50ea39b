/**
 * The portfolio gallery. Markup contract inside the island: filter buttons `[data-filter]`
 * (value = category, '' for All) with `aria-pressed`; pictures `[data-item]` with
 * `data-category`, each holding a link `[data-open]` to the full-size image (which is all a
 * visitor without JavaScript needs); a `[data-status]` live region; and one `<dialog>` lightbox
 * with `[data-lightbox-img]`, `[data-lightbox-caption]`, `[data-lightbox-count]`, `[data-prev]`,
 * `[data-next]` and `[data-close]`.
 * Filtering hides the other pictures. The lightbox is a modal dialog (showModal): previous and
 * next wrap within the current filter only (also with the arrow keys); ×, a click on the
 * backdrop and Escape close it, and focus returns to the picture last shown.
 */
const wrap = (index: number, count: number): number => ((index % count) + count) % count;

export function enhance(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-filter]')];
  const items = [...root.querySelectorAll<HTMLElement>('[data-item]')];
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const dialog = root.querySelector<HTMLDialogElement>('dialog')!;
  const img = dialog.querySelector<HTMLImageElement>('[data-lightbox-img]')!;
  const caption = dialog.querySelector<HTMLElement>('[data-lightbox-caption]')!;
  const counter = dialog.querySelector<HTMLElement>('[data-lightbox-count]')!;
  let shown: HTMLElement[] = items;
  let current = 0;

  const filter = (button: HTMLButtonElement) => {
    const category = button.dataset.filter!;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
    for (const item of items) item.hidden = category !== '' && item.dataset.category !== category;
    shown = items.filter((item) => !item.hidden);
    status.textContent = `Showing ${shown.length} ${shown.length === 1 ? 'picture' : 'pictures'}${category ? ` in ${category}` : ''}`;
  };

  const display = (index: number) => {
    current = wrap(index, shown.length);
    const link = shown[current]!.querySelector<HTMLAnchorElement>('[data-open]')!;
    const picture = link.querySelector('img')!;
    img.src = link.href;
    img.alt = picture.alt;
    caption.textContent = shown[current]!.querySelector('[data-title]')?.textContent ?? '';
    counter.textContent = `${current + 1} / ${shown.length}`;
  };

  for (const b of buttons) b.addEventListener('click', () => filter(b));
  for (const item of items) {
    item.querySelector('[data-open]')!.addEventListener('click', (event) => {
      event.preventDefault();
      display(shown.indexOf(item));
      dialog.showModal();
    });
  }
  dialog.querySelector('[data-prev]')!.addEventListener('click', () => display(current - 1));
  dialog.querySelector('[data-next]')!.addEventListener('click', () => display(current + 1));
  dialog.querySelector('[data-close]')!.addEventListener('click', () => dialog.close());
  // The dialog box is filled by its content, so a click on the dialog itself is on the backdrop.
  dialog.addEventListener('click', (event) => { if (event.target === dialog) dialog.close(); });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') display(current - 1);
    else if (event.key === 'ArrowRight') display(current + 1);
  });
  dialog.addEventListener('close', () => shown[current]?.querySelector<HTMLElement>('[data-open]')?.focus());
}
