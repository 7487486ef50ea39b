import { Icon } from '@platform/ui/Icon';
import type { TextCallToAction } from '@platform/content/blocks';
import { site } from '@platform/content/site';
import { reveal } from './Reveal';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';

/**
 * The call to enquire that closes a content page (and the home page's Get in Touch banner):
 * heading, a line of text, the button to the enquiry page, and the phone number for those who
 * would rather call. Like a section head, its eyebrow (Get in Touch) begins the heading's text.
 */
export function CtaBand({ cta, id }: { cta: TextCallToAction; id: string }) {
  const locale = useLocale();
  const eyebrow = cta.eyebrow?.[locale];
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div className="container cta-inner" {...reveal()}>
        <div>
          <h2 id={id}>
            {eyebrow && (
              <span className="eyebrow">
                {eyebrow}
                <span className="visually-hidden">: </span>
              </span>
            )}
            {cta.title[locale]}
          </h2>
          <p>{cta.text[locale]}</p>
        </div>
        <div className="cta-actions">
          <a className="btn btn-accent" href={localePath(locale, cta.href)}>
            {cta.button[locale]}
          </a>
          <a className="cta-phone" href={`tel:${site.phone.e164}`}>
            <Icon name="phone" size={18} /> {site.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
