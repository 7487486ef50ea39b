import type { ReactNode } from 'react';
import { Header } from './Header';
import { Ticker } from './Ticker';
import { Footer } from './Footer';

/** Everything around a page's own content: skip link, ticker, header, footer (with the scroll-to-top link). */
export function SiteShell({ path, year, children }: { path: string; year: number; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <div id="top" tabIndex={-1} />
      <Ticker />
      <Header path={path} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer year={year} />
    </>
  );
}
