import { zipSync } from 'fflate';
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, countRows, formBody, jsonRequest, mailScript, runCron, roomInRateWindow, RATE_TEST_TIMEOUT } from '@tests/worker/enquiry-helpers';
import { insertEnquiry } from '../store/rows';
import { claimForRemoval } from './store';
import { uploadToken } from './link';
import {
  api,
  partOf,
  pdfOf,
  pngOf,
  sendPart,
  sentFile,
  sha256,
  startUpload,
  uploadFile,
  filler,
  type Started,
  clearArtworkAndEnquiries,
} from '@tests/worker/artwork-helpers';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(clearArtworkAndEnquiries);

const kraft500 = { product: 'kraft-with-window', size: '500gm' };
const fileRows = async () => (await env.DB.prepare('SELECT * FROM artwork_files').all()).results;
const objects = async () => (await env.ARTWORK.list({ prefix: 'artwork/' })).objects.map((o) => o.key);

describe('an artwork upload in parts', () => {
  it('stores a file sent in parts whole in R2, with its SHA-256, and notes how its page fits the template', async () => {
    const bytes = await pdfOf(156, 226, 11 * 1024 * 1024, 7);
    const form = crypto.randomUUID();
    const up = await uploadFile(bytes, 'label front.pdf', form, [kraft500]);
    expect(up.parts).toBe(3);
    expect(up.file.sha256).toBe(await sha256(bytes));
    expect(up.file.bytes).toBe(bytes.length);
    expect(up.file.type).toBe('pdf');
    expect(up.file.preflight).toEqual([
      { level: 'ok', text: 'Page 156 × 226 mm: one panel of the 500gm Matt Kraft With Window Stand-Up Zipper Pouch with its 3 mm bleed.' },
    ]);
    const stored = await env.ARTWORK.get(`artwork/${up.id}`);
    expect(await sha256(await stored!.arrayBuffer())).toBe(up.file.sha256);
  });

  it('warns, and never refuses, when a PDF page or an image is not right for the size', async () => {
    const form = crypto.randomUUID();
    const a4 = await uploadFile(await pdfOf(210, 297), 'a4.pdf', form, [kraft500]);
    expect(a4.file.preflight[0]).toMatchObject({ level: 'warning' });
    expect(a4.file.preflight[0]!.text).toMatch(
      /^Page 210 × 297 mm is not the 500gm .* print template \(\d+ × \d+ mm\) or one panel with bleed \(156 × 226 mm\)/,
    );
    const small = await uploadFile(pngOf(900, 1300), 'photo.png', form, [kraft500]);
    expect(small.file.preflight).toEqual([
      {
        level: 'warning',
        text: expect.stringMatching(
          /^900 × 1300 px: 146 dpi across a 500gm .* panel with bleed \(156 × 226 mm\), under 300 dpi, so the print may look soft; at least 1843 × 2670 px prints sharp\.$/,
        ),
      },
    ]);
    const sharp = await uploadFile(pngOf(1900, 2700), 'sharp.png', form, [kraft500]);
    expect(sharp.file.preflight[0]).toMatchObject({ level: 'ok' });
  });

  it('checks a file against the custom sizes on the quote too, never asking for sizes the quote already has', async () => {
    const form = crypto.randomUUID();
    const custom = { product: 'kraft-with-window', size: 'custom-158x231x40' };
    const panel = await uploadFile(await pdfOf(164, 237), 'panel.pdf', form, [custom, kraft500]);
    expect(panel.file.preflight).toEqual([
      {
        level: 'ok',
        text: expect.stringMatching(/^Page 164 × 237 mm: one panel of the .*Matt Kraft With Window Stand-Up Zipper Pouch with its 3 mm bleed\.$/),
      },
    ]);
    const a4 = await uploadFile(await pdfOf(210, 297, 0, 2), 'a4.pdf', form, [custom]);
    expect(a4.file.preflight.map((n) => n.text).join(' ')).not.toMatch(/Add your pouch sizes/);
    expect(a4.file.preflight[0]).toMatchObject({ level: 'warning', text: expect.stringMatching(/one panel with bleed \(164 × 237 mm\)/) });
    const photo = await uploadFile(pngOf(900, 1300), 'photo.png', form, [custom]);
    expect(photo.file.preflight[0]!.text).toMatch(/panel with bleed \(164 × 237 mm\)/);
  });

  it('resumes: a part already received is refused with the part to send next, and the upload goes on from there', async () => {
    const bytes = filler(6 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const s = (await startUpload('two-parts.pdf', bytes.length, crypto.randomUUID())).json as unknown as Started;
    expect((await sendPart(s, 1, partOf(s, bytes, 1))).json).toEqual({ next: 2 });
    const again = await sendPart(s, 1, partOf(s, bytes, 1));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'Part 1 is already here. Send part 2 next.', next: 2 });
    const status = await api('GET', `/api/artwork/${s.id}`, undefined, { 'x-upload-token': s.token });
    expect(status.json).toMatchObject({ next: 2, status: 'uploading' });
    expect((await sendPart(s, 2, partOf(s, bytes, 2))).json).toEqual({ next: null });
    const done = await api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token });
    expect((done.json.file as { sha256: string }).sha256).toBe(await sha256(bytes));
  });
});

describe('bad uploads: each a clear 4xx, nothing half-stored', () => {
  const form = () => crypto.randomUUID();

  it('refuses an empty file, one over 200 MB, and names that are paths, hold control characters or run to 2,000 characters', async () => {
    const cases: Array<[string, number, number, RegExp]> = [
      ['empty.pdf', 0, 400, /“empty.pdf” is empty/],
      ['huge.pdf', 200_000_001, 413, /larger than 200 MB/],
      ['../../etc/passwd.pdf', 10, 400, /is a path/],
      ['label\u0000.pdf', 10, 400, /control character in it \(U\+0000\)/],
      ['line\nbreak.pdf', 10, 400, /must be on one line/],
      ['invoice\u202Efdp.bat', 10, 400, /changes the direction of text \(U\+202E\)/],
      ['\u2066logo\u2069.pdf', 10, 400, /changes the direction of text \(U\+2066\)/],
      ['logo\uFEFF.pdf', 10, 400, /invisible formatting character in it \(U\+FEFF\)/],
      [`${'a'.repeat(2000)}.pdf`, 10, 400, /too long/],
      ['', 10, 400, /no name/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const res = await startUpload(name, bytes, form());
      expect([name.slice(0, 20), res.status]).toEqual([name.slice(0, 20), status]);
      expect(res.json.message).toMatch(message);
    }
    for (const body of [
      'not json',
      JSON.stringify({ name: 'a.pdf', bytes: -1, form: form() }),
      JSON.stringify({ name: 'a.pdf', bytes: 1.5, form: form() }),
      JSON.stringify({ name: 'a.pdf', bytes: 10 }),
    ]) {
      const { res } = await call(new Request('http://localhost/api/artwork', { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
      expect(res.status).toBe(400);
    }
    expect(await fileRows()).toEqual([]);
  });

  it('refuses an eleventh file for one form, with a message, and takes it for another form', async () => {
    const key = form();
    for (let i = 0; i < 10; i++) expect((await startUpload(`f${i}.pdf`, 100, key)).status).toBe(201);
    const eleventh = await startUpload('f10.pdf', 100, key);
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.message).toBe('An enquiry takes at most 10 files. Put more into one ZIP file.');
    expect((await startUpload('f10.pdf', 100, form())).status).toBe(201);
  });

  it(
    'lets one visitor start 30 uploads in ten minutes; the 31st is a 429 saying how long to wait',
    async () => {
      await roomInRateWindow();
      const ip = { 'cf-connecting-ip': '203.0.113.77' };
      for (let i = 0; i < 30; i++) expect((await api('POST', '/api/artwork', { name: `f${i}.pdf`, bytes: 100, form: form() }, ip)).status).toBe(201);
      const next = await api('POST', '/api/artwork', { name: 'f30.pdf', bytes: 100, form: form() }, ip);
      expect(next.status).toBe(429);
      expect(next.json.message).toMatch(/^You have sent many files in a short time\. Please wait \d+ minutes?, then add this one again\.$/);
      expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api('POST', '/api/artwork', { name: 'other.pdf', bytes: 100, form: form() }, { 'cf-connecting-ip': '203.0.113.78' })).status).toBe(201);
    },
    RATE_TEST_TIMEOUT,
  );

  it(
    'lets one visitor send at most 1 GB of files in ten minutes, counting an IPv6 visitor by the /64: past it, a 429 saying so',
    async () => {
      await roomInRateWindow();
      const ip = (n: number) => ({ 'cf-connecting-ip': `2001:db8:77:1::${n}` });
      const start = (bytes: number, n: number) => api('POST', '/api/artwork', { name: 'big.pdf', bytes, form: form() }, ip(n));
      // The request that found it was 30 starts of 200 MB each (6 GB); five of them are the budget.
      for (let i = 1; i <= 5; i++) expect((await start(200_000_000, i)).status).toBe(201);
      const sixth = await start(200_000_000, 6);
      expect([sixth.status, sixth.json.message]).toEqual([
        429,
        expect.stringMatching(
          /^You have sent 1000 MB of files in a short time, the most we take from one visitor in ten minutes\. Please wait \d+ minutes?, then add this one again\.$/,
        ),
      ]);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await start(1, 7)).status).toBe(429);
      // Another /64 has its own budget.
      expect((await api('POST', '/api/artwork', { name: 'small.pdf', bytes: 1000, form: form() }, { 'cf-connecting-ip': '2001:db8:77:2::1' })).status).toBe(
        201,
      );
    },
    RATE_TEST_TIMEOUT,
  );

  it('refuses an .exe renamed .pdf from its bytes, with the list of what we take, and keeps nothing of it', async () => {
    const exe = filler(5000);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    const s = (await startUpload('invoice.pdf', exe.length, form())).json as unknown as Started;
    const res = await sendPart(s, 1, exe);
    expect(res.status).toBe(415);
    expect(res.json.message).toBe(
      '“invoice.pdf” is not a file we take. We take PDF (also AI saved with PDF compatibility), EPS, PSD, CDR, TIFF, PNG, JPEG, SVG or ZIP.',
    );
    expect(await fileRows()).toEqual([]);
    expect(await objects()).toEqual([]);
  });

  it('takes every kind we list, known from the bytes whatever the name', async () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    const kinds: Array<[string, Uint8Array]> = [
      ['eps', enc('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n')],
      ['psd', Uint8Array.from([0x38, 0x42, 0x50, 0x53, 0, 1, 0, 0, 0, 0, 0, 0, 0, 3])],
      ['cdr', enc('RIFF\u0010\u0000\u0000\u0000CDR9vrsn')],
      ['tif', Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0])],
      ['jpg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])],
      ['svg', enc('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
      // A whole archive: a ZIP is opened and what it holds judged (decision 065), so a bare header is refused as damaged.
      ['zip', zipSync({ 'notes.txt': enc('Pantone 485 C') })],
    ];
    for (const [kind, head] of kinds) {
      // Text (SVG) is padded with spaces: a NUL byte is never in it.
      const bytes = new Uint8Array(3000).fill(kind === 'svg' ? 0x20 : 0);
      bytes.set(head);
      const up = await uploadFile(bytes, `artwork.${kind === 'cdr' ? 'bin' : 'dat'}`, form());
      expect([kind, up.file.type]).toEqual([kind, kind]);
    }
  });

  it("refuses parts out of order, twice, of the wrong length, past the last, or with another upload's token; and a second finish", async () => {
    const bytes = filler(6 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const key = form();
    const s = (await startUpload('a.pdf', bytes.length, key)).json as unknown as Started;
    const other = (await startUpload('b.pdf', 100, key)).json as unknown as Started;

    const ahead = await sendPart(s, 2, partOf(s, bytes, 2));
    expect([ahead.status, ahead.json.message]).toEqual([409, 'Parts go in order: send part 1 next.']);
    const short = await sendPart(s, 1, partOf(s, bytes, 1).subarray(0, 1000));
    expect([short.status, short.json.message]).toEqual([400, `Part 1 should be ${s.partBytes} bytes, not 1000.`]);
    const past = await sendPart(s, 3, new Uint8Array(10));
    expect([past.status, past.json.message]).toEqual([400, 'This file is sent in 2 parts, numbered 1 to 2.']);
    const stolen = await api('PUT', `/api/artwork/${s.id}/parts/1`, partOf(s, bytes, 1), { 'x-upload-token': other.token });
    expect([stolen.status, stolen.json.message]).toEqual([403, 'This upload is not yours to change (the upload token is missing or wrong).']);
    const early = await api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token });
    expect([early.status, early.json.message]).toEqual([409, 'Part 1 of 2 has not arrived yet.']);

    expect((await sendPart(s, 1, partOf(s, bytes, 1))).status).toBe(200);
    const twice = await sendPart(s, 1, partOf(s, bytes, 1));
    expect([twice.status, twice.json.next]).toEqual([409, 2]);
    expect((await sendPart(s, 2, partOf(s, bytes, 2))).status).toBe(200);
    expect((await api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token })).status).toBe(200);
    const again = await api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token });
    expect([again.status, again.json.message]).toEqual([409, 'This file is already uploaded in full.']);
    // An id nobody holds the token of tells nothing: 403 before anything is looked up; with its token, 404.
    const nobody = '0'.repeat(32);
    expect((await api('PUT', `/api/artwork/${nobody}/parts/1`, new Uint8Array(10), { 'x-upload-token': s.token })).status).toBe(403);
    expect((await api('GET', `/api/artwork/${nobody}`, undefined, { 'x-upload-token': await uploadToken(env, nobody) })).status).toBe(404);
  });

  it('calls a part cut off by a dropped line incomplete, part 1 as any other: a 400 to send it again, the upload kept', async () => {
    const bytes = filler(6 * 1024 * 1024, 7);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const s = (await startUpload('cut.pdf', bytes.length, form())).json as unknown as Started;
    /** Part `n` as a line that sends `after` bytes of it, then drops (`error`) or half-closes early (`close`). */
    const cut = (n: number, after: number, end: 'error' | 'close') => {
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            return controller.enqueue(partOf(s, bytes, n).slice(0, after));
          }
          if (end === 'error') controller.error(new Error('The line dropped.'));
          else controller.close();
        },
      });
      return api('PUT', `/api/artwork/${s.id}/parts/${n}`, body, { 'x-upload-token': s.token, 'content-length': String(partOf(s, bytes, n).length) });
    };
    // The request that found it: part 1 declared 5 MiB, 1,000 bytes sent, then the line gone.
    for (const [after, end] of [
      [1000, 'error'],
      [100, 'error'],
      [64 * 1024, 'error'],
      [1000, 'close'],
      [10, 'close'],
    ] as const) {
      const answer = await cut(1, after, end);
      expect([after, end, answer.status, answer.json.message, answer.json.next]).toEqual([after, end, 400, 'Part 1 arrived incomplete. Send it again.', 1]);
    }
    expect((await sendPart(s, 1, partOf(s, bytes, 1))).status).toBe(200);
    const second = await cut(2, 1000, 'error');
    expect([second.status, second.json.message, second.json.next]).toEqual([400, 'Part 2 arrived incomplete. Send it again.', 2]);
    expect((await sendPart(s, 2, partOf(s, bytes, 2))).status).toBe(200);
    expect((await api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token })).status).toBe(200);
  });

  it('removes an upload before it is sent: its parts, its object and its row', async () => {
    const key = form();
    const up = await uploadFile(await pdfOf(100, 100), 'draft.pdf', key);
    expect(await objects()).toEqual([`artwork/${up.id}`]);
    expect((await api('DELETE', `/api/artwork/${up.id}`, undefined, { 'x-upload-token': 'f'.repeat(64) })).status).toBe(403);
    expect((await api('DELETE', `/api/artwork/${up.id}`, undefined, { 'x-upload-token': up.token })).status).toBe(204);
    expect(await objects()).toEqual([]);
    expect(await fileRows()).toEqual([]);
  });
});

describe('an enquiry with artwork', () => {
  it("is forwarded with each file's name, size, type, SHA-256, preflight notes and a signed link that downloads the same bytes", async () => {
    const mail = mailScript('artwork-forward');
    await mail.answer('ok');
    const e = mail.env({ SITE_ORIGIN: 'http://localhost' });
    const body = await formBody({ items: [{ ...kraft500, quantity: 500 }] }, e);
    const pdf = await pdfOf(156, 226, 200_000, 3);
    const png = pngOf(2000, 3000, 50_000);
    const a = await uploadFile(pdf, 'front panel.pdf', body.idempotencyKey, [kraft500], e);
    const b = await uploadFile(png, 'मसाला logo.png', body.idempotencyKey, [kraft500], e);
    const { res, settled } = await call(jsonRequest({ ...body, files: [a.id, b.id] }), e);
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    await settled();

    const [received] = await mail.log();
    const files = (received!.payload as unknown as { files: Array<Record<string, unknown>> }).files;
    expect(files.map((f) => [f.name, f.bytes, f.type, f.sha256])).toEqual([
      ['front panel.pdf', pdf.length, 'application/pdf', await sha256(pdf)],
      ['मसाला logo.png', png.length, 'image/png', await sha256(png)],
    ]);
    expect(files[0]!.preflight).toEqual(a.file.preflight);
    for (const [i, f] of files.entries()) {
      const link = new URL(f.link as string);
      expect(link.pathname).toBe(`/artwork/${reference}/${[a.id, b.id][i]}`);
      const got = await call(new Request(link), e);
      expect(got.res.status).toBe(200);
      expect(got.res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+"; filename\*=UTF-8''/);
      expect(got.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.res.headers.get('content-security-policy')).toBe('sandbox');
      expect(await sha256(await got.res.arrayBuffer())).toBe(f.sha256);
    }
    expect(
      decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec((await call(new Request(files[1]!.link as string), e)).res.headers.get('content-disposition')!)![1]!),
    ).toBe('मसाला logo.png');

    // A range of the file, as a download manager resumes it.
    const part = await call(new Request(files[0]!.link as string, { headers: { range: 'bytes=100-199' } }), e);
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 100-199/${pdf.length}`);
    expect(new Uint8Array(await part.res.arrayBuffer())).toEqual(pdf.subarray(100, 200));
  });

  it('answers a forged, altered or expired link, or one for a file of another enquiry, with 403 and a plain sentence', async () => {
    const mail = mailScript('artwork-links');
    await mail.answer('ok');
    const e = mail.env({ SITE_ORIGIN: 'http://localhost' });
    const links: URL[] = [];
    for (const name of ['one.pdf', 'two.pdf']) {
      const body = await formBody({ message: `Enquiry about ${name}, please quote.` }, e);
      const up = await uploadFile(await pdfOf(100, 100), name, body.idempotencyKey, [], e);
      const { res, settled } = await call(jsonRequest({ ...body, files: [up.id] }), e);
      expect(res.status).toBe(201);
      await settled();
    }
    for (const entry of await mail.log()) links.push(new URL((entry.payload as unknown as { files: Array<{ link: string }> }).files[0]!.link));
    const [one, two] = links as [URL, URL];
    const swapped = new URL(one);
    swapped.pathname = `${one.pathname.split('/').slice(0, 3).join('/')}/${two.pathname.split('/')[3]}`;
    const altered = new URL(one);
    altered.searchParams.set('expires', String(Number(one.searchParams.get('expires')) + 86400));
    const forged = new URL(one);
    forged.searchParams.set('sig', 'a'.repeat(64));
    for (const url of [swapped, altered, forged, new URL(`${one.origin}${one.pathname}`), new URL('http://localhost/artwork/ENQ-AAAAAAAAAA/../../etc')]) {
      const { res } = await call(new Request(url), e);
      expect([url.pathname.slice(0, 40), res.status]).toEqual([url.pathname.slice(0, 40), url.pathname.includes('etc') ? 404 : 403]);
      if (res.status === 403) expect(await res.text()).toBe('This download link is not valid.');
    }
    // Expired: the clock moved 31 days on.
    vi.useFakeTimers({ now: Date.now() + 31 * 86_400_000, toFake: ['Date'] });
    try {
      const { res } = await call(new Request(one), e);
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/has expired/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not stored while a file is still uploading, or with a file from another form; a retry stores it once', async () => {
    const body = await formBody();
    const s = (await startUpload('slow.pdf', 100, body.idempotencyKey)).json as unknown as Started;
    const waiting = await call(jsonRequest({ ...body, files: [s.id] }));
    expect(waiting.res.status).toBe(400);
    expect(((await waiting.res.json()) as { errors: { files: string } }).errors.files).toBe(
      'Artwork: “slow.pdf” is still uploading. Send the enquiry once it has finished.',
    );
    const elsewhere = await uploadFile(await pdfOf(100, 100), 'x.pdf', crypto.randomUUID());
    const foreign = await call(jsonRequest({ ...body, files: [elsewhere.id] }));
    expect(foreign.res.status).toBe(400);
    const unknown = await call(jsonRequest({ ...body, files: ['not-an-upload'] }));
    expect(unknown.res.status).toBe(400);
    const eleven = await call(jsonRequest({ ...body, files: Array.from({ length: 11 }, (_, i) => i.toString(16).padStart(32, '0')) }));
    expect(((await eleven.res.json()) as { errors: { files: string } }).errors.files).toBe('Artwork: at most 10 files. Put more into one ZIP file.');
    expect(await countRows()).toBe(0);

    const mine = await uploadFile(await pdfOf(100, 100), 'mine.pdf', body.idempotencyKey);
    const first = await call(jsonRequest({ ...body, files: [mine.id] }));
    const retry = await call(jsonRequest({ ...body, files: [mine.id] }));
    expect([first.res.status, retry.res.status]).toEqual([201, 200]);
    expect(await countRows()).toBe(1);
    const attached = await env.DB.prepare('SELECT count(*) AS n FROM artwork_files WHERE enquiry_id IS NOT NULL').first<number>('n');
    expect(attached).toBe(1);
  });
});

describe('artwork whose name and bytes disagree', () => {
  const form = () => crypto.randomUUID();
  const text = (s: string) => new TextEncoder().encode(s);
  const svg = (inner: string) =>
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">${inner}</svg>\n`;
  const disposition = async (link: string) => {
    const { res } = await call(new Request(link));
    await res.arrayBuffer();
    return [res.headers.get('content-type'), decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '')];
  };

  it('keeps and serves a file under the ending its bytes show: artwork.bat holding an SVG is artwork.svg', async () => {
    // The request that found it: an SVG, then a program's text, named .bat (in a comment: text
    // after the root element is not well-formed XML, and that SVG is refused).
    const bat = await sentFile(text(`${svg('<rect width="10" height="10"/>')}<!--\r\ncalc.exe\r\n-->`), 'artwork.bat');
    expect([bat.file.type, (bat.file as unknown as { name: string }).name]).toEqual(['svg', 'artwork.svg']);
    expect(await disposition(bat.link)).toEqual(['image/svg+xml', 'artwork.svg']);
    const row = await env.DB.prepare('SELECT name FROM artwork_files WHERE id = ?').bind(bat.id).first<string>('name');
    expect(row).toBe('artwork.svg');
    // A PDF that also reads as HTML, named .html, is a .pdf; an SVG named .hta is an .svg; right endings stay as they are.
    const polyglot = await pdfOf(100, 100);
    const html = new Uint8Array([...polyglot, ...text('<html><script>alert(1)</script></html>')]);
    for (const [bytes, name, kept] of [
      [html, 'invoice.html', 'invoice.pdf'],
      [text(svg('<circle r="5"/>')), 'artwork.hta', 'artwork.svg'],
      [polyglot, 'label.AI', 'label.AI'],
      [pngOf(100, 100), 'photo', 'photo.png'],
      [pngOf(100, 100), 'photo.png.exe', 'photo.png.png'],
    ] as const) {
      const sent = await sentFile(bytes, name);
      expect([name, (sent.file as unknown as { name: string }).name]).toEqual([name, kept]);
      expect([name, (await disposition(sent.link))[1]]).toEqual([name, kept]);
    }
  });

  it('refuses an SVG with a script, event handlers, foreignObject, external references or javascript: addresses, keeping nothing of it', async () => {
    const cases: Array<[string, string]> = [
      ['<script>alert(document.domain)</script>', 'a script'], // logo.html with <script>, as found
      ['<rect onload="alert(1)" width="1" height="1"/>', 'an event handler'],
      ['<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>', 'a script'],
      ['<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></body></foreignObject>', 'a foreignObject'],
      ['<a href="javascript:alert(1)"><rect width="9" height="9"/></a>', 'a javascript: address'],
      ['<a xlink:href="&#106;ava&#x09;script&#58;alert(1)"><rect width="9" height="9"/></a>', 'a javascript: address'],
      ['<image href="https://evil.example/pixel.png" width="1" height="1"/>', 'an external reference'],
      ['<use xlink:href="//evil.example/sprite.svg#a"/>', 'an external reference'],
      ['<rect style="fill:url(https://evil.example/p)" width="1" height="1"/>', 'an external reference'],
      ['<style>@import "https://evil.example/x.css";</style>', 'an external reference'],
      ['<set attributeName="href" to="javascript:alert(1)"/>', 'an animation (<set>)'],
    ];
    for (const [inner, what] of cases) {
      const key = form();
      const start = await startUpload('logo.svg', text(svg(inner)).length, key);
      const s = start.json as unknown as Started;
      expect((await sendPart(s, 1, text(svg(inner)))).status).toBe(200);
      const done = await api('POST', `/api/artwork/${s.id}/complete`, {}, { 'x-upload-token': s.token });
      expect([inner.slice(0, 30), done.status, done.json.message]).toEqual([
        inner.slice(0, 30),
        415,
        expect.stringContaining(`“logo.svg” is an SVG with ${what}`),
      ]);
    }
    // A script far into a long file is found as well.
    const long = svg(`${'<rect width="1" height="1"/>'.repeat(40_000)}<script>alert(1)</script>`);
    await expect(uploadFile(text(long), 'big.svg', form())).rejects.toThrow(/complete: 415 .*is an SVG with a script/);
    expect(await fileRows()).toEqual([]);
    expect(await objects()).toEqual([]);
  });

  it('takes an SVG that links only inside itself and embeds its pictures, as printers send them', async () => {
    const clean = svg(
      '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="9" height="9"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text>Made for the onion bhaji stall</text>',
    );
    const up = await uploadFile(text(clean), 'label.svg', form());
    expect([up.file.type, (up.file as unknown as { name: string }).name]).toEqual(['svg', 'label.svg']);
  });
});

describe('conditional and range requests on a download link (RFC 9110)', () => {
  const fetchLink = async (link: string, headers: Record<string, string>) => {
    const { res } = await call(new Request(link, { headers }));
    return {
      status: res.status,
      range: res.headers.get('content-range'),
      length: res.headers.get('content-length'),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  };

  it('answers a failed If-Match or If-Unmodified-Since with 412, and a matching If-None-Match or If-Modified-Since with 304', async () => {
    const png = pngOf(100, 100, 245);
    const { link } = await sentFile(png, 'logo.png');
    const first = await call(new Request(link));
    const etag = first.res.headers.get('etag')!;
    const lastModified = first.res.headers.get('last-modified')!;
    await first.res.arrayBuffer();
    expect([first.res.status, etag, lastModified]).toEqual([200, expect.stringMatching(/^"[^"]+"$/), expect.stringMatching(/ GMT$/)]);
    const old = 'Sun, 06 Nov 1994 08:49:37 GMT';
    const cases: Array<[Record<string, string>, number]> = [
      [{ 'if-match': '"nope"' }, 412], // the requests that found it
      [{ 'if-unmodified-since': old }, 412],
      [{ 'if-match': `W/${etag}` }, 412], // If-Match compares strongly
      [{ 'if-match': '"a", "b"' }, 412],
      [{ 'if-match': `"a", ${etag}` }, 200],
      [{ 'if-match': '*' }, 200],
      [{ 'if-match': '"nope"', 'if-unmodified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' }, 412], // If-Match wins over the date
      [{ 'if-unmodified-since': 'not a date' }, 200], // an invalid date is ignored
      [{ 'if-none-match': etag }, 304],
      [{ 'if-none-match': `W/${etag}` }, 304], // If-None-Match compares weakly
      [{ 'if-none-match': '"other"' }, 200],
      [{ 'if-modified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' }, 304],
      [{ 'if-modified-since': old }, 200],
      [{ 'if-none-match': '"other"', 'if-modified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' }, 200], // If-None-Match wins
    ];
    for (const [headers, status] of cases) {
      const got = await fetchLink(link, headers);
      expect([headers, got.status]).toEqual([headers, status]);
      if (status === 200) expect(got.bytes).toEqual(png);
      else expect(got.bytes.length).toBe(status === 304 ? 0 : got.bytes.length);
    }
  });

  it('sends the whole file (200) for an If-Range that names another version, and the part for one that names this', async () => {
    const png = pngOf(100, 100, 245);
    const { link } = await sentFile(png, 'logo.png');
    const head = await call(new Request(link));
    const [etag, date] = [head.res.headers.get('etag')!, head.res.headers.get('last-modified')!];
    await head.res.arrayBuffer();
    for (const [ifRange, status] of [
      ['"another"', 200],
      [`W/${etag}`, 200],
      ['Sun, 06 Nov 1994 08:49:37 GMT', 200],
      ['garbage', 200],
      [etag, 206],
      [date, 206],
    ] as const) {
      const got = await fetchLink(link, { range: 'bytes=10-19', 'if-range': ifRange });
      expect([ifRange, got.status, got.range]).toEqual([ifRange, status, status === 206 ? 'bytes 10-19/245' : null]);
      expect(got.bytes).toEqual(status === 206 ? png.subarray(10, 20) : png);
    }
  });

  it('answers an unsatisfiable range with 416 and Content-Range: bytes */size, and ignores a malformed one (200, whole file)', async () => {
    const png = pngOf(100, 100, 245);
    const { link } = await sentFile(png, 'logo.png');
    for (const range of ['bytes=245-', 'bytes=245-300', 'bytes=1000-2000', 'bytes=-0', 'bytes=300-, 400-']) {
      const got = await fetchLink(link, { range });
      expect([range, got.status, got.range]).toEqual([range, 416, 'bytes */245']);
    }
    for (const range of ['bytes=5-2', 'abc', 'items=0-9', 'bytes=', 'bytes=x-y', 'bytes=0-1,5-6', 'bytes=--5', 'bytes 0-9']) {
      const got = await fetchLink(link, { range });
      expect([range, got.status, got.range, got.length]).toEqual([range, 200, null, '245']);
      expect(got.bytes).toEqual(png);
    }
    for (const [range, from, to] of [
      ['bytes=0-0', 0, 0],
      ['bytes=244-', 244, 244],
      ['bytes=-10', 235, 244],
      ['bytes=-1000', 0, 244],
      ['bytes=240-9999', 240, 244],
      ['BYTES=1-2', 1, 2],
      ['bytes=300-400, 3-4', 3, 4],
    ] as const) {
      const got = await fetchLink(link, { range });
      expect([range, got.status, got.range]).toEqual([range, 206, `bytes ${from}-${to}/245`]);
      expect(got.bytes).toEqual(png.subarray(from, to + 1));
    }
  });

  it('ignores a Range with no range in it (200, whole file), and skips empty elements beside a range (§5.6.1)', async () => {
    const png = pngOf(100, 100, 245);
    const { link } = await sentFile(png, 'logo.png');
    for (const range of ['bytes=,', 'bytes= , ,', 'bytes=,,,,', 'bytes=\t,', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=-, ,']) {
      const got = await fetchLink(link, { range });
      expect([range, got.status, got.range, got.length]).toEqual([range, 200, null, '245']);
      expect(got.bytes).toEqual(png);
    }
    for (const range of ['bytes=,0-4', 'bytes=0-4, ,', 'bytes= , 0-4 ,']) {
      const got = await fetchLink(link, { range });
      expect([range, got.status, got.range]).toEqual([range, 206, 'bytes 0-4/245']);
      expect(got.bytes).toEqual(png.subarray(0, 5));
    }
  });
});

describe('an enquiry and a removal at the same moment', () => {
  const newEnquiry = (dedupeKey: string, files: { ids: string[]; formKey: string }) => ({
    dedupeKey,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    message: 'Artwork attached, please quote.',
    sourcePage: '/contactus',
    spamReason: null,
    unverified: null,
    receivedAt: Date.now(),
    items: null,
    files,
  });

  it('stores no enquiry when a file it names was taken for removal after the check, and reports it', async () => {
    const key = crypto.randomUUID();
    const a = await uploadFile(await pdfOf(100, 100), 'a.pdf', key);
    const b = await uploadFile(await pdfOf(100, 100), 'b.pdf', key);
    expect(await claimForRemoval(env.DB, b.id)).not.toBeNull();
    expect(await insertEnquiry(env.DB, newEnquiry('race-1', { ids: [a.id, b.id], formKey: key }))).toEqual({ filesGone: true });
    expect(await countRows()).toBe(0);
    expect(await env.DB.prepare('SELECT enquiry_id FROM artwork_files WHERE id = ?').bind(a.id).first('enquiry_id')).toBeNull();
  });

  it('keeps a file an enquiry took first: its removal is a 409, and the enquiry keeps it', async () => {
    const body = await formBody();
    const up = await uploadFile(await pdfOf(100, 100), 'kept.pdf', body.idempotencyKey);
    expect((await call(jsonRequest({ ...body, files: [up.id] }))).res.status).toBe(201);
    const removal = await api('DELETE', `/api/artwork/${up.id}`, undefined, { 'x-upload-token': up.token });
    expect([removal.status, removal.json.message]).toEqual([409, 'This file was sent with an enquiry; it is kept with it.']);
    expect(await claimForRemoval(env.DB, up.id)).toBeNull();
    expect(await objects()).toEqual([`artwork/${up.id}`]);
  });
});

describe('the sweep', () => {
  it('removes files whose enquiry never came after a day, parts and all, and keeps those sent and newer ones', async () => {
    const body = await formBody();
    const sent = await uploadFile(await pdfOf(100, 100), 'sent.pdf', body.idempotencyKey);
    expect((await call(jsonRequest({ ...body, files: [sent.id] }))).res.status).toBe(201);
    const left = await uploadFile(await pdfOf(100, 100), 'left.pdf', crypto.randomUUID());
    const half = (await startUpload('half.pdf', 6 * 1024 * 1024, crypto.randomUUID())).json as unknown as Started;
    const head = filler(half.partBytes);
    head.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect((await sendPart(half, 1, head)).status).toBe(200);

    await runCron(env, Date.now() + 60 * 60_000);
    expect((await fileRows()).length).toBe(3);
    await runCron(env, Date.now() + 24 * 60 * 60_000 + 60_000);
    expect((await fileRows()).map((r) => r.id)).toEqual([sent.id]);
    expect(await objects()).toEqual([`artwork/${sent.id}`]);
    expect(left.id).not.toBe(sent.id);
  });

  it('deletes the files of an enquiry when its personal fields are erased', async () => {
    const body = await formBody();
    const up = await uploadFile(await pdfOf(100, 100), 'kept.pdf', body.idempotencyKey);
    const { res } = await call(jsonRequest({ ...body, files: [up.id] }));
    const { reference } = (await res.json()) as { reference: string };
    await env.DB.prepare(`UPDATE enquiries SET status = 'delivered', delivered_at = ? WHERE id = ?`)
      .bind(new Date(Date.now() - 181 * 86_400_000).toISOString(), reference)
      .run();
    await runCron(env);
    expect(await fileRows()).toEqual([]);
    expect(await objects()).toEqual([]);
  });
});
