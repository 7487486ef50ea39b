import type { Context, MiddlewareHandler } from 'hono';
import type { ComponentType, ReactNode } from 'react';
import { reactRenderer } from '@hono/react-renderer';
import { resolveHead, type PageMeta, type ResolvedHead } from './seo';
import { cachePolicy } from './cache';
import type { AppEnv } from '@platform/app-env';
import { splitLocale, type Locale } from '@platform/i18n/locales';

/** What a page handler returns: its head fields and body, and optionally a status. */
export interface PageView {
  meta: PageMeta;
  body: ReactNode;
  status?: number;
  /** Cache-Control for the page; defaults to the shared page policy. */
  cache?: string;
}

declare module '@hono/react-renderer' {
  interface Props {
    head: ResolvedHead;
    path: string;
    search: string;
    locale: Locale;
    pageLocales: readonly Locale[];
  }
}

/** What the document (the site shell's, src/features/shell/Document.tsx) is rendered from. */
export interface DocumentProps {
  head: ResolvedHead;
  /** English path of the page, for the navigation's current marks and the language switcher. */
  path: string;
  /** The address's query string, kept by the language switcher. */
  search: string;
  /** The language of the page. */
  locale: Locale;
  /** The languages the page exists in. */
  pageLocales: readonly Locale[];
  children: ReactNode;
}

/**
 * Every document goes through `@hono/react-renderer`: the layout (`Document`, the site shell's) renders
 * `<html>`, `<head>` and `<body>`, and React's edge renderer streams it. The response starts when
 * React's shell is ready, so the status is decided before the first byte; a page component that
 * fails after that is logged and shows the failure notice (the Suspense fallback) inside the shell.
 */
export const documentRenderer = (Document: ComponentType<DocumentProps>): MiddlewareHandler =>
  reactRenderer(({ children, ...props }) => <Document {...props}>{children}</Document>, {
    stream: { 'content-type': 'text/html; charset=utf-8' },
    readableStreamOptions: {
      // Never outline a finished boundary: React would move it into place with an inline script,
      // which the Content-Security-Policy forbids. Pages render synchronously, so nothing is lost.
      progressiveChunkSize: Infinity,
      onError: (error) => console.error('render error', error),
    },
  });

/** Renders a page view as the response: its status and cache policy, then `c.render` with its head fields. */
export function renderPage(c: Context, view: PageView): Response | Promise<Response> {
  c.status((view.status ?? 200) as 200);
  c.header('cache-control', view.cache ?? cachePolicy.page);
  const url = new URL(c.req.url);
  const { locale, path } = splitLocale(url.pathname);
  // The languages the page is in, for the switcher: the matched route's (a 404 under /hi/ has its own alone).
  const pageLocales = view.status === 404 ? [locale] : ((c as Context<AppEnv>).get('pageLocales') ?? [locale]);
  // hreflang alternates only between pages search engines index.
  // biome-ignore lint/complexity/noUselessFragments: the renderer takes an element, and a page's body may be any node
  return c.render(<>{view.body}</>, {
    head: resolveHead(view.meta, locale, view.meta.noindex ? [locale] : pageLocales),
    path,
    search: url.search,
    locale,
    pageLocales,
  });
}
