/**
 * Page-wide behaviours that need no React: they only toggle attributes that CSS styles.
 * - <html data-scrolled> past 50 px (the header's compact style) and <html data-far> past 300 px
 *   (the scroll-to-top button), from one passive, frame-throttled scroll listener.
 * - The scroll-to-top link scrolls smoothly (instantly under reduced motion) without adding #top
 *   to the address.
 * - The promotional ticker highlights the next offer every 3 s unless it is hovered, focused,
 *   or the visitor prefers reduced motion.
 */
export const HEADER_SCROLL_THRESHOLD = 50;
export const TO_TOP_THRESHOLD = 300;
export const TICKER_CYCLE_MS = 3000;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

function trackScroll(): void {
  const root = document.documentElement;
  let queued = false;
  const update = () => {
    queued = false;
    root.toggleAttribute('data-scrolled', scrollY > HEADER_SCROLL_THRESHOLD);
    root.toggleAttribute('data-far', scrollY > TO_TOP_THRESHOLD);
  };
  const queue = () => { if (!queued) { queued = true; requestAnimationFrame(update); } };
  addEventListener('scroll', queue, { passive: true });
  // Reading scrollY forces layout; at start-up that would add a whole-page layout to this
  // script's task (Lighthouse counted it as blocking time). The first frame lays out anyway.
  queue();
}

function scrollToTop(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-to-top]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
      document.getElementById('top')?.focus({ preventScroll: true });
    });
  }
}

function cycleTicker(): void {
  const ticker = document.querySelector<HTMLElement>('[data-ticker]');
  if (!ticker) return;
  const count = Number(ticker.dataset.count);
  setInterval(() => {
    if (reducedMotion() || ticker.matches(':hover, :focus-within')) return;
    ticker.dataset.active = String((Number(ticker.dataset.active) + 1) % count);
  }, TICKER_CYCLE_MS);
}

export function startPageBehaviours(): void {
  trackScroll();
  scrollToTop();
  cycleTicker();
  // A page restored from the back/forward cache starts with every menu closed, like a fresh load.
  addEventListener('pageshow', (e) => { if (e.persisted) dispatchEvent(new Event('closemenus')); });
}
