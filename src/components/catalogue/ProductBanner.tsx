import { islandAttrs } from '../Island';
import { CarouselControls, fadeSlideAttrs } from '../CarouselControls';
import type { BannerSlide } from '../../content/product-pages';
import { productImage, type Product } from '../../content/products';
import { enquiryHref } from '../../catalogue/links';

export const BANNER_INTERVAL_MS = 4000;

/**
 * The product page banner (spec §2): slides cross-fade every 4 s and wrap, with previous/next,
 * a dot per slide and a rotation control, run by the shared `carousel` island (APG carousel).
 * The first button of each slide opens the enquiry form for this product, the second jumps to
 * the sizes. Renders nothing when there are no slides; one slide shows without controls.
 */
export function ProductBanner({ product, slides, sizesId }: { product: Product; slides: readonly BannerSlide[]; sizesId: string }) {
  if (slides.length === 0) return null;
  const many = slides.length > 1;
  const id = `banner-${product.slug}`;
  return (
    <section
      className="pbanner"
      aria-roledescription="carousel"
      aria-label={`${product.menuLabel} highlights`}
      {...(many ? islandAttrs('carousel', { interval: BANNER_INTERVAL_MS }) : {})}
    >
      <div className="pbanner-slides container" id={id} data-slides="" aria-live="off">
        {slides.map((s, i) => (
          <div
            key={s.title}
            className="pbanner-slide"
            {...fadeSlideAttrs(i, slides.length)}
          >
            <div className="pbanner-copy">
              <p className="pbanner-title">{s.title}</p>
              <p className="pbanner-desc">{s.desc}</p>
              <div className="pbanner-actions">
                <a className="btn btn-accent" href={enquiryHref({ product: product.slug })}>{s.buttonText1}</a>
                <a className="btn btn-ghost pbanner-ghost" href={`#${sizesId}`}>{s.buttonText2}</a>
              </div>
            </div>
            <img className="pbanner-art" src={productImage(product)} width="200" height="240" alt="" fetchPriority={i === 0 ? 'high' : 'low'} />
          </div>
        ))}
      </div>
      {many && (
        <CarouselControls className="pbanner-controls container" slidesId={id} dotLabels={slides.map((s, i) => `Slide ${i + 1}: ${s.title}`)} />
      )}
    </section>
  );
}
