import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, formBody, jsonRequest, mailScript } from '@tests/worker/enquiry-helpers';
import { uploadFile, clearArtworkAndEnquiries } from '@tests/worker/artwork-helpers';
import { activePdf, deflate, hiddenActionPdfs, latin1, objectStreamEndingInCR, pdf, stream } from '@tests/support/pdf-cases';

/** A PDF is looked through for JavaScript and actions (src/features/enquiry/files/pdf-active.ts) as it is read back from R2, and flagged to the staff. */

vi.setConfig({ testTimeout: 120_000 });

beforeEach(clearArtworkAndEnquiries);

const form = () => crypto.randomUUID();

describe('a PDF that carries JavaScript or actions', () => {
  const kraft500 = { product: 'kraft-with-window', size: '500gm' };

  for (const objectStreams of [false, true]) {
    const how = objectStreams ? 'kept in compressed object streams' : 'written plain';
    it(`is taken and flagged to the staff, ${how}: JavaScript on opening, with or without escaped names; a launch; a page's additional actions`, async () => {
      for (const activity of ['open-javascript', 'open-javascript-escaped', 'open-launch', 'page-aa'] as const) {
        const pdf = await activePdf(activity, objectStreams);
        if (objectStreams) expect(latin1(pdf)).not.toMatch(/JavaScript|Launch/);
        const up = await uploadFile(pdf, `${activity}.pdf`, form(), [kraft500]);
        const flagged = up.file.preflight.filter((n) => n.level === 'warning' && /carries JavaScript or actions/.test(n.text));
        expect([activity, flagged.length]).toEqual([activity, 1]);
        expect(flagged[0]!.text).toMatch(/: open it only in a preflight tool, not in a browser or in Acrobat with JavaScript on\.$/);
      }
    });

    it(`is not flagged when it is only a print file, ${how}`, async () => {
      for (const activity of ['none', 'open-page'] as const) {
        const up = await uploadFile(await activePdf(activity, objectStreams), `${activity}.pdf`, form(), [kraft500]);
        expect([activity, up.file.preflight.filter((n) => /JavaScript|EmbeddedFile/.test(n.text))]).toEqual([activity, []]);
        expect(up.file.preflight.length).toBe(1);
      }
    });
  }

  it('reads in workerd compressed data whose last byte is a CR, before an LF or a CR LF: flagged, never called damaged', async () => {
    for (const eol of ['\n', '\r\n'] as const) {
      const up = await uploadFile(await objectStreamEndingInCR(eol), 'cr.pdf', form(), [kraft500]);
      const warned = up.file.preflight.filter((n) => n.level === 'warning').map((n) => n.text);
      expect([eol, warned]).toEqual([eol, [expect.stringContaining('(/JS, /JavaScript)')]]);
    }
  });

  it('finds, in workerd, the actions the old scanner missed, and warns of what it cannot read within its budget, answering 200 each time', async () => {
    for (const [what, file] of Object.entries(await hiddenActionPdfs())) {
      const up = await uploadFile(file, 'hidden.pdf', form(), [kraft500]);
      const warned = up.file.preflight.filter((n) => n.level === 'warning' && /JavaScript/.test(n.text)).map((n) => n.text);
      expect([what, warned]).toEqual([what, [expect.stringMatching(/carries JavaScript or actions .*\/OpenAction\)/)]]);
    }
    // A small object stream that inflates to about a gigabyte: flagged once its cap is reached.
    const bomb = pdf('', [stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', await deflate(new Uint8Array(64 * 1024 * 1024).fill(0x20)))]);
    const up = await uploadFile(bomb, 'bomb.pdf', form(), [kraft500]);
    expect(up.file.preflight.filter((n) => /read through/.test(n.text)).map((n) => n.text)).toEqual([expect.stringContaining('more than 8 MB inflated')]);
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
