import type { ReactNode } from 'react';
import { Header } from './Header';
import { Ticker } from './Ticker';
import { Footer } from './Footer';
import { Icon } from './Icon';

/** Everything around a page's own content: skip link, ticker, header, footer, scroll-to-top. */
export function SiteShell({ path, year, children }: { path: string; year: number; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <div id="top" tabIndex={-1} />
      <Ticker />
      <Header path={path} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer year={year} />
      <a className="to-top" href="#top" data-to-top="" aria-label="Back to top">
        <Icon name="up" size={22} />
      </a>
    </>
  );
}
