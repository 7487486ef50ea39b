/**
 * Any auto-rotating carousel rendered by the server (APG carousel pattern): the hero, the
 * product banners, the testimonials. Markup contract, all inside the island element:
 * `[data-slide]` slides (the current one has `data-active`), `[data-slides]` the live region,
 * optional `[data-prev]`, `[data-next]`, `[data-dot]` (one per slide, in order) and `[data-rotate]`
 * (the rotation control). Props: `interval` in ms; `mode` 'fade' hides the other slides from
 * everyone, 'slide' leaves them readable and sets `--index` for CSS to move the track.
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

  const rotating = () => choice === 'play' || (choice === 'auto' && !motion.matches);

  const show = (next: number) => {
    index = wrapIndex(next, 0, count);
    slides.forEach((slide, i) => {
      const current = i === index;
      slide.toggleAttribute('data-active', current);
      if (mode === 'fade') {
        slide.toggleAttribute('inert', !current);
        if (current) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
      }
    });
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    root.style.setProperty('--index', String(index));
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
    if (on && !hovered && !focused) timer = setTimeout(() => show(index + 1), interval);
  };

  root.querySelector('[data-prev]')?.addEventListener('click', () => show(index - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => show(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  rotate?.addEventListener('click', () => { choice = rotating() ? 'stop' : 'play'; schedule(); });
  root.addEventListener('mouseenter', () => { hovered = true; schedule(); });
  root.addEventListener('mouseleave', () => { hovered = false; schedule(); });
  root.addEventListener('focusin', () => { focused = true; schedule(); });
  root.addEventListener('focusout', (e) => { if (!root.contains(e.relatedTarget as Node | null)) { focused = false; schedule(); } });
  motion.addEventListener('change', schedule);
  show(index);
}
