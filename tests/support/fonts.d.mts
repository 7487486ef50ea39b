/** Noto Sans Regular (Latin), as the proof fetches it: a real font to embed in a test's PDF. */
export function notoSansBytes(): Uint8Array;
export declare const proofFontBytes: () => { latin: Uint8Array; devanagari: Uint8Array; tamil: Uint8Array };
