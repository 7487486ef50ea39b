import type { PageView } from '../render/render';
import { HeroCarousel } from '../components/HeroCarousel';
import { CtaBand } from '../components/content/CtaBand';
import { AboutBlock, BlogTeasers, FeaturedProducts, HomeFaq, TestimonialsSection, WhoWeServe, WhyChooseUs } from '../components/content/HomeSections';
import { heroBadges, heroSlides } from '../content/shell';
import { getInTouch } from '../content/home';
import { site } from '../content/site';

export const homeMeta = {
  title: `${site.name} — Custom Printed Stand-Up & Zipper Pouches in India`,
  description:
    'Custom digitally printed stand-up and zipper pouches for food and FMCG brands across India. Kraft, PET and metallized foil, matte or glossy, from 100 pouches, delivered fast.',
  path: '/',
} as const;

/**
 * The home page, sections in the spec's order: hero, About (mission and vision), featured
 * products, Who We Serve, Get in Touch, Why Choose Us, FAQ, testimonials, blog teasers.
 * `status` 404 and `noindex` when it stands in for an unknown path.
 */
export function homePage(options: { notFound?: boolean } = {}): PageView {
  return {
    meta: { ...homeMeta, noindex: options.notFound },
    status: options.notFound ? 404 : 200,
    body: (
      <>
        <HeroCarousel slides={heroSlides} badges={heroBadges} />
        <AboutBlock />
        <FeaturedProducts />
        <WhoWeServe />
        <CtaBand cta={getInTouch} id="home-contact-h" />
        <WhyChooseUs />
        <HomeFaq />
        <TestimonialsSection />
        <BlogTeasers />
      </>
    ),
  };
}
