import { exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, defaultCache, EDGE_CACHE_HEADER, edgeCache, storable } from './edge-cache';
import { buildVersion } from './assets';
import { cachePolicy } from './cache';

const origin = 'http://localhost';
const cache = defaultCache()!;
const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`${origin}${path}`, init));
const settle = () => new Promise((r) => setTimeout(r, 50));

/** The edge stores in the background (waitUntil): wait until the page's entry is there. */
async function stored(path: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const found = await cache.match(cacheKey(`${origin}${path}`));
    if (found) return found;
    await settle();
  }
  throw new Error(`${path} was never stored in the edge cache`);
}

describe('edge cache of pages, in workerd with the real Cache API', () => {
  it('renders the first two views, stores the page, and answers later views without rendering', async () => {
    const first = await get('/?view=repeat');
    expect(first.headers.get(EDGE_CACHE_HEADER)).toBe('miss');
    const html = await first.text();
    await settle();
    expect(await cache.match(cacheKey(`${origin}/?view=repeat`))).toBeUndefined();

    const second = await get('/?view=repeat');
    expect(second.headers.get(EDGE_CACHE_HEADER)).toBe('miss');
    await second.text();
    const entry = await stored('/?view=repeat');
    expect(entry.headers.get('cache-control')).toBe(cachePolicy.page);
    expect(await entry.text()).toBe(html);

    const third = await get('/?view=repeat');
    expect(third.status).toBe(200);
    expect(third.headers.get(EDGE_CACHE_HEADER)).toBe('memory');
    expect(third.headers.get('cache-control')).toBe(cachePolicy.page);
    expect(third.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(third.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await third.text()).toBe(html);
  });

  it('answers from the shared cache what another isolate stored, then from memory', async () => {
    await cache.put(
      cacheKey(`${origin}/?view=planted`),
      new Response('<p>from the edge cache</p>', { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cachePolicy.page } }),
    );
    const res = await get('/?view=planted');
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBe('hit');
    expect(await res.text()).toBe('<p>from the edge cache</p>');
    const again = await get('/?view=planted');
    expect(again.headers.get(EDGE_CACHE_HEADER)).toBe('memory');
    expect(await again.text()).toBe('<p>from the edge cache</p>');
  });

  it('keys by the full query string, so another query renders afresh', async () => {
    for (let i = 0; i < 2; i++) await (await get('/?view=a')).text();
    await stored('/?view=a');
    const other = await get('/?view=b');
    expect(other.headers.get(EDGE_CACHE_HEADER)).toBe('miss');
    await other.text();
  });

  it('keys by build version, so a page of an earlier build is never served', () => {
    expect(cacheKey('https://www.printpouch.example/ourproducts?x=1')).toBe(`https://www.printpouch.example/__page/${buildVersion}/ourproducts?x=1`);
    expect(buildVersion).toMatch(/^[0-9a-z]+$/);
  });

  it('never stores a 404 page', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get('/no/such/page/for/cache');
      expect(res.status).toBe(404);
      expect(res.headers.has(EDGE_CACHE_HEADER)).toBe(false);
      await res.text();
    }
    await settle();
    expect(await cache.match(cacheKey(`${origin}/no/such/page/for/cache`))).toBeUndefined();
  });

  it('does not answer POST or API requests from the cache', async () => {
    for (let i = 0; i < 3; i++) await (await get('/?view=post')).text();
    const post = await get('/?view=post', { method: 'POST', body: 'x=1' });
    expect(post.headers.has(EDGE_CACHE_HEADER)).toBe(false);
    await post.arrayBuffer();
    const api = await get('/api/anything');
    expect(api.headers.has(EDGE_CACHE_HEADER)).toBe(false);
    await api.arrayBuffer();
  });
});

describe('edge cache lifetimes', () => {
  afterEach(() => vi.useRealTimers());

  /** A one-route app whose page says how long it may be kept, counting its renders. */
  function app(cacheControl: string, enabled = true) {
    const renders = { count: 0 };
    const shared = new Map<string, Response>();
    const fakeShared = {
      match: async (key: string) => shared.get(key)?.clone(),
      put: async (key: string, res: Response) => void shared.set(key, res),
    } as unknown as Cache;
    const hono = new Hono().use(edgeCache({ cache: () => fakeShared, storeOnView: 1, enabled: () => enabled })).get('/', (c) => {
      renders.count++;
      return c.html(`<p>render ${renders.count}</p>`, 200, { 'cache-control': cacheControl });
    });
    const view = async () => {
      const ctx = createExecutionContext();
      const res = await hono.fetch(new Request(`${origin}/`), {}, ctx);
      const text = await res.text();
      await waitOnExecutionContext(ctx);
      return { source: res.headers.get(EDGE_CACHE_HEADER), text };
    };
    return { view, renders, shared };
  }

  it('keeps a page in memory only for its s-maxage', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { view, renders, shared } = app('public, max-age=10, s-maxage=30');
    expect(await view()).toEqual({ source: 'miss', text: '<p>render 1</p>' });
    expect(await view()).toEqual({ source: 'memory', text: '<p>render 1</p>' });
    vi.advanceTimersByTime(31_000);
    shared.clear(); // the shared cache expires the entry on its own
    expect(await view()).toEqual({ source: 'miss', text: '<p>render 2</p>' });
    expect(renders.count).toBe(2);
  });

  it('renders every view when switched off (npm start: PAGE_CACHE=off)', async () => {
    const { view, renders, shared } = app(cachePolicy.page, false);
    await view();
    expect(await view()).toEqual({ source: null, text: '<p>render 2</p>' });
    expect(renders.count).toBe(2);
    expect(shared.size).toBe(0);
  });

  it('never keeps a page whose policy forbids it', async () => {
    const { view, renders } = app(cachePolicy.none);
    await view();
    expect(await view()).toEqual({ source: null, text: '<p>render 2</p>' });
    expect(renders.count).toBe(2);
  });
});

describe('which answers may be stored', () => {
  const html = (cacheControl: string, init: ResponseInit = {}) =>
    new Response('<p>x</p>', { ...init, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, ...init.headers } });

  it('stores a public page with s-maxage', () => {
    expect(storable(html(cachePolicy.page))).toBe(true);
  });

  it('refuses no-store, private, no-cache and answers without s-maxage', () => {
    expect(storable(html(cachePolicy.none))).toBe(false);
    expect(storable(html('private, max-age=60'))).toBe(false);
    expect(storable(html('public, no-cache, s-maxage=60'))).toBe(false);
    expect(storable(html('public, max-age=60'))).toBe(false);
    expect(storable(html('public, s-maxage=0'))).toBe(false);
  });

  it('refuses a copy that has outlived its s-maxage', () => {
    expect(storable(html('public, s-maxage=60', { headers: { age: '59' } }))).toBe(true);
    expect(storable(html('public, s-maxage=60', { headers: { age: '60' } }))).toBe(false);
  });

  it('refuses other statuses, other types and answers that set a cookie', () => {
    expect(storable(html(cachePolicy.page, { status: 404 }))).toBe(false);
    expect(storable(new Response('{}', { headers: { 'content-type': 'application/json', 'cache-control': cachePolicy.page } }))).toBe(false);
    expect(storable(html(cachePolicy.page, { headers: { 'set-cookie': 'a=1' } }))).toBe(false);
  });

  it('keeps generated print templates (SVG, PDF) under the file policy, but not images under the day policy', () => {
    const file = (type: string, cacheControl: string) => new Response('x', { headers: { 'content-type': type, 'cache-control': cacheControl } });
    expect(storable(file('application/pdf', cachePolicy.file))).toBe(true);
    expect(storable(file('image/svg+xml; charset=utf-8', cachePolicy.file))).toBe(true);
    expect(storable(file('image/svg+xml; charset=utf-8', cachePolicy.day))).toBe(false);
    expect(storable(file('image/png', cachePolicy.file))).toBe(false);
  });
});
