import { describe, expect, it } from 'vitest';
import { fileNameProblem, formatBytes, partCount, partSize, artworkLimits } from './limits';
import { artworkKind } from './kind';
import { imagePixels, MEASURE_BYTES, measure, pdfPage, preflightNotes, templateSizes } from './preflight';
import { attachment } from './download';
import { byteRange } from './conditional';
import { findVariant } from '@features/catalogue/catalogue';
import { dielinePdf } from '@features/print-templates/pdf';
import { templateProfile } from '@tests/support/profile.mjs';
import { dielineCaption, dielineTitle, variantDieline } from '@features/print-templates/template-files';

const enc = (s: string) => new TextEncoder().encode(s);
const kraft500 = findVariant('kraft-with-window', '500gm')!;
const kraft1kg = findVariant('kraft-with-window', '1kg')!;

describe('artwork limits', () => {
  it('cuts a file into 5 MiB parts, the last one shorter, and one part for a small file', () => {
    const part = artworkLimits.partBytes;
    expect([partCount(1), partSize(1, 1)]).toEqual([1, 1]);
    expect([partCount(part), partSize(part, 1)]).toEqual([1, part]);
    expect([partCount(part + 1), partSize(part + 1, 1), partSize(part + 1, 2)]).toEqual([2, part, 1]);
    expect(partCount(200_000_000)).toBe(39);
    expect(Array.from({ length: 39 }, (_, i) => partSize(200_000_000, i + 1)).reduce((a, b) => a + b)).toBe(200_000_000);
  });

  it('keeps a name as a browser gives it, and refuses paths, control characters, blanks and names over 200 characters', () => {
    for (const name of ['front panel.pdf', 'मसाला लेबल.ai', 'label (final) v2.PDF', "o'brien.png", 'a'.repeat(200)]) expect(fileNameProblem(name)).toBeNull();
    expect(fileNameProblem('../x.pdf')).toMatch(/is a path/);
    expect(fileNameProblem('C:\\art\\x.pdf')).toMatch(/is a path/);
    expect(fileNameProblem('..')).toMatch(/is a path/);
    expect(fileNameProblem('a\u0007b.pdf')).toBe("The file's name has a control character in it (U+0007).");
    expect(fileNameProblem('a\u0085b.pdf')).toBe("The file's name must be on one line.");
    // Shown as "invoicetab.pdf", it is a .bat: direction overrides, isolates and zero-width characters are refused.
    expect(fileNameProblem('invoice\u202Efdp.bat')).toBe("The file's name has a character that changes the direction of text (U+202E).");
    expect(fileNameProblem('invoice\u2067fdp.bat')).toMatch(/changes the direction of text \(U\+2067\)/);
    expect(fileNameProblem('logo\u200B.pdf.exe')).toMatch(/invisible formatting character in it \(U\+200B\)/);
    expect(fileNameProblem('க்ஷ\u200Dலோகோ.pdf')).toBeNull();
    expect(fileNameProblem('   ')).toBe('The file has no name.');
    expect(fileNameProblem('a'.repeat(201))).toMatch(/at most 200 characters/);
  });

  it('writes sizes as a buyer reads them', () => {
    expect([formatBytes(850_000), formatBytes(4_200_000), formatBytes(90_000_000), formatBytes(200_000_000), formatBytes(12)]).toEqual([
      '850 KB',
      '4.2 MB',
      '90 MB',
      '200 MB',
      '1 KB',
    ]);
  });
});

describe('artworkKind', () => {
  it('knows SVG after a declaration, a comment and a doctype, and not plain text, HTML or a WAV file', async () => {
    const svg =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg version="1.1">';
    expect(await artworkKind(enc(svg))).toBe('svg');
    expect(await artworkKind(enc('\ufeff<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(await artworkKind(enc('hello, this is our logo'))).toBeNull();
    expect(await artworkKind(enc('<!DOCTYPE html><html><svg></svg></html>'))).toBeNull();
    expect(await artworkKind(enc('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(await artworkKind(enc('RIFF\u0024\u0000\u0000\u0000CDRXvrsn'))).toBe('cdr');
    expect(await artworkKind(new Uint8Array())).toBeNull();
  });

  it('calls an AI file saved with PDF compatibility a PDF, and plain PostScript nothing we take', async () => {
    expect(await artworkKind(enc('%PDF-1.6\n%âãÏÓ\n1 0 obj <</Creator (Adobe Illustrator 27.0)>>'))).toBe('pdf');
    expect(await artworkKind(enc('%!PS-Adobe-3.0\n%%Creator: a printer driver\n'))).toBeNull();
  });
});

describe('preflight', () => {
  const pt = (mm: number) => ((mm * 72) / 25.4).toFixed(3);

  it('reads a PDF page size from its first MediaBox, at either end of the file', () => {
    const box = enc(`3 0 obj << /Type /Page /MediaBox [ 0 0 ${pt(156)} ${pt(226)} ] >> endobj`);
    const page = pdfPage(box, new Uint8Array())!;
    expect([Math.round(page.width), Math.round(page.height)]).toEqual([156, 226]);
    expect(pdfPage(enc('%PDF-1.7 compressed'), box)).toBeDefined();
    expect(pdfPage(enc('%PDF-1.7'), enc('%%EOF'))).toBeUndefined();
    expect(pdfPage(enc('/MediaBox [0 0 0 0]'), new Uint8Array())).toBeUndefined();
  });

  it("reads a PNG's and a JPEG's pixels from the header", () => {
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 3000);
    new DataView(png.buffer).setUint32(20, 4000);
    expect(imagePixels(png)).toEqual({ width: 3000, height: 4000 });
    // SOI, a JFIF header, then a baseline frame header: 8-bit, 1200 high, 800 wide, 3 components.
    const jpeg = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x04, 0xb0, 0x03, 0x20, 3, 1, 0x22, 0, 2, 0x11,
      1, 3, 0x11, 1, 0xff, 0xd9,
    ]);
    expect(imagePixels(jpeg)).toEqual({ width: 800, height: 1200 });
    expect(imagePixels(enc('not an image'))).toBeUndefined();
  });

  it('says a page fits the size it fits, and warns for each size only when it fits none', () => {
    const { template, panel, panelPage } = templateSizes(kraft500);
    expect(panel).toEqual({ width: 156, height: 226 });
    // The PDF template's front and back pages: the panel with bleed, and 12 mm of slug round it.
    expect(panelPage).toEqual({ width: 180, height: 250 });
    expect(preflightNotes({ page: panelPage }, [kraft500], 'pdf')).toEqual([
      {
        level: 'ok',
        text: 'Page 180 × 250 mm: a panel page of the 500gm Matt Kraft With Window Stand-Up Zipper Pouch print template (panel, 3 mm bleed and the slug round it).',
      },
    ]);
    expect(preflightNotes({ page: panel }, [kraft500, kraft1kg], 'pdf')).toEqual([
      { level: 'ok', text: 'Page 156 × 226 mm: one panel of the 500gm Matt Kraft With Window Stand-Up Zipper Pouch with its 3 mm bleed.' },
    ]);
    expect(preflightNotes({ page: { width: template.width + 1, height: template.height - 1 } }, [kraft500], 'pdf')[0]!.text).toMatch(
      /: the size of the 500gm .* print template\.$/,
    );
    const a4 = preflightNotes({ page: { width: 210, height: 297 } }, [kraft500, kraft1kg, kraft500], 'pdf');
    expect(a4.map((n) => n.level)).toEqual(['warning', 'warning']);
    expect(preflightNotes({ page: { width: 210, height: 297 } }, [], 'pdf')[0]).toMatchObject({
      level: 'info',
      text: expect.stringMatching(/^Page 210 × 297 mm\. Add your pouch sizes/),
    });
    expect(preflightNotes({}, [kraft500], 'pdf')[0]!.text).toMatch(/could not be read/);
  });

  it('reads our own PDF template, sent back as it is, as the size of that print template', async () => {
    const bytes = await dielinePdf(
      variantDieline(kraft500),
      { title: dielineTitle(kraft500), caption: dielineCaption(kraft500), author: 'PrintPouch' },
      templateProfile(),
    );
    const measured = measure('pdf', bytes.subarray(0, MEASURE_BYTES), bytes.subarray(-MEASURE_BYTES));
    expect(preflightNotes(measured, [kraft500], 'pdf')[0]).toMatchObject({
      level: 'ok',
      text: expect.stringMatching(/: the size of the 500gm .* print template\.$/),
    });
  });

  it("gives an image's resolution across a panel with bleed, warning under 300 dpi and never refusing", () => {
    const at = (w: number, h: number) => preflightNotes({ pixels: { width: w, height: h } }, [kraft500], 'png')[0]!;
    // 156 mm is 6.142 in: 1843 px is the least for 300 dpi across it (and 2670 px down 226 mm).
    expect(at(1843, 2670).level).toBe('ok');
    expect(at(1842, 2670)).toMatchObject({ level: 'warning', text: expect.stringContaining('299 dpi') });
    expect(at(1842, 2670).text).toContain('at least 1843 × 2670 px prints sharp');
    expect(preflightNotes({ pixels: { width: 3000, height: 3000 } }, [], 'jpg')[0]!.text).toBe('3000 × 3000 px: prints sharp (300 dpi) up to 254 × 254 mm.');
    expect(preflightNotes({}, [kraft500], 'zip')).toEqual([]);
  });
});

describe('the download header', () => {
  it('quotes any name safely: a plain fallback and the exact name in UTF-8', () => {
    expect(attachment('label.pdf')).toBe(`attachment; filename="label.pdf"; filename*=UTF-8''label.pdf`);
    expect(attachment('मसाला "final";.pdf')).toBe(
      `attachment; filename="_____ _final__.pdf"; filename*=UTF-8''%E0%A4%AE%E0%A4%B8%E0%A4%BE%E0%A4%B2%E0%A4%BE%20%22final%22%3B.pdf`,
    );
    expect(attachment("it's (v2).png")).toBe(`attachment; filename="it's (v2).png"; filename*=UTF-8''it%27s%20%28v2%29.png`);
  });
});

describe('byteRange: what a Range header asks of a file (RFC 9110 §14.1.2)', () => {
  it('ignores a set with no range in it: the empty elements of a list are skipped, and one element is required (§5.6.1)', () => {
    for (const header of ['bytes=,', 'bytes= , ,', 'bytes=,,,,', 'bytes=', 'bytes= ', 'bytes=\t,\t'])
      expect([header, byteRange(header, 245)]).toEqual([header, 'ignore']);
  });

  it('ignores an invalid range: no digits, last before first, another unit, several parts', () => {
    for (const header of ['bytes=-', 'bytes=--5', 'bytes=5-2', 'bytes=x-y', 'bytes 0-9', 'items=0-9', 'bytes=0-1,5-6', 'bytes=-,0-4'])
      expect([header, byteRange(header, 245)]).toEqual([header, 'ignore']);
  });

  it('finds the one range beside empty elements, and calls a valid set that misses the file unsatisfiable', () => {
    expect(byteRange('bytes=,0-4', 245)).toEqual({ offset: 0, length: 5 });
    expect(byteRange('bytes= 10-19 , ,', 245)).toEqual({ offset: 10, length: 10 });
    expect(byteRange('bytes=-10,', 245)).toEqual({ offset: 235, length: 10 });
    for (const header of ['bytes=245-', 'bytes=-0', 'bytes=300-, 400-', 'bytes=-0, ,'])
      expect([header, byteRange(header, 245)]).toEqual([header, 'unsatisfiable']);
  });
});
