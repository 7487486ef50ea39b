import { Icon } from './Icon';
import { islandAttrs } from './Island';
import { CarouselControls, fadeSlideAttrs } from './CarouselControls';
import type { HeroSlide } from '../content/shell';
import { productImage } from '../content/products';

export const HERO_INTERVAL_MS = 4000;

/**
 * The home page hero: three slides cross-fading every 4 s (1 s fade) with previous/next, a dot
 * per slide and a visible rotation control, made live by the `carousel` island. Every slide is
 * in the HTML; only the current one is visible and reachable.
 */
export function HeroCarousel({ slides, badges }: { slides: readonly HeroSlide[]; badges: readonly string[] }) {
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Highlights" {...islandAttrs('carousel', { interval: HERO_INTERVAL_MS })}>
      <div className="hero-slides" id="hero-slides" data-slides="" aria-live="off">
        {slides.map((s, i) => (
          <div
            key={s.title}
            className="hero-slide"
            {...fadeSlideAttrs(i, slides.length)}
            style={{ backgroundImage: `linear-gradient(120deg, ${s.gradient[0]}, ${s.gradient[1]})` }}
          >
            <div className="hero-copy container">
              <div className="hero-text">
                {i === 0 ? <h1 className="hero-title">{s.title}</h1> : <h2 className="hero-title">{s.title}</h2>}
                <ul className="hero-points">
                  {s.points.map((p) => <li key={p}><Icon name="check" size={18} />{p}</li>)}
                </ul>
                <a className="btn btn-accent" href={s.href}>{s.buttonText}</a>
              </div>
              <img className="hero-art" src={productImage({ slug: s.productSlug })} width="200" height="240" alt="" fetchPriority={i === 0 ? 'high' : 'low'} />
            </div>
          </div>
        ))}
      </div>
      <div className="hero-bar container">
        <ul className="hero-badges">{badges.map((b) => <li key={b}>{b}</li>)}</ul>
        <CarouselControls className="hero-controls" slidesId="hero-slides" dotLabels={slides.map((s, i) => `Slide ${i + 1}: ${s.title}`)} />
      </div>
    </section>
  );
}
