import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, formBody, jsonRequest, row } from '@tests/worker/enquiry-helpers';
import { api, pdfOf, sentFile, uploadFile, clearArtworkAndEnquiries } from '@tests/worker/artwork-helpers';
import { startToken } from '@features/enquiry/intake/spam';
import { downloadLink, uploadToken } from '@features/enquiry/files/link';
import { sign } from './signing';
import type { Env } from './env';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(clearArtworkAndEnquiries);

/** HMAC-SHA256 under a plain string key, as anyone can compute it: what a known key lets a stranger do. */
async function hmacWith(key: string, data: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(data)))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
/** The key every unset secret used to fall back to, readable in the repository. */
const PUBLIC_KEY = 'local-development-only';

describe('signatures are made with keys nobody outside the deployment has', () => {
  it('refuses a download link minted with the once-public key, for a real file, with any expiry', async () => {
    const sent = await sentFile(await pdfOf(100, 100), 'label.pdf');
    const link = new URL(sent.link);
    expect((await call(new Request(link))).res.status).toBe(200);
    const [, , reference, fileId] = link.pathname.split('/') as [string, string, string, string];
    for (const expires of [Number(link.searchParams.get('expires')), 4_102_444_800, Math.floor(Date.now() / 1000) + 3600]) {
      const minted = new URL(link);
      minted.searchParams.set('expires', String(expires));
      minted.searchParams.set('sig', await hmacWith(`artwork-link:${PUBLIC_KEY}`, `${reference}/${fileId}/${expires}`));
      const { res } = await call(new Request(minted));
      expect([expires, res.status, await res.text()]).toEqual([expires, 403, 'This download link is not valid.']);
    }
  });

  it('refuses an upload token minted with the once-public key, and a form start signed with it is held', async () => {
    const body = await formBody();
    const up = await uploadFile(await pdfOf(100, 100), 'front.pdf', body.idempotencyKey);
    const minted = await hmacWith(`artwork-upload:${PUBLIC_KEY}`, up.id);
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await api(method, `/api/artwork/${up.id}`, undefined, { 'x-upload-token': minted });
      expect([method, answer.status]).toEqual([method, 403]);
    }
    const started = String(Date.now() - 60_000);
    const forgedStart = `${started}.${await hmacWith(`enquiry-form-start:${PUBLIC_KEY}`, started)}`;
    const { res } = await call(jsonRequest({ ...(await formBody()), startedAt: forgedStart }));
    expect(res.status).toBe(201);
    const stored = await row(((await res.json()) as { reference: string }).reference);
    expect([stored!.status, stored!.spam_reason]).toEqual(['spam', 'bad-token']);
  });

  it('gives every purpose its own key: a signature made for one is refused for another, and a new secret voids the old ones', async () => {
    const id = 'a'.repeat(32);
    const signatures = await Promise.all((['form-start', 'artwork-link', 'artwork-upload', 'visitor', 'sent-view'] as const).map((p) => sign(env, p, id)));
    expect(new Set(signatures).size).toBe(5);
    for (const s of signatures) expect(s).toMatch(/^[0-9a-f]{64}$/);

    const body = await formBody();
    const up = await uploadFile(await pdfOf(100, 100), 'front.pdf', body.idempotencyKey);
    // The upload's own token, and the same id signed for links and for form starts.
    expect((await api('GET', `/api/artwork/${up.id}`, undefined, { 'x-upload-token': up.token })).status).toBe(200);
    for (const purpose of ['artwork-link', 'form-start', 'sent-view'] as const) {
      const answer = await api('GET', `/api/artwork/${up.id}`, undefined, { 'x-upload-token': await sign(env, purpose, up.id) });
      expect([purpose, answer.status]).toEqual([purpose, 403]);
    }
    const rotated: Env = { ...env, SIGNING_SECRET: `${env.SIGNING_SECRET}-rotated` };
    expect((await api('GET', `/api/artwork/${up.id}`, undefined, { 'x-upload-token': up.token }, rotated)).status).toBe(403);
    expect(await uploadToken(rotated, up.id)).not.toBe(up.token);
  });
});

describe('a deployment without SIGNING_SECRET', () => {
  const unset: Env = { ...env, SIGNING_SECRET: '' };
  const short: Env = { ...env, SIGNING_SECRET: 'only-twenty-chars-xx' };

  it('refuses enquiries with a 503 that says how to reach us, and stores nothing', async () => {
    for (const e of [unset, short]) {
      const { res } = await call(jsonRequest({ ...(await formBody()), startedAt: undefined }), e);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/cannot be taken .* call \+91 .* or e-mail hello@/);
      const post = await call(
        new Request('http://localhost/contactus', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '198.51.100.9' },
          body: new URLSearchParams({ name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Please quote 500 kraft pouches.' }),
        }),
        e,
      );
      expect(post.res.status).toBe(503);
      expect(await post.res.text()).toMatch(/cannot be taken/);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM enquiries').first<number>('n')).toBe(0);
  });

  it('refuses uploads, their tokens and download links, and the form page, instead of signing with a known key', async () => {
    const sent = await sentFile(await pdfOf(100, 100), 'label.pdf');
    expect((await call(new Request(sent.link), unset)).res.status).toBe(503);
    expect((await api('POST', '/api/artwork', { name: 'a.pdf', bytes: 1000, form: crypto.randomUUID() }, {}, unset)).status).toBe(503);
    expect((await api('GET', `/api/artwork/${sent.id}`, undefined, { 'x-upload-token': sent.token }, unset)).status).toBe(503);
    await expect(startToken(unset)).rejects.toThrow(/SIGNING_SECRET is not set/);
    await expect(downloadLink(short, sent.reference, sent.id, Date.now())).rejects.toThrow(/SIGNING_SECRET/);
    const page = await call(new Request('http://localhost/contactus'), unset);
    expect(page.res.status).toBe(503);
    // Pages that sign nothing are served as usual.
    expect((await call(new Request('http://localhost/ourproducts'), unset)).res.status).toBe(200);
  });
});
