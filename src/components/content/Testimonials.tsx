import type { CSSProperties } from 'react';
import { islandAttrs } from '../Island';
import { CarouselControls } from '../CarouselControls';
import type { Testimonial } from '../../content/testimonials';

/** Spec §9: 4000 ms autoplay, 800 ms per move; 2 per view, 1 at 768 px and below (CSS). */
export const TESTIMONIAL_INTERVAL_MS = 4000;
export const TESTIMONIAL_SPEED_MS = 800;

const initials = (name: string) => name.split(/\s+/).map((w) => w[0]).slice(0, 2).join('');

/**
 * The testimonials carousel (APG carousel), made live by the shared `carousel` island in
 * 'slide' mode. Without JavaScript all six quotes show as a grid; with it, a track of two
 * (one on narrow screens) that loops every 4 s with arrows, dots and a rotation control, and
 * pauses on hover and focus. It starts when it nears the viewport.
 */
export function Testimonials({ items, label }: { items: readonly Testimonial[]; label: string }) {
  return (
    <div
      className="tcar"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--speed': `${TESTIMONIAL_SPEED_MS}ms` } as CSSProperties}
      {...islandAttrs('carousel', { interval: TESTIMONIAL_INTERVAL_MS, mode: 'slide' }, 'visible')}
    >
      <div className="tcar-viewport">
        <div className="tcar-track" id="testimonial-slides" data-slides="" aria-live="off">
          {items.map((t, i) => (
            <div key={t.author} className="tcar-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`} data-slide="" data-active={i < 2 ? '' : undefined}>
              <figure className="quote-card">
                <blockquote><p>{t.quote}</p></blockquote>
                <figcaption>
                  <span className="avatar" aria-hidden="true">{initials(t.author)}</span>
                  <span><strong>{t.author}</strong><span className="quote-role">{t.role}</span></span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        className="tcar-controls"
        slidesId="testimonial-slides"
        dotLabels={items.map((t, i) => `Show testimonial ${i + 1}: ${t.author}`)}
        buttonClass="round-btn"
        arrowClass="tcar-arrow"
        dotsClass="tcar-dots"
        previousLabel="Previous testimonials"
        nextLabel="Next testimonials"
      />
    </div>
  );
}
