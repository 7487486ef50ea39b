import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { documentEnd, documentStart } from './document';
import { resolveHead, type PageMeta } from './seo';
import { cachePolicy } from './cache';
import { SiteShell } from '../components/SiteShell';

/** What a page handler returns: its head fields and body, and optionally a status. */
export interface PageView {
  meta: PageMeta;
  body: ReactNode;
  status?: number;
  /** Islands above the fold whose modules the head should preload. */
  preloadIslands?: string[];
  /** Cache-Control for the page; defaults to the shared page policy. */
  cache?: string;
}

const encoder = new TextEncoder();
const FAILURE_NOTICE =
  '<main id="main"><div class="container section"><h1>Sorry, this page could not be shown.</h1><p>Please reload, or go to the <a href="/">home page</a>.</p></div></main>';

/**
 * Streams a page: the document head is written at once (so the browser starts on the stylesheet
 * and scripts), then React streams the body inside the site shell. The status is decided before
 * the first byte; a render failure after that is logged and replaced by a short notice.
 */
export function renderPage(c: Context, view: PageView): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const path = new URL(c.req.url).pathname;
  const head = documentStart(resolveHead(view.meta), view.preloadIslands);

  const pump = async () => {
    const writer = writable.getWriter();
    try {
      await writer.write(encoder.encode(head));
      try {
        const body = await renderToReadableStream(
          <SiteShell path={path} year={new Date().getUTCFullYear()}>{view.body}</SiteShell>,
          { onError: (error) => console.error('render error', path, error) },
        );
        const reader = body.getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read()) await writer.write(part.value);
      } catch (error) {
        console.error('render failed', path, error);
        await writer.write(encoder.encode(FAILURE_NOTICE));
      }
      await writer.write(encoder.encode(documentEnd));
      await writer.close();
    } catch (error) {
      // The visitor went away mid-stream; nothing is left to write to.
      await writer.abort(error).catch(() => {});
    }
  };
  void pump();

  return new Response(readable, {
    status: view.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': view.cache ?? cachePolicy.page },
  });
}
