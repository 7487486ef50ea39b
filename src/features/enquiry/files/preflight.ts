import { imageSize } from 'image-size';
import type { Variant } from '@features/catalogue';
import { variantDieline } from '@features/print-templates';
import { BLEED_MM } from '@features/catalogue';
import { SLUG_MM } from '@features/print-templates';
import type { ArtworkKind } from './limits';
import { baseLocale, locales, type Locale } from '@platform/i18n/locales';
import type { Text } from '@platform/i18n/text';
import { formatNumber } from '@platform/i18n/format';
import { sizeLabelIn } from '@features/catalogue';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** One line of the preflight in one language: what was measured and what it means. Never a refusal. */
export interface PreflightNote {
  level: 'ok' | 'warning' | 'info';
  text: string;
}

/** A note in every language, as the checks write it. */
export interface NoteWords {
  level: PreflightNote['level'];
  text: Text;
}

/**
 * A note as it is kept with the file (artwork_files.preflight): `text` in English, which the
 * staff's copy reads, and the buyer's Hindi and Tamil beside it (rows kept before them have the
 * English alone).
 */
export interface KeptNote extends PreflightNote {
  hi?: string;
  ta?: string;
}

/** A note said in every language by `say`. */
export const noteWords = (level: PreflightNote['level'], say: (locale: Locale) => string): NoteWords => ({
  level,
  text: Object.fromEntries(locales.map((l) => [l, say(l)])) as Text,
});
/** A note in one language. */
export const noteIn = (note: NoteWords, locale: Locale): PreflightNote => ({ level: note.level, text: note.text[locale] });
/** A note as the file keeps it. */
export const keptNote = (note: NoteWords): KeptNote => ({ level: note.level, text: note.text.en, hi: note.text.hi, ta: note.text.ta });
/** A kept note in one language: the English where the row has no other. */
export const keptNoteIn = (note: KeptNote, locale: Locale): PreflightNote => ({
  level: note.level,
  text: (locale === 'hi' ? note.hi : locale === 'ta' ? note.ta : undefined) ?? note.text,
});

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

/** A number as the page's language writes it: English as the file check always has (1843), Hindi and Tamil with the Indian grouping (1,843). */
const num = (n: number, locale: Locale): string => (locale === baseLocale ? String(n) : formatNumber(n, locale));
const mm = (n: number, locale: Locale): string => num(Math.round(n), locale);
const size = (s: { width: number; height: number }, locale: Locale) => `${mm(s.width, locale)} × ${mm(s.height, locale)} mm`;
const near = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width - b.width) <= PAGE_TOLERANCE_MM && Math.abs(a.height - b.height) <= PAGE_TOLERANCE_MM;

/** A size on the buyer's quote that a file is checked against: a stock size, or a custom size made to order (its print template is made as a stock size's). */
export type CheckedSize = Pick<Variant, 'product' | 'dimensions' | 'weight' | 'link'> & { size: string };

/** A size and its pouch, as a note names them: "500gm" and the English name; "500 ग्राम" and the Hindi one. */
const pouchWords = (v: CheckedSize, locale: Locale) => ({ size: sizeLabelIn(v.size, locale, v.weight), product: v.product.name[locale] });

/**
 * The sizes artwork for a pouch size comes in: its whole print template (the PDF's first page),
 * one panel with bleed, and the PDF's page of one panel (bleed and the slug round it).
 */
export function templateSizes(variant: CheckedSize) {
  const layout = variantDieline(variant);
  const { width, length } = variant.dimensions;
  const panel = { width: width + 2 * BLEED_MM, height: length + 2 * BLEED_MM };
  return {
    template: { width: layout.width, height: layout.height },
    panel,
    panelPage: { width: panel.width + 2 * SLUG_MM, height: panel.height + 2 * SLUG_MM },
  };
}

/**
 * The preflight notes for a measured file against the pouch sizes of the buyer's quote, in every
 * language: a PDF's page against each size's print template (or one panel with its bleed), a
 * warning for each size only when it fits none; an image's resolution across a panel with bleed,
 * a warning under 300 dpi.
 */
export function preflightFindings(measured: Measured, sizes: readonly CheckedSize[], kind: ArtworkKind): NoteWords[] {
  const unique = sizes.filter((v, i) => sizes.findIndex((o) => o.link === v.link) === i);
  if (kind === 'pdf') {
    const { page } = measured;
    if (!page) return [noteWords('info', (l) => m.artwork_pdf_unmeasured({}, { locale: l }))];
    if (!unique.length) return [noteWords('info', (l) => m.artwork_pdf_page_no_sizes({ page: size(page, l) }, { locale: l }))];
    // Artwork is for one of the quote's sizes: a page that fits one needs no word about the others.
    const fits = unique.flatMap((v): NoteWords[] => {
      const { template, panel, panelPage } = templateSizes(v);
      const words = (l: Locale) => ({ page: size(page, l), ...pouchWords(v, l) });
      if (near(page, template)) return [noteWords('ok', (l) => m.artwork_pdf_fits_template(words(l), { locale: l }))];
      if (near(page, panel)) return [noteWords('ok', (l) => m.artwork_pdf_fits_panel({ ...words(l), bleed: num(BLEED_MM, l) }, { locale: l }))];
      if (near(page, panelPage)) return [noteWords('ok', (l) => m.artwork_pdf_fits_panel_page({ ...words(l), bleed: num(BLEED_MM, l) }, { locale: l }))];
      return [];
    });
    if (fits.length) return fits;
    return unique.map((v) => {
      const { template, panel } = templateSizes(v);
      return noteWords('warning', (l) =>
        m.artwork_pdf_not_template({ page: size(page, l), ...pouchWords(v, l), template: size(template, l), panel: size(panel, l) }, { locale: l }),
      );
    });
  }
  if (kind === 'png' || kind === 'jpg') {
    const { pixels } = measured;
    if (!pixels) return [noteWords('info', (l) => m.artwork_image_unmeasured({}, { locale: l }))];
    const px = (l: Locale) => `${num(pixels.width, l)} × ${num(pixels.height, l)} px`;
    if (!unique.length) {
      const at300 = { width: (pixels.width / TARGET_DPI) * 25.4, height: (pixels.height / TARGET_DPI) * 25.4 };
      return [noteWords('info', (l) => m.artwork_image_no_sizes({ pixels: px(l), dpi: num(TARGET_DPI, l), area: size(at300, l) }, { locale: l }))];
    }
    return unique.map((v) => {
      const { panel } = templateSizes(v);
      const dpi = Math.floor(Math.min(pixels.width / (panel.width / 25.4), pixels.height / (panel.height / 25.4)));
      const across = (l: Locale) => ({ pixels: px(l), dpi: num(dpi, l), ...pouchWords(v, l), panel: size(panel, l) });
      if (dpi >= TARGET_DPI) return noteWords('ok', (l) => m.artwork_image_sharp(across(l), { locale: l }));
      const need = (l: Locale) => `${num(Math.ceil((panel.width / 25.4) * TARGET_DPI), l)} × ${num(Math.ceil((panel.height / 25.4) * TARGET_DPI), l)} px`;
      return noteWords('warning', (l) => m.artwork_image_soft({ ...across(l), target: num(TARGET_DPI, l), need: need(l) }, { locale: l }));
    });
  }
  return [];
}

/**
 * The preflight notes in `locale` (see `preflightFindings`).
 *
 * @example preflightNotes({ pixels: { width: 900, height: 1300 } }, [variant500gm], 'png')
 * // [{ level: 'warning', text: '900 × 1300 px: 147 dpi across a 500gm … panel with bleed (156 × 226 mm), under 300 dpi …' }]
 */
export const preflightNotes = (measured: Measured, sizes: readonly CheckedSize[], kind: ArtworkKind, locale: Locale = baseLocale): PreflightNote[] =>
  preflightFindings(measured, sizes, kind).map((n) => noteIn(n, locale));
