import type { PageView } from '@platform/render/render';
import { breadcrumbJsonLd, canonicalUrl, ORGANIZATION_ID } from '@platform/render/seo';
import { cachePolicy } from '@platform/render/cache';
import { Icon } from '@platform/ui/Icon';
import { EnquiryForm, type EnquiryFormState } from './EnquiryForm.server';
import { contactContent as text, whatsappUrl } from './contact-content';
import { addressLine, site } from '@platform/content/site';
import { productImage } from '@features/catalogue';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** Three pouches drawn beside the heading on wide screens. */
const heroPouches = ['gold-zipper', 'kraft-with-window', 'coloured-window-zipper'];

/** The contact page's head fields in `locale`; `path` is the English path. */
export const contactMetaIn = (locale: Locale) => ({
  title: text.seo.title[locale],
  description: text.seo.description[locale],
  path: '/contactus',
  keywords: text.seo.keywords[locale],
});
export const contactMeta = contactMetaIn(baseLocale);

/**
 * The contact page: heading, the enquiry form, Get in Touch (e-mail, a WhatsApp
 * chat for the phone, the map), Why Reach Out, and the 24-hour reply promise, in `locale`. It
 * carries a fresh idempotency key and start time in every form, so it is never cached.
 */
export function contactPage(form: EnquiryFormState, status = 200, locale: Locale = baseLocale): PageView {
  const l = { locale };
  const meta = contactMetaIn(locale);
  const newTab = <span className="visually-hidden">{m.shell_new_tab({}, l)}</span>;
  const whatsapp = whatsappUrl(text.whatsappGreeting, locale);
  return {
    meta: {
      ...meta,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: meta.title,
          url: canonicalUrl(localePath(locale, meta.path)),
          about: { '@id': ORGANIZATION_ID },
        },
        breadcrumbJsonLd(
          [
            { name: m.enquiry_crumb_home({}, l), path: '/' },
            { name: m.enquiry_crumb_contact({}, l), path: meta.path },
          ],
          locale,
        ),
      ],
    },
    status,
    cache: cachePolicy.none,
    body: (
      <>
        <section className="contact-hero" aria-labelledby="contact-title">
          <div className="container contact-hero-inner">
            <div>
              <p className="eyebrow">{text.eyebrow[locale]}</p>
              <h1 id="contact-title">{text.title[locale]}</h1>
              <p className="contact-lead">{text.intro[locale]}</p>
              <p className="reply-badge">
                <Icon name="clock" size={18} /> {text.replyPromise[locale]}
              </p>
            </div>
            <div className="contact-hero-art" aria-hidden="true">
              {heroPouches.map((slug) => (
                <img key={slug} src={productImage({ slug })} width="150" height="180" alt="" loading="lazy" />
              ))}
            </div>
          </div>
        </section>

        <div className="section contact-body">
          <div className="container contact-grid">
            <section className="contact-card form-card" id="enquiry" aria-labelledby="enquiry-title">
              <h2 id="enquiry-title">{text.formTitle[locale]}</h2>
              <p className="form-intro">{text.formIntro[locale]}</p>
              <EnquiryForm state={form} />
            </section>

            <div className="contact-side">
              <section className="contact-card touch-card" aria-labelledby="touch-title">
                <h2 id="touch-title">{text.touchTitle[locale]}</h2>
                <ul className="touch-list">
                  <li>
                    <span className="touch-icon">
                      <Icon name="mail" />
                    </span>
                    <span>
                      <span className="touch-label">{m.enquiry_touch_email({}, l)}</span>
                      <a href={`mailto:${site.email}`}>{site.email}</a>
                    </span>
                  </li>
                  <li>
                    <span className="touch-icon">
                      <Icon name="chat" />
                    </span>
                    <span>
                      <span className="touch-label">{m.enquiry_touch_phone({}, l)}</span>
                      <a href={whatsapp} target="_blank" rel="noopener">
                        {site.phone.display}
                        {newTab}
                      </a>
                      <span className="touch-hint">{m.enquiry_touch_phone_hint({}, l)}</span>
                    </span>
                  </li>
                  <li>
                    <span className="touch-icon">
                      <Icon name="pin" />
                    </span>
                    <span>
                      <span className="touch-label">{m.enquiry_touch_location({}, l)}</span>
                      <a href={site.mapUrl} target="_blank" rel="noopener">
                        {locale === baseLocale ? addressLine() : <span lang="en">{addressLine()}</span>}
                        {newTab}
                      </a>
                      <span className="touch-hint">{m.enquiry_touch_location_hint({}, l)}</span>
                    </span>
                  </li>
                </ul>
                <a className="btn btn-primary touch-cta" href={whatsapp} target="_blank" rel="noopener">
                  <Icon name="chat" size={18} /> {m.enquiry_touch_chat({}, l)}
                  {newTab}
                </a>
              </section>
              <section className="contact-card tips-card" aria-labelledby="tips-title">
                <h2 id="tips-title">{text.tips.title[locale]}</h2>
                <ul className="tips">
                  {text.tips.items.map((item) => (
                    <li key={item.en}>
                      <Icon name="check" size={18} /> {item[locale]}
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </div>

        <section className="section section-alt reasons-section" aria-labelledby="reasons-title">
          <div className="container">
            <div className="section-head">
              <h2 id="reasons-title">{text.reasonsTitle[locale]}</h2>
              <p>{text.reasonsIntro[locale]}</p>
            </div>
            <ol className="reasons">
              {text.reasons.map((r, i) => (
                <li key={r.title.en}>
                  <span className="reason-number" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <h3>{r.title[locale]}</h3>
                  <p>{r.text[locale]}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </>
    ),
  };
}
