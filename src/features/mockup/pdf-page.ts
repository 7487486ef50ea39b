import { getDocument, GlobalWorkerOptions, OPS } from 'pdfjs-dist';
// Built into our own assets: the worker comes from this origin, never from another host.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { scanPdf, type PdfFacts } from './pdf-scan';
import { provide } from './tools';

/**
 * The first page of a PDF design, drawn by pdf.js for the preview, and the pictures on it
 * measured. Imported only when a PDF is chosen: pdf.js is far larger than the mock-up itself.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** `m` applied, then `ctm`: what the PDF operator cm does to the current transform. */
const times = (m: ArrayLike<number>, c: Matrix): Matrix => [
  m[0]! * c[0] + m[1]! * c[2],
  m[0]! * c[1] + m[1]! * c[3],
  m[2]! * c[0] + m[3]! * c[2],
  m[2]! * c[1] + m[3]! * c[3],
  m[4]! * c[0] + m[5]! * c[2] + c[4],
  m[4]! * c[1] + m[5]! * c[3] + c[5],
];
/** Pictures smaller than this (a side, in pixels) are fills and patterns, not photographs. */
const PICTURE_MOST_PX = 16;

/**
 * The lowest density of the page's pictures, in picture pixels per point of the page (across or
 * down, whichever is less), or undefined for a page without pictures. Each picture is painted
 * into the unit square under the current transform, so its printed width is the length of the
 * transform's first column and its height that of its second.
 */
function pictureDensity(fnArray: readonly number[], argsArray: readonly unknown[]): number | undefined {
  let ctm: Matrix = IDENTITY;
  const saved: Matrix[] = [];
  let least: number | undefined;
  const picture = (w: number, h: number) => {
    if (w < PICTURE_MOST_PX || h < PICTURE_MOST_PX) return;
    const across = Math.hypot(ctm[0], ctm[1]);
    const down = Math.hypot(ctm[2], ctm[3]);
    if (!across || !down) return;
    const density = Math.min(w / across, h / down);
    least = least === undefined ? density : Math.min(least, density);
  };
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) saved.push(ctm);
    else if (fn === OPS.restore) ctm = saved.pop() ?? IDENTITY;
    else if (fn === OPS.transform && args) ctm = times(args as number[], ctm);
    else if (fn === OPS.paintFormXObjectBegin) {
      saved.push(ctm);
      const m = args?.[0] as ArrayLike<number> | null;
      if (m && m.length === 6) ctm = times(m, ctm);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = saved.pop() ?? IDENTITY;
    else if (fn === OPS.paintImageXObject && args) picture(Number(args[1]), Number(args[2]));
    else if (fn === OPS.paintInlineImageXObject && args) {
      const image = args[0] as { width: number; height: number };
      picture(image.width, image.height);
    }
  });
  return least;
}

/**
 * Makes pdf.js draw the page's pictures smoothly at any scale. Left to itself it draws a picture
 * enlarged past 1.33 screen pixels a picture pixel in hard-edged blocks, and the band checks then
 * read a 31 ppi photo's blocks as text or fine detail wherever it runs into a seal. Drawn smooth, a
 * low-resolution picture looks as its warning says it prints (soft), as a PNG or JPEG design does.
 */
function smoothPictures(canvas: HTMLCanvasElement): void {
  // The options pdf.js asks for when it takes the canvas's context (its first asker sets them).
  const ctx = canvas.getContext('2d', { alpha: false, willReadFrequently: true })!;
  Object.defineProperty(ctx, 'imageSmoothingEnabled', { configurable: true, get: () => true, set: () => {} });
}

/** The page drawn at most `most` pixels on its longer side, its size in points, its pictures' lowest density, and the file's colour and fonts. */
export async function firstPage(
  file: File,
  most: number,
): Promise<{ picture: HTMLCanvasElement; width: number; height: number; pixelsPerPoint?: number; facts: PdfFacts }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const facts = await scanPdf(bytes);
  const task = getDocument({ data: bytes, disableWorkerRendering: true });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const own = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(most / own.width, most / own.height) });
    const picture = document.createElement('canvas');
    picture.width = Math.round(viewport.width);
    picture.height = Math.round(viewport.height);
    smoothPictures(picture);
    await page.render({ canvas: picture, viewport, background: 'rgba(0,0,0,0)' }).promise;
    const ops = await page.getOperatorList();
    const pixelsPerPoint = pictureDensity(ops.fnArray, ops.argsArray);
    return { picture, width: own.width, height: own.height, ...(pixelsPerPoint === undefined ? {} : { pixelsPerPoint }), facts };
  } finally {
    await task.destroy();
  }
}

provide('pdf', { firstPage });
