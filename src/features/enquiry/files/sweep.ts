import type { Env } from '@platform/env';
import { logEvent } from '../log';
import { artworkLimits } from './limits';
import type { ArtworkRow } from './store';
import { eraseFile, removeUpload } from './upload';

/** Files removed per sweep; the next sweep, a minute later, goes on. */
const BATCH = 50;
const orphanAfter = (env: Env) => (env.ARTWORK_ORPHAN_AFTER_MS ? Number(env.ARTWORK_ORPHAN_AFTER_MS) : artworkLimits.orphanAfterMs);

/**
 * The cron sweep's part for artwork: files (finished or still in parts) whose enquiry never came
 * are removed from R2 and D1 once they are older than a day (ARTWORK_ORPHAN_AFTER_MS), and the
 * files of enquiries whose personal fields were erased go with them.
 */
export async function artworkSweep(env: Env, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT f.* FROM artwork_files f LEFT JOIN enquiries e ON e.id = f.enquiry_id
       WHERE (f.enquiry_id IS NULL AND f.created_at <= ?1) OR e.erased_at IS NOT NULL
       ORDER BY f.created_at LIMIT ?2`,
  )
    .bind(now - orphanAfter(env), BATCH)
    .all<ArtworkRow>();
  let removed = 0;
  for (const file of results) {
    if (file.enquiry_id) {
      await eraseFile(env, file);
      logEvent('artwork.erased', { file: file.id, reference: file.enquiry_id });
    } else if (await removeUpload(env, file)) {
      // (An enquiry that took the file meanwhile keeps it.)
      logEvent('artwork.orphan-removed', { file: file.id });
    } else continue;
    removed++;
  }
  return removed;
}
