import type { Context } from 'hono';
import type { PageView } from '@platform/render/render';
import type { AppEnv } from '@platform/app-env';
import { Icon } from '@platform/ui/Icon';
import { PageHeader } from './PageHeader';
import { FaqAccordion } from './FaqAccordion.server';
import { faqPage, faqs } from './content/faq';
import { seoIn } from '@platform/content/blocks';
import { site } from '@platform/content/site';
import { contentMeta, homeCrumb } from './content-meta';
import { faqJsonLd } from '@platform/render/faq-json-ld';
import { ARTWORK_GUIDE_ANCHOR, ArtworkGuide } from '@features/print-templates/index.server';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** /faq: the fifteen questions as one exclusive accordion (first open), and a way to ask more. */
export function faqPageView(c?: Context<AppEnv>): PageView {
  const locale: Locale = c?.get('locale') ?? baseLocale;
  const name = m.content_faq_name({}, { locale });
  const trail = [homeCrumb(locale), { name, path: '/faq' }];
  return {
    meta: contentMeta({
      seo: seoIn(faqPage.seo, locale),
      trail,
      locale,
      jsonLd: [faqJsonLd(faqs.map((f) => ({ question: f.question[locale], answer: f.answer[locale] })))],
    }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={name} title={faqPage.heading[locale]} lead={faqPage.lead[locale]} />
        <div className="section">
          <div className="container faq-layout">
            <FaqAccordion items={faqs} group="faq" headingLevel={2} />
            <aside className="faq-aside" aria-labelledby="faq-aside-h">
              <h2 id="faq-aside-h">{faqPage.asideTitle[locale]}</h2>
              <p>{faqPage.asideText[locale]}</p>
              <a className="btn btn-accent" href={localePath(locale, '/contactus')}>
                {faqPage.asideButton[locale]}
              </a>
              <ul className="contact-lines">
                <li>
                  <a href={`tel:${site.phone.e164}`}>
                    <Icon name="phone" size={18} /> {site.phone.display}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${site.email}`}>
                    <Icon name="mail" size={18} /> {site.email}
                  </a>
                </li>
              </ul>
            </aside>
          </div>
        </div>
        <section id={ARTWORK_GUIDE_ANCHOR} className="section section-alt" aria-labelledby="artwork-title">
          <div className="container narrow">
            <ArtworkGuide id="artwork-title" />
          </div>
        </section>
      </>
    ),
  };
}
