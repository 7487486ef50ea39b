import { Suspense } from 'react';
import { jsonForScript } from '@platform/render/escape';
import { assetsFor } from '@platform/render/assets';
import type { DocumentProps } from '@platform/render/render';
import { site } from '@platform/content/site';
import { SiteShell } from './SiteShell';
import { FOOTER_ID } from './Footer.server';
import { LocaleContext, useLocale } from '@platform/i18n/locale';
import { localePath, localeTag, ogLocale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** Shown in place of a page's content when rendering it fails after the response has started. */
export function FailureNotice() {
  const locale = useLocale();
  return (
    <div className="container section">
      <h1>{m.shell_failure_title({}, { locale })}</h1>
      <p>
        {m.shell_failure_before({}, { locale })} <a href={localePath(locale, '/')}>{m.shell_failure_home({}, { locale })}</a>.
      </p>
    </div>
  );
}

/**
 * The whole HTML document of every page: the head from the page's fields merged over the site's
 * defaults (title, description, keywords, author, canonical, robots, Open Graph, Twitter), the
 * stylesheet and the client entry, then the site shell around the page's content, then the page's
 * JSON-LD.
 * The content sits in a Suspense boundary whose fallback is the failure notice, so a component
 * that throws while the page streams leaves a page with its header, footer and a way on.
 */
export function Document({ head, path, search, locale, pageLocales, children }: DocumentProps) {
  const assets = assetsFor(locale);
  return (
    <html lang={localeTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="keywords" content={head.keywords} />
        <meta name="author" content={head.author} />
        <meta name="robots" content={head.robots} />
        <link rel="canonical" href={head.canonical} />
        {head.alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        <meta name="theme-color" content="#0f3d2e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.stylesheet} />
        {/* No paint before the footer starts, so before the header and main content are parsed: a paint of a half-parsed header or section would shift it as the rest arrives. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <script
          type="module"
          src={assets.entry}
          data-hydrator={assets.hydrator}
          data-hydrator-imports={assets.hydratorImports}
          data-fader={assets.reveal}
          data-later={assets.later}
        />
        <meta property="og:type" content={head.ogType} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        <meta property="og:image" content={head.image} />
        <meta property="og:locale" content={ogLocale[locale]} />
        {pageLocales
          .filter((l) => l !== locale)
          .map((l) => (
            <meta key={l} property="og:locale:alternate" content={ogLocale[l]} />
          ))}
        {/* X reads the title, description and image of its card from the Open Graph tags above when it has no twitter: ones. */}
        <meta name="twitter:card" content="summary_large_image" />
      </head>
      <body>
        <LocaleContext value={locale}>
          <SiteShell path={path} search={search} pageLocales={pageLocales} year={new Date().getUTCFullYear()}>
            <Suspense fallback={<FailureNotice />}>{children}</Suspense>
          </SiteShell>
        </LocaleContext>
        {/* Structured data last, after the content it restates (decision 061): its questions, answers and descriptions then compress against the page's own words, and it was the head's largest part. */}
        {head.jsonLd.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ))}
      </body>
    </html>
  );
}
