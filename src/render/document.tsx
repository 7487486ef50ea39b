import { Suspense, type ReactNode } from 'react';
import { jsonForScript } from './escape';
import { clientAssets } from './assets';
import type { ResolvedHead } from './seo';
import { site } from '../content/site';
import { SiteShell } from '../components/SiteShell';
import { FOOTER_ID } from '../components/Footer';

export interface DocumentProps {
  head: ResolvedHead;
  /** Path of the page, for the navigation's current marks. */
  path: string;
  children: ReactNode;
}

/** Shown in place of a page's content when rendering it fails after the response has started. */
export function FailureNotice() {
  return (
    <div className="container section">
      <h1>Sorry, this page could not be shown.</h1>
      <p>Please reload, or go to the <a href="/">home page</a>.</p>
    </div>
  );
}

/**
 * The whole HTML document of every page: the head from the page's fields merged over the site's
 * defaults (title, description, keywords, author, canonical, robots, Open Graph, Twitter,
 * JSON-LD), the stylesheet and the client entry, then the site shell around the page's content.
 * The content sits in a Suspense boundary whose fallback is the failure notice, so a component
 * that throws while the page streams leaves a page with its header, footer and a way on.
 */
export function Document({ head, path, children }: DocumentProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="keywords" content={head.keywords} />
        <meta name="author" content={head.author} />
        <meta name="robots" content={head.robots} />
        <link rel="canonical" href={head.canonical} />
        <meta name="theme-color" content="#0f3d2e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={clientAssets.stylesheet} />
        {/* No paint before the footer starts, so before the header and main content are parsed: a paint of a half-parsed header or section would shift it as the rest arrives. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <script type="module" src={clientAssets.entry} data-hydrator={clientAssets.hydrator} data-fader={clientAssets.reveal} data-later={clientAssets.later} />
        <meta property="og:type" content={head.ogType} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        <meta property="og:image" content={head.image} />
        <meta property="og:locale" content="en_IN" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={head.image} />
        {head.jsonLd.map((data, i) => <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />)}
      </head>
      <body>
        <SiteShell path={path} year={new Date().getUTCFullYear()}>
          <Suspense fallback={<FailureNotice />}>{children}</Suspense>
        </SiteShell>
      </body>
    </html>
  );
}
