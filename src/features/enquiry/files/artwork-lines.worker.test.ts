import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, formBody, jsonRequest, mailScript, nextIp, oldStart, person } from '@tests/worker/enquiry-helpers';
import { api, clearArtworkAndEnquiries, pdfOf, startUpload, sendPart, partOf, type Started } from '@tests/worker/artwork-helpers';
import type { ArtworkRow } from './store';
import { artworkSweep } from './sweep';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(clearArtworkAndEnquiries);

const items = [
  { product: 'kraft-with-window', size: '1kg', quantity: 500, note: '' },
  { product: 'kraft-with-window', size: '500gm', quantity: 1000, note: '' },
];
const line2 = { product: 'kraft-with-window', size: '500gm' };
const placed = { panel: 'front', x: 3, y: 3, width: 156, height: 226, fit: 'actual', underlay: false };

/** Start and every part of an upload, as the browser sends them; the completion is the test's. */
async function uploaded(bytes: Uint8Array, name: string, form: string): Promise<Started> {
  const start = await startUpload(name, bytes.length, form);
  expect(start.status).toBe(201);
  const s = start.json as unknown as Started;
  for (let n = 1; n <= s.parts; n++) expect((await sendPart(s, n, partOf(s, bytes, n))).status).toBe(200);
  return s;
}
const complete = (s: Started, body: object) => api('POST', `/api/artwork/${s.id}/complete`, body, { 'x-upload-token': s.token });
const fileRow = (id: string) => env.DB.prepare('SELECT * FROM artwork_files WHERE id = ?').bind(id).first<ArtworkRow>();

/** The staff copy's artwork section: from its heading to the end. */
const artworkSection = (text: string) => {
  const lines = text.split('\n');
  return lines.slice(lines.findIndex((l) => l.startsWith('Artwork: ')));
};
/** The section without the lines that change from run to run (links, fingerprints) and the notes. */
const shape = (lines: string[]) => lines.filter((l) => !/^ {2}(http|SHA-256|Note|Check)/.test(l)).map((l) => l.replace(/^- [\d.]+ [KM]?B, /, '- SIZE, '));

async function forwardedText(channel: string, body: Record<string, unknown>) {
  const mail = mailScript(channel);
  await mail.answer('ok');
  const e = mail.env();
  const { res, settled } = await call(jsonRequest(body), e);
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  await settled();
  const received = (await mail.log()).find((r) => r.id === reference)!;
  return { reference, text: received.payload.text!, payload: received.payload as unknown as { files: Array<Record<string, unknown>> } };
}

describe('artwork files for a quote line', () => {
  it('records each file’s line and placement, and the staff copy lists them under their line', async () => {
    const body = await formBody({ items });
    const design = await uploaded(await pdfOf(156, 226), 'design.pdf', body.idempotencyKey);
    expect((await complete(design, { sizes: [line2], line: line2, placement: placed })).status).toBe(200);
    const proof = await uploaded(await pdfOf(210, 297, 0, 2), 'proof.pdf', body.idempotencyKey);
    expect((await complete(proof, { sizes: [line2], line: line2 })).status).toBe(200);
    const other = await uploaded(await pdfOf(100, 100, 0, 3), 'logo.pdf', body.idempotencyKey);
    expect((await complete(other, { sizes: items })).status).toBe(200);

    expect(await fileRow(design.id)).toMatchObject({ line_product: 'kraft-with-window', line_size: '500gm' });
    expect(JSON.parse((await fileRow(design.id))!.placement!)).toEqual(placed);
    expect(await fileRow(proof.id)).toMatchObject({ line_product: 'kraft-with-window', line_size: '500gm', placement: null });
    expect(await fileRow(other.id)).toMatchObject({ line_product: null, line_size: null, placement: null });

    const { text, payload } = await forwardedText('artwork-lines', { ...body, files: [design.id, proof.id, other.id] });
    expect(shape(artworkSection(text))).toEqual([
      'Artwork: 3 files (links work for 30 days)',
      'Line 2 — Matt Kraft With Window Stand-Up Zipper Pouch 500gm × 1,000:',
      '- SIZE, application/pdf │ design.pdf',
      '  Placed: front, placed 1:1 at x 3 mm, y 3 mm, 156 × 226 mm',
      '- SIZE, application/pdf │ proof.pdf',
      'Other files:',
      '- SIZE, application/pdf │ logo.pdf',
    ]);
    // The mail script gets the line and placement of each file as data too.
    expect(payload.files.map((f) => [f.name, f.line ?? null, f.placement ?? null])).toEqual([
      ['design.pdf', line2, placed],
      ['proof.pdf', line2, null],
      ['logo.pdf', null, null],
    ]);
  });

  it('keeps a line’s front and back designs, each with its own placement, with the enquiry, and the staff copy lists both under the line', async () => {
    const body = await formBody({ items });
    const back = { ...placed, panel: 'back', x: 171, fit: 'fill', underlay: true };
    const front = await uploaded(await pdfOf(156, 226), 'front.pdf', body.idempotencyKey);
    expect((await complete(front, { sizes: [line2], line: line2, placement: placed })).status).toBe(200);
    const rear = await uploaded(await pdfOf(156, 226, 0, 5), 'back.pdf', body.idempotencyKey);
    expect((await complete(rear, { sizes: [line2], line: line2, placement: back })).status).toBe(200);
    const proof = await uploaded(await pdfOf(210, 297, 0, 2), 'proof.pdf', body.idempotencyKey);
    expect((await complete(proof, { sizes: [line2], line: line2 })).status).toBe(200);

    const { reference, text, payload } = await forwardedText('artwork-lines-sides', { ...body, files: [front.id, rear.id, proof.id] });
    // Stored with the enquiry: both designs, each with its side's placement, and the proof.
    const stored = await env.DB.prepare('SELECT name, line_product, line_size, placement FROM artwork_files WHERE enquiry_id = ? ORDER BY name')
      .bind(reference)
      .all<Pick<ArtworkRow, 'name' | 'line_product' | 'line_size' | 'placement'>>();
    expect(stored.results.map((r) => [r.name, r.line_size, r.placement ? JSON.parse(r.placement) : null])).toEqual([
      ['back.pdf', '500gm', back],
      ['front.pdf', '500gm', placed],
      ['proof.pdf', '500gm', null],
    ]);
    expect(shape(artworkSection(text))).toEqual([
      'Artwork: 3 files (links work for 30 days)',
      'Line 2 — Matt Kraft With Window Stand-Up Zipper Pouch 500gm × 1,000:',
      '- SIZE, application/pdf │ front.pdf',
      '  Placed: front, placed 1:1 at x 3 mm, y 3 mm, 156 × 226 mm',
      '- SIZE, application/pdf │ back.pdf',
      '  Placed: back, filling the bleed at x 171 mm, y 3 mm, 156 × 226 mm, white underlay',
      '- SIZE, application/pdf │ proof.pdf',
    ]);
    expect(payload.files.map((f) => [f.name, f.placement ?? null])).toEqual([
      ['front.pdf', placed],
      ['back.pdf', back],
      ['proof.pdf', null],
    ]);
  });

  it('goes with its enquiry when retention erases it, row and file, line and placement with them', async () => {
    const body = await formBody({ items });
    const design = await uploaded(await pdfOf(156, 226), 'design.pdf', body.idempotencyKey);
    expect((await complete(design, { sizes: [line2], line: line2, placement: placed })).status).toBe(200);
    const { reference } = await forwardedText('artwork-lines-erase', { ...body, files: [design.id] });
    expect((await env.ARTWORK.list({ prefix: 'artwork/' })).objects.length).toBe(1);
    await env.DB.prepare('UPDATE enquiries SET erased_at = ?2 WHERE id = ?1').bind(reference, new Date().toISOString()).run();
    expect(await artworkSweep(env, Date.now())).toBe(1);
    expect(await fileRow(design.id)).toBeNull();
    expect((await env.ARTWORK.list({ prefix: 'artwork/' })).objects.length).toBe(0);
  });

  it('lists files sent for no line as it always has', async () => {
    const body = await formBody({ items });
    const file = await uploaded(await pdfOf(156, 226), 'front.pdf', body.idempotencyKey);
    expect((await complete(file, { sizes: items })).status).toBe(200);
    const { text } = await forwardedText('artwork-lines-none', { ...body, files: [file.id] });
    const section = artworkSection(text);
    expect(section[0]).toBe('Artwork: 1 file (links work for 30 days)');
    expect(section[1]).toMatch(/^- [\d.]+ [KM]?B, application\/pdf │ front\.pdf$/);
    expect(section[2]).toMatch(/^ {2}https?:\/\/.+\/artwork\/ENQ-/);
    expect(section[3]).toMatch(/^ {2}SHA-256 [0-9a-f]{64}$/);
    expect(section.some((l) => /^Line \d|^Other files|Placed:/.test(l))).toBe(false);
  });

  it('refuses a bad placement or line with a 400 that says what is wrong, removes that upload, and the enquiry still goes', async () => {
    const body = await formBody({ items });
    const cases: Array<[object, RegExp]> = [
      [{ line: line2, placement: { ...placed, panel: 'side' } }, /panel is front or back/],
      [{ line: line2, placement: { ...placed, x: '3' } }, /left edge \(x\) in mm as a number/],
      [{ line: line2, placement: { ...placed, width: 5000 } }, /width must be from 1 to 1000 mm/],
      [{ line: line2, placement: { ...placed, height: 0 } }, /height must be from 1 to 1000 mm/],
      [{ line: line2, placement: { ...placed, underlay: 'yes' } }, /white underlay/],
      [{ line: line2, placement: { ...placed, fit: 'stretch' } }, /fit is one of fill, fit, actual, free/],
      [{ line: line2, placement: { ...placed, script: 'x' } }, /holds only panel/],
      [{ line: line2, placement: 'front' }, /send it as \{ panel/],
      [{ placement: placed }, /name the line too/],
      [{ line: { product: 'kraft-with-window', size: '9kg' } }, /product or size we do not make/],
    ];
    for (const [extra, message] of cases) {
      const s = await uploaded(await pdfOf(156, 226), 'design.pdf', body.idempotencyKey);
      const done = await complete(s, { sizes: [line2], ...extra });
      expect(done.status, JSON.stringify(extra)).toBe(400);
      expect(String(done.json.message)).toMatch(message);
      expect(await fileRow(s.id)).toBeNull();
    }
    const good = await uploaded(await pdfOf(156, 226), 'design.pdf', body.idempotencyKey);
    expect((await complete(good, { sizes: [line2], line: line2, placement: placed })).status).toBe(200);
    const { text } = await forwardedText('artwork-lines-bad', { ...body, files: [good.id] });
    expect(text).toContain('Line 2 — Matt Kraft With Window Stand-Up Zipper Pouch 500gm × 1,000:');
  });

  it('never changes a completed file: a second completion, with another line, placement or a bad one, is a 409 that writes nothing', async () => {
    const body = await formBody({ items });
    const line1 = { product: 'kraft-with-window', size: '1kg' };
    const design = await uploaded(await pdfOf(156, 226), 'design.pdf', body.idempotencyKey);
    expect((await complete(design, { sizes: [line2], line: line2, placement: placed })).status).toBe(200);
    const before = await fileRow(design.id);
    const later: object[] = [
      { sizes: [line1], line: line1, placement: { ...placed, panel: 'back', x: 40 } },
      { sizes: [line1], line: line1 },
      { line: line2, placement: { ...placed, width: 20 } },
      { sizes: [] },
      // A bad line on a completed file is not a reason to remove it either.
      { line: { product: 'kraft-with-window', size: '9kg' } },
      { placement: placed },
    ];
    for (const extra of later) {
      const again = await complete(design, extra);
      expect(again.status, JSON.stringify(extra)).toBe(409);
      expect(await fileRow(design.id), JSON.stringify(extra)).toEqual(before);
    }
    // A file without a line keeps having none.
    const plain = await uploaded(await pdfOf(100, 100, 0, 3), 'logo.pdf', body.idempotencyKey);
    expect((await complete(plain, { sizes: items })).status).toBe(200);
    expect((await complete(plain, { line: line1, placement: placed })).status).toBe(409);
    expect(await fileRow(plain.id)).toMatchObject({ line_product: null, line_size: null, placement: null });
    // Two completions at once: the file is listed under the line of the one that completed it.
    const raced = await uploaded(await pdfOf(156, 226, 0, 4), 'raced.pdf', body.idempotencyKey);
    const [a, b] = await Promise.all([complete(raced, { line: line1 }), complete(raced, { line: line2, placement: placed })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? line1 : line2;
    expect(await fileRow(raced.id)).toMatchObject({
      line_product: winner.product,
      line_size: winner.size,
      placement: a.status === 200 ? null : JSON.stringify(placed),
    });
    // The copy the staff get shows the lines as they were completed.
    const { text } = await forwardedText('artwork-lines-twice', { ...body, files: [design.id, plain.id] });
    expect(text).toContain('  Placed: front, placed 1:1 at x 3 mm, y 3 mm, 156 × 226 mm');
    expect(text).not.toContain('back, placed');
  });

  it('without JavaScript: the address carries several lines, and the form gives each a file field of its own', async () => {
    const { res } = await call(
      new Request(
        'http://localhost/contactus?product=kraft-with-window&size=1kg&quantity=500&product=kraft-with-window&size=500gm&quantity=1000&product=kraft-with-window&size=9kg',
      ),
    );
    const html = (await res.text()).replaceAll('<!-- -->', '');
    expect(res.status).toBe(200);
    expect([...html.matchAll(/name="item-size" value="([^"]+)"/g)].map((m) => m[1])).toEqual(['1kg', '500gm']);
    expect([...html.matchAll(/<input id="enquiry-artwork-line-(\d)"(?=[^>]* type="file")[^>]* name="artwork-line-(\d)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['1', '1'],
      ['2', '2'],
    ]);
    expect(html).toContain(
      '<label for="enquiry-artwork-line-2" id="enquiry-artwork-line-2-label">Line 2: Matt Kraft With Window Stand-Up Zipper Pouch, 500gm</label>',
    );
  });

  it('without JavaScript: a file in line 2’s field is recorded for line 2 and listed under it; a field for a line the post lacks is refused', async () => {
    const mail = mailScript('artwork-lines-post');
    await mail.answer('ok');
    const e = mail.env();
    const form = async (fileField: string) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({
        ...person,
        website: '',
        idempotencyKey: crypto.randomUUID(),
        startedAt: await oldStart(e),
        sourcePage: '/contactus',
      }))
        data.append(k, v);
      for (const it of items) {
        data.append('item-product', it.product);
        data.append('item-size', it.size);
        data.append('item-quantity', String(it.quantity));
        data.append('item-note', '');
      }
      // The form's own order: the general field, then one per line; an empty field sends an empty part.
      data.append('artwork', new File([], '', { type: 'application/octet-stream' }));
      data.append('artwork-line-1', new File([], '', { type: 'application/octet-stream' }));
      data.append(fileField, new File([(await pdfOf(156, 226)) as BlobPart], 'for line two.pdf', { type: 'application/pdf' }));
      return data;
    };
    const post = (data: FormData) =>
      call(new Request('http://localhost/contactus', { method: 'POST', headers: { 'cf-connecting-ip': nextIp() }, body: data, redirect: 'manual' }), e);

    const { res, settled } = await post(await form('artwork-line-2'));
    expect(res.status).toBe(303);
    const reference = /sent=(ENQ-[0-9A-Z]+)/.exec(res.headers.get('location') ?? '')![1]!;
    await settled();
    const stored = await env.DB.prepare('SELECT * FROM artwork_files WHERE enquiry_id = ?').bind(reference).first<ArtworkRow>();
    expect(stored).toMatchObject({ name: 'for line two.pdf', line_product: 'kraft-with-window', line_size: '500gm', placement: null });
    const text = (await mail.log()).find((r) => r.id === reference)!.payload.text!;
    const section = artworkSection(text);
    expect(section[1]).toBe('Line 2 — Matt Kraft With Window Stand-Up Zipper Pouch 500gm × 1,000:');
    expect(section[2]).toMatch(/│ for line two\.pdf$/);
    expect(section.includes('Other files:')).toBe(false);

    const wrong = await post(await form('artwork-line-3'));
    expect(wrong.res.status).toBe(400);
    const page = (await wrong.res.text()).replaceAll('<!-- -->', '');
    expect(page).toContain('“for line two.pdf” was sent for line 3 of the quote, which has 2 lines. Choose it again under one of its lines.');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM artwork_files WHERE enquiry_id IS NULL').first<number>('n')).toBe(0);
  });
});
