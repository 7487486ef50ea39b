import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Noto Sans Regular (Latin), as the proof fetches it: a real font to embed in a test's PDF. */
export const notoSansBytes = () => new Uint8Array(readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')));
