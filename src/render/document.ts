import { escapeHtml, jsonForScript } from './escape';
import { clientAssets } from './assets';
import type { ResolvedHead } from './seo';
import { site } from '../content/site';

/**
 * The start of every HTML document up to and including `<body>`: written to the stream before
 * React renders a byte, so the browser fetches the stylesheet and scripts while the body renders.
 */
export function documentStart(head: ResolvedHead, preloadIslands: readonly string[] = []): string {
  const e = escapeHtml;
  const preloads = new Set(['header', ...preloadIslands].flatMap(clientAssets.islandFiles));
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    `<meta name="keywords" content="${e(head.keywords)}">`,
    `<meta name="author" content="${e(head.author)}">`,
    `<meta name="robots" content="${head.robots}">`,
    `<link rel="canonical" href="${e(head.canonical)}">`,
    `<meta name="theme-color" content="#0f3d2e">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${clientAssets.stylesheet}">`,
    `<script type="module" src="${clientAssets.entry}"></script>`,
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}">`),
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:site_name" content="${e(site.name)}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.canonical)}">`,
    `<meta property="og:image" content="${e(head.image)}">`,
    `<meta property="og:locale" content="en_IN">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(head.title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
    `<meta name="twitter:image" content="${e(head.image)}">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    '</head><body>',
  ].join('');
}

export const documentEnd = '</body></html>';
