import { Icon } from '@platform/ui/Icon';
import { Island } from '@platform/islands/Island';
import HeroCarouselIsland from './hero-carousel.island';
import type { HeroSlide } from '@features/shell';
import { productImage } from '@features/catalogue';
import type { Text } from '@platform/i18n/text';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The home page hero: the `hero-carousel` island, with each slide's words and picture handed to
 * it as static content. It hydrates at once: it is the first thing on the page and rotates.
 */
export function HeroCarousel({ slides, badges }: { slides: readonly HeroSlide[]; badges: readonly Text[] }) {
  const locale = useLocale();
  const slots = Object.fromEntries(slides.map((s, i) => [`slide-${i}`, <HeroSlideContent key={s.href} slide={s} first={i === 0} />]));
  slots.badges = (
    <ul className="hero-badges">
      {badges.map((b) => (
        <li key={b.en}>{b[locale]}</li>
      ))}
    </ul>
  );
  return (
    <Island
      of={HeroCarouselIsland}
      props={{
        dotLabels: slides.map((s, i) => m.home_hero_dot({ n: i + 1, title: s.title[locale] }, { locale })),
        backgrounds: slides.map((s) => `linear-gradient(120deg, ${s.gradient[0]}, ${s.gradient[1]})`),
      }}
      slots={slots}
      load="load"
    />
  );
}

function HeroSlideContent({ slide: s, first }: { slide: HeroSlide; first: boolean }) {
  const locale = useLocale();
  return (
    <div className="hero-copy container">
      <div className="hero-text">
        {/* Each slide's title is a second-level heading: the page's one h1 (home.server.tsx) stays when the slide turns. */}
        <h2 className="hero-title">{s.title[locale]}</h2>
        <ul className="hero-points">
          {s.points.map((p) => (
            <li key={p.en}>
              <Icon name="check" size={18} />
              {p[locale]}
            </li>
          ))}
        </ul>
        <a className="btn btn-accent" href={localePath(locale, s.href)}>
          {s.buttonText[locale]}
        </a>
      </div>
      {/* Lazy: a phone does not show the picture (display: none below 768 px), and a lazy image that
          is not displayed is never fetched, so a phone spends neither bytes nor a picture document on it. */}
      <img
        className="hero-art"
        src={productImage({ slug: s.productSlug })}
        width="200"
        height="240"
        alt=""
        loading="lazy"
        fetchPriority={first ? 'high' : 'low'}
      />
    </div>
  );
}
