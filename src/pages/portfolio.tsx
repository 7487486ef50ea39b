import type { PageView } from '../render/render';
import { Icon } from '../components/Icon';
import { islandAttrs } from '../components/Island';
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
 * lightbox, made live by the `gallery` island. Without JavaScript every picture shows and links
 * to its full-size image.
 */
export function portfolioPageView(): PageView {
  return {
    meta: contentMeta({ seo: portfolioPage.seo, trail, type: 'CollectionPage', jsonLd: [galleryJsonLd()] }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow="Portfolio" title={portfolioPage.heading} lead={portfolioPage.lead} />
        <section className="section portfolio" aria-label="Pictures">
          <div className="container" {...islandAttrs('gallery')}>
            {/* The note and the buttons share one cell, so the bar keeps its height when the script swaps them. */}
            <div className="filter-bar">
              <p className="filter-note">{portfolioPage.withoutScript}</p>
              <div className="filters" role="group" aria-label="Show pictures of">
                {['All', ...galleryCategories].map((c) => (
                  <button key={c} type="button" className="filter-btn" data-filter={c === 'All' ? '' : c} aria-pressed={c === 'All' ? 'true' : 'false'}>{c}</button>
                ))}
              </div>
            </div>
            <p className="visually-hidden" role="status" data-status="" />
            <ul className="gallery-grid">
              {gallery.map((g, i) => (
                <li key={g.id} className="gallery-item" data-item="" data-category={g.category}>
                  <figure>
                    <a href={galleryImage(g)} data-open="" className="gallery-link">
                      <img src={galleryImage(g)} width="600" height="450" alt={g.alt} loading={i < EAGER_PICTURES ? undefined : 'lazy'} decoding="async" />
                      <span className="gallery-zoom" aria-hidden="true"><Icon name="search" size={20} /></span>
                    </a>
                    <figcaption>
                      <span className="gallery-cat">{g.category}</span>
                      <strong data-title="">{g.title}</strong>
                      <span className="gallery-desc">{g.description}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
            <dialog className="lightbox" aria-label="Picture viewer">
              <div className="lightbox-inner">
                <button type="button" className="lightbox-btn lightbox-close" data-close="" aria-label="Close"><Icon name="close" size={24} /></button>
                <figure className="lightbox-figure">
                  <img data-lightbox-img="" src={galleryImage(gallery[0]!)} width="600" height="450" alt={gallery[0]!.alt} loading="lazy" />
                  <figcaption><span data-lightbox-caption="">{gallery[0]!.title}</span> <span className="lightbox-count" data-lightbox-count="" /></figcaption>
                </figure>
                <button type="button" className="lightbox-btn lightbox-prev" data-prev="" aria-label="Previous picture"><Icon name="left" size={24} /></button>
                <button type="button" className="lightbox-btn lightbox-next" data-next="" aria-label="Next picture"><Icon name="right" size={24} /></button>
              </div>
            </dialog>
          </div>
        </section>
        <CtaBand cta={portfolioPage.cta} id="portfolio-cta-h" />
      </>
    ),
  };
}
