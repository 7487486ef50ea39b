import { newReference } from '@platform/crypto';
import type { PricedQuote } from '../intake/items';
import type { SpamReason, UnverifiedReason } from '../intake/spam';
import { attachStatement, filesStillFree } from '../files/attach';
import { baseLocale, type Locale } from '@platform/i18n/locales';

/** A stored enquiry, as the `enquiries` table holds it (migrations/0001 to 0003). */
export interface EnquiryRow {
  id: string;
  dedupe_key: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  source_page: string;
  received_at: string;
  status: 'pending' | 'delivered' | 'spam';
  spam_reason: SpamReason | null;
  attempts: number;
  next_attempt_at: number;
  lease_until: number;
  last_error: string | null;
  delivered_at: string | null;
  unverified: UnverifiedReason | null;
  fallback_at: string | null;
  erased_at: string | null;
  /** The quote's lines as JSON (a PricedQuote), or null. */
  items: string | null;
  /** The language of the page the buyer wrote from (migrations/0006): en, hi or ta. */
  locale: Locale;
  /** The delivery PIN code the buyer gave, six digits (migrations/0007), or null. */
  delivery_pin: string | null;
}

export interface NewEnquiry {
  dedupeKey: string;
  name: string;
  email: string;
  phone: string;
  /** The delivery PIN code, six digits, when the buyer gave one. */
  deliveryPin?: string | null;
  message: string;
  sourcePage: string;
  /** The language of the page it was sent from; English when not given. */
  locale?: Locale;
  spamReason: SpamReason | null;
  unverified: UnverifiedReason | null;
  receivedAt: number;
  items: PricedQuote | null;
  /** Finished artwork uploads (src/features/enquiry/files/) of the form `formKey`, given to the enquiry in the same batch as its insert. */
  files?: { ids: readonly string[]; formKey: string };
}

/** The reference of an enquiry already stored under this dedupe key, if any. */
export async function findByDedupeKey(db: D1Database, dedupeKey: string): Promise<string | null> {
  return db.prepare('SELECT id FROM enquiries WHERE dedupe_key = ?').bind(dedupeKey).first<string>('id');
}

/**
 * Stores an enquiry, pending (or spam), due for forwarding at once. A second insert with the same
 * dedupe key (a double submit racing the first) stores nothing and returns the first one's reference.
 * Its artwork files are given to it in the same batch (one transaction): all of them, or no enquiry
 * (`filesGone`: one was removed, or taken by another enquiry, after it was checked).
 */
export async function insertEnquiry(db: D1Database, e: NewEnquiry): Promise<{ id: string; created: boolean } | { filesGone: true }> {
  const files = e.files?.ids.length ? e.files : null;
  const condition = files ? filesStillFree(files.ids, files.formKey, 16) : { sql: '1', binds: [] };
  const insert = db
    .prepare(
      `INSERT INTO enquiries (id, dedupe_key, name, email, phone, message, source_page, received_at, status, spam_reason, unverified, next_attempt_at, items, locale, delivery_pin)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15 WHERE ${condition.sql}
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    )
    .bind(
      newReference(),
      e.dedupeKey,
      e.name,
      e.email,
      e.phone,
      e.message,
      e.sourcePage,
      new Date(e.receivedAt).toISOString(),
      e.spamReason ? 'spam' : 'pending',
      e.spamReason,
      e.unverified,
      e.receivedAt,
      e.items ? JSON.stringify(e.items) : null,
      e.locale ?? baseLocale,
      e.deliveryPin ?? null,
      ...condition.binds,
    );
  const [result] = files
    ? await db.batch<{ id: string }>([insert, attachStatement(db, e.dedupeKey, files.formKey, files.ids)])
    : [await insert.all<{ id: string }>()];
  const inserted = result?.results[0]?.id;
  if (inserted) return { id: inserted, created: true };
  const existing = await findByDedupeKey(db, e.dedupeKey);
  if (existing) return { id: existing, created: false };
  if (files) return { filesGone: true };
  throw new Error('enquiry insert neither stored nor found');
}

export async function referenceExists(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM enquiries WHERE id = ?').bind(id).first('found')) !== null;
}

/** References of pending enquiries due for a forward and not held by one in flight, oldest first. */
export async function dueIds(db: D1Database, now: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT id FROM enquiries WHERE status = 'pending' AND next_attempt_at <= ?1 AND lease_until <= ?1 ORDER BY next_attempt_at LIMIT ?2`)
    .bind(now, limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/**
 * Takes a pending enquiry for one forward: holds it until `leaseUntil` so that the request's own
 * forward and the sweep never send it at the same time. Null when it is delivered, spam, or held.
 */
export async function claim(db: D1Database, id: string, now: number, leaseUntil: number): Promise<EnquiryRow | null> {
  return db
    .prepare(`UPDATE enquiries SET lease_until = ?3 WHERE id = ?1 AND status = 'pending' AND lease_until <= ?2 RETURNING *`)
    .bind(id, now, leaseUntil)
    .first<EnquiryRow>();
}

export async function recordDelivered(db: D1Database, id: string, now: number): Promise<void> {
  await db
    .prepare(`UPDATE enquiries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?2, lease_until = 0, last_error = NULL WHERE id = ?1`)
    .bind(id, new Date(now).toISOString())
    .run();
}

export async function recordFailed(db: D1Database, id: string, nextAttemptAt: number, error: string): Promise<void> {
  await db
    .prepare(`UPDATE enquiries SET attempts = attempts + 1, next_attempt_at = ?2, lease_until = 0, last_error = ?3 WHERE id = ?1`)
    .bind(id, nextAttemptAt, error.slice(0, 500))
    .run();
}

/** The quote stored with an enquiry, or null (none, erased, or unreadable). */
export function storedQuote(row: Pick<EnquiryRow, 'items'>): PricedQuote | null {
  if (!row.items) return null;
  try {
    return JSON.parse(row.items) as PricedQuote;
  } catch {
    return null;
  }
}
