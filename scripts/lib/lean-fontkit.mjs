// fontkit as the proof uses it (src/features/mockup/proof.ts, decision 082). @pdf-lib/fontkit ships
// as one prebuilt file (dist/fontkit.es.js) in which every library it needs is bundled, the
// minifier unable to tell what is unused: the proof reads only plain TrueType (the WOFF fonts are
// unwrapped first, src/features/mockup/woff.ts), so the client's build cuts out
// - iconv-lite and its code pages (about 160 KB gzip): fontkit reads a name or a cmap in a legacy
//   encoding through it when it is there, and reads Unicode ones without it, as upstream fontkit
//   does when iconv-lite is not installed; the Noto subsets carry only Unicode ones;
// - the Brotli decoder and its dictionary, which it decompresses as the module starts (about
//   75 KB gzip), for WOFF2 only;
// - the formats other than TrueType/OpenType (WOFF, WOFF2, collections, Mac resource forks), so
//   that what reads them is dropped with them.
// Each cut is found by the exact text around it; a fontkit laid out otherwise fails the build here,
// never ships half cut. tests/unit/lean-fontkit.test.mjs holds that the fonts the proof passes read,
// lay out and subset to the same bytes as with fontkit whole.

/** The prebuilt module every import of '@pdf-lib/fontkit' resolves to in a client build. */
export const FONTKIT_MODULE = /[\\/]@pdf-lib[\\/]fontkit[\\/]dist[\\/]fontkit\.es\.js$/;

/**
 * What is cut, each replaced by `put`: from `from` up to `to` (`to` kept), through `through`, or `from` alone.
 * @type {{ what: string, from: string, to?: string, through?: string, put: string }[]}
 */
const CUTS = [
  {
    what: 'iconv-lite (safer-buffer, its codecs and code pages)',
    from: '\nvar Buffer = buffer.Buffer;\nvar safer = {};\n',
    to: '\nvar DecodeStream = createCommonjsModule(function (module) {\n',
    // fontkit and its restructure test `lib` before using it, as they test a `require('iconv-lite')` that failed.
    put: '\nvar lib = null;\n',
  },
  {
    what: 'the Brotli decoder and its dictionary',
    from: '\nfunction BrotliInput(buffer) {\n',
    through: '\nvar decompress = decode.BrotliDecompressBuffer;\n',
    put: "\nvar decompress = function () {\n  throw new Error('fontkit: WOFF2 is not read in this build');\n};\n",
  },
  {
    what: 'the formats other than TrueType/OpenType',
    from: '\nfontkit.registerFormat(WOFFFont);\nfontkit.registerFormat(WOFF2Font);\nfontkit.registerFormat(TrueTypeCollection);\nfontkit.registerFormat(DFont);\n',
    put: '\n',
  },
];

/** The one place `text` occurs in `code`, searching from `after`; throws where it is missing or not alone. */
function onlyPlace(code, text, after, what) {
  const at = code.indexOf(text, after);
  if (at < 0 || code.indexOf(text, at + 1) >= 0)
    throw new Error(
      `lean fontkit: ${what}: ${at < 0 ? 'not found' : 'found twice'} (${JSON.stringify(text.trim().slice(0, 60))}); @pdf-lib/fontkit's layout changed`,
    );
  return at;
}

/** fontkit's prebuilt module (`code`) with the cuts made. */
export function leanFontkit(code) {
  let out = code;
  for (const cut of CUTS) {
    const start = onlyPlace(out, cut.from, 0, cut.what);
    const end = cut.to
      ? onlyPlace(out, cut.to, start, cut.what)
      : cut.through
        ? onlyPlace(out, cut.through, start, cut.what) + cut.through.length
        : start + cut.from.length;
    out = out.slice(0, start) + cut.put + out.slice(end);
  }
  return out;
}

/**
 * The Vite plugin: fontkit's module as `leanFontkit` leaves it.
 * @returns {import('vite').Plugin}
 */
export function leanFontkitPlugin() {
  return {
    name: 'lean-fontkit',
    transform: (code, id) => (FONTKIT_MODULE.test(id) ? { code: leanFontkit(code), map: null } : undefined),
  };
}
