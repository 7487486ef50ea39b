import { addressLine, site } from '../content/site';
import { footerAbout, footerImportantLinks, footerQuickLinks } from '../content/shell';
import { Island } from './Island';
import ToTop from '../../client/islands/to-top';

/** The footer's id: the document holds its first paint until the parser reaches it (render/document.tsx). */
export const FOOTER_ID = 'site-footer';

export function Footer({ year }: { year: number }) {
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="container footer-grid">
        <section aria-labelledby="f-about">
          <h2 id="f-about">About Us</h2>
          <p>{footerAbout}</p>
          <a className="link-arrow" href="/aboutus">Learn More <span aria-hidden="true">→</span></a>
        </section>
        <nav aria-labelledby="f-quick">
          <h2 id="f-quick">Quick Links</h2>
          <ul>{footerQuickLinks.map((l) => <li key={l.href}><a href={l.href}>{l.label}</a></li>)}</ul>
        </nav>
        <nav aria-labelledby="f-important">
          <h2 id="f-important">Important Links</h2>
          <ul>{footerImportantLinks.map((l) => <li key={l.href}><a href={l.href}>{l.label}</a></li>)}</ul>
        </nav>
        <section aria-labelledby="f-contact">
          <h2 id="f-contact">Contact</h2>
          <address>
            <p>{addressLine()}</p>
            <p><a href={`tel:${site.phone.e164}`}>{site.phone.display}</a></p>
            <p><a href={`mailto:${site.email}`}>{site.email}</a></p>
          </address>
          <h2 id="f-follow" className="footer-sub">Follow Us</h2>
          <ul className="social" aria-labelledby="f-follow">
            <li><a href={site.social.instagram} rel="noopener" target="_blank">Instagram<span className="visually-hidden"> (opens in a new tab)</span></a></li>
            <li><a href={site.social.facebook} rel="noopener" target="_blank">Facebook<span className="visually-hidden"> (opens in a new tab)</span></a></li>
          </ul>
        </section>
      </div>
      <p className="copyright container">© {year} {site.legalName}. All rights reserved.</p>
      {/* Fixed to the corner of the screen (on a phone, the footer's last line); inside the footer so that it belongs to a landmark. */}
      <Island of={ToTop} props={{}} load="interaction" />
    </footer>
  );
}
