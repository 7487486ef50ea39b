/**
 * Page-wide behaviours that need no React: they only toggle attributes that CSS styles.
 * - <html data-scrolled> past 50 px (the header's compact style) and <html data-far> past 300 px
 *   (the scroll-to-top button), from intersection observers rather than a scroll listener.
 * - The scroll-to-top link scrolls smoothly (instantly under reduced motion) without adding #top
 *   to the address.
 * - The promotional ticker highlights the next offer every 3 s unless it is hovered, focused,
 *   or the visitor prefers reduced motion.
 */
export const HEADER_SCROLL_THRESHOLD = 50;
export const TO_TOP_THRESHOLD = 300;
export const TICKER_CYCLE_MS = 3000;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Sets <html data-{name}> while the page is scrolled further than `offset` px. An invisible 1 px
 * mark sits at that offset; an IntersectionObserver reports when it leaves the viewport above.
 * No scroll listener and no layout reads: the browser tells us after its own layout, in a task
 * of its own (a page restored part-way down gets its first report straight away), so starting up
 * never forces a whole-page layout or adds work to the frame that paints the page.
 */
function markScrolledPast(offset: number, name: string): void {
  const mark = document.createElement('div');
  mark.className = 'scroll-mark';
  mark.setAttribute('aria-hidden', 'true');
  mark.style.top = `${offset - 1}px`; // spans offset−1…offset: out of view once scrollY > offset
  document.body.append(mark);
  new IntersectionObserver((entries) => {
    // Reports come in order; the last one is where the page is now.
    for (const e of entries) document.documentElement.toggleAttribute(`data-${name}`, !e.isIntersecting && e.boundingClientRect.top < 0);
  }).observe(mark);
}

function trackScroll(): void {
  markScrolledPast(HEADER_SCROLL_THRESHOLD, 'scrolled');
  markScrolledPast(TO_TOP_THRESHOLD, 'far');
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
