import type { Lightness } from './placement';
import { jpegComponents, jpegDensity, pngDensity, pointsMm, rasterSizeMm, svgSizeMm } from '@features/print-templates';
import { tool, type MockupTools } from './tools';
import type { Design } from './model';
import { documentLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** Reads a buyer's design file in the browser (it is never sent anywhere from here). */

/** The longer side of the copy the views draw: sharp on a 2× screen at full width, and quick to scale. */
export const SCREEN_PX = 1600;
/** The longer side of the picture the band checks measure: about 0.3 mm a pixel on a 1 Kg panel. */
const LIGHTNESS_PX = 800;

/** What the file is, by its first bytes (a name or a type can say anything). */
async function kindOf(file: File): Promise<Design['kind'] | null> {
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const text = new TextDecoder().decode(head);
  if (text.startsWith('%PDF-')) return 'pdf';
  if (/<svg[\s>]/i.test(text)) return 'svg';
  return null;
}

/** `width` x `height` scaled by `k`, in whole pixels, at least one each way. */
const scaled = (width: number, height: number, k: number) => ({ width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) });
/** Scaled down to at most `most` pixels on the longer side; never enlarged. */
const fitted = (width: number, height: number, most: number) => scaled(width, height, Math.min(1, most / Math.max(width, height)));

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return [canvas, canvas.getContext('2d', { willReadFrequently: true })!];
}

/**
 * The lightness (0–255) of each pixel of `source` drawn on white (transparent parts are unprinted),
 * drawn smoothly at `LIGHTNESS_PX` on its longer side whatever its own size: a picture of few
 * pixels is enlarged, so the step between two of its pixels is spread as the print softens it, and
 * its pixels are not read as the sharp edges of text or fine detail.
 */
function lightnessOf(source: CanvasImageSource, width: number, height: number): Lightness {
  const size = scaled(width, height, LIGHTNESS_PX / Math.max(width, height));
  const [, ctx] = canvasOf(size.width, size.height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(source, 0, 0, size.width, size.height);
  const rgba = ctx.getImageData(0, 0, size.width, size.height).data;
  const data = new Uint8Array(size.width * size.height);
  for (let i = 0, j = 0; j < data.length; i += 4, j++) data[j] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  return { width: size.width, height: size.height, data };
}

/** An SVG drawn at `most` pixels on its longer side; its own size in px (CSS px, 96 a inch) from the file. */
async function svgPicture(text: string): Promise<{ picture: HTMLCanvasElement; width: number; height: number }> {
  const image = new Image();
  // A data: address: the page's Content-Security-Policy lets images come from here and data: only.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const width = image.naturalWidth || 1000;
  const height = image.naturalHeight || 1000;
  const size = fitted(width, height, SCREEN_PX);
  const [picture, ctx] = canvasOf(size.width, size.height);
  ctx.drawImage(image, 0, 0, size.width, size.height);
  return { picture, width, height };
}

/**
 * Reads a PNG, JPEG, SVG or PDF (its first page) into a design, or throws an Error whose message
 * says what went wrong in the buyer's words, in the page's language.
 */
export async function readDesign(file: File, tools: MockupTools): Promise<Design> {
  const kind = await kindOf(file);
  const locale = documentLocale();
  if (!kind) throw new Error(m.mockup_not_a_design({ file: file.name }, { locale }));
  try {
    if (kind === 'png' || kind === 'jpeg') {
      // Decoded once, off the main thread where the browser does that; then drawn once smaller on
      // a canvas, which scales a large picture several times faster than a resized ImageBitmap.
      const full = await createImageBitmap(file);
      const head = new Uint8Array(await file.slice(0, 1 << 16).arrayBuffer());
      const printed = rasterSizeMm(full, kind === 'png' ? pngDensity(head) : jpegDensity(head));
      const own = { width: full.width, height: full.height, vector: false, ...(printed ? { mm: printed } : {}) };
      const size = fitted(own.width, own.height, SCREEN_PX);
      let screen: Design['screen'] = full;
      if (size.width !== own.width) {
        const [copy, ctx] = canvasOf(size.width, size.height);
        ctx.imageSmoothingQuality = 'medium';
        ctx.drawImage(full, 0, 0, size.width, size.height);
        full.close();
        screen = copy;
      }
      // A JPEG of four components is CMYK; every PNG, and any other JPEG, is RGB (or grey).
      return { file, kind, size: own, screen, lightness: lightnessOf(screen, size.width, size.height), cmyk: kind === 'jpeg' && jpegComponents(head) === 4 };
    }
    if (kind === 'svg') {
      const text = await file.text();
      const { picture, width, height } = await svgPicture(text);
      const printed = svgSizeMm(text);
      // CSS px to points: an SVG's own size is in px at 96 an inch.
      const size = { width: (width * 72) / 96, height: (height * 72) / 96, vector: true, ...(printed ? { mm: printed } : {}) };
      return { file, kind, size, screen: picture, lightness: lightnessOf(picture, picture.width, picture.height) };
    }
    const { firstPage } = await tool('pdf', tools.pdf);
    const page = await firstPage(file, SCREEN_PX);
    const size = {
      width: page.width,
      height: page.height,
      vector: true,
      mm: pointsMm(page.width, page.height),
      ...(page.pixelsPerPoint === undefined ? {} : { pixelsPerUnit: page.pixelsPerPoint }),
    };
    return {
      file,
      kind,
      size,
      screen: page.picture,
      lightness: lightnessOf(page.picture, page.picture.width, page.picture.height),
      cmyk: !page.facts.rgb,
      unembeddedFonts: page.facts.unembeddedFonts,
    };
  } catch (error) {
    console.error(error);
    throw new Error((kind === 'pdf' ? m.mockup_unreadable_pdf : m.mockup_unreadable)({ file: file.name }, { locale }));
  }
}
