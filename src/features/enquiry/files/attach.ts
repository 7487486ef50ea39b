import { filesByIds, type ArtworkRow } from './store';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The files an enquiry names, checked before it is stored: each must be a finished upload from
 * the same form (its idempotency key). Gives the rows in the order named, or the message why not.
 */
export async function filesForEnquiry(
  db: D1Database,
  ids: readonly string[],
  formKey: string | undefined,
  locale: Locale = baseLocale,
): Promise<{ ok: true; rows: ArtworkRow[] } | { ok: false; message: string }> {
  const l = { locale };
  if (!ids.length) return { ok: true, rows: [] };
  if (!formKey) return { ok: false, message: m.enquiry_files_no_key({}, l) };
  const found = await filesByIds(db, ids);
  const rows: ArtworkRow[] = [];
  for (const id of ids) {
    const row = found.find((r) => r.id === id);
    if (!row) return { ok: false, message: m.enquiry_files_gone({}, l) };
    if (row.form_key !== formKey) return { ok: false, message: m.enquiry_files_other_form({}, l) };
    if (row.status !== 'complete') return { ok: false, message: m.enquiry_files_uploading({ name: row.name }, l) };
    rows.push(row);
  }
  return { ok: true, rows };
}

/** What makes a file the same file in a retried enquiry: its bytes and its name, not its upload. */
export const sameFileKey = (row: Pick<ArtworkRow, 'sha256' | 'name'>): string => `${row.sha256}:${row.name}`;

/**
 * The condition an enquiry's insert carries when it names files: all of them still finished,
 * in its form and free. The insert and `attachStatement` run in one batch (one transaction), so a
 * removal or another enquiry cannot come between them: the enquiry is stored with every file it
 * names, or not at all.
 */
export function filesStillFree(ids: readonly string[], formKey: string, firstParam: number): { sql: string; binds: unknown[] } {
  const marks = ids.map((_, i) => `?${firstParam + 2 + i}`).join(', ');
  return {
    sql: `(SELECT count(*) FROM artwork_files WHERE enquiry_id IS NULL AND status = 'complete' AND form_key = ?${firstParam} AND id IN (${marks})) = ?${firstParam + 1}`,
    binds: [formKey, ids.length, ...ids],
  };
}

/** The statement that gives files to the enquiry stored under `dedupeKey`, run in one batch with its insert. */
export const attachStatement = (db: D1Database, dedupeKey: string, formKey: string, ids: readonly string[]): D1PreparedStatement =>
  db
    .prepare(
      `UPDATE artwork_files SET enquiry_id = (SELECT id FROM enquiries WHERE dedupe_key = ?1) WHERE enquiry_id IS NULL AND status = 'complete' AND form_key = ?2 AND id IN (${ids.map((_, i) => `?${i + 3}`).join(', ')})`,
    )
    .bind(dedupeKey, formKey, ...ids);
