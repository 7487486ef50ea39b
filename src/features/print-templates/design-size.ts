/**
 * A design file's own printed size, in mm, as the file states it: an SVG's width and height in
 * physical units (or its viewBox, read as mm when its width and height say so), a PDF page's size
 * in points, a PNG's pHYs density or a JPEG's JFIF density with its pixel size. Pure: bytes and
 * text in, millimetres out, or null where the file does not say.
 */

const MM_PER_INCH = 25.4;
const PER_MM: Record<string, number> = { mm: 1, cm: 10, in: MM_PER_INCH, pt: MM_PER_INCH / 72, pc: MM_PER_INCH / 6, q: 0.25 };

export interface SizeMm {
  width: number;
  height: number;
}

/** A length attribute ("200mm", "7.5in", "210") in mm, or null when it has no physical unit (px, %, none). */
function lengthMm(value: string | undefined): number | null {
  const m = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(mm|cm|in|pt|pc|q)\s*$/i.exec(value ?? '');
  if (!m) return null;
  const n = Number(m[1]) * PER_MM[m[2]!.toLowerCase()]!;
  return n > 0 ? n : null;
}

/** An attribute of the root <svg> element. */
function rootAttribute(text: string, name: string): string | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(root)
    ?.slice(1)
    .find((v) => v !== undefined);
}

/**
 * An SVG's printed size: its width and height in mm, cm, in, pt or pc. With one of them physical
 * and the other missing, the viewBox's proportion gives the other.
 * @example svgSizeMm('<svg width="200mm" height="300mm" viewBox="0 0 200 300">') // { width: 200, height: 300 }
 */
export function svgSizeMm(text: string): SizeMm | null {
  const width = lengthMm(rootAttribute(text, 'width'));
  const height = lengthMm(rootAttribute(text, 'height'));
  if (width && height) return { width, height };
  const box = rootAttribute(text, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length !== 4 || !(box[2]! > 0) || !(box[3]! > 0)) return null;
  if (width) return { width, height: (width * box[3]!) / box[2]! };
  if (height) return { width: (height * box[2]!) / box[3]!, height };
  return null;
}

/** A PDF page's size (points) in mm. */
export const pointsMm = (width: number, height: number): SizeMm => ({ width: (width * MM_PER_INCH) / 72, height: (height * MM_PER_INCH) / 72 });

const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) + b[i + 1]!;

/** A PNG's stored density (pixels per inch, across and down) from its pHYs chunk in metres, or null. */
export function pngDensity(bytes: Uint8Array): { x: number; y: number } | null {
  if (bytes.length < 33 || bytes[0] !== 0x89 || bytes[1] !== 0x50) return null;
  for (let i = 8; i + 12 <= bytes.length; ) {
    const length = u32(bytes, i);
    const type = String.fromCharCode(bytes[i + 4]!, bytes[i + 5]!, bytes[i + 6]!, bytes[i + 7]!);
    if (type === 'pHYs' && length >= 9 && i + 17 <= bytes.length) {
      // Unit 1: pixels per metre; 0 says only the pixels' shape.
      if (bytes[i + 16] !== 1) return null;
      const x = (u32(bytes, i + 8) * MM_PER_INCH) / 1000;
      const y = (u32(bytes, i + 12) * MM_PER_INCH) / 1000;
      return x > 0 && y > 0 ? { x, y } : null;
    }
    if (type === 'IDAT' || type === 'IEND') return null;
    i += 12 + length;
  }
  return null;
}

/** A JPEG's stored density (pixels per inch) from its JFIF header, or null when it states none (units 0) or has none. */
export function jpegDensity(bytes: Uint8Array): { x: number; y: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let i = 2; i + 4 <= bytes.length; ) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    const length = u16(bytes, i + 2);
    if (marker === 0xe0 && i + 18 <= bytes.length && String.fromCharCode(...bytes.subarray(i + 4, i + 9)) === 'JFIF\0') {
      const units = bytes[i + 11];
      const x = u16(bytes, i + 12);
      const y = u16(bytes, i + 14);
      if (!x || !y || (units !== 1 && units !== 2)) return null;
      const k = units === 2 ? MM_PER_INCH / 10 : 1;
      return { x: x * k, y: y * k };
    }
    if (marker === 0xda) return null;
    i += 2 + length;
  }
  return null;
}

/** How many colour components a JPEG's frame has (1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK), or null when its header does not say. */
export function jpegComponents(bytes: Uint8Array): number | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let i = 2; i + 4 <= bytes.length; ) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    // A start of frame (SOF0 to SOF15 but DHT, JPG and DAC): precision, height, width, then the components.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return i + 9 < bytes.length ? bytes[i + 9]! : null;
    if (marker === 0xda) return null;
    i += 2 + u16(bytes, i + 2);
  }
  return null;
}

/**
 * A raster design's printed size from its pixels and stored density, or null. Densities of 72 and
 * 96 are what programs write when nobody chose one (a screen's), so they say nothing of print.
 */
export function rasterSizeMm(pixels: SizeMm, density: { x: number; y: number } | null): SizeMm | null {
  if (!density) return null;
  if ([72, 96].includes(Math.round(density.x)) && [72, 96].includes(Math.round(density.y))) return null;
  return { width: (pixels.width / density.x) * MM_PER_INCH, height: (pixels.height / density.y) * MM_PER_INCH };
}
