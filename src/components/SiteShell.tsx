import type { ReactNode } from 'react';
import { Header } from './Header';
import { Ticker } from './Ticker';
import { Footer } from './Footer';

/**
 * Everything around a page's own content: skip link, header, ticker, footer (with the scroll-to-top
 * link). The ticker follows the header in the document, so Tab meets the skip link and the header
 * first; CSS shows it above the header.
 */
export function SiteShell({ path, year, children }: { path: string; year: number; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <div id="top" tabIndex={-1} />
      <Header path={path} />
      <Ticker />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer year={year} />
    </>
  );
}
