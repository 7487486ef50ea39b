/**
 * Any auto-rotating carousel rendered by the server (APG carousel pattern): the hero, the
 * product banners, the testimonials. Markup contract, all inside the island element:
 * `[data-slide]` slides (the current one has `data-active`), `[data-slides]` the live region,
 * optional `[data-prev]`, `[data-next]`, `[data-dot]` (one per slide, in order) and `[data-rotate]`
 * (the rotation control). Props: `interval` in ms; `mode` 'fade' hides the other slides from
 * everyone, 'slide' leaves them readable and sets `--index` for CSS to move the track.
 * In 'slide' mode the CSS custom property `--per-view` on the island (read again on resize, so
 * media queries can change it) says how many slides show at once: the carousel then moves a
 * page of that many slides at a time, marks every visible slide `data-active`, and hides the
 * dots that do not start a page.
 * Rotation pauses while hovered or focused, and does not start under reduced motion until the
 * visitor presses the rotation control.
 */
export interface CarouselProps {
  interval: number;
  mode?: 'fade' | 'slide';
}

export const wrapIndex = (index: number, by: number, count: number): number => (((index + by) % count) + count) % count;

export function enhance(root: HTMLElement, { interval, mode = 'fade' }: CarouselProps): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-dot]')];
  const live = root.querySelector<HTMLElement>('[data-slides]');
  const rotate = root.querySelector<HTMLButtonElement>('[data-rotate]');
  const count = slides.length;
  if (count < 2) return;
  let index = Math.max(0, slides.findIndex((s) => s.hasAttribute('data-active')));
  let choice: 'auto' | 'play' | 'stop' = 'auto';
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  const readPerView = () =>
    mode === 'slide' ? Math.min(count, Math.max(1, Math.round(Number(getComputedStyle(root).getPropertyValue('--per-view')) || 1))) : 1;
  let perView = readPerView();

  const rotating = () => choice === 'play' || (choice === 'auto' && !motion.matches);
  const page = () => Math.floor(index / perView);

  /** Shows the page of `perView` slides numbered `to` (wrapping); in 'fade' mode a page is one slide. */
  const go = (to: number) => {
    index = wrapIndex(to, 0, Math.ceil(count / perView)) * perView;
    const first = Math.min(index, count - perView);
    slides.forEach((slide, i) => {
      const current = i >= first && i < first + perView;
      slide.toggleAttribute('data-active', current);
      if (mode === 'fade') {
        slide.toggleAttribute('inert', !current);
        if (current) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
      }
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      if (mode === 'slide') dot.hidden = i % perView !== 0;
    });
    root.style.setProperty('--index', String(first));
    schedule();
  };

  const schedule = () => {
    clearTimeout(timer);
    const on = rotating();
    live?.setAttribute('aria-live', on ? 'off' : 'polite');
    if (rotate) {
      rotate.setAttribute('aria-label', on ? 'Stop automatic slide show' : 'Start automatic slide show');
      rotate.dataset.state = on ? 'playing' : 'stopped';
    }
    if (on && !hovered && !focused) timer = setTimeout(() => go(page() + 1), interval);
  };

  root.querySelector('[data-prev]')?.addEventListener('click', () => go(page() - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => go(page() + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(Math.floor(i / perView))));
  rotate?.addEventListener('click', () => { choice = rotating() ? 'stop' : 'play'; schedule(); });
  root.addEventListener('mouseenter', () => { hovered = true; schedule(); });
  root.addEventListener('mouseleave', () => { hovered = false; schedule(); });
  root.addEventListener('focusin', () => { focused = true; schedule(); });
  root.addEventListener('focusout', (e) => { if (!root.contains(e.relatedTarget as Node | null)) { focused = false; schedule(); } });
  motion.addEventListener('change', schedule);
  if (mode === 'slide') {
    addEventListener('resize', () => {
      const now = readPerView();
      if (now !== perView) { perView = now; go(Math.floor(index / now)); }
    });
  }
  go(page());
}
