import type { Context, MiddlewareHandler } from 'hono';
import { buildVersion } from './assets';

export interface EdgeCacheOptions {
  /** Whether to use the cache for this request at all (default: always). */
  enabled?: (c: Context) => boolean;
  /** The shared cache; defaults to the data centre's (`caches.default`). */
  cache?: () => Cache | undefined;
  /** Paths never looked up or stored, such as API answers. */
  skip?: (path: string) => boolean;
  /**
   * Views of an address, within this isolate, before its page is stored (default 2): addresses
   * seen once (a unique query string, an ad click id) never cost a store nor fill the cache.
   */
  storeOnView?: number;
  /** Bytes of page bodies the isolate keeps in memory in front of the shared cache (default 4 MB). */
  memoryBytes?: number;
}

/** Says where a page came from: `miss` (rendered), `hit` (shared cache) or `memory` (this isolate). */
export const EDGE_CACHE_HEADER = 'x-edge-cache';

/**
 * Keeps whole HTML pages (and generated files) at the edge, so a repeat view of a page that
 * carries nothing per visitor is answered without rendering it again. Two tiers: the isolate's memory (no I/O at all), then
 * the data centre's shared cache (Cache API), which other isolates and deploys of the same build
 * also read.
 *
 * Only GET is looked up, and only a 200 HTML answer (or a generated SVG or PDF file) whose own
 * Cache-Control lets a shared cache keep it (`public` with `s-maxage`, as `cachePolicy.page` in cache.ts) is stored, for as long
 * as its `s-maxage` says; form results, `no-store` answers, errors and 404s never are. The key is
 * the full URL (path and query) plus the build version, so a deploy that changes the client
 * bundle never serves a page that names scripts or styles that are gone.
 *
 * @example app.use(edgeCache({ skip: (path) => path.startsWith('/api/') }))
 */
export function edgeCache(options: EdgeCacheOptions = {}): MiddlewareHandler {
  const getCache = options.cache ?? defaultCache;
  const storeOnView = options.storeOnView ?? 2;
  const views = new RecentCounts(2000);
  const memory = new MemoryTier(options.memoryBytes ?? 4_000_000);

  return async (c, next) => {
    if (c.req.method !== 'GET' || options.skip?.(c.req.path) || options.enabled?.(c) === false) return next();
    const key = cacheKey(c.req.url);
    const inMemory = memory.get(key);
    if (inMemory) return answer(inMemory, 'memory');

    const cache = getCache();
    const waitUntil = cache && executionContext(c);
    if (!cache || !waitUntil) return next();

    const shared = await cache.match(key);
    if (shared) {
      const page = await readPage(shared);
      memory.set(key, page);
      return answer(page, 'hit');
    }

    await next();
    const expires = storableUntil(c.res);
    if (!expires) return;
    c.res.headers.set(EDGE_CACHE_HEADER, 'miss');
    if (views.add(key) < storeOnView) return;
    views.delete(key);
    const copy = c.res.clone();
    const store = async () => {
      const page = await readPage(copy, expires);
      memory.set(key, page);
      await cache.put(key, new Response(page.body, { status: page.status, headers: page.headers }));
    };
    waitUntil(store().catch((error: unknown) => console.error('edge cache store failed', c.req.path, error)));
  };
}

/** The data centre's shared cache, when running in the Workers runtime (the DOM typings lack it). */
export const defaultCache = (): Cache | undefined => (globalThis as { caches?: { default?: Cache } }).caches?.default;

/** The cache key of a page: its URL under a prefix naming the build, query string kept. */
export function cacheKey(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.origin}/__page/${buildVersion}${url.pathname}${url.search}`;
}

/** What the cache keeps: pages, and the files generated from the catalogue (print templates). */
const STORED_TYPES = ['text/html', 'image/svg+xml', 'application/pdf'];

/** A 200 HTML (or generated SVG or PDF) answer whose Cache-Control lets a shared cache keep it, and that sets no cookie. */
export const storable = (res: Response): boolean => storableUntil(res) > 0;

/** When a storable answer expires (ms since the epoch), or 0 when it may not be stored. */
function storableUntil(res: Response, now = Date.now()): number {
  if (res.status !== 200 || !res.body) return 0;
  const type = res.headers.get('content-type') ?? '';
  if (!STORED_TYPES.some((t) => type.startsWith(t))) return 0;
  if (res.headers.has('set-cookie') || res.headers.get('vary') === '*') return 0;
  const directives = (res.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache') || !directives.includes('public')) return 0;
  const seconds = Number(directives.find((d) => d.startsWith('s-maxage='))?.slice('s-maxage='.length));
  // A copy from the shared cache has already aged; it must not outlive the cache's own entry.
  const left = seconds - (Number(res.headers.get('age')) || 0);
  return left > 0 ? now + left * 1000 : 0;
}

interface StoredPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expires: number;
}

async function readPage(res: Response, expires = storableUntil(res)): Promise<StoredPage> {
  const headers = [...res.headers].filter(([name]) => name !== EDGE_CACHE_HEADER);
  return { status: res.status, headers, body: await res.arrayBuffer(), expires };
}

function answer(page: StoredPage, source: 'hit' | 'memory'): Response {
  const res = new Response(page.body, { status: page.status, headers: page.headers });
  res.headers.set(EDGE_CACHE_HEADER, source);
  return res;
}

/** Page bodies kept in the isolate, least recently used dropped first, each until it expires. */
class MemoryTier {
  private pages = new Map<string, StoredPage>();
  private bytes = 0;
  constructor(private limit: number) {}

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expires <= Date.now()) {
      this.bytes -= page.body.byteLength;
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    if (page.expires <= Date.now() || page.body.byteLength > this.limit / 8) return;
    const old = this.pages.get(key);
    if (old) this.bytes -= old.body.byteLength;
    this.pages.delete(key);
    this.pages.set(key, page);
    this.bytes += page.body.byteLength;
    for (const [oldest, dropped] of this.pages) {
      if (this.bytes <= this.limit) break;
      this.pages.delete(oldest);
      this.bytes -= dropped.body.byteLength;
    }
  }
}

/** How often each of the most recent keys was seen; the oldest are forgotten beyond `limit`. */
class RecentCounts {
  private counts = new Map<string, number>();
  constructor(private limit: number) {}

  add(key: string): number {
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > this.limit) this.counts.delete(this.counts.keys().next().value!);
    return count;
  }

  delete(key: string): void {
    this.counts.delete(key);
  }
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
