import type { PageView } from '../render/render';
import { HeroCarousel } from '../components/HeroCarousel';
import { heroBadges, heroSlides } from '../content/shell';
import { site } from '../content/site';

export const homeMeta = {
  title: `${site.name} — Custom Printed Stand-Up & Zipper Pouches in India`,
  description:
    'Custom digitally printed stand-up and zipper pouches for food and FMCG brands across India. Kraft, PET and metallized foil, matte or glossy, from 100 pouches, delivered fast.',
  path: '/',
} as const;

/** The home page. `status` 404 and `noindex` when it stands in for an unknown path. */
export function homePage(options: { notFound?: boolean } = {}): PageView {
  return {
    meta: { ...homeMeta, noindex: options.notFound },
    status: options.notFound ? 404 : 200,
    preloadIslands: ['carousel'],
    body: <HeroCarousel slides={heroSlides} badges={heroBadges} />,
  };
}
