import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, cookiesOf, countRows, mailScript, nextIp, oldStart, person, row, roomInRateWindow, RATE_TEST_TIMEOUT } from '@tests/worker/enquiry-helpers';
import { filler, pdfOf, sha256, clearArtworkAndEnquiries } from '@tests/worker/artwork-helpers';
import { storedQuote } from '../store/rows';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(clearArtworkAndEnquiries);

const objects = async () => (await env.ARTWORK.list({ prefix: 'artwork/' })).objects.length;
const fileCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM artwork_files').first<number>('n')) ?? 0;

/** The form as a browser without JavaScript posts it: text fields first, the files last. */
async function formData(files: Array<[string, Uint8Array]>, extra: Record<string, string> = {}, e = env) {
  const data = new FormData();
  const fields = { ...person, website: '', idempotencyKey: crypto.randomUUID(), startedAt: await oldStart(e), sourcePage: '/contactus', ...extra };
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  data.append('item-product', 'kraft-with-window');
  data.append('item-size', '500gm');
  data.append('item-quantity', '1000');
  data.append('item-note', '');
  for (const [name, bytes] of files) data.append('artwork', new File([bytes as BlobPart], name, { type: 'application/octet-stream' }));
  return data;
}

const post = (body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  call(new Request('http://localhost/contactus', { method: 'POST', headers: { 'cf-connecting-ip': nextIp(), ...headers }, body, redirect: 'manual' }));

describe('the enquiry form without JavaScript, with files', () => {
  it('stores the enquiry with its files from one multipart post, and forwards them', async () => {
    const mail = mailScript('artwork-post');
    await mail.answer('ok');
    const e = mail.env({ SITE_ORIGIN: 'http://localhost' });
    const pdf = await pdfOf(156, 226, 6 * 1024 * 1024, 9);
    const { res, settled } = await call(
      new Request('http://localhost/contactus', {
        method: 'POST',
        headers: { 'cf-connecting-ip': nextIp() },
        body: await formData(
          [
            ['front.pdf', pdf],
            ['back.pdf', await pdfOf(156, 226)],
          ],
          {},
          e,
        ),
        redirect: 'manual',
      }),
      e,
    );
    expect(res.status).toBe(303);
    const reference = /sent=(ENQ-[0-9A-Z]+)/.exec(res.headers.get('location') ?? '')![1]!;
    await settled();
    expect(storedQuote((await row(reference))!)?.items.map((i) => i.size)).toEqual(['500gm']);
    const [received] = await mail.log();
    const files = (received!.payload as unknown as { files: Array<{ name: string; sha256: string; preflight: { level: string }[] }> }).files;
    expect(files.map((f) => f.name)).toEqual(['front.pdf', 'back.pdf']);
    expect(files[0]!.sha256).toBe(await sha256(pdf));
    expect(files[0]!.preflight[0]!.level).toBe('ok');
    expect(await objects()).toBe(2);

    // The page the post lands on shows its browser what arrived, with the notes; another browser, or
    // an hour later, sees the reference alone.
    const landing = async (cookie = cookiesOf(res)) =>
      (await (await call(new Request(`http://localhost${res.headers.get('location')}`, { headers: { cookie } }), e)).res.text()).replaceAll('<!-- -->', '');
    const html = await landing();
    expect(html).toContain(`Sent with reference ${reference}`);
    expect(html).toContain('Artwork: 2 files');
    expect(html).toMatch(
      /<span class="artwork-name">front.pdf<\/span><span class="artwork-size">6.3 MB<\/span><ul class="artwork-notes"><li data-level="ok">Page 156 × 226 mm: one panel of the 500gm /,
    );
    const stranger = await landing('');
    expect(stranger).toContain(`Your reference is ${reference}`);
    expect(stranger).not.toContain('front.pdf');
    vi.useFakeTimers({ now: Date.now() + 61 * 60_000, toFake: ['Date'] });
    try {
      const later = await landing();
      expect(later).toContain(`Your reference is ${reference}`);
      expect(later).not.toContain('front.pdf');
      expect(later).not.toContain('Your quote: 1 line');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores one enquiry and one copy of its files when the same post is sent twice', async () => {
    const data = await formData([['front.pdf', await pdfOf(156, 226)]]);
    const first = await post(data);
    const again = await post(data);
    expect([first.res.status, again.res.status]).toEqual([303, 303]);
    expect(again.res.headers.get('location')).toBe(first.res.headers.get('location'));
    expect(await countRows()).toBe(1);
    expect([await fileCount(), await objects()]).toEqual([1, 1]);
  });

  it('answers a post over 90 MB with a 413 page that keeps what was typed, and keeps none of it', async () => {
    const boundary = '----artwork-413';
    const head = new TextEncoder().encode(
      `${[
        ['name', 'Asha Rao'],
        ['email', 'asha@example.com'],
        ['phone', '9876543210'],
        ['message', 'Our masala pouches, artwork attached.'],
        ['idempotencyKey', crypto.randomUUID()],
        ['startedAt', await oldStart()],
        ['website', ''],
      ]
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('')}--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = filler(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 95) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent++;
        controller.enqueue(chunk);
      },
    });
    const { res } = await post(body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    const html = await res.text();
    // The reason once, beside the files, where the page lands; the message under the button names the field.
    expect([res.status, /data-kind="error"[\s\S]*?<span>([^<]*)/.exec(html)?.[1]]).toEqual([413, 'Please check this field: Artwork files.']);
    expect(/<p class="field-error" id="enquiry-files-error"[\s\S]*?<span>([^<]*)/.exec(html)?.[1]).toMatch(/^The files come to more than 90 MB/);
    expect(html.replace(/data-props="[^"]*"/g, '').match(/The files come to more than 90 MB/g)).toHaveLength(1);
    expect(html).toMatch(/<div class="field field-artwork" id="enquiry-error" tabindex="-1">/);
    expect(html).toContain('Our masala pouches, artwork attached.');
    expect(html).toContain('value="asha@example.com"');
    expect([await countRows(), await fileCount(), await objects()]).toEqual([0, 0, 0]);
  });

  it('refuses a file that is not one we take with a 415 page naming it, keeping the fields, storing nothing', async () => {
    const exe = filler(3000);
    exe.set([0x4d, 0x5a]);
    const { res } = await post(
      await formData(
        [
          ['front.pdf', await pdfOf(100, 100)],
          ['setup.pdf', exe],
        ],
        { message: 'Please see the two files attached.' },
      ),
    );
    expect(res.status).toBe(415);
    const html = await res.text();
    expect(html).toContain('“setup.pdf” is not a file we take.');
    expect(html).toContain('Please see the two files attached.');
    expect([await countRows(), await fileCount(), await objects()]).toEqual([0, 0, 0]);
  });

  it('keeps no file of a post whose fields are wrong, and shows the form again with the message', async () => {
    const { res } = await post(await formData([['front.pdf', await pdfOf(100, 100)]], { email: 'not-an-address' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Enter a valid e-mail address');
    expect([await countRows(), await fileCount(), await objects()]).toEqual([0, 0, 0]);
  });

  it(
    "counts its files against the visitor's upload limit, as the JavaScript path does: past it, a 429 page keeping the fields",
    async () => {
      await roomInRateWindow();
      const ip = { 'cf-connecting-ip': '198.51.100.23' };
      const pdf = await pdfOf(100, 100);
      // Three posts of ten files: 30, the most one visitor starts in ten minutes.
      for (let i = 0; i < 3; i++) {
        const { res } = await post(
          await formData(
            Array.from({ length: 10 }, (_, j) => [`f${i}-${j}.pdf`, pdf] as [string, Uint8Array]),
            { message: `Batch ${i} of our label files.` },
          ),
          ip,
        );
        expect(res.status).toBe(303);
      }
      const { res } = await post(await formData([['one-more.pdf', pdf]], { message: 'One more label file, please.' }), ip);
      const html = await res.text();
      expect(res.status).toBe(429);
      expect(html).toMatch(/You have sent many files in a short time\. Please wait \d+ minutes?, then send the form again; your details are kept below\./);
      expect(html).toContain('One more label file, please.');
      expect(await fileCount()).toBe(30);
    },
    RATE_TEST_TIMEOUT,
  );

  it(
    "counts its files against the visitor's 1 GB in ten minutes too: past it, a 429 page keeping the fields, the file removed",
    async () => {
      await roomInRateWindow();
      const ip = { 'cf-connecting-ip': '2001:db8:99:1::5' };
      // The same visitor (another address of the /64) has started uploads of 999.9 MB with JavaScript.
      for (let i = 0; i < 5; i++) {
        const bytes = i < 4 ? 200_000_000 : 199_900_000;
        const res = (
          await call(
            new Request('http://localhost/api/artwork', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'cf-connecting-ip': `2001:db8:99:1::${i + 10}` },
              body: JSON.stringify({ name: 'big.pdf', bytes, form: crypto.randomUUID() }),
            }),
          )
        ).res;
        expect(res.status).toBe(201);
      }
      const { res } = await post(await formData([['front.pdf', await pdfOf(100, 100, 200_000)]], { message: 'One more label file, please.' }), ip);
      const html = await res.text();
      expect(res.status).toBe(429);
      expect(html).toMatch(
        /You have sent 1000 MB of files in a short time, the most we take from one visitor in ten minutes\. Please wait \d+ minutes?, then send the form again; your details are kept below\./,
      );
      expect(html).toContain('One more label file, please.');
      expect(await env.DB.prepare("SELECT count(*) AS n FROM artwork_files WHERE name = 'front.pdf'").first<number>('n')).toBe(0);
    },
    RATE_TEST_TIMEOUT,
  );

  it('answers a broken multipart body with 400, not a crash', async () => {
    const { res } = await post(
      new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha') as unknown as ReadableStream<Uint8Array>,
      { 'content-type': 'multipart/form-data; boundary=x' },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please send it again');
  });
});

/** A multipart body from its parts, each `[header lines, value]`, streamed in chunks of `chunk` bytes; `pulled()` says how many bytes the worker read. */
function multipart(parts: Array<[string, string | Uint8Array]>, boundary = 'hostile-boundary', chunk = 64 * 1024) {
  const encoder = new TextEncoder();
  const pieces = parts.flatMap(([head, value]) => [
    encoder.encode(`--${boundary}\r\n${head}\r\n\r\n`),
    typeof value === 'string' ? encoder.encode(value) : value,
    encoder.encode('\r\n'),
  ]);
  pieces.push(encoder.encode(`--${boundary}--\r\n`));
  const total = pieces.reduce((n, p) => n + p.byteLength, 0);
  const bytes = new Uint8Array(total);
  pieces.reduce((at, p) => (bytes.set(p, at), at + p.byteLength), 0);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= total) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
  return {
    body,
    total,
    pulled: () => Math.min(at, total),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) },
  };
}
const field = (name: string, value: string | Uint8Array): [string, string | Uint8Array] => [`Content-Disposition: form-data; name="${name}"`, value];
const typed = async (): Promise<Array<[string, string]>> =>
  [
    field('name', 'Asha Rao'),
    field('email', 'asha@example.com'),
    field('phone', '9876543210'),
    field('idempotencyKey', crypto.randomUUID()),
    field('startedAt', await oldStart()),
    field('website', ''),
  ] as Array<[string, string]>;
const errorOf = (html: string) => /data-kind="error"[\s\S]*?<span>([^<]*)/.exec(html)?.[1];

describe('a form post built to stall the worker is refused at its first excess', () => {
  it('refuses 40,000 empty parts named website (2.6 MB) with a 413 at the 121st part, without reading the rest', async () => {
    const hostile = multipart([...(await typed()), ...Array.from({ length: 40_000 }, () => field('website', ''))]);
    const { res } = await post(hostile.body, hostile.headers);
    const html = await res.text();
    expect([res.status, errorOf(html)]).toEqual([413, expect.stringContaining('This form has more fields than ours (at most 120)')]);
    expect(html).toContain('value="Asha Rao"');
    expect(hostile.pulled()).toBeLessThan(256 * 1024);
    expect(await countRows()).toBe(0);
  });

  it('refuses 40,000 parts each with its own name, and 5,000 empty file parts, the same way', async () => {
    for (const parts of [
      Array.from({ length: 40_000 }, (_, i) => field(`f${i}`, '')),
      Array.from({ length: 5_000 }, (): [string, string] => [
        'Content-Disposition: form-data; name="artwork"; filename=""\r\nContent-Type: application/octet-stream',
        '',
      ]),
    ]) {
      const hostile = multipart([...(await typed()), ...parts]);
      const { res } = await post(hostile.body, hostile.headers);
      expect([res.status, errorOf(await res.text())]).toEqual([413, expect.stringContaining('more fields than ours')]);
      expect(hostile.pulled()).toBeLessThan(hostile.total / 4);
    }
  });

  it('counts headers against the limit: 4,000 empty parts with 7 KB names, and one part with a 6 KB header, are a 413 keeping what was typed', async () => {
    const long = multipart([...(await typed()), ...Array.from({ length: 4_000 }, (_, i) => field(`${i}${'n'.repeat(7000)}`, ''))]);
    const one = await post(long.body, long.headers);
    const html = await one.res.text();
    expect([one.res.status, errorOf(html)]).toEqual([413, expect.stringContaining('field names are longer than ours')]);
    expect(html).toContain('value="asha@example.com"');
    expect(long.pulled()).toBeLessThan(long.total / 50);

    const header = multipart([
      ...(await typed()),
      [`Content-Disposition: form-data; name="message"\r\nX-Padding: ${'p'.repeat(6000)}`, 'A message with a huge header.'],
    ]);
    const two = await post(header.body, header.headers);
    expect([two.res.status, errorOf(await two.res.text())]).toEqual([413, expect.stringContaining('field names are longer than ours')]);
  });
});

describe('an oversized text part is a 413 that keeps what was typed, never a 500', () => {
  it('refuses one 9 MB text field (no file) at the first bytes over 32 KB', async () => {
    const big = multipart([...(await typed()), field('message', new Uint8Array(9_000_000).fill(0x61))]);
    const { res } = await post(big.body, big.headers);
    const html = await res.text();
    expect([res.status, errorOf(html)]).toEqual([413, expect.stringContaining('Your enquiry’s text is too long to send (32 KB at most)')]);
    expect(html).toContain('value="Asha Rao"');
    expect(html).toContain('value="9876543210"');
    expect(big.pulled()).toBeLessThan(1024 * 1024);
    expect(await countRows()).toBe(0);
  });

  it('refuses text spread over many fields (60 notes of 1 KB) and a 2 MB field sent without a length, the same way', async () => {
    const notes = multipart([...(await typed()), ...Array.from({ length: 60 }, () => field('item-note', 'n'.repeat(1024)))]);
    const one = await post(notes.body, notes.headers);
    expect([one.res.status, errorOf(await one.res.text())]).toEqual([413, expect.stringContaining('too long to send')]);

    const chunked = multipart([...(await typed()), field('name', new Uint8Array(2_000_000).fill(0x62))]);
    const two = await post(chunked.body, { 'content-type': chunked.headers['content-type'] });
    const html = await two.res.text();
    expect([two.res.status, errorOf(html)]).toEqual([413, expect.stringContaining('too long to send')]);
    expect(html).toContain('value="asha@example.com"');
  });
});
