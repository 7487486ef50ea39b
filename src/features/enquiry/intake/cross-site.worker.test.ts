import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, countRows, formBody, jsonRequest, nextIp, row } from '@tests/worker/enquiry-helpers';
import { api, clearArtworkAndEnquiries } from '@tests/worker/artwork-helpers';
import { startToken, FORM_TOKEN_MAX_AGE_MS } from './spam';
import { requestSource } from './same-origin';

beforeEach(clearArtworkAndEnquiries);

/** The no-JavaScript form, posted urlencoded with the given headers. */
async function formPost(headers: Record<string, string>, start?: string) {
  const body = await formBody(start === undefined ? {} : { startedAt: start });
  return call(
    new Request('http://localhost/contactus', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp(), ...headers },
      body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
    }),
  );
}

const multipartPost = (headers: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Please quote 500 kraft pouches.' }))
    form.append(k, v);
  return call(new Request('http://localhost/contactus', { method: 'POST', headers: { 'cf-connecting-ip': nextIp(), ...headers }, body: form }));
};

describe("posts another site makes a visitor's browser send", () => {
  it('refuses a form posted from another origin with 403 and a page that says why, storing nothing', async () => {
    const variants: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'https://shop.localhost', 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:8080' },
    ];
    for (const headers of variants) {
      const { res } = await formPost(headers);
      const html = await res.text();
      expect([headers, res.status]).toEqual([headers, 403]);
      expect(html).toContain('not from our own pages, so we did not take it');
      // A page of its own that says why at its top, leads to our form, and is never indexed.
      expect(html).toMatch(/<h1>This form came from another website<\/h1>/);
      expect(html).toContain('<a class="btn btn-primary" href="/contactus">Go to our contact form</a>');
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    }
    const { res } = await multipartPost({ origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await countRows()).toBe(0);
  });

  it('refuses JSON and upload calls from another site with a 403 in JSON', async () => {
    const json = await call(jsonRequest(await formBody(), { origin: 'https://evil.example' }));
    expect(json.res.status).toBe(403);
    expect(((await json.res.json()) as { message: string }).message).toMatch(/from evil\.example, not from our own pages/);
    const upload = await api('POST', '/api/artwork', { name: 'a.pdf', bytes: 1000, form: crypto.randomUUID() }, { 'sec-fetch-site': 'cross-site' });
    expect([upload.status, upload.json.message]).toEqual([403, expect.stringMatching(/not from our own pages/)]);
    const part = await api('PUT', `/api/artwork/${'a'.repeat(32)}/parts/1`, new Uint8Array(10), { origin: 'https://evil.example', 'content-length': '10' });
    expect(part.status).toBe(403);
    expect(await countRows()).toBe(0);
  });

  it('takes posts from our own pages, and from programs that send neither header', async () => {
    expect((await formPost({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).res.status).toBe(303);
    expect((await formPost({ 'sec-fetch-site': 'same-origin' })).res.status).toBe(303);
    expect((await formPost({})).res.status).toBe(303);
    expect((await call(jsonRequest(await formBody(), { origin: 'http://localhost' }))).res.status).toBe(201);
    expect(await countRows()).toBe(4);
  });

  it('reads where a request came from by its headers alone', () => {
    const url = 'https://www.printpouch.example/contactus';
    expect(requestSource(url, { origin: 'https://www.printpouch.example' })).toEqual({ from: 'ours' });
    expect(requestSource(url, { origin: 'https://printpouch.example' })).toEqual({ from: 'cross-site', site: 'printpouch.example' });
    expect(requestSource(url, { origin: 'http://www.printpouch.example' })).toEqual({ from: 'cross-site', site: 'www.printpouch.example' });
    expect(requestSource(url, {})).toEqual({ from: 'unknown' });
    expect(requestSource(url, { secFetchSite: 'none' })).toEqual({ from: 'unknown' });
    expect(requestSource(url, { secFetchSite: 'Cross-Site' })).toEqual({ from: 'cross-site', site: 'another site' });
  });
});

describe('form start tokens expire', () => {
  const stored = async (res: Response) => row(((await res.json()) as { reference: string }).reference);

  it('marks an enquiry whose form was opened years or days ago unverified, not as from a fresh form', async () => {
    for (const age of [3 * 365 * 86_400_000, FORM_TOKEN_MAX_AGE_MS + 60_000, 30 * 86_400_000]) {
      const { res } = await call(jsonRequest(await formBody({ startedAt: await startToken(env, Date.now() - age) })));
      expect(res.status).toBe(201);
      const r = await stored(res);
      expect([age, r!.status, r!.unverified]).toEqual([age, 'pending', 'expired']);
    }
  });

  it('keeps a form opened yesterday verified, and holds a start time from the future as forged', async () => {
    const day = await call(jsonRequest(await formBody({ startedAt: await startToken(env, Date.now() - 24 * 3_600_000) })));
    expect((await stored(day.res))!.unverified).toBeNull();
    const future = await call(jsonRequest(await formBody({ startedAt: await startToken(env, Date.now() + 86_400_000) })));
    const r = await stored(future.res);
    expect([r!.status, r!.spam_reason]).toEqual(['spam', 'bad-token']);
  });
});
