/** Noto Sans Regular (Latin), as the proof fetches it: a real font to embed in a test's PDF. */
export function notoSansBytes(): Uint8Array;
