import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { proofFontBytes } from '@tests/support/fonts.mjs';
import { sfntOfWoff } from './woff';

/** Inflated by another hand than the browser's stream: a deflate stream read whole. */
const inflate = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());

/** The tables of an sfnt, by tag, as its directory places them. */
function tablesOf(sfnt: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const out = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
    out.set(tag, sfnt.subarray(view.getUint32(at + 8), view.getUint32(at + 8) + view.getUint32(at + 12)));
  }
  return out;
}

describe('a WOFF font unwrapped for the proof', () => {
  for (const [name, woff] of Object.entries(proofFontBytes())) {
    it(`holds the same tables and lays text out the same (Noto Sans ${name})`, async () => {
      const sfnt = await sfntOfWoff(woff);
      const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
      const tables = tablesOf(sfnt);
      expect(tables.size).toBe(view.getUint16(12));
      for (let i = 0; i < view.getUint16(12); i++) {
        const at = 44 + i * 20;
        const tag = String.fromCharCode(...woff.subarray(at, at + 4));
        const stored = woff.subarray(view.getUint32(at + 4), view.getUint32(at + 4) + view.getUint32(at + 8));
        const data = view.getUint32(at + 8) < view.getUint32(at + 12) ? await inflate(stored) : stored;
        expect(tables.get(tag), tag).toEqual(data);
      }
      const [a, b] = [fontkit.create(woff), fontkit.create(sfnt)];
      expect(b.postscriptName).toBe(a.postscriptName);
      expect(b.numGlyphs).toBe(a.numGlyphs);
      const text = 'Digital proof — नमूना प्रूफ़ — டிஜிட்டல் சான்று 0123';
      const glyphs = (f: typeof a) => f.layout(text).glyphs.map((g) => [g.id, g.advanceWidth]);
      expect(glyphs(b)).toEqual(glyphs(a));
    });
  }
  it('leaves a font that is not a WOFF as it is', async () => {
    const bytes = new Uint8Array([0, 1, 0, 0, 0, 0]);
    expect(await sfntOfWoff(bytes)).toBe(bytes);
  });
});
