import type { PageView } from '../render/render';
import { Island } from '../components/Island';
import Gallery from '../../client/islands/gallery';
import { PageHeader } from '../components/content/PageHeader';
import { CtaBand } from '../components/content/CtaBand';
import { gallery, galleryCategories, galleryImage, portfolioPage } from '../content/gallery';
import { canonicalUrl, absoluteUrl } from '../render/seo';
import { contentMeta, HOME_CRUMB } from './content-meta';

const trail = [HOME_CRUMB, { name: 'Portfolio', path: '/portfolio' }];
const EAGER_PICTURES = 4;

function galleryJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    url: canonicalUrl('/portfolio'),
    name: portfolioPage.heading,
    image: gallery.map((g) => ({ '@type': 'ImageObject', contentUrl: absoluteUrl(galleryImage(g)), name: g.title, description: g.alt })),
  };
}

/**
 * /portfolio: ten pictures, filter buttons (All, Standup, Label, Package, Zip Pouch) and a
 * lightbox: the `gallery` island, which starts on the first touch (a click on a filter or a
 * picture before then is replayed). Without JavaScript every picture shows and links to its
 * full-size image.
 */
export function portfolioPageView(): PageView {
  return {
    meta: contentMeta({ seo: portfolioPage.seo, trail, type: 'CollectionPage', jsonLd: [galleryJsonLd()] }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow="Portfolio" title={portfolioPage.heading} lead={portfolioPage.lead} />
        <section className="section portfolio" aria-label="Pictures">
          <Island
            of={Gallery}
            props={{
              categories: [...galleryCategories],
              pictures: gallery.map((g) => ({ title: g.title, category: g.category, description: g.description, src: galleryImage(g), alt: g.alt })),
              eager: EAGER_PICTURES,
            }}
            slots={{ note: <p className="filter-note">{portfolioPage.withoutScript}</p> }}
            load="interaction"
          />
        </section>
        <CtaBand cta={portfolioPage.cta} id="portfolio-cta-h" />
      </>
    ),
  };
}
