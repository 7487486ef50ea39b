import type { ReactNode } from 'react';
import { Header } from './Header.server';
import { Ticker } from './Ticker';
import { Footer } from './Footer.server';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useLocale } from '@platform/i18n/locale';
import type { Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * Everything around a page's own content: skip link, header, ticker, footer (with the scroll-to-top
 * link). The ticker follows the header in the document, so Tab meets the skip link and the header
 * first; CSS shows it above the header.
 */
export function SiteShell({
  path,
  search,
  pageLocales,
  year,
  children,
}: {
  path: string;
  search: string;
  pageLocales: readonly Locale[];
  year: number;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.shell_skip({}, { locale })}
      </a>
      <div id="top" tabIndex={-1} />
      <Header path={path} switcher={<LanguageSwitcher path={path} search={search} pageLocales={pageLocales} />} />
      <Ticker />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} />
    </>
  );
}
