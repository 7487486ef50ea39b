import { addressLine, site } from '@platform/content/site';
import { footerAbout, footerImportantLinks, footerQuickLinks } from './nav';
import { useLocale } from '@platform/i18n/locale';
import { baseLocale, localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The footer's id: the document holds its first paint until the parser reaches it (src/features/shell/Document.tsx). */
export const FOOTER_ID = 'site-footer';

export function Footer({ year }: { year: number }) {
  const locale = useLocale();
  const l = { locale };
  // The address and the company's name are written in English: a Hindi or Tamil page says so.
  const english = locale === baseLocale ? undefined : 'en';
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="container footer-grid">
        <section aria-labelledby="f-about">
          <h2 id="f-about">{m.shell_footer_about({}, l)}</h2>
          <p>{footerAbout[locale]}</p>
          <a className="link-arrow" href={localePath(locale, '/aboutus')}>
            {`${m.shell_footer_learn_more({}, l)} `}
            <span aria-hidden="true">→</span>
          </a>
        </section>
        <nav aria-labelledby="f-quick">
          <h2 id="f-quick">{m.shell_footer_quick({}, l)}</h2>
          <ul>
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <a href={localePath(locale, link.href)}>{link.label[locale]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="f-important">
          <h2 id="f-important">{m.shell_footer_important({}, l)}</h2>
          <ul>
            {footerImportantLinks.map((link) => (
              <li key={link.href}>
                <a href={localePath(locale, link.href)}>{link.label[locale]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="f-contact">
          <h2 id="f-contact">{m.shell_footer_contact({}, l)}</h2>
          <address>
            <p lang={english}>{addressLine()}</p>
            <p>
              <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
          <h2 id="f-follow" className="footer-sub">
            {m.shell_footer_follow({}, l)}
          </h2>
          <ul className="social" aria-labelledby="f-follow">
            <li>
              <a href={site.social.instagram} rel="noopener" target="_blank">
                Instagram<span className="visually-hidden">{m.shell_new_tab({}, l)}</span>
              </a>
            </li>
            <li>
              <a href={site.social.facebook} rel="noopener" target="_blank">
                Facebook<span className="visually-hidden">{m.shell_new_tab({}, l)}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright container">
        {`© ${year} `}
        <span lang={english}>{`${site.legalName}.`}</span>
        {` ${m.shell_rights({}, l)}`}
      </p>
    </footer>
  );
}
