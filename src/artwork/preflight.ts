import { imageSize } from 'image-size';
import type { Variant } from '../content/catalogue';
import { variantDieline } from '../dieline/route';
import { BLEED_MM } from '../dieline/layout';
import { SLUG_MM } from '../dieline/sheets';
import type { ArtworkKind } from './limits';

/** One line of the preflight: what was measured and what it means. Never a refusal. */
export interface PreflightNote {
  level: 'ok' | 'warning' | 'info';
  text: string;
}

/** What the worker could read from a file's first and last bytes. */
export interface Measured {
  /** A PDF's first page (its MediaBox), in mm. */
  page?: { width: number; height: number };
  /** A PNG's or JPEG's pixels. */
  pixels?: { width: number; height: number };
}

/** Bytes read from each end of a file to measure it: the whole file is never held. */
export const MEASURE_BYTES = 256 * 1024;
const MM_PER_POINT = 25.4 / 72;
const TARGET_DPI = 300;
/** Within this many mm, a page is taken to be the template's size (rounding in design programs). */
const PAGE_TOLERANCE_MM = 1.5;

const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

/**
 * A PDF's page size from its first MediaBox, looked for in the file's first and last bytes (page
 * objects are at either end in most files; a PDF that keeps them compressed is not measured).
 */
export function pdfPage(head: Uint8Array, tail: Uint8Array): Measured['page'] | undefined {
  const box = /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/;
  const found = box.exec(latin1(head)) ?? box.exec(latin1(tail));
  if (!found) return undefined;
  const [x1, y1, x2, y2] = found.slice(1).map(Number) as [number, number, number, number];
  const width = Math.abs(x2 - x1) * MM_PER_POINT;
  const height = Math.abs(y2 - y1) * MM_PER_POINT;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** A PNG's or JPEG's pixels from its first bytes (image-size reads the header). */
export function imagePixels(head: Uint8Array): Measured['pixels'] | undefined {
  try {
    const { width, height } = imageSize(head);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** What to measure in a file of this kind, from its ends. */
export function measure(kind: ArtworkKind, head: Uint8Array, tail: Uint8Array): Measured {
  if (kind === 'pdf') return { page: pdfPage(head, tail) };
  if (kind === 'png' || kind === 'jpg') return { pixels: imagePixels(head) };
  return {};
}

const mm = (n: number): string => String(Math.round(n));
const size = (s: { width: number; height: number }) => `${mm(s.width)} × ${mm(s.height)} mm`;
const near = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width - b.width) <= PAGE_TOLERANCE_MM && Math.abs(a.height - b.height) <= PAGE_TOLERANCE_MM;

/**
 * The sizes artwork for a pouch size comes in: its whole print template (the PDF's first page),
 * one panel with bleed, and the PDF's page of one panel (bleed and the slug round it).
 */
export function templateSizes(variant: Variant) {
  const layout = variantDieline(variant);
  const { width, length } = variant.dimensions;
  const panel = { width: width + 2 * BLEED_MM, height: length + 2 * BLEED_MM };
  return { template: { width: layout.width, height: layout.height }, panel, panelPage: { width: panel.width + 2 * SLUG_MM, height: panel.height + 2 * SLUG_MM } };
}

/**
 * The preflight notes for a measured file against the pouch sizes of the buyer's quote: a PDF's page
 * against each size's print template (or one panel with its bleed), a warning for each size only
 * when it fits none; an image's resolution across a panel with bleed, a warning under 300 dpi.
 *
 * @example preflightNotes({ pixels: { width: 900, height: 1300 } }, [variant500gm])
 * // [{ level: 'warning', text: '900 × 1300 px: 147 dpi across a 500gm panel with bleed (156 × 226 mm), under 300 dpi …' }]
 */
export function preflightNotes(measured: Measured, sizes: readonly Variant[], kind: ArtworkKind): PreflightNote[] {
  const unique = sizes.filter((v, i) => sizes.findIndex((o) => o.link === v.link) === i);
  if (kind === 'pdf') {
    const { page } = measured;
    if (!page) return [{ level: 'info', text: 'The page size could not be read from this PDF; we check it by hand before the proof.' }];
    if (!unique.length) return [{ level: 'info', text: `Page ${size(page)}. Add your pouch sizes to the quote to have it checked against their print templates.` }];
    // Artwork is for one of the quote's sizes: a page that fits one needs no word about the others.
    const fits = unique.flatMap((v): PreflightNote[] => {
      const { template, panel, panelPage } = templateSizes(v);
      const what = `${v.weight} ${v.product.name.en}`;
      if (near(page, template)) return [{ level: 'ok', text: `Page ${size(page)}: the size of the ${what} print template.` }];
      if (near(page, panel)) return [{ level: 'ok', text: `Page ${size(page)}: one panel of the ${what} with its ${BLEED_MM} mm bleed.` }];
      if (near(page, panelPage)) return [{ level: 'ok', text: `Page ${size(page)}: a panel page of the ${what} print template (panel, ${BLEED_MM} mm bleed and the slug round it).` }];
      return [];
    });
    if (fits.length) return fits;
    return unique.map((v) => {
      const { template, panel } = templateSizes(v);
      return { level: 'warning', text: `Page ${size(page)} is not the ${v.weight} ${v.product.name.en} print template (${size(template)}) or one panel with bleed (${size(panel)}). We will check it before the proof.` };
    });
  }
  if (kind === 'png' || kind === 'jpg') {
    const { pixels } = measured;
    if (!pixels) return [{ level: 'info', text: "The image's size could not be read; we check it by hand before the proof." }];
    const px = `${pixels.width} × ${pixels.height} px`;
    if (!unique.length) {
      const at300 = { width: (pixels.width / TARGET_DPI) * 25.4, height: (pixels.height / TARGET_DPI) * 25.4 };
      return [{ level: 'info', text: `${px}: prints sharp (${TARGET_DPI} dpi) up to ${size(at300)}.` }];
    }
    return unique.map((v) => {
      const { panel } = templateSizes(v);
      const dpi = Math.floor(Math.min(pixels.width / (panel.width / 25.4), pixels.height / (panel.height / 25.4)));
      const across = `${dpi} dpi across a ${v.weight} ${v.product.name.en} panel with bleed (${size(panel)})`;
      if (dpi >= TARGET_DPI) return { level: 'ok', text: `${px}: ${across}.` };
      const need = `${Math.ceil((panel.width / 25.4) * TARGET_DPI)} × ${Math.ceil((panel.height / 25.4) * TARGET_DPI)} px`;
      return { level: 'warning', text: `${px}: ${across}, under ${TARGET_DPI} dpi, so the print may look soft; at least ${need} prints sharp.` };
    });
  }
  return [];
}
