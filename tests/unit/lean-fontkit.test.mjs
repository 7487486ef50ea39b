import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import regeneratorRuntime from 'regenerator-runtime';
import { FONTKIT_MODULE, leanFontkit } from '../../scripts/lib/lean-fontkit.mjs';
import { sfntOfWoff } from '../../src/features/mockup/woff';

const require = createRequire(import.meta.url);
// fontkit's Indic shaper expects this global, as the proof sets it (src/features/mockup/proof.ts).
globalThis.regeneratorRuntime ??= regeneratorRuntime;
const source = readFileSync(require.resolve('@pdf-lib/fontkit/dist/fontkit.es.js'), 'utf8');

/** fontkit as the client's build ships it, imported from beside the packages, where its import of pako resolves. */
async function leanModule() {
  const dir = require.resolve('@pdf-lib/fontkit/package.json').replace(/@pdf-lib[\\/]fontkit[\\/]package\.json$/, '.cache/lean-fontkit/');
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}fontkit.mjs`, leanFontkit(source));
  return (await import(/* @vite-ignore */ pathToFileURL(`${dir}fontkit.mjs`).href)).default;
}
const lean = await leanModule();

/** Every font the proof writes with (src/features/mockup/proof.ts), as the proof hands it to fontkit: unwrapped from WOFF. */
const FONTS = [
  '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
];

/** The mock-up's words in the three languages, the proof's among them: text the fonts lay out. */
const WORDS = ['en', 'hi', 'ta'].flatMap((locale) =>
  Object.values(JSON.parse(readFileSync(new URL(`../../src/features/mockup/messages/${locale}.json`, import.meta.url), 'utf8'))).filter(
    (v) => typeof v === 'string',
  ),
);
WORDS.push('Ćevapi Łódź Ŝ ŧ Ǆ € ₹ – — “ ” ‘ ’ • … ×', '0123456789 mm ppi % #');

/** What a font read by `kit` says of itself and of the words, in plain data. */
function reading(kit, bytes) {
  const font = kit.create(bytes);
  const layouts = WORDS.map((text) => {
    const run = font.layout(text);
    return [run.glyphs.map((g) => [g.id, g.advanceWidth, g.codePoints]), run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset])];
  });
  return {
    postscriptName: font.postscriptName,
    familyName: font.familyName,
    names: JSON.parse(JSON.stringify(font.name.records)),
    numGlyphs: font.numGlyphs,
    unitsPerEm: font.unitsPerEm,
    bbox: { ...font.bbox },
    ascent: font.ascent,
    descent: font.descent,
    characterSet: font.characterSet,
    layouts,
  };
}

/** The subset pdf-lib embeds (its CustomFontSubsetEmbedder): the glyphs of the words, encoded by `kit`. */
async function subsetOf(kit, bytes) {
  const font = kit.create(bytes);
  const subset = font.createSubset();
  for (const text of WORDS) for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph);
  const parts = [];
  await new Promise((done, failed) =>
    subset
      .encodeStream()
      .on('data', (part) => parts.push(part))
      .on('end', done)
      .on('error', failed),
  );
  return Buffer.concat(parts);
}

describe('fontkit as the proof uses it (decision 082)', () => {
  for (const file of FONTS) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    it(`reads, lays out and subsets ${name} as fontkit whole does`, async () => {
      const sfnt = await sfntOfWoff(new Uint8Array(readFileSync(require.resolve(file))));
      expect(reading(lean, sfnt)).toEqual(reading(fontkit, sfnt));
      const [mine, whole] = [await subsetOf(lean, sfnt), await subsetOf(fontkit, sfnt)];
      expect(mine.length).toBeGreaterThan(1000);
      expect(mine.equals(whole)).toBe(true);
    });
  }

  it('has no iconv-lite, Brotli decoder or reader of another format left', () => {
    const cut = leanFontkit(source);
    expect(cut.length).toBeLessThan(source.length * 0.75);
    for (const gone of ['function DBCSCodec', 'BrotliDecompressBuffer', 'dictionary_bin', 'registerFormat(WOFFFont)', 'registerFormat(DFont)'])
      expect(cut).not.toContain(gone);
    expect(() => lean.create(readFileSync(require.resolve(FONTS[0])))).toThrow(/Unknown font format/);
  });

  it('refuses a fontkit laid out otherwise than it expects, rather than cut it wrong', () => {
    expect(() => leanFontkit(source.replace('function BrotliInput(buffer) {', 'function BrotliInput(input) {'))).toThrow(/Brotli.*not found/);
    expect(() => leanFontkit(`${source}\nvar DecodeStream = createCommonjsModule(function (module) {\n`)).toThrow(/iconv-lite.*found twice/);
  });

  it('applies to the module a client build resolves fontkit to', () => {
    expect(FONTKIT_MODULE.test(require.resolve('@pdf-lib/fontkit/dist/fontkit.es.js'))).toBe(true);
  });
});
