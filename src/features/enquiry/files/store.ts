import type { ArtworkKind } from './limits';
import type { FileLine, LinePlacement } from '@features/quote-and-wishlist';
import { keptNoteIn, type KeptNote, type PreflightNote } from './preflight';
import { baseLocale, type Locale } from '@platform/i18n/locales';

/** An artwork file, as the `artwork_files` table holds it (migrations/0004). */
export interface ArtworkRow {
  id: string;
  storage_key: string;
  upload_id: string | null;
  form_key: string;
  name: string;
  bytes: number;
  part_bytes: number;
  parts_done: number;
  /** JSON: R2UploadedPart[] */
  parts: string;
  type: ArtworkKind | null;
  sha256: string | null;
  /** JSON: KeptNote[] (src/features/enquiry/files/preflight.ts): each note in English, with its Hindi and Tamil */
  preflight: string | null;
  status: 'uploading' | 'complete';
  enquiry_id: string | null;
  created_at: number;
  completed_at: number | null;
  /** The quote line the file is for (migrations/0005), or null. */
  line_product: string | null;
  line_size: string | null;
  /** JSON: LinePlacement (src/features/quote-and-wishlist/line-placement.ts), or null. */
  placement: string | null;
}

/** A file as the forward, the inbox and the buyer see it: its preflight notes in one language. */
export interface ArtworkFile {
  id: string;
  name: string;
  bytes: number;
  type: ArtworkKind;
  sha256: string;
  preflight: PreflightNote[];
}

/** A row as a file, its notes in `locale` (English, the staff's, unless a buyer's page asks). */
export const fileOf = (row: ArtworkRow, locale: Locale = baseLocale): ArtworkFile => ({
  id: row.id,
  name: row.name,
  bytes: row.bytes,
  type: row.type!,
  sha256: row.sha256!,
  preflight: row.preflight ? (JSON.parse(row.preflight) as KeptNote[]).map((n) => keptNoteIn(n, locale)) : [],
});

/** A new file's id: 128 random bits as hex, which nobody can guess. */
export const newFileId = (): string => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Records a new upload, unless the form already has `maxFiles` files not yet sent: the count and
 * the insert are one statement, so two uploads started at once cannot both be the eleventh.
 */
export async function insertFile(
  db: D1Database,
  f: { id: string; formKey: string; name: string; bytes: number; partBytes: number; createdAt: number },
  maxFiles: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO artwork_files (id, storage_key, form_key, name, bytes, part_bytes, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE (SELECT count(*) FROM artwork_files WHERE form_key = ?3 AND enquiry_id IS NULL) < ?8
       RETURNING id`,
    )
    .bind(f.id, `artwork/${f.id}`, f.formKey, f.name, f.bytes, f.partBytes, f.createdAt, maxFiles)
    .first<string>('id');
  return row !== null;
}

export async function setUploadId(db: D1Database, id: string, uploadId: string): Promise<void> {
  await db.prepare('UPDATE artwork_files SET upload_id = ?2 WHERE id = ?1').bind(id, uploadId).run();
}

export async function getFile(db: D1Database, id: string): Promise<ArtworkRow | null> {
  return db.prepare('SELECT * FROM artwork_files WHERE id = ?').bind(id).first<ArtworkRow>();
}

export async function setKind(db: D1Database, id: string, kind: ArtworkKind, name: string): Promise<void> {
  await db.prepare('UPDATE artwork_files SET type = ?2, name = ?3 WHERE id = ?1').bind(id, kind, name).run();
}

/** Records part `n` as received; false when another request recorded it first. */
export async function recordPart(db: D1Database, id: string, part: R2UploadedPart): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE artwork_files SET parts_done = ?2, parts = json_insert(parts, '$[#]', json(?3)) WHERE id = ?1 AND parts_done = ?2 - 1 AND status = 'uploading' RETURNING id`,
    )
    .bind(id, part.partNumber, JSON.stringify(part))
    .first<string>('id');
  return row !== null;
}

/**
 * Marks an upload complete, once: false when it already was. The line the file is for (and its
 * placement) is written in the same statement, so only the completion that completes the file
 * names them, and nothing about a complete file changes afterwards.
 */
export async function markComplete(
  db: D1Database,
  id: string,
  done: { bytes: number; sha256: string; preflight: KeptNote[]; completedAt: number; line?: FileLine | null; placement?: LinePlacement | null },
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE artwork_files SET status = 'complete', upload_id = NULL, bytes = ?2, sha256 = ?3, preflight = ?4, completed_at = ?5,
         line_product = ?6, line_size = ?7, placement = ?8
       WHERE id = ?1 AND status = 'uploading' RETURNING id`,
    )
    .bind(
      id,
      done.bytes,
      done.sha256,
      JSON.stringify(done.preflight),
      done.completedAt,
      done.line?.product ?? null,
      done.line?.size ?? null,
      done.line && done.placement ? JSON.stringify(done.placement) : null,
    )
    .first<string>('id');
  return row !== null;
}

/**
 * Takes a file not given to an enquiry for removal, in one statement: it leaves its form (so no
 * enquiry can take it from now on, see `fileConditionalInsert`) unless an enquiry took it first.
 * Null when an enquiry has it.
 */
export async function claimForRemoval(db: D1Database, id: string): Promise<ArtworkRow | null> {
  return db.prepare(`UPDATE artwork_files SET form_key = 'removing' WHERE id = ? AND enquiry_id IS NULL RETURNING *`).bind(id).first<ArtworkRow>();
}

export async function deleteFileRow(db: D1Database, id: string): Promise<void> {
  await db.prepare('DELETE FROM artwork_files WHERE id = ?').bind(id).run();
}

/** The files of an enquiry, in the order they were chosen. */
export async function filesOfEnquiry(db: D1Database, enquiryId: string): Promise<ArtworkRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM artwork_files WHERE enquiry_id = ? AND status = 'complete' ORDER BY created_at, id`)
    .bind(enquiryId)
    .all<ArtworkRow>();
  return results;
}

/** How long after an enquiry arrives the page a plain post lands on still lists its lines and files. */
export const SENT_SHOWN_MS = 60 * 60_000;

/**
 * The files of an enquiry received in the last hour, for the page a plain form post lands on:
 * the buyer sees what arrived, its notes in the page's `locale`. Later, the reference alone shows nothing.
 */
export async function recentFilesOfEnquiry(db: D1Database, enquiryId: string, now = Date.now(), locale: Locale = baseLocale): Promise<ArtworkFile[]> {
  const { results } = await db
    .prepare(
      `SELECT f.* FROM artwork_files f JOIN enquiries e ON e.id = f.enquiry_id
       WHERE f.enquiry_id = ?1 AND f.status = 'complete' AND e.received_at >= ?2 ORDER BY f.created_at, f.id`,
    )
    .bind(enquiryId, new Date(now - SENT_SHOWN_MS).toISOString())
    .all<ArtworkRow>();
  return results.map((row) => fileOf(row, locale));
}

/** The files with these ids (any state), for an enquiry that names them. */
export async function filesByIds(db: D1Database, ids: readonly string[]): Promise<ArtworkRow[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(`SELECT * FROM artwork_files WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .bind(...ids)
    .all<ArtworkRow>();
  return results;
}
