import type { PageView } from '../render/render';
import { breadcrumbJsonLd, canonicalUrl } from '../render/seo';
import { cachePolicy } from '../render/cache';
import { Icon } from '../components/Icon';
import { EnquiryForm, type EnquiryFormState } from '../components/EnquiryForm';
import { contactContent as text, whatsappUrl } from '../content/contact';
import { addressLine, site } from '../content/site';
import { productImage } from '../content/products';

/** Three pouches drawn beside the heading on wide screens. */
const heroPouches = ['gold-zipper', 'kraft-with-window', 'coloured-window-zipper'];

export const contactMeta = {
  title: 'Contact Us — Get a Quote for Custom Printed Pouches',
  description: `Ask ${site.name} for a quote on custom printed stand-up and zipper pouches: send an enquiry, e-mail or WhatsApp us. We reply within 24 hours.`,
  path: '/contactus',
  keywords: ['contact', 'pouch quote', 'custom pouch enquiry', 'printed pouch price', 'packaging manufacturer Tamil Nadu'],
} as const;

const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * The contact page (spec §2 Contact): heading, the enquiry form, Get in Touch (e-mail, a WhatsApp
 * chat for the phone, the map), Why Reach Out, and the 24-hour reply promise. It carries a fresh
 * idempotency key and start time in every form, so it is never cached.
 */
export function contactPage(form: EnquiryFormState, status = 200): PageView {
  return {
    meta: {
      ...contactMeta,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: contactMeta.title,
          url: canonicalUrl(contactMeta.path),
          about: { '@id': `${site.origin}/#organization` },
        },
        breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Contact Us', path: contactMeta.path }]),
      ],
    },
    status,
    cache: cachePolicy.none,
    body: (
      <>
        <section className="contact-hero" aria-labelledby="contact-title">
          <div className="container contact-hero-inner">
            <div>
              <p className="eyebrow">{text.eyebrow}</p>
              <h1 id="contact-title">{text.title}</h1>
              <p className="contact-lead">{text.intro}</p>
              <p className="reply-badge"><Icon name="clock" size={18} /> {text.replyPromise}</p>
            </div>
            <div className="contact-hero-art" aria-hidden="true">
              {heroPouches.map((slug) => <img key={slug} src={productImage({ slug })} width="150" height="180" alt="" loading="lazy" />)}
            </div>
          </div>
        </section>

        <div className="section contact-body">
          <div className="container contact-grid">
            <section className="contact-card form-card" id="enquiry" aria-labelledby="enquiry-title">
              <h2 id="enquiry-title">{text.formTitle}</h2>
              <p className="form-intro">{text.formIntro}</p>
              <EnquiryForm state={form} />
            </section>

            <div className="contact-side">
              <section className="contact-card touch-card" aria-labelledby="touch-title">
                <h2 id="touch-title">{text.touchTitle}</h2>
                <ul className="touch-list">
                  <li>
                    <span className="touch-icon"><Icon name="mail" /></span>
                    <span>
                      <span className="touch-label">Email</span>
                      <a href={`mailto:${site.email}`}>{site.email}</a>
                    </span>
                  </li>
                  <li>
                    <span className="touch-icon"><Icon name="chat" /></span>
                    <span>
                      <span className="touch-label">Phone &amp; WhatsApp</span>
                      <a href={whatsappUrl()} target="_blank" rel="noopener">
                        {site.phone.display}{newTab}
                      </a>
                      <span className="touch-hint">Opens a WhatsApp chat</span>
                    </span>
                  </li>
                  <li>
                    <span className="touch-icon"><Icon name="pin" /></span>
                    <span>
                      <span className="touch-label">Location</span>
                      <a href={site.mapUrl} target="_blank" rel="noopener">
                        {addressLine()}{newTab}
                      </a>
                      <span className="touch-hint">Opens the map</span>
                    </span>
                  </li>
                </ul>
                <a className="btn btn-primary touch-cta" href={whatsappUrl()} target="_blank" rel="noopener">
                  <Icon name="chat" size={18} /> Chat on WhatsApp{newTab}
                </a>
              </section>
              <section className="contact-card tips-card" aria-labelledby="tips-title">
                <h2 id="tips-title">{text.tips.title}</h2>
                <ul className="tips">
                  {text.tips.items.map((item) => <li key={item}><Icon name="check" size={18} /> {item}</li>)}
                </ul>
              </section>
            </div>
          </div>
        </div>

        <section className="section section-alt reasons-section" aria-labelledby="reasons-title">
          <div className="container">
            <div className="section-head">
              <h2 id="reasons-title">{text.reasonsTitle}</h2>
              <p>{text.reasonsIntro}</p>
            </div>
            <ol className="reasons">
              {text.reasons.map((r, i) => (
                <li key={r.title}>
                  <span className="reason-number" aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
                  <h3>{r.title}</h3>
                  <p>{r.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </>
    ),
  };
}
