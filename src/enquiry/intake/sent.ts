import type { SentEnquiry } from '../../../client/lib/enquiry-sent';
import { recentFilesOfEnquiry, SENT_SHOWN_MS } from '../../artwork/store';
import { storedQuote } from '../store/rows';

/**
 * What the page a plain form post lands on (`/contactus?sent=<reference>`) shows of the enquiry:
 * the reference, and for an hour after it arrived its quote lines and files, as the form's
 * JavaScript shows them after sending. Later the reference alone shows nothing more than the
 * success message. Null when no enquiry has that reference.
 */
export async function sentSummary(db: D1Database, reference: string, now = Date.now()): Promise<SentEnquiry | null> {
  const row = await db.prepare('SELECT items, received_at FROM enquiries WHERE id = ?').bind(reference).first<{ items: string | null; received_at: string }>();
  if (!row) return null;
  const recent = Date.parse(row.received_at) >= now - SENT_SHOWN_MS;
  const quote = recent ? storedQuote(row) : null;
  const files = recent ? await recentFilesOfEnquiry(db, reference, now) : [];
  return {
    reference,
    lines: (quote?.items ?? []).map(({ name, weight, quantity, note, estimate }) => ({ name, weight, quantity, note, estimate })),
    total: quote?.total ?? 0,
    onRequest: quote?.onRequest ?? 0,
    files: files.map(({ name, bytes, preflight }) => ({ name, bytes, notes: preflight })),
  };
}
