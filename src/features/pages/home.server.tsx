import type { PageView } from '@platform/render/render';
import { HeroCarousel } from './HeroCarousel.server';
import { CtaBand } from './CtaBand';
import { AboutBlock, BlogTeasers, FeaturedProducts, HomeFaq, TestimonialsSection, WhoWeServe, WhyChooseUs } from './HomeSections';
import { heroBadges, heroSlides } from '@features/shell';
import { getInTouch } from './content/home';
import { site } from '@platform/content/site';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import type { Text } from '@platform/i18n/text';
import { m } from '@platform/i18n/paraglide/messages.js';
import { facts } from '@platform/content/facts';

const homeText = {
  title: {
    en: `${site.name} — Custom Printed Stand-Up & Zipper Pouches in India`,
    hi: `${site.name} — भारत में कस्टम प्रिंटेड स्टैंड-अप और ज़िपर पाउच`,
    ta: `${site.name} — இந்தியாவில் கஸ்டம் பிரிண்ட் ஸ்டாண்ட்-அப் & ஜிப்பர் பவுச்கள்`,
  },
  description: {
    en: `Custom digitally printed stand-up and zipper pouches for food and FMCG brands across India. Kraft, PET and metallized foil, matte or glossy, from ${facts.trialPouches} pouches, delivered fast.`,
    hi: `पूरे भारत के फ़ूड और FMCG ब्रांडों के लिए कस्टम डिजिटल प्रिंटेड स्टैंड-अप और ज़िपर पाउच। क्राफ्ट, PET और मेटलाइज़्ड फ़ॉइल, मैट या ग्लॉसी, ${facts.trialPouches} पाउच से, तेज़ डिलीवरी।`,
    ta: `இந்தியா முழுவதும் உணவு, FMCG பிராண்டுகளுக்கு கஸ்டம் டிஜிட்டல் பிரிண்ட் ஸ்டாண்ட்-அப், ஜிப்பர் பவுச்கள். க்ராஃப்ட், PET, மெட்டலைஸ்டு ஃபாயில், மேட் அல்லது கிளாசி, ${facts.trialPouches} பவுச்களிலிருந்து, விரைவு டெலிவரி.`,
  },
} satisfies Record<string, Text>;

/** The home page's head fields in a language; `path` is the English path. */
export const homeMetaIn = (locale: Locale) => ({ title: homeText.title[locale], description: homeText.description[locale], path: '/' }) as const;
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
        <h1 className="visually-hidden">{homeText.title[locale]}</h1>
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
