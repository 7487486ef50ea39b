import { Icon } from '../Icon';
import type { CallToAction } from '../../content/schema';
import { site } from '../../content/site';
import { reveal } from './Reveal';

/**
 * The call to enquire that closes a content page (and the home page's Get in Touch banner):
 * heading, a line of text, the button to the enquiry page, and the phone number for those who
 * would rather call. Like a section head, its eyebrow (Get in Touch) begins the heading's text.
 */
export function CtaBand({ cta, id }: { cta: CallToAction; id: string }) {
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div className="container cta-inner" {...reveal()}>
        <div>
          {cta.eyebrow && <span className="eyebrow" aria-hidden="true">{cta.eyebrow}</span>}
          <h2 id={id}>{cta.eyebrow && <span className="visually-hidden">{cta.eyebrow}: </span>}{cta.title}</h2>
          <p>{cta.text}</p>
        </div>
        <div className="cta-actions">
          <a className="btn btn-accent" href={cta.href}>{cta.button}</a>
          <a className="cta-phone" href={`tel:${site.phone.e164}`}><Icon name="phone" size={18} /> {site.phone.display}</a>
        </div>
      </div>
    </section>
  );
}
