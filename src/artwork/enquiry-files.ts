import type { Env } from '../env';
import { artworkKinds, formatBytes } from './limits';
import { downloadLink } from './link';
import { fileOf, filesOfEnquiry } from './store';
import { barred } from '../enquiry/delivery/frame';

/** A file as the mail script receives it: what it is, its fingerprint, the signed link and the preflight notes. */
export interface ForwardFile {
  name: string;
  bytes: number;
  type: string;
  sha256: string;
  /** Signed, expiring 30 days after the enquiry arrived (src/artwork/link.ts). */
  link: string;
  preflight: { level: 'ok' | 'warning' | 'info'; text: string }[];
}

/** The files of an enquiry, with their download links, in the order they were chosen. */
export async function enquiryFiles(env: Env, enquiryId: string, receivedAt: string): Promise<ForwardFile[]> {
  const rows = await filesOfEnquiry(env.DB, enquiryId);
  return Promise.all(
    rows.map(async (row) => {
      const f = fileOf(row);
      return { name: f.name, bytes: f.bytes, type: artworkKinds[f.type].mime, sha256: f.sha256, link: await downloadLink(env, enquiryId, f.id, Date.parse(receivedAt)), preflight: f.preflight };
    }),
  );
}

/** The files as lines of the staff's copy: each file's name, which the visitor chose, behind the bar. */
export function filesText(files: readonly ForwardFile[]): string[] {
  if (!files.length) return [];
  return [
    `Artwork: ${files.length} ${files.length === 1 ? 'file' : 'files'} (links work for 30 days)`,
    ...files.flatMap((f) => [
      ...barred(`- ${formatBytes(f.bytes)}, ${f.type} `, f.name),
      `  ${f.link}`,
      `  SHA-256 ${f.sha256}`,
      ...f.preflight.map((n) => `  ${n.level === 'warning' ? 'Check' : 'Note'}: ${n.text}`),
    ]),
  ];
}
