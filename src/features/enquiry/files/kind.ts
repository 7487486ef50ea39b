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

/** The text of a file's first bytes: UTF-16 when its byte order mark (or its `<?`) says so, else UTF-8. */
function headText(head: Uint8Array): string {
  const [a, b, c, d] = head;
  if ((a === 0xfe && b === 0xff) || (a === 0 && b === 0x3c && c === 0 && d === 0x3f)) return new TextDecoder('utf-16be').decode(head);
  if ((a === 0xff && b === 0xfe) || (a === 0x3c && b === 0 && c === 0x3f && d === 0)) return new TextDecoder('utf-16le').decode(head);
  return head.includes(0) ? '' : new TextDecoder().decode(head);
}

/**
 * SVG: text whose first element is `<svg`, after an XML declaration, comments, processing
 * instructions and a doctype (with its internal subset), read by position, never by a pattern
 * over the whole head. A head that ends inside `<!DOCTYPE svg` is an SVG as well. Which of these
 * the file may hold is for the judge (`src/features/enquiry/files/svg.ts`) to say: a doctype, a processing
 * instruction or UTF-16 is an SVG that is then refused with its reason.
 */
function isSvg(head: Uint8Array): boolean {
  const text = headText(head).replace(/^\ufeff/, '');
  let at = 0;
  for (;;) {
    while (at < text.length && ' \t\r\n'.includes(text[at]!)) at += 1;
    if (text.startsWith('<?', at) || text.startsWith('<!--', at)) {
      const close = text.startsWith('<?', at) ? '?>' : '-->';
      const end = text.indexOf(close, at + 2);
      if (end < 0) return false;
      at = end + close.length;
    } else if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') {
      if (!/^<!DOCTYPE\s+svg[\s>[]/i.test(text.slice(at, at + 64))) return false;
      const end = doctypeEnd(text, at + 9);
      if (end < 0) return true;
      at = end;
    } else {
      return /^<svg[\s>/]/i.test(text.slice(at, at + 5));
    }
  }
}

/** Where a doctype that starts before `from` ends: past its `>`, outside quotes, comments and its `[…]` subset; -1 when the text ends first. */
function doctypeEnd(text: string, from: number): number {
  let inSubset = false;
  for (let at = from; at < text.length; at += 1) {
    const c = text[at];
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, at + 1);
      if (end < 0) return -1;
      at = end;
    } else if (inSubset && text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return -1;
      at = end + 2;
    } else if (c === '[') inSubset = true;
    else if (c === ']') inSubset = false;
    else if (c === '>' && !inSubset) return at + 1;
  }
  return -1;
}
