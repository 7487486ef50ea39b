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
