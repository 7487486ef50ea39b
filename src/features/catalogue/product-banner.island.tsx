import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { CarouselControls, fadeSlideProps, useCarousel } from '@client/lib/carousel';
import { useLocale } from '@platform/i18n/locale';

export const BANNER_INTERVAL_MS = 4000;

export interface ProductBannerProps {
  /** The carousel's accessible name. */
  label: string;
  /** Id of the element holding the slides. */
  slidesId: string;
  /** One accessible name per slide, for its dot. */
  dotLabels: string[];
  /** `slide-<i>`: the words, buttons and picture of slide i. */
  slots: Slots;
}

/**
 * The product page banner (APG carousel): slides cross-fade every 4 s and wrap, with previous /
 * next, a dot per slide and a rotation control; rotation pauses while the pointer or focus is
 * inside and does not start under reduced motion. A single slide shows without controls.
 */
export default island('product-banner', function ProductBanner({ label, slidesId, dotLabels, slots }: ProductBannerProps) {
  const count = dotLabels.length;
  const carousel = useCarousel({ count, interval: BANNER_INTERVAL_MS });
  const locale = useLocale();
  return (
    <section className="pbanner" aria-roledescription="carousel" aria-label={label} {...carousel.rootProps}>
      <div className="pbanner-slides container" id={slidesId} data-slides="" aria-live={carousel.live}>
        {dotLabels.map((dot, i) => (
          <div key={dot} className="pbanner-slide" {...fadeSlideProps(i, count, carousel.current(i), locale)}>
            <Slot name={`slide-${i}`} content={slots[`slide-${i}`]} />
          </div>
        ))}
      </div>
      {count > 1 && <CarouselControls controls={carousel.controls} className="pbanner-controls container" slidesId={slidesId} dotLabels={dotLabels} />}
    </section>
  );
});
