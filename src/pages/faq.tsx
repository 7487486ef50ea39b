import type { PageView } from '../render/render';
import { Icon } from '../components/Icon';
import { PageHeader } from '../components/content/PageHeader';
import { FaqAccordion } from '../components/content/FaqAccordion';
import { faqPage, faqs } from '../content/faq';
import { site } from '../content/site';
import { contentMeta, HOME_CRUMB } from './content-meta';
import { faqJsonLd } from '../render/faq-json-ld';
import { ArtworkGuide } from '../components/content/ArtworkGuide';

const trail = [HOME_CRUMB, { name: 'FAQ', path: '/faq' }];

/** /faq: the fifteen questions as one exclusive accordion (first open), and a way to ask more. */
export function faqPageView(): PageView {
  return {
    meta: contentMeta({ seo: faqPage.seo, trail, jsonLd: [faqJsonLd(faqs)] }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow="FAQ" title={faqPage.heading} lead={faqPage.lead} />
        <div className="section">
          <div className="container faq-layout">
            <FaqAccordion items={faqs} group="faq" headingLevel={2} />
            <aside className="faq-aside" aria-labelledby="faq-aside-h">
              <h2 id="faq-aside-h">{faqPage.asideTitle}</h2>
              <p>{faqPage.asideText}</p>
              <a className="btn btn-accent" href="/contactus">Ask Us</a>
              <ul className="contact-lines">
                <li><a href={`tel:${site.phone.e164}`}><Icon name="phone" size={18} /> {site.phone.display}</a></li>
                <li><a href={`mailto:${site.email}`}><Icon name="mail" size={18} /> {site.email}</a></li>
              </ul>
            </aside>
          </div>
        </div>
        <section className="section section-alt" aria-labelledby="artwork-title">
          <div className="container narrow">
            <ArtworkGuide id="artwork-title" />
          </div>
        </section>
      </>
    ),
  };
}
