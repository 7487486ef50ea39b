import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, formBody, jsonRequest, mailScript } from '@tests/worker/enquiry-helpers';
import { uploadFile, clearArtworkAndEnquiries } from '@tests/worker/artwork-helpers';
import { activePdf, latin1, objectStreamEndingInCR } from '@tests/support/pdf-cases';
import { PdfActiveScan } from './pdf-active';

/** A PDF is looked through for JavaScript and actions (src/features/enquiry/files/pdf-active.ts) as it is read back from R2, and flagged to the staff. */

vi.setConfig({ testTimeout: 120_000 });

beforeEach(clearArtworkAndEnquiries);

const form = () => crypto.randomUUID();

describe('a PDF that carries JavaScript or actions', () => {
  const kraft500 = { product: 'kraft-with-window', size: '500gm' };

  /** The scan's warnings over `pdf` as the upload reads a stored file back: from R2, in its own chunks, in workerd. */
  async function warningsFromR2(pdf: Uint8Array): Promise<string[]> {
    await env.ARTWORK.put('scanned', pdf);
    const scan = new PdfActiveScan();
    const reader = (await env.ARTWORK.get('scanned'))!.body.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) await scan.push(r.value);
    await env.ARTWORK.delete('scanned');
    return (await scan.notes()).filter((n) => n.level === 'warning').map((n) => n.text);
  }

  // Every case here runs in workerd (its DecompressionStream inflates the object streams) over R2's
  // chunks; the scan's reading in any pieces is proven in Node (pdf-active.test.ts), and what an
  // upload does with its finding (the note on the file, the staff's copy) below on one file.
  it("is flagged once in workerd, read back from R2, written plain or in compressed object streams: JavaScript on opening, with or without escaped names; a launch; a page's additional actions", async () => {
    for (const objectStreams of [false, true]) {
      for (const activity of ['open-javascript', 'open-javascript-escaped', 'open-launch', 'page-aa'] as const) {
        const pdf = await activePdf(activity, objectStreams);
        if (objectStreams) expect(latin1(pdf)).not.toMatch(/JavaScript|Launch/);
        const flagged = (await warningsFromR2(pdf)).filter((text) => /carries JavaScript or actions/.test(text));
        expect([activity, objectStreams, flagged.length]).toEqual([activity, objectStreams, 1]);
      }
      for (const activity of ['none', 'open-page'] as const)
        expect([activity, objectStreams, await warningsFromR2(await activePdf(activity, objectStreams))]).toEqual([activity, objectStreams, []]);
    }
  });

  it('reads in workerd compressed data whose last byte is a CR, before an LF or a CR LF: flagged, never called damaged', async () => {
    for (const eol of ['\n', '\r\n'] as const) {
      expect([eol, await warningsFromR2(await objectStreamEndingInCR(eol))]).toEqual([eol, [expect.stringContaining('(/JavaScript, /JS)')]]);
    }
  });

  it('is taken when uploaded and flagged on the file; a print file is not', async () => {
    const up = await uploadFile(await activePdf('open-javascript', true), 'open-javascript.pdf', form(), [kraft500]);
    const flagged = up.file.preflight.filter((n) => n.level === 'warning' && /carries JavaScript or actions/.test(n.text));
    expect(flagged.length).toBe(1);
    expect(flagged[0]!.text).toMatch(/: open it only in a preflight tool, not in a browser or in Acrobat with JavaScript on\.$/);
    const plain = await uploadFile(await activePdf('none', false), 'none.pdf', form(), [kraft500]);
    expect(plain.file.preflight.filter((n) => /JavaScript|EmbeddedFile/.test(n.text))).toEqual([]);
    expect(plain.file.preflight.length).toBe(1);
  });

  it('reaches the staff with its warning in the forwarded enquiry', async () => {
    const mail = mailScript('artwork-javascript');
    await mail.answer('ok');
    const e = mail.env({ SITE_ORIGIN: 'http://localhost' });
    const body = await formBody({ items: [{ ...kraft500, quantity: 500 }] }, e);
    const up = await uploadFile(await activePdf('open-javascript', true), 'label.pdf', body.idempotencyKey, [kraft500], e);
    const { res, settled } = await call(jsonRequest({ ...body, files: [up.id] }), e);
    expect(res.status).toBe(201);
    await settled();
    const [received] = await mail.log();
    const files = (received!.payload as unknown as { files: Array<{ preflight: Array<{ level: string; text: string }> }> }).files;
    expect(files[0]!.preflight).toContainEqual({
      level: 'warning',
      text: expect.stringMatching(/^This PDF carries JavaScript or actions .*\(\/JS, \/JavaScript, \/OpenAction\)/),
    });
  });
});
