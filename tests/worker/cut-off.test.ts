import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, countRows, formBody, nextIp, oldStart, person } from './enquiry-helpers';
import { filler, pdfOf, startUpload, type Started, clearArtworkAndEnquiries } from './artwork-helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(clearArtworkAndEnquiries);

/**
 * A body that sends the first `after` bytes of `bytes`, then breaks off as a dropped line does:
 * the stream errors before its declared Content-Length has arrived.
 */
function cutOff(bytes: Uint8Array, after: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= after) return controller.error(new Error('The line dropped.'));
      const next = bytes.subarray(sent, Math.min(after, sent + 16 * 1024));
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
}

/** `body` sent to `path` with its whole length declared, but cut off after `after` bytes. */
async function cutRequest(path: string, bytes: Uint8Array, after: number, type: string, headers: Record<string, string> = {}) {
  const { res } = await call(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': type, 'content-length': String(bytes.byteLength), 'cf-connecting-ip': nextIp(), ...headers },
      body: cutOff(bytes, after),
      redirect: 'manual',
    }),
  );
  return { status: res.status, text: await res.text() };
}

const enc = (text: string) => new TextEncoder().encode(text);

/** A multipart body as a browser sends it, with its content type. */
async function multipart(data: FormData) {
  const response = new Response(data);
  return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type')! };
}

describe("a body cut off before its Content-Length is the sender's to send again: 400, nothing stored", () => {
  it('answers the JSON enquiry 400, wherever the body breaks off', async () => {
    const json = enc(JSON.stringify(await formBody({ message: 'Please quote 2,000 gold zipper pouches of 250 g. '.repeat(20) })));
    for (const after of [0, 1, 100, json.byteLength - 1]) {
      const answer = await cutRequest('/api/enquiry', json, after, 'application/json');
      expect([after, answer.status, JSON.parse(answer.text).message]).toEqual([
        after,
        400,
        'The enquiry arrived incomplete (the connection broke off). Please send it again.',
      ]);
    }
    expect(await countRows()).toBe(0);
  });

  it('answers the plain form post 400 with the form shown again, urlencoded or multipart, in its text or in a file', async () => {
    const fields = { ...person, website: '', idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(), sourcePage: '/contactus' };
    const urlencoded = enc(new URLSearchParams(fields).toString());
    for (const after of [10, urlencoded.byteLength - 5]) {
      const answer = await cutRequest('/contactus', urlencoded, after, 'application/x-www-form-urlencoded');
      expect([after, answer.status]).toEqual([after, 400]);
      expect(answer.text).toContain('The enquiry arrived incomplete');
    }
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    data.append('artwork', new File([(await pdfOf(156, 226, 3 * 1024 * 1024)) as BlobPart], 'front.pdf'));
    const { bytes, type } = await multipart(data);
    // In the text fields, and inside the file.
    for (const after of [200, 2 * 1024 * 1024]) {
      const answer = await cutRequest('/contactus', bytes, after, type);
      expect([after, answer.status]).toEqual([after, 400]);
      expect(answer.text).toContain('The form arrived incomplete');
    }
    expect(await countRows()).toBe(0);
  });

  it("answers an upload's start and finish 400 when their JSON breaks off", async () => {
    const start = enc(JSON.stringify({ name: 'front.pdf', bytes: 1000, form: crypto.randomUUID() }));
    for (const after of [0, 5, start.byteLength - 1]) {
      const answer = await cutRequest('/api/artwork', start, after, 'application/json');
      expect([after, answer.status, JSON.parse(answer.text).message]).toEqual([
        after,
        400,
        'The request arrived incomplete (the connection broke off). Send it again.',
      ]);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM artwork_files').first<number>('n')).toBe(0);

    const s = (await startUpload('front.pdf', 1000, crypto.randomUUID())).json as unknown as Started;
    const file = filler(1000);
    file.set(enc('%PDF-1.7\n'));
    const part = await call(
      new Request(`http://localhost/api/artwork/${s.id}/parts/1`, {
        method: 'PUT',
        headers: { 'x-upload-token': s.token, 'content-length': '1000' },
        body: file as BodyInit,
      }),
    );
    expect(part.res.status).toBe(200);
    const finish = enc(JSON.stringify({ sizes: [{ product: 'kraft-with-window', size: '500gm' }] }));
    const answer = await cutRequest(`/api/artwork/${s.id}/complete`, finish, 12, 'application/json', { 'x-upload-token': s.token });
    expect([answer.status, JSON.parse(answer.text).message]).toEqual([400, 'The request arrived incomplete (the connection broke off). Send it again.']);
    // Still waiting to be finished, and finished by the next whole request.
    const row = await env.DB.prepare('SELECT status FROM artwork_files WHERE id = ?').bind(s.id).first<string>('status');
    expect(row).toBe('uploading');
  });
});
