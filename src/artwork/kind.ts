import { fileTypeFromBuffer } from 'file-type/core';
import type { ArtworkKind } from './limits';

/** Bytes of a file's start that are enough to know its kind (file-type reads up to 4,100). */
export const KIND_HEAD_BYTES = 4100;

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The kind of an artwork file from its first bytes (at least `KIND_HEAD_BYTES` of them, or the
 * whole file), never from its name or declared type; null for anything we do not take.
 * file-type knows PDF (an AI file saved with PDF compatibility is a PDF), EPS, PSD, TIFF, PNG,
 * JPEG and ZIP by their signatures; CorelDRAW and SVG it does not, so they are checked here:
 * CDR is a RIFF file of form `CDR?` (CorelDRAW X4 and later save a ZIP, which passes as ZIP), and
 * SVG is text whose first element is `<svg`.
 */
export async function artworkKind(head: Uint8Array): Promise<ArtworkKind | null> {
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && /^cdr/i.test(ascii(head, 8, 11))) return 'cdr';
  const found = await fileTypeFromBuffer(head);
  switch (found?.ext) {
    case 'pdf':
    case 'eps':
    case 'psd':
    case 'tif':
    case 'png':
    case 'jpg':
    case 'zip':
      return found.ext;
    case undefined:
    case 'xml':
      return isSvg(head) ? 'svg' : null;
    default:
      return null;
  }
}

/** SVG: text (no NUL byte) that, after an XML declaration, comments and a doctype, opens with `<svg`. */
function isSvg(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  const rest = new TextDecoder().decode(head).replace(/^\ufeff/, '').replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

const RASTER_DATA = String.raw`data:image/(?:png|jpe?g|gif|webp)[;,]`;
/** What an SVG for print never needs and a browser would run or fetch, by what it is called in a refusal. */
const SVG_REFUSED: ReadonlyArray<[RegExp, string, unhide?: boolean]> = [
  [/<\s*(?:[\w.-]+:)?foreignObject[\s>/]/i, 'a foreignObject'],
  [/<\s*(?:[\w.-]+:)?(?:script|iframe|embed|object|handler|listener)[\s>/]/i, 'a script'],
  [/(?:^|[\s"'/])on[a-z]+\s*=/i, 'an event handler (onload, onclick …)'],
  [/attributeName\s*=\s*["']\s*(?:[\w.-]+:)?(?:href|on[a-z]+)/i, 'an animation that sets a link or an event handler'],
  // Read as a browser reads it: `&#106;ava&#x09;script:` is javascript: too.
  [/(?:javascript|vbscript):|data:(?:text\/html|application\/xhtml|image\/svg)/i, 'a javascript: address', true],
  [new RegExp(String.raw`(?:^|[\s"'])(?:[\w.-]+:)?(?:href|src)\s*=\s*["']\s*(?!#|${RASTER_DATA})`, 'i'), 'an external reference'],
  [new RegExp(String.raw`url\(\s*["']?\s*(?!#|${RASTER_DATA})`, 'i'), 'an external reference'],
  [/@import|<\?xml-stylesheet|<!ENTITY[^>]*(?:\bSYSTEM\b|\bPUBLIC\b)/i, 'an external reference'],
  [/<!ENTITY[^>]*[<&]/i, 'an entity that hides markup'],
];

/** Numeric character references decoded and white space and controls dropped, so `&#106;ava&#x09;script:` reads as what a browser reads. */
const unhidden = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/[\s\u0000-\u001f]+/g, '');

/**
 * What an SVG holds that printers never need and a browser would run or fetch when the file is
 * opened from disk: scripts, event handlers, foreignObject, external references (links, styles,
 * entities; `#fragments` and embedded PNG, JPEG, GIF or WebP stay) or javascript: addresses.
 * Null when it holds none. Read over the whole file in windows by the caller.
 */
export function svgProblem(text: string): string | null {
  for (const [pattern, what, unhide] of SVG_REFUSED) if (pattern.test(unhide ? unhidden(text) : text)) return what;
  return null;
}

/** Characters each window of an SVG shares with the one before, so nothing hides across a seam. */
const SVG_OVERLAP = 4096;

/** Reads an SVG as it streams, in overlapping windows; the first thing it refuses, or null. */
export async function svgStreamProblem(stream: ReadableStream<Uint8Array>): Promise<string | null> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let carry = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    const window = carry + decoder.decode(r.value, { stream: true });
    const problem = svgProblem(window);
    if (problem) {
      await reader.cancel().catch(() => {});
      return problem;
    }
    carry = window.slice(-SVG_OVERLAP);
  }
  return null;
}
