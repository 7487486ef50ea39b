import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Noto Sans Regular (Latin), as the proof fetches it: a real font to embed in a test's PDF. */
export const notoSansBytes = () => new Uint8Array(readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')));

/** The Noto Sans subsets the proof fetches (WOFF): Latin, Devanagari and Tamil, by name. */
export const proofFontBytes = () => ({
  latin: new Uint8Array(readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'))),
  devanagari: new Uint8Array(readFileSync(require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'))),
  tamil: new Uint8Array(readFileSync(require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'))),
});
