import type { PageView } from '@platform/render/render';
import { HeroCarousel } from './HeroCarousel.server';
import { CtaBand } from './CtaBand';
import { AboutBlock, BlogTeasers, FeaturedProducts, HomeFaq, TestimonialsSection, WhoWeServe, WhyChooseUs } from './HomeSections';
import { heroBadges, heroSlides } from '@features/shell';
import { getInTouch, homeSeo } from './content/home';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The home page's head fields in a language; `path` is the English path. */
export const homeMetaIn = (locale: Locale) => ({ title: homeSeo.title[locale], description: homeSeo.description[locale], path: '/' }) as const;
export const homeMeta = homeMetaIn(baseLocale);

/** Above the home page when it stands in for an address we have no page at: says so, and where the pouches are. */
function NotFoundNotice({ locale }: { locale: Locale }) {
  return (
    <div className="notfound">
      <p className="container">
        {`${m.shell_not_found({}, { locale })} `}
        <a href={localePath(locale, '/ourproducts')}>{m.shell_not_found_link({}, { locale })}</a>
      </p>
    </div>
  );
}

/**
 * The home page, sections in the spec's order: hero, About (mission and vision), featured
 * products, Who We Serve, Get in Touch, Why Choose Us, FAQ, testimonials, blog teasers.
 * `status` 404 and `noindex` when it stands in for an unknown path (in the address's language),
 * with a line above it that says the address had no page.
 */
export function homePage(options: { notFound?: boolean; locale?: Locale } = {}): PageView {
  const locale = options.locale ?? baseLocale;
  return {
    meta: { ...homeMetaIn(locale), noindex: options.notFound },
    status: options.notFound ? 404 : 200,
    body: (
      <>
        {options.notFound && <NotFoundNotice locale={locale} />}
        {/* The page's heading, for a screen reader and a search engine: the hero's slides turn, and a
            slide out of view is hidden, so a heading of theirs would come and go with them. */}
        <h1 className="visually-hidden">{homeSeo.title[locale]}</h1>
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
