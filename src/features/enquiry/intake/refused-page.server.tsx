import type { PageView } from '@platform/render/render';
import { cachePolicy } from '@platform/render/cache';
import { PageHeader } from '@features/pages/index.server';
import { site } from '@platform/content/site';
import { HOME_CRUMB } from '@features/pages/index.server';
import { baseLocale, localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * What a form post sent from another website gets (403): why we did not take it, and the way to
 * our own form, in the language of the address it was posted to. Never indexed, never cached: the
 * address is the contact page's, whose page this is not.
 */
export function crossSitePage(message: string, locale: Locale = baseLocale): PageView {
  const l = { locale };
  const contact = '/contactus';
  return {
    meta: {
      title: m.enquiry_refused_title({}, l),
      description: m.enquiry_refused_description({ site: site.name }, l),
      path: contact,
      noindex: true,
    },
    status: 403,
    cache: cachePolicy.none,
    body: (
      <>
        <PageHeader
          trail={[
            { ...HOME_CRUMB, name: m.enquiry_crumb_home({}, l) },
            { name: m.enquiry_crumb_contact({}, l), path: contact },
          ]}
          eyebrow={m.enquiry_refused_eyebrow({}, l)}
          title={m.enquiry_refused_heading({}, l)}
          lead={message}
        />
        <section className="section" aria-label={m.enquiry_refused_what({}, l)}>
          <div className="container narrow">
            <p>
              {m.enquiry_refused_before({ site: site.name }, l)} <a href={`mailto:${site.email}`}>{site.email}</a>.
            </p>
            <p>
              <a className="btn btn-primary" href={localePath(locale, contact)}>
                {m.enquiry_refused_button({}, l)}
              </a>
            </p>
          </div>
        </section>
      </>
    ),
  };
}
