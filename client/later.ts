/**
 * What the page does once it is idle, beside the islands: plain DOM, no React, imported by the
 * entry then (client/entry.ts).
 */

/**
 * The ticker (src/components/Ticker.tsx): while it is scrolled out of view its marquee stands still
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

/**
 * The popover marked `data-warm` (the phone menu) is opened and closed once the page is idle,
 * within one task, hidden and without its transition (`data-warming`), so never painted. The first
 * time the browser lays a panel out it matches its styles and looks up its fonts from scratch, on
 * a slow phone three times what any later opening costs; this way that is not paid in the frame
 * that answers the visitor's first tap. Skipped while its button is hidden (a wide screen) or
 * another popover is open.
 */
function warmPopover(): void {
  const el = document.querySelector<HTMLElement>('[popover][data-warm]');
  if (!el || !document.querySelector(`[popovertarget="${el.id}"]`)?.getClientRects().length || document.querySelector(':popover-open')) return;
  el.dataset.warming = '';
  el.showPopover();
  el.getBoundingClientRect();
  el.hidePopover();
  void getComputedStyle(el).display;
  delete el.dataset.warming;
}

// In a task of its own, apart from the ticker's setup above: each is a few milliseconds on a slow
// phone, and together they made one long task.
setTimeout(warmPopover);
