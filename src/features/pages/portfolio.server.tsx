import type { Context } from 'hono';
import type { PageView } from '@platform/render/render';
import type { AppEnv } from '@platform/app-env';
import { Island } from '@platform/islands/Island';
import Gallery from './gallery.island';
import { PageHeader } from './PageHeader';
import { CtaBand } from './CtaBand';
import { gallery, galleryCategories, galleryCategoryNames, galleryImage, galleryTitle, portfolioPage } from './content/gallery';
import { seoIn } from '@platform/content/blocks';
import { canonicalUrl, absoluteUrl } from '@platform/render/seo';
import { contentMeta, homeCrumb } from './content-meta';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const EAGER_PICTURES = 4;

function galleryJsonLd(locale: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    url: canonicalUrl(localePath(locale, '/portfolio')),
    name: portfolioPage.heading[locale],
    image: gallery.map((g) => ({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(galleryImage(g)),
      name: galleryTitle(g, locale),
      description: g.alt[locale],
    })),
  };
}

/**
 * /portfolio: ten pictures, filter buttons (All, Standup, Label, Package, Zip Pouch) and a
 * lightbox: the `gallery` island, which starts on the first touch (a click on a filter or a
 * picture before then is replayed). Without JavaScript every picture shows and links to its
 * full-size image.
 */
export function portfolioPageView(c?: Context<AppEnv>): PageView {
  const locale: Locale = c?.get('locale') ?? baseLocale;
  const trail = [homeCrumb(locale), { name: portfolioPage.eyebrow[locale], path: '/portfolio' }];
  return {
    meta: contentMeta({ seo: seoIn(portfolioPage.seo, locale), trail, locale, type: 'CollectionPage', jsonLd: [galleryJsonLd(locale)] }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={portfolioPage.eyebrow[locale]} title={portfolioPage.heading[locale]} lead={portfolioPage.lead[locale]} />
        <section className="section portfolio" aria-label={m.content_portfolio_pictures({}, { locale })}>
          <Island
            of={Gallery}
            props={{
              categories: [...galleryCategories],
              categoryNames: Object.fromEntries(galleryCategories.map((k) => [k, galleryCategoryNames[k][locale]])),
              pictures: gallery.map((g) => ({
                brand: g.brand,
                subject: g.subject[locale],
                category: g.category,
                description: g.description[locale],
                src: galleryImage(g),
                alt: g.alt[locale],
              })),
              eager: EAGER_PICTURES,
            }}
            slots={{ note: <p className="filter-note">{portfolioPage.withoutScript[locale]}</p> }}
            load="interaction"
          />
        </section>
        <CtaBand cta={portfolioPage.cta} id="portfolio-cta-h" />
      </>
    ),
  };
}
