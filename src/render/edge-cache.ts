import type { Context, MiddlewareHandler } from 'hono';
import { buildVersion } from './assets';

export interface EdgeCacheOptions {
  /** The cache to use; defaults to the data centre's shared cache (`caches.default`). */
  cache?: () => Cache | undefined;
  /** Paths never looked up or stored, such as API answers. */
  skip?: (path: string) => boolean;
}

/** Header telling whether the edge answered from its cache (`hit`) or rendered (`miss`). */
export const EDGE_CACHE_HEADER = 'x-edge-cache';

/**
 * Keeps whole HTML pages in the edge cache (Cache API), so a repeat view of a page that carries
 * nothing per visitor is answered without rendering it again.
 *
 * Only GET is looked up, and only a 200 HTML answer whose own Cache-Control lets a shared cache
 * keep it (`public` with `s-maxage`, as `cachePolicy.page` in cache.ts) is stored, for as long
 * as that header says. Form results, `no-store` answers, errors and 404s are never stored.
 * The key is the full URL (path and query) plus the build version: a deploy that changes the
 * client bundle never serves a page that names scripts or styles that are gone.
 *
 * @example app.use(edgeCache({ skip: (path) => path.startsWith('/api/') }))
 */
export function edgeCache(options: EdgeCacheOptions = {}): MiddlewareHandler {
  const getCache = options.cache ?? defaultCache;
  return async (c, next) => {
    const cache = c.req.method === 'GET' && !options.skip?.(c.req.path) ? getCache() : undefined;
    const waitUntil = cache && executionContext(c);
    if (!cache || !waitUntil) return next();

    const key = cacheKey(c.req.url);
    const hit = await cache.match(key);
    if (hit) {
      const res = new Response(hit.body, hit);
      res.headers.set(EDGE_CACHE_HEADER, 'hit');
      return res;
    }

    await next();
    if (!storable(c.res)) return;
    const stored = c.res.clone();
    c.res.headers.set(EDGE_CACHE_HEADER, 'miss');
    waitUntil(cache.put(key, stored).catch((error: unknown) => console.error('edge cache put failed', c.req.path, error)));
  };
}

/** The data centre's shared cache, when running in the Workers runtime (the DOM typings lack it). */
export const defaultCache = (): Cache | undefined => (globalThis as { caches?: { default?: Cache } }).caches?.default;

/** The cache key of a page: its URL under a prefix naming the build, query string kept. */
export function cacheKey(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.origin}/__page/${buildVersion}${url.pathname}${url.search}`;
}

/** A 200 HTML answer whose Cache-Control lets a shared cache keep it, and that sets no cookie. */
export function storable(res: Response): boolean {
  if (res.status !== 200 || !res.body) return false;
  if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (res.headers.has('set-cookie') || res.headers.get('vary') === '*') return false;
  const directives = (res.headers.get('cache-control') ?? '').toLowerCase().split(',').map((d) => d.trim());
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return false;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  return directives.includes('public') && !!sMaxAge && Number(sMaxAge.slice('s-maxage='.length)) > 0;
}

function executionContext(c: Context): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    // Called without a runtime context (app.request in a unit test): nothing can finish later.
    return undefined;
  }
}
