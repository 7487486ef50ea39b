/**
 * Entrance fades, on the pages that have them: a card marked `data-reveal` that is out
 * of view when the page loads waits hidden, fades and slides in once a fifth of it is in view
 * (siblings a little later each, `--stagger`), finishes its fade whatever the scroll does, and stays
 * shown. What is in view at load is never hidden, so nothing that has painted disappears; without
 * JavaScript or under reduced motion nothing is hidden at all. Plain DOM, no React: the entry
 * imports it once the page is idle, on pages that have such cards; until then they are shown.
 */
const SHOWN_FROM = 0.2;

function watch(): void {
  const cards = document.querySelectorAll<HTMLElement>('[data-reveal=""]');
  if (!cards.length || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio, boundingClientRect } of entries) {
        const card = target as HTMLElement;
        if (!seen.has(card)) {
          seen.add(card);
          // Below the fold when this runs: wait hidden. Anything else is left as it painted.
          if (!isIntersecting && boundingClientRect.top > 0) card.dataset.reveal = 'wait';
          else observer.unobserve(card);
        } else if (intersectionRatio >= SHOWN_FROM) {
          card.dataset.reveal = 'in';
          observer.unobserve(card);
        }
      }
      // Tells tests that the cards have been looked at.
      document.documentElement.dataset.fades = '';
    },
    { threshold: [0, SHOWN_FROM] },
  );
  for (const card of cards) observer.observe(card);
}

watch();
