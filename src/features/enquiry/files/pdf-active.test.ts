import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_OBJSTM_CAP, PdfActiveScan, loadPdfReader } from './pdf-active';
import { activePdf, latin1, objectStreamEndingInCR, type PdfActivity } from '@tests/support/pdf-cases';

// The judges read with pdf-lib and fflate, which the worker loads before the first file it reads.
beforeAll(() => loadPdfReader());

describe('the look through a PDF for JavaScript and actions', () => {
  async function notesOf(bytes: Uint8Array, piece = bytes.length) {
    const scan = new PdfActiveScan();
    for (let at = 0; at < bytes.length; at += piece) scan.push(bytes.subarray(at, at + piece));
    return scan.notes();
  }
  const warnings = (notes: Awaited<ReturnType<typeof notesOf>>) => notes.filter((n) => n.level === 'warning').map((n) => n.text);

  const active: Array<[PdfActivity, RegExp]> = [
    ['open-javascript', /\/JavaScript.*\/OpenAction/],
    ['open-javascript-escaped', /\/JavaScript.*\/OpenAction/],
    ['names-javascript', /\/JavaScript/],
    ['open-launch', /\/Launch, \/OpenAction/],
    ['page-aa', /\/AA/],
    ['open-submitform', /\/SubmitForm/],
  ];
  for (const objectStreams of [false, true]) {
    it.each(active)(`flags %s ${objectStreams ? 'in compressed object streams' : 'written plain'}, in any pieces`, async (activity, names) => {
      const pdf = await activePdf(activity, objectStreams);
      // Compressed, the names are nowhere in the file's bytes: only inflating finds them.
      if (objectStreams) expect(latin1(pdf)).not.toMatch(/JavaScript|Launch|SubmitForm/);
      for (const piece of [pdf.length, 4096, 7]) {
        const found = warnings(await notesOf(pdf, piece));
        expect(found).toEqual([
          expect.stringMatching(/^This PDF carries JavaScript or actions that run when it is opened or used \(.*\): open it only in a preflight tool/),
        ]);
        expect(found[0]).toMatch(names);
      }
    });

    it(`leaves a print file alone, and an /OpenAction that only opens a page (${objectStreams ? 'object streams' : 'plain'})`, async () => {
      expect(await notesOf(await activePdf('none', objectStreams))).toEqual([]);
      expect(await notesOf(await activePdf('open-page', objectStreams), 5)).toEqual([]);
    });

    it(`notes an attached file for the staff, as information (${objectStreams ? 'object streams' : 'plain'})`, async () => {
      expect(await notesOf(await activePdf('attachment', objectStreams))).toEqual([{ level: 'info', text: expect.stringContaining('/EmbeddedFile') }]);
    });
  }

  const deflate = async (bytes: Uint8Array) =>
    new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
  const objStm = (dict: string, data: Uint8Array) => {
    const enc = new TextEncoder();
    return new Uint8Array([
      ...enc.encode(`%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 5 ${dict} /Length ${data.length} >>\nstream\r\n`),
      ...data,
      ...enc.encode('\r\nendstream\nendobj\n%%EOF\n'),
    ]);
  };
  const hidden = new TextEncoder().encode('7 0 << /S /JavaScript /JS (app.alert(1)) >>');

  it('reads an object stream without /Type by its /First and /N, and flags what it could not read through', async () => {
    const plain = new TextEncoder().encode(`%PDF-1.7\n5 0 obj\n<< /N 1 /First 5 /Filter /FlateDecode >>\nstream\n`);
    const found = await notesOf(new Uint8Array([...plain, ...(await deflate(hidden)), ...new TextEncoder().encode('\nendstream\nendobj\n')]), 3);
    expect(warnings(found)).toEqual([expect.stringContaining('(/JS, /JavaScript)')]);
    // A predictor, or damaged data: the note says so.
    const predicted = await deflate(new Uint8Array([0, ...hidden]));
    expect(warnings(await notesOf(objStm('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 40 >>', predicted)))).toEqual([
      expect.stringMatching(/could not read through \(its inflated data is not objects/),
    ]);
    const hex = new TextEncoder().encode([...hidden].map((b) => b.toString(16).padStart(2, '0')).join(' '));
    expect(warnings(await notesOf(objStm('/Filter /ASCIIHexDecode', hex)))).toEqual([expect.stringContaining('(/JS, /JavaScript)')]);
    const damaged = await deflate(hidden);
    damaged[damaged.length - 6]! ^= 0xff;
    expect(warnings(await notesOf(objStm('/Filter /FlateDecode', damaged)))).toContainEqual(
      expect.stringMatching(/could not read through \(its compressed data is damaged or encrypted\)/),
    );
    expect(await notesOf(objStm('/Filter /FlateDecode', await deflate(new TextEncoder().encode('7 0 << /S /GoTo /D [1 0 R /Fit] >>'))))).toEqual([]);
  });

  it('reads compressed data whose last byte is a CR, before an LF or a CR LF, to its end', async () => {
    for (const eol of ['\n', '\r\n'] as const) {
      const pdf = await objectStreamEndingInCR(eol);
      for (const piece of [pdf.length, 7])
        expect([eol, piece, warnings(await notesOf(pdf, piece))]).toEqual([eol, piece, [expect.stringContaining('(/JS, /JavaScript)')]]);
    }
  });

  it('inflates no more than its cap, and says so', async () => {
    const big = new Uint8Array(PDF_OBJSTM_CAP + 1024).fill(0x20);
    big.set(new TextEncoder().encode('7 0 8 10 '));
    big.set(hidden, big.length - hidden.length);
    const found = warnings(await notesOf(objStm('/Filter /FlateDecode', await deflate(big)), 64 * 1024));
    expect(found).toContainEqual(expect.stringContaining('more than 8 MB inflated'));
  });
});
