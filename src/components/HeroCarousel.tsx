import { Icon } from './Icon';
import { Island } from './Island';
import HeroCarouselIsland from '../../client/islands/hero-carousel';
import type { HeroSlide } from '../content/shell';
import { productImage } from '../content/products';

/**
 * The home page hero: the `hero-carousel` island, with each slide's words and picture handed to
 * it as static content. It hydrates at once: it is the first thing on the page and rotates.
 */
export function HeroCarousel({ slides, badges }: { slides: readonly HeroSlide[]; badges: readonly string[] }) {
  const slots = Object.fromEntries(slides.map((s, i) => [`slide-${i}`, <HeroSlideContent key={s.title} slide={s} first={i === 0} />]));
  slots.badges = <ul className="hero-badges">{badges.map((b) => <li key={b}>{b}</li>)}</ul>;
  return (
    <Island
      of={HeroCarouselIsland}
      props={{
        dotLabels: slides.map((s, i) => `Slide ${i + 1}: ${s.title}`),
        backgrounds: slides.map((s) => `linear-gradient(120deg, ${s.gradient[0]}, ${s.gradient[1]})`),
      }}
      slots={slots}
      load="load"
    />
  );
}

function HeroSlideContent({ slide: s, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <div className="hero-copy container">
      <div className="hero-text">
        {first ? <h1 className="hero-title">{s.title}</h1> : <h2 className="hero-title">{s.title}</h2>}
        <ul className="hero-points">
          {s.points.map((p) => <li key={p}><Icon name="check" size={18} />{p}</li>)}
        </ul>
        <a className="btn btn-accent" href={s.href}>{s.buttonText}</a>
      </div>
      {/* Lazy: a phone does not show the picture (display: none below 768 px), and a lazy image that
          is not displayed is never fetched, so a phone spends neither bytes nor a picture document on it. */}
      <img className="hero-art" src={productImage({ slug: s.productSlug })} width="200" height="240" alt="" loading="lazy" fetchPriority={first ? 'high' : 'low'} />
    </div>
  );
}
