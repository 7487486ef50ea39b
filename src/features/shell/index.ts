/** The site shell's public entry: the hero's words, kept with the navigation's. */
export type { HeroSlide } from './nav';
export { heroBadges, heroSlides } from './nav';
