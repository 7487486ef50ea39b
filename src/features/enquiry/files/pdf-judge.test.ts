import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_READ_BYTES, PdfActiveScan, loadPdfReader } from './pdf-active';
import { pdfTemplates, PROFILE_PATH } from '@features/print-templates/templates';
import { activePdf, ascii85, deflate, enc, hex, join, latin1, objStmData, pdf, stream } from '@tests/support/pdf-cases';

// The judges read with pdf-lib and fflate, which the worker loads before the first file it reads.
beforeAll(() => loadPdfReader());

/**
 * The PDF judge reads a file's object model as a reader resolves it (decision 064): the attacks of
 * issue 62, variants of each, the budget, and real print PDFs that must pass without a word.
 */

async function judge(bytes: Uint8Array, piece = bytes.length) {
  const scan = new PdfActiveScan(bytes.length);
  for (let at = 0; at < bytes.length; at += piece) scan.push(bytes.subarray(at, at + piece));
  return { notes: await scan.notes(), scan };
}
const warned = async (bytes: Uint8Array) => (await judge(bytes)).notes.filter((n) => n.level === 'warning').map((n) => n.text);
const js = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('the PDF judge: what the fourth look hid from the old scanner', () => {
  it('finds an /OpenAction to JavaScript in an object stream without /Type, in ASCIIHex or ASCII85', async () => {
    const { data, first } = objStmData(5, js);
    for (const [filter, encoded] of [
      ['/ASCIIHexDecode', enc(hex(data))],
      ['/ASCIIHexDecode', enc(`${hex(data, '\n ')}>`)],
      ['/ASCII85Decode', enc(ascii85(data))],
      ['/AHx', enc(hex(data))],
    ] as const) {
      const file = pdf('/OpenAction 5 0 R', [stream(`/N 1 /First ${first} /Filter ${filter}`, encoded)]);
      expect(latin1(file)).not.toMatch(/JavaScript/);
      expect([filter, await warned(file)]).toEqual([filter, [expect.stringMatching(/\(\/JS, \/JavaScript, \/OpenAction\)/)]]);
    }
  });

  it('finds it behind a chain of filters, hex digits spaced so the inflated head looks like object numbers', async () => {
    const { data, first } = objStmData(5, js);
    const spaced = enc(hex(data, ' '));
    expect(new TextDecoder().decode(spaced.subarray(0, 12))).toMatch(/^[\d ]+/);
    for (const filters of ['[/FlateDecode /ASCIIHexDecode]', '[/Fl /AHx]']) {
      const file = pdf('/OpenAction 5 0 R', [stream(`/Type /ObjStm /N 1 /First ${first} /Filter ${filters}`, await deflate(spaced))]);
      expect(await warned(file)).toEqual([expect.stringContaining('/JavaScript, /OpenAction')]);
    }
    // Three filters, and ASCII85 outside Flate.
    const three = enc(ascii85(await deflate(enc(hex(data, ' ')))));
    const file = pdf('/OpenAction 5 0 R', [stream(`/N 1 /First ${first} /Filter [/ASCII85Decode /FlateDecode /ASCIIHexDecode]`, three)]);
    expect(await warned(file)).toEqual([expect.stringContaining('/JavaScript, /OpenAction')]);
  });

  it('finds it after a string in the stream dictionary that holds "stream … endstream" as a decoy', async () => {
    const { data, first } = objStmData(5, js);
    const packed = await deflate(data);
    for (const decoy of ['(stream\nendstream\nendobj)', '(x\\) stream\n\\(endstream)', '<73747265616d> /D2 (endstream)']) {
      const file = pdf('/OpenAction 5 0 R', [stream(`/Decoy ${decoy} /N 1 /First ${first} /Filter /FlateDecode`, packed)]);
      expect([decoy, await warned(file)]).toEqual([decoy, [expect.stringContaining('/JavaScript, /OpenAction')]]);
    }
  });

  it('reports open actions of every kind, not only listed names: /GoToR to a UNC path, /URI, /Launch, and kinds it does not know', async () => {
    const cases: Array<[string, string]> = [
      ['<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>', '/GoToR'],
      ['<< /S /URI /URI (https://evil.example/) >>', '/URI'],
      ['<< /S /Launch /Win << /F (cmd.exe) >> >>', '/Launch'],
      ['<< /S /ImportData /F (data.fdf) >>', '/ImportData'],
      ['<< /S /Rendition /R 9 0 R >>', '/Rendition'],
      ['<< /S /Named /N /Print >>', '/Named'],
      ['<< /S /SomethingNew /F (x) >>', '/SomethingNew'],
      ['<< /Type /Action /S /GoToE /F (x.pdf) >>', '/GoToE'],
      ['<< /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://evil.example/) >> >>', '/URI'],
    ];
    for (const [action, name] of cases) {
      for (const file of [pdf(`/OpenAction ${action}`, []), pdf('/OpenAction 4 0 R', [action]), pdf('/OpenAction 4 0 R', ['5 0 R', action])]) {
        expect([action, await warned(file)]).toEqual([action, [expect.stringContaining(`${name}`)]]);
        expect((await warned(file))[0]).toContain('/OpenAction)');
      }
    }
  });

  it('reports forms, XFA, annotations that act, page and field actions, and attached files', async () => {
    const cases: Array<[string, Array<string | Uint8Array>, RegExp]> = [
      ['/AcroForm << /Fields [4 0 R] >>', ['<< /Type /Annot /Subtype /Widget /Rect [0 0 9 9] /FT /Tx /T (a) >>'], /\/AcroForm, \/Widget/],
      ['/AcroForm << /Fields [] /XFA 4 0 R >>', [stream('', enc('<xdp:xdp/>'))], /\/AcroForm, \/XFA/],
      ['/Names << /JavaScript << /Names [(a) 4 0 R] >> >>', [js], /\/JS, \/JavaScript/],
      ['/AA << /WC 4 0 R >>', [js], /\/AA, \/JS, \/JavaScript/],
      ['', ['<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (http://x.example) >> >>'], /\/URI/],
      ['', ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>'], /\/RichMedia/],
      ['', ['<< /Type /Annot /Subtype /Screen /Rect [0 0 9 9] /A << /S /Rendition >> >>'], /\/Rendition, \/Screen/],
      ['', ['<< /Type /Annot /Subtype /3D /Rect [0 0 9 9] >>'], /\/3D/],
      ['', ['<< /Subtype /Link /Rect [0 0 9 9] /PA << /S /Launch /F (x.exe) >> >>'], /\/Launch/],
    ];
    for (const [catalog, objects, names] of cases) {
      expect([catalog, await warned(pdf(catalog, objects))]).toEqual([catalog, [expect.stringMatching(names)]]);
    }
    const attached = await judge(
      pdf('/Names << /EmbeddedFiles << /Names [(a.txt) 4 0 R] >> >>', [
        '<< /Type /Filespec /F (a.txt) /EF << /F 5 0 R >> >>',
        stream('/Type /EmbeddedFile', enc('hi')),
      ]),
    );
    expect(attached.notes).toEqual([{ level: 'info', text: expect.stringContaining('/EmbeddedFile') }]);
    const annotation = await judge(pdf('', ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS << /Type /Filespec /EF << /F 5 0 R >> >> >>']));
    expect(annotation.notes.map((n) => n.level).sort()).toEqual(['info', 'warning']);
  });

  it('finds an object a cross-reference table may point to inside another stream’s bytes, and every version of an updated object', async () => {
    const hidden = enc(`4 0 obj\n${js}\nendobj\n`);
    const file = pdf('/OpenAction 4 0 R', [stream('/Subtype /Image /Width 1 /Height 1', join(enc('\x00\x01'), hidden, enc('\xff')))]);
    expect(await warned(file)).toEqual([expect.stringContaining('/JavaScript')]);
    // An incremental update that replaces a harmless catalogue with one that acts.
    const first = pdf('', []);
    const update = join(first, `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://x.example) >> >>\nendobj\n%%EOF\n`);
    expect(await warned(update)).toEqual([expect.stringContaining('/URI, /OpenAction')]);
  });

  it('says so when it cannot read a file through: too large, past the work budget, an unknown filter, a predictor, damaged data', async () => {
    const big = new PdfActiveScan(PDF_READ_BYTES + 1);
    expect((await big.notes()).map((n) => n.text)).toEqual([expect.stringMatching(/could not be read through within our limits \(it is larger than 32 MB\)/)]);
    const growing = new PdfActiveScan();
    for (let i = 0; i <= PDF_READ_BYTES / (1024 * 1024); i++) growing.push(new Uint8Array(1024 * 1024));
    expect((await growing.notes()).map((n) => n.text)).toEqual([expect.stringContaining('larger than 32 MB')]);
    const { data, first } = objStmData(5, js);
    for (const [dict, bytes, why] of [
      ['/Filter /DCTDecode', data, /filter or predictor we do not read/],
      ['/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>', await deflate(data), /not objects/],
      ['/Filter /FlateDecode', enc('not deflate at all'), /damaged or encrypted/],
      ['/Filter /Crypt', data, /filter or predictor we do not read/],
    ] as const) {
      expect([dict, await warned(pdf('', [stream(`/N 1 /First ${first} ${dict}`, bytes)]))]).toEqual([dict, [expect.stringMatching(why)]]);
    }
  });

  it('stops inflating at its cap: a small object stream that inflates to 1 GB is flagged, not inflated', async () => {
    // 1 MB of deflate that inflates to about 1 GB of spaces: the attack's ratio.
    const chunk = await deflate(new Uint8Array(64 * 1024 * 1024).fill(0x20));
    const file = pdf('', [stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', chunk)]);
    const { notes, scan } = await judge(file);
    expect(notes.map((n) => n.text)).toEqual([expect.stringContaining('more than 8 MB inflated')]);
    expect(scan.inflated).toBeLessThanOrEqual(8 * 1024 * 1024);
    // Nested strings and headers that make every object's reading long: the work budget ends it.
    const nested = join('%PDF-1.7\n', '1 0 obj ('.repeat(200_000), ')'.repeat(200_000));
    expect((await judge(nested)).notes.map((n) => n.text)).toEqual([expect.stringContaining('more objects and data than we read for one file')]);
  });
});

describe('the PDF judge on real print files', () => {
  it('says nothing of the 37 print templates, as made, with object streams, or without', async () => {
    // The unit tests run in Node: the profile is read from the checkout, as the build reads it.
    const fs = (await import(/* @vite-ignore */ 'node:fs' as string)) as { readFileSync(path: string): Uint8Array };
    // With the press's profile when the owner has supplied one (src/features/print-templates/press.ts), as the build embeds it.
    const templates = await pdfTemplates(PROFILE_PATH ? new Uint8Array(fs.readFileSync(PROFILE_PATH)) : null);
    expect(templates.length).toBe(37);
    for (const { fileName, bytes } of templates) {
      expect([fileName, (await judge(bytes, 64 * 1024)).notes]).toEqual([fileName, []]);
    }
    for (const { fileName, bytes } of templates.slice(0, 6)) {
      const doc = await PDFDocument.load(bytes);
      for (const useObjectStreams of [true, false]) {
        expect([fileName, useObjectStreams, (await judge(await doc.save({ useObjectStreams }))).notes]).toEqual([fileName, useObjectStreams, []]);
      }
    }
  });

  it('says nothing of a print file with a page-only /OpenAction, and still finds JavaScript added to one', async () => {
    for (const objectStreams of [false, true]) {
      expect((await judge(await activePdf('open-page', objectStreams))).notes).toEqual([]);
      expect(await warned(await activePdf('open-javascript', objectStreams))).toEqual([expect.stringContaining('/JavaScript')]);
    }
  });
});
