import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, cmyk, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { notoSansBytes } from '@tests/support/fonts.mjs';
import { scanPdf } from './pdf-scan';

/** A one-page PDF as a design program might save it: object streams or not. */
async function pdfOf(draw: (doc: PDFDocument) => Promise<void>, useObjectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  await draw(doc);
  return doc.save({ useObjectStreams });
}

describe('what a PDF design holds, read from its bytes', () => {
  for (const useObjectStreams of [false, true]) {
    const saved = useObjectStreams ? 'with object streams' : 'without object streams';

    it(`a CMYK vector design is not RGB and has no fonts (${saved})`, async () => {
      const bytes = await pdfOf(async (doc) => {
        doc.addPage([200, 200]).drawRectangle({ x: 10, y: 10, width: 100, height: 80, color: cmyk(0.1, 0.8, 0, 0.05) });
      }, useObjectStreams);
      expect(await scanPdf(bytes)).toEqual({ rgb: false, unembeddedFonts: [] });
    });

    it(`words in Helvetica, not embedded, in RGB: both named (${saved})`, async () => {
      const bytes = await pdfOf(async (doc) => {
        const font = await doc.embedFont(StandardFonts.Helvetica);
        doc.addPage([200, 200]).drawText('Back of the pouch', { x: 10, y: 100, size: 12, font, color: rgb(0.2, 0.6, 0.1) });
      }, useObjectStreams);
      expect(await scanPdf(bytes)).toEqual({ rgb: true, unembeddedFonts: ['Helvetica'] });
    });

    it(`words in an embedded subset of Noto Sans, in CMYK: nothing to say (${saved})`, async () => {
      const noto = notoSansBytes();
      const bytes = await pdfOf(async (doc) => {
        const font = await doc.embedFont(noto, { subset: true });
        doc.addPage([200, 200]).drawText('Front of the pouch', { x: 10, y: 100, size: 12, font, color: cmyk(0, 0, 0, 1) });
      }, useObjectStreams);
      expect(await scanPdf(bytes)).toEqual({ rgb: false, unembeddedFonts: [] });
    });
  }

  it('reads a file that is not a PDF as holding nothing', async () => {
    expect(await scanPdf(new TextEncoder().encode('not a pdf'))).toEqual({ rgb: false, unembeddedFonts: [] });
  });
});
