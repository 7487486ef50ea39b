import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { CarouselControls, fadeSlideProps, useCarousel } from '@client/lib/carousel';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export const HERO_INTERVAL_MS = 4000;

export interface HeroCarouselProps {
  /** One accessible name per slide, for its dot. */
  dotLabels: string[];
  /** One CSS background per slide. */
  backgrounds: string[];
  /** `slide-<i>`: the content of slide i; `badges`: the list shown in the bar under the slides. */
  slots: Slots;
}

/**
 * The home page hero (APG carousel): slides cross-fade every 4 s (1 s fade) and wrap, with
 * previous / next, a dot per slide and a visible rotation control; rotation pauses while the
 * pointer or focus is inside and does not start under reduced motion. Every slide is in the HTML;
 * only the current one is visible and reachable.
 */
export default island('hero-carousel', function HeroCarousel({ dotLabels, backgrounds, slots }: HeroCarouselProps) {
  const count = dotLabels.length;
  const locale = useLocale();
  const carousel = useCarousel({ count, interval: HERO_INTERVAL_MS });
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={m.home_hero_label({}, { locale })} {...carousel.rootProps}>
      <div className="hero-slides" id="hero-slides" data-slides="" aria-live={carousel.live}>
        {dotLabels.map((label, i) => (
          <div key={label} className="hero-slide" {...fadeSlideProps(i, count, carousel.current(i), locale)} style={{ backgroundImage: backgrounds[i] }}>
            <Slot name={`slide-${i}`} content={slots[`slide-${i}`]} />
          </div>
        ))}
      </div>
      <div className="hero-bar container">
        <Slot name="badges" content={slots.badges} />
        <CarouselControls controls={carousel.controls} className="hero-controls" slidesId="hero-slides" dotLabels={dotLabels} />
      </div>
    </section>
  );
});
