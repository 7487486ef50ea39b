import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, oldStart, person, roomInRateWindow, RATE_TEST_TIMEOUT } from '@tests/worker/enquiry-helpers';
import { api, clearArtworkAndEnquiries, pdfOf } from '@tests/worker/artwork-helpers';
import { countVisitor, countVisitorAmount, visitorOf } from '../intake/rate-limit';
import { artworkLimits } from './limits';
import type { Env } from '@platform/env';

// The hook too: it may wait for room in the rate window, up to 30 s.
vi.setConfig({ testTimeout: RATE_TEST_TIMEOUT, hookTimeout: RATE_TEST_TIMEOUT });

beforeEach(async () => {
  await clearArtworkAndEnquiries();
  await roomInRateWindow();
});

let visitors = 0;
/** One visitor's address for the whole test (an IPv4 address of the documentation range). */
const visitor = () => `203.0.113.${++visitors}`;

const start = (ip: string, name: string, bytes: number, form = crypto.randomUUID()) =>
  api('POST', '/api/artwork', { name, bytes, form }, { 'cf-connecting-ip': ip });

/** The artwork bucket, with a count of the parts written to it: what a post costs our storage. */
function countingBucket(bucket: R2Bucket) {
  let parts = 0;
  const through = <T extends object>(target: T, override: Record<string, unknown>) =>
    new Proxy(target, {
      get(t, key) {
        if (typeof key === 'string' && key in override) return override[key];
        const value = Reflect.get(t, key);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  const wrapped = through(bucket, {
    resumeMultipartUpload: (key: string, id: string) => {
      const upload = bucket.resumeMultipartUpload(key, id);
      return through(upload, { uploadPart: (...args: Parameters<R2MultipartUpload['uploadPart']>) => (parts++, upload.uploadPart(...args)) });
    },
  });
  return { bucket: wrapped as R2Bucket, parts: () => parts };
}

/** The enquiry form without JavaScript, with one file, posted from `ip`. */
async function postWithFile(ip: string, name: string, bytes: Uint8Array, e: Env) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...person, website: '', idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(e), sourcePage: '/contactus' }))
    data.append(k, v);
  data.append('artwork', new File([bytes as BlobPart], name));
  const { res } = await call(
    new Request('http://localhost/contactus', { method: 'POST', headers: { 'cf-connecting-ip': ip }, body: data, redirect: 'manual' }),
    e,
  );
  return { status: res.status, text: (await res.text()).replaceAll('<!-- -->', '') };
}

describe("a visitor's upload limits count only what is accepted", () => {
  it('lets a visitor start a real upload after five refused starts that each declared 200 MB', async () => {
    const ip = visitor();
    for (const name of ['a\u0007.pdf', 'invoice\u202Efdp.pdf', 'C:\\art\\front.pdf', '', 'x'.repeat(300)]) {
      const refused = await start(ip, name, artworkLimits.fileBytes);
      expect([JSON.stringify(name).slice(0, 20), refused.status]).toEqual([JSON.stringify(name).slice(0, 20), 400]);
    }
    const real = await start(ip, 'front.pdf', artworkLimits.fileBytes);
    expect([real.status, real.json.message]).toEqual([201, undefined]);
  });

  it('does not count starts refused for their size, nor an eleventh file for a form', async () => {
    const ip = visitor();
    for (let i = 0; i < artworkLimits.startsPerWindow; i++) {
      const refused = await start(ip, 'front.pdf', i % 2 ? 0 : artworkLimits.fileBytes + 1);
      expect(refused.status).toBe(i % 2 ? 400 : 413);
    }
    const form = crypto.randomUUID();
    for (let i = 0; i < artworkLimits.files; i++) expect((await start(ip, `p${i}.pdf`, 1000, form)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await start(ip, 'eleventh.pdf', 1000, form)).status).toBe(409);
    // 10 accepted so far: 20 more are the visitor's, the 31st is not.
    for (let i = 0; i < artworkLimits.startsPerWindow - artworkLimits.files; i++) expect((await start(ip, `q${i}.pdf`, 1000)).status).toBe(201);
    expect((await start(ip, 'one-more.pdf', 1000)).status).toBe(429);
  });

  it('checks the byte limit of a post without JavaScript before each part is written, not after the whole file', async () => {
    const file = await pdfOf(156, 226, 12 * 1000 * 1000, 5);
    for (const [left, written] of [
      [1_000_000, 0],
      [6_000_000, 1],
    ] as const) {
      const ip = visitor();
      const counted = await countVisitorAmount(env, `artwork-bytes:${visitorOf(ip)}`, artworkLimits.bytesPerWindow - left, artworkLimits.bytesPerWindow);
      expect(counted.allowed).toBe(true);
      const r2 = countingBucket(env.ARTWORK);
      const answer = await postWithFile(ip, 'front.pdf', file, { ...env, ARTWORK: r2.bucket });
      expect([left, answer.status, r2.parts()]).toEqual([left, 429, written]);
      expect(answer.text).toContain('of files in a short time');
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM artwork_files').first<number>('n')).toBe(0);
  });

  it('does not count a file refused for its name in a post without JavaScript', async () => {
    const ip = visitor();
    for (let i = 0; i < artworkLimits.startsPerWindow - 1; i++)
      expect((await countVisitor(env, `artwork:${visitorOf(ip)}`, artworkLimits.startsPerWindow)).allowed).toBe(true);
    for (const name of ['invoice\u202Efdp.pdf', 'art\u0000.pdf']) {
      const refused = await postWithFile(ip, name, await pdfOf(100, 100), env);
      expect([JSON.stringify(name), refused.status]).toEqual([JSON.stringify(name), 400]);
    }
    expect((await start(ip, 'front.pdf', 1000)).status).toBe(201);
    expect((await start(ip, 'back.pdf', 1000)).status).toBe(429);
  });
});
