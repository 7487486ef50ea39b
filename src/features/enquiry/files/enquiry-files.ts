import type { Env } from '@platform/env';
import { artworkKinds, formatBytes } from './limits';
import { downloadLink } from './link';
import { fileOf, filesOfEnquiry } from './store';
import { barred } from '../delivery/frame';
import { lineOfRow } from './line';
import { placementText, type FileLine, type LinePlacement } from '@features/quote-and-wishlist';
import type { PricedItem } from '../intake/items';
import { formatNumber } from '@platform/i18n/format';

/** A file as the mail script receives it: what it is, its fingerprint, the signed link and the preflight notes. */
export interface ForwardFile {
  name: string;
  bytes: number;
  type: string;
  sha256: string;
  /** Signed, expiring 30 days after the enquiry arrived (src/features/enquiry/files/link.ts). */
  link: string;
  preflight: { level: 'ok' | 'warning' | 'info'; text: string }[];
  /** The quote line the file was sent for, by product and size; absent for a file sent for no line. */
  line?: FileLine;
  /** Where the buyer placed the design on that line's pouch (mm on the print template). */
  placement?: LinePlacement;
}

/** The files of an enquiry, with their download links, in the order they were chosen. */
export async function enquiryFiles(env: Env, enquiryId: string, receivedAt: string): Promise<ForwardFile[]> {
  const rows = await filesOfEnquiry(env.DB, enquiryId);
  return Promise.all(
    rows.map(async (row) => {
      const f = fileOf(row);
      return {
        name: f.name,
        bytes: f.bytes,
        type: artworkKinds[f.type].mime,
        sha256: f.sha256,
        link: await downloadLink(env, enquiryId, f.id, Date.parse(receivedAt)),
        preflight: f.preflight,
        ...lineOfRow(row),
      };
    }),
  );
}

/** One file in the staff's copy: its size and type, its name behind the bar, its placement, link, fingerprint and notes. */
const fileText = (f: ForwardFile): string[] => [
  ...barred(`- ${formatBytes(f.bytes)}, ${f.type} `, f.name),
  ...(f.placement ? [`  Placed: ${placementText(f.placement)}`] : []),
  `  ${f.link}`,
  `  SHA-256 ${f.sha256}`,
  ...f.preflight.map((n) => `  ${n.level === 'warning' ? 'Check' : 'Note'}: ${n.text}`),
];

/** "Line 2 — Matt Kraft With Window Stand-Up Zipper Pouch 500gm × 1,000": the line as the quote counts it. */
const lineHeading = (item: PricedItem, i: number) => `Line ${i + 1} — ${item.name} ${item.weight} × ${formatNumber(item.quantity, 'en')}`;

/**
 * The files as lines of the staff's copy: each file's name, which the visitor chose, behind the
 * bar. Files sent for a line of the quote (`items`) stand under that line, in its order, a design
 * with its placement; the others follow as "Other files", or, when no file names a line, stand
 * alone as they always have.
 */
export function filesText(files: readonly ForwardFile[], items: readonly PricedItem[] = []): string[] {
  if (!files.length) return [];
  const lineOf = (f: ForwardFile) => (f.line ? items.findIndex((it) => it.product === f.line!.product && it.size === f.line!.size) : -1);
  const byLine = items.map((_, i) => files.filter((f) => lineOf(f) === i));
  const others = files.filter((f) => lineOf(f) < 0);
  const heading = `Artwork: ${files.length} ${files.length === 1 ? 'file' : 'files'} (links work for 30 days)`;
  if (others.length === files.length) return [heading, ...files.flatMap(fileText)];
  return [
    heading,
    ...byLine.flatMap((mine, i) => (mine.length ? [`${lineHeading(items[i]!, i)}:`, ...mine.flatMap(fileText)] : [])),
    ...(others.length ? ['Other files:', ...others.flatMap(fileText)] : []),
  ];
}
