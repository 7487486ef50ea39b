/**
 * Entrance animations (spec §4: cards fade and slide in when 20 % visible), done so that they
 * cost nothing when they cannot help: the server renders everything visible; this enhancer
 * hides only the `[data-reveal]` elements that are still below the fold when it runs, and
 * shows each again once a fifth of it is on screen. Content in view never waits for script
 * (no delay to the largest paint), only opacity and transform change (no layout shift), and
 * under reduced motion nothing is hidden at all. A `--delay` on the element staggers it.
 * Positions come from the observer's own first report, so the page is never forced to lay out.
 */
export const REVEAL_THRESHOLD = 0.2;

export function enhance(root: HTMLElement): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const waiting = new WeakSet<Element>();
  const io = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect, rootBounds } of entries) {
        const first = target.getAttribute('data-reveal') === '';
        if (first && boundingClientRect.top < (rootBounds?.height ?? innerHeight)) {
          // In view or above it already: leave it alone.
          io.unobserve(target);
          target.removeAttribute('data-reveal');
        } else if (first) {
          target.setAttribute('data-reveal', 'hidden');
          waiting.add(target);
        } else if (isIntersecting && waiting.has(target)) {
          io.unobserve(target);
          target.setAttribute('data-reveal', 'shown');
          // Once in, the element drops the attribute so its own hover transitions are not delayed.
          target.addEventListener('transitionend', () => target.removeAttribute('data-reveal'), { once: true });
        }
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const el of root.querySelectorAll('[data-reveal]')) io.observe(el);
}
