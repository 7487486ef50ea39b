import { readFileSync } from 'node:fs';

/**
 * Reads one 8-bit greyscale, uncompressed TIFF, as Ghostscript's tiffsep device writes each
 * separation with -sCompression=none: its size and its pixels as ink, 0 (none) to 255 (full),
 * whichever way round the file's photometric tag says they are stored.
 * @param {string} file
 * @returns {{ width: number; height: number; ink: Uint8Array }}
 */
export function readPlate(file) {
  const b = readFileSync(file);
  const le = b.toString('latin1', 0, 2) === 'II';
  const u16 = (o) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (o) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const ifd = u32(4);
  const tags = new Map();
  for (let i = 0; i < u16(ifd); i++) {
    const e = ifd + 2 + i * 12;
    const [tag, type, count] = [u16(e), u16(e + 2), u32(e + 4)];
    const size = type === 3 ? 2 : 4;
    const at = count * size > 4 ? u32(e + 8) : e + 8;
    tags.set(
      tag,
      Array.from({ length: count }, (_, j) => (size === 2 ? u16(at + j * 2) : u32(at + j * 4))),
    );
  }
  const one = (tag) => tags.get(tag)?.[0] ?? NaN;
  if (one(258) !== 8 || one(259) !== 1 || (tags.get(277)?.[0] ?? 1) !== 1) throw new Error(`${file} is not an 8-bit greyscale uncompressed TIFF`);
  const [width, height] = [one(256), one(257)];
  const offsets = tags.get(273);
  const counts = tags.get(279);
  const ink = new Uint8Array(width * height);
  let at = 0;
  offsets.forEach((offset, i) => {
    ink.set(b.subarray(offset, offset + counts[i]), at);
    at += counts[i];
  });
  // Photometric 0: 0 is white (no ink); 1: 0 is black, so full ink is 0 and is turned round.
  if (one(262) === 1) for (let i = 0; i < ink.length; i++) ink[i] = 255 - ink[i];
  return { width, height, ink };
}
