import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { CarouselControls, useCarousel } from '@client/lib/carousel';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** 4000 ms autoplay, 800 ms per move; 2 per view, 1 at 768 px and below (CSS `--per-view`). */
export const TESTIMONIAL_INTERVAL_MS = 4000;
export const TESTIMONIAL_SPEED_MS = 800;

export interface TestimonialsProps {
  label: string;
  /** One accessible name per quote, for its dot. */
  dotLabels: string[];
  /** `quote-<i>`: quote i with its author. */
  slots: Slots;
}

/**
 * The testimonials carousel (APG carousel, 'slide' mode): without JavaScript every quote shows
 * in a grid; with it, a track of `--per-view` quotes that moves a page at a time every 4 s and
 * wraps, with arrows, dots and a rotation control, pausing on hover and focus.
 */
export default island('testimonials', function Testimonials({ label, dotLabels, slots }: TestimonialsProps) {
  const count = dotLabels.length;
  const locale = useLocale();
  const root = useRef<HTMLDivElement>(null);
  // As many quotes in view as CSS says (`--per-view`, by screen width), read again on resize; the
  // server's HTML assumes 2.
  const [perView, setPerView] = useState(2);
  useEffect(() => {
    const read = () => {
      const css = Math.round(Number(getComputedStyle(root.current!).getPropertyValue('--per-view')) || 1);
      setPerView(Math.min(count, Math.max(1, css)));
    };
    read();
    addEventListener('resize', read);
    return () => removeEventListener('resize', read);
  }, [count]);
  const carousel = useCarousel({ count, interval: TESTIMONIAL_INTERVAL_MS, perView });
  return (
    <div
      ref={root}
      className="tcar"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--speed': `${TESTIMONIAL_SPEED_MS}ms`, '--index': String(carousel.first) } as CSSProperties}
      {...carousel.rootProps}
    >
      <div className="tcar-viewport">
        <div className="tcar-track" id="testimonial-slides" data-slides="" aria-live={carousel.live}>
          {dotLabels.map((dot, i) => (
            <div
              key={dot}
              className="tcar-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={m.content_slide_of({ n: i + 1, count }, { locale })}
              data-slide=""
              data-active={carousel.current(i) ? '' : undefined}
            >
              <Slot name={`quote-${i}`} content={slots[`quote-${i}`]} />
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        controls={carousel.controls}
        className="tcar-controls"
        slidesId="testimonial-slides"
        dotLabels={dotLabels}
        buttonClass="round-btn"
        arrowClass="tcar-arrow"
        dotsClass="tcar-dots"
        previousLabel={m.content_testimonials_previous({}, { locale })}
        nextLabel={m.content_testimonials_next({}, { locale })}
      />
    </div>
  );
});
