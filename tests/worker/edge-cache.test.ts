import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cacheKey, defaultCache, EDGE_CACHE_HEADER, storable } from '../../src/render/edge-cache';
import { buildVersion } from '../../src/render/assets';
import { cachePolicy } from '../../src/render/cache';

const origin = 'http://localhost';
const cache = defaultCache()!;
const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`${origin}${path}`, init));

/** The edge stores in the background (waitUntil): wait until the page's entry is there. */
async function stored(path: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const found = await cache.match(cacheKey(`${origin}${path}`));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} was never stored in the edge cache`);
}

describe('edge cache of pages (Cache API inside workerd)', () => {
  it('renders the first view, stores it, and answers the next view from the cache', async () => {
    const first = await get('/?view=repeat');
    expect(first.headers.get(EDGE_CACHE_HEADER)).toBe('miss');
    const html = await first.text();
    const entry = await stored('/?view=repeat');
    expect(entry.headers.get('cache-control')).toBe(cachePolicy.page);
    expect(await entry.text()).toBe(html);

    const second = await get('/?view=repeat');
    expect(second.status).toBe(200);
    expect(second.headers.get(EDGE_CACHE_HEADER)).toBe('hit');
    expect(second.headers.get('cache-control')).toBe(cachePolicy.page);
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await second.text()).toBe(html);
  });

  it('answers from the cache without rendering: a stored entry is what the visitor gets', async () => {
    await cache.put(
      cacheKey(`${origin}/?view=planted`),
      new Response('<p>from the edge cache</p>', { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cachePolicy.page } }),
    );
    const res = await get('/?view=planted');
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBe('hit');
    expect(await res.text()).toBe('<p>from the edge cache</p>');
  });

  it('keys by the full query string, so another query renders afresh', async () => {
    await (await get('/?view=a')).text();
    await stored('/?view=a');
    const other = await get('/?view=b');
    expect(other.headers.get(EDGE_CACHE_HEADER)).toBe('miss');
  });

  it('keys by build version, so a page of an earlier build is never served', () => {
    expect(cacheKey('https://www.printpouch.example/ourproducts?x=1')).toBe(
      `https://www.printpouch.example/__page/${buildVersion}/ourproducts?x=1`,
    );
    expect(buildVersion).toMatch(/^[0-9a-z]+$/);
  });

  it('never stores a 404 page', async () => {
    const res = await get('/no/such/page/for/cache');
    expect(res.status).toBe(404);
    expect(res.headers.has(EDGE_CACHE_HEADER)).toBe(false);
    await res.text();
    await new Promise((r) => setTimeout(r, 100));
    expect(await cache.match(cacheKey(`${origin}/no/such/page/for/cache`))).toBeUndefined();
  });

  it('does not answer POST or API requests from the cache', async () => {
    await (await get('/?view=post')).text();
    await stored('/?view=post');
    const post = await get('/?view=post', { method: 'POST', body: 'x=1' });
    expect(post.headers.get(EDGE_CACHE_HEADER)).not.toBe('hit');
    await post.arrayBuffer();
    const api = await get('/api/anything');
    expect(api.headers.has(EDGE_CACHE_HEADER)).toBe(false);
    await api.arrayBuffer();
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

  it('refuses other statuses, other types and answers that set a cookie', () => {
    expect(storable(html(cachePolicy.page, { status: 404 }))).toBe(false);
    expect(storable(new Response('{}', { headers: { 'content-type': 'application/json', 'cache-control': cachePolicy.page } }))).toBe(false);
    expect(storable(html(cachePolicy.page, { headers: { 'set-cookie': 'a=1' } }))).toBe(false);
  });
});
