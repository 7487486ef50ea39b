/**
 * What the page does once it is idle, beside the islands: plain DOM, no React, imported by the
 * entry then (client/entry.ts).
 */

/**
 * The ticker (src/features/shell/Ticker.tsx): while it is scrolled out of view its marquee stands still
 * (`data-away`, client/styles/shell.css), and every 3 s the next offer is lit (`data-lit`, in both
 * copies of the list) while the ticker moves: not stopped, not under reduced motion, not hovered
 * where a pointer hovers, no focus on an offer, in view. A timer restyles two offers every 3 s,
 * where an animation per offer had the browser restyle all of them in every frame it drew. Until
 * this runs the first offer is lit; then the ticker is marked `data-live`, as an island is.
 */
const ticker = document.querySelector<HTMLElement>('.ticker');
if (ticker) {
  new IntersectionObserver(([seen]) => ticker.toggleAttribute('data-away', !seen!.isIntersecting)).observe(ticker);
  const lists = [...ticker.querySelectorAll('.ticker-list')].map((list) => [...list.children]);
  const track = ticker.querySelector('.ticker-track')!;
  const still = matchMedia('(prefers-reduced-motion: reduce)');
  const hovers = matchMedia('(hover: hover)');
  let lit = 0;
  setInterval(() => {
    const stopped = ticker.querySelector<HTMLInputElement>('.ticker-stop')?.checked;
    if (stopped || still.matches || ticker.hasAttribute('data-away') || track.matches(':focus-within') || (hovers.matches && ticker.matches(':hover'))) return;
    lit = (lit + 1) % lists[0]!.length;
    for (const items of lists) items.forEach((item, i) => item.toggleAttribute('data-lit', i === lit));
  }, 3000);
  ticker.dataset.live = '';
}
