/**
 * The artwork files an enquiry takes, in one place: the worker checks every upload against these,
 * the enquiry form shows them, and the privacy policy states what happens to the files.
 * Pure data: the browser imports it too.
 */
import { textProblemIn } from '../intake/text';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export const artworkLimits = {
  /** Files one enquiry takes. */
  files: 10,
  /** Bytes of one file sent in parts (with JavaScript): 200 MB. */
  fileBytes: 200 * 1000 * 1000,
  /** Uploads one visitor may start in the rate limit's window (10 minutes): three enquiries' worth. */
  startsPerWindow: 30,
  /** Bytes of files one visitor may send in the same window: five of the largest files (1 GB). */
  bytesPerWindow: 1000 * 1000 * 1000,
  /** Bytes of a plain form post with its files (without JavaScript), under the platform's 100 MB request limit. */
  formBytes: 90 * 1000 * 1000,
  /** One part of an upload: R2's smallest part (5 MiB) — on a slow line a part is about half a minute. */
  partBytes: 5 * 1024 * 1024,
  /** Characters of a file's name as given. */
  nameChars: 200,
  /** A file whose enquiry has not come after this long is removed (ms). */
  orphanAfterMs: 24 * 60 * 60_000,
  /** Download links in the forward stop working this many days after the enquiry arrived. */
  linkDays: 30,
} as const;

/**
 * The field of the form without JavaScript that carries the files for one of its quote lines:
 * `artwork-line-2` for the second line as the form lists them (counted from 1).
 */
export const artworkLineField = (n: number): string => `artwork-line-${n}`;

/** An upload's id: 128 random bits as hex. */
export const fileIdPattern = /^[0-9a-f]{32}$/;

/** The kinds of file we take, known from the file's first bytes, with what a buyer calls them. */
export const artworkKinds = {
  pdf: { label: 'PDF', mime: 'application/pdf' },
  eps: { label: 'EPS', mime: 'application/postscript' },
  psd: { label: 'PSD', mime: 'image/vnd.adobe.photoshop' },
  cdr: { label: 'CDR', mime: 'application/vnd.corel-draw' },
  tif: { label: 'TIFF', mime: 'image/tiff' },
  png: { label: 'PNG', mime: 'image/png' },
  jpg: { label: 'JPEG', mime: 'image/jpeg' },
  svg: { label: 'SVG', mime: 'image/svg+xml' },
  zip: { label: 'ZIP', mime: 'application/zip' },
} as const;
export type ArtworkKind = keyof typeof artworkKinds;

/**
 * The endings a file of each kind may keep: a PDF saved by Illustrator is an `.ai`, CorelDRAW X4
 * and later save a ZIP as `.cdr`. Any other ending is not what the bytes are.
 */
export const kindEndings: Record<ArtworkKind, readonly string[]> = {
  pdf: ['pdf', 'ai'],
  eps: ['eps', 'epsf', 'ai'],
  psd: ['psd', 'psb'],
  cdr: ['cdr'],
  tif: ['tif', 'tiff'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  svg: ['svg'],
  zip: ['zip', 'cdr'],
};

/**
 * The name a file is kept and served under: the buyer's name, ending as its bytes are. A name
 * whose ending is not one of its kind's gets the kind's own in its place (`logo.html` holding an
 * SVG is kept as `logo.svg`, `artwork.bat` as `artwork.svg`), so a file opened from disk opens
 * as what it is.
 *
 * @example nameForKind('front.PDF', 'pdf') // 'front.PDF'
 * @example nameForKind('logo.html', 'svg') // 'logo.svg'
 */
export function nameForKind(name: string, kind: ArtworkKind): string {
  const dot = name.lastIndexOf('.');
  const ending = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (kindEndings[kind].includes(ending)) return name;
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[.\s]+$/, '') || 'artwork';
  return `${stem}.${kindEndings[kind][0]}`;
}

/** "PDF (also AI saved with PDF compatibility), EPS, PSD, CDR, TIFF, PNG, JPEG, SVG or ZIP", in `locale`. */
export const acceptedKinds = (locale: Locale): string => m.enquiry_kinds({}, { locale });
export const acceptedKindsText = acceptedKinds(baseLocale);

/** The file chooser's hint to the browser: the usual endings of the kinds above. */
export const acceptAttribute = '.pdf,.ai,.eps,.psd,.cdr,.tif,.tiff,.png,.jpg,.jpeg,.svg,.zip';

const MB = 1000 * 1000;
/** "4.2 MB", "90 MB", "850 KB" */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes >= 100 * MB ? 0 : 1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/**
 * Why a file's name as given cannot be kept, or null when it can. Browsers give a bare name; a
 * path, a name longer than a file system's, or one the text rule refuses (controls, direction
 * overrides such as "invoice\u202Efdp.bat", zero-width characters) is someone else's doing.
 */
export function fileNameProblem(name: string, locale: Locale = baseLocale): string | null {
  const l = { locale };
  if (!name.trim()) return m.enquiry_art_no_name({}, l);
  if (name.length > artworkLimits.nameChars) return m.enquiry_art_name_long({ max: artworkLimits.nameChars }, l);
  const problem = textProblemIn(name, 'line', locale, m.enquiry_subject_file_name({}, l));
  if (problem) return problem;
  if (/[/\\]/.test(name) || name === '.' || name === '..') return m.enquiry_art_name_path({}, l);
  return null;
}

/** The parts a file of `bytes` is sent in, and the size of part `n` (1-based). */
export const partCount = (bytes: number, partBytes: number = artworkLimits.partBytes): number => Math.max(1, Math.ceil(bytes / partBytes));
export const partSize = (bytes: number, n: number, partBytes: number = artworkLimits.partBytes): number =>
  n < partCount(bytes, partBytes) ? partBytes : bytes - partBytes * (partCount(bytes, partBytes) - 1);
