/**
 * Entrance animations (spec §4: cards fade and slide in when 20 % visible), done so that they
 * cost nothing when they cannot help: the server renders everything visible; this enhancer
 * hides only the `[data-reveal]` elements that are still below the fold when it runs, and
 * shows each again once a fifth of it is on screen. Content in view never waits for script
 * (no delay to the largest paint), only opacity and transform change (no layout shift), and
 * under reduced motion nothing is hidden at all. A `--delay` on the element staggers it.
 */
export const REVEAL_THRESHOLD = 0.2;

export function enhance(root: HTMLElement): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const io = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        io.unobserve(target);
        target.setAttribute('data-reveal', 'shown');
        // Once in, the element drops the attribute so its own hover transitions are not delayed.
        target.addEventListener('transitionend', () => target.removeAttribute('data-reveal'), { once: true });
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const el of root.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (el.getBoundingClientRect().top < innerHeight) el.removeAttribute('data-reveal');
    else {
      el.setAttribute('data-reveal', 'hidden');
      io.observe(el);
    }
  }
}
