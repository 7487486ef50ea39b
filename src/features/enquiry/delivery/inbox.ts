import type { Env } from '@platform/env';
import { inboxConfigured, sendToInbox, type InboxConfigured } from './inbox-mail.server';
import { logEvent } from '../log';
import { DAY_MS, retention } from '../store/retention';
import type { EnquiryRow } from '../store/rows';
import { enquiryFiles } from '../files/enquiry-files';
import { heldEntry, ourOrigins, staffSubject, staffText } from './staff-copy';

/** Default wait before an enquiry the mail script has not taken goes to the inbox. */
export const FALLBACK_AFTER_MS = 30 * 60_000;
const fallbackAfter = (env: Env) => (env.FALLBACK_AFTER_MS ? Number(env.FALLBACK_AFTER_MS) : FALLBACK_AFTER_MS);
const iso = (ms: number) => new Date(ms).toISOString();
/** Fallback copies sent per sweep; the next sweep, a minute later, goes on. */
const FALLBACK_BATCH = 25;

/**
 * The sweep's part for the company inbox, after the forwards: fallback copies, the outage alert and
 * recovery notice, the daily digest of held enquiries, then erasure after the retention periods.
 * Every e-mail is claimed by one atomic UPDATE or INSERT before it is sent, so two sweeps running
 * at once never send the same thing twice; a refused send gives the claim back for the next sweep.
 */
export async function inboxSweep(env: Env, now: number): Promise<void> {
  if (inboxConfigured(env)) {
    await sendFallbacks(env, now);
    await sendOutageAlert(env, now);
    await sendRecoveryNotice(env, now);
    await sendHeldDigest(env, now);
  }
  await eraseExpired(env.DB, now);
}

async function sendFallbacks(env: InboxConfigured, now: number): Promise<void> {
  const { results } = await env.DB.prepare(
    `UPDATE enquiries SET fallback_at = ?1 WHERE id IN (
         SELECT id FROM enquiries WHERE status = 'pending' AND fallback_at IS NULL AND received_at <= ?2 ORDER BY received_at LIMIT ?3)
       AND status = 'pending' AND fallback_at IS NULL RETURNING *`,
  )
    .bind(iso(now), iso(now - fallbackAfter(env)), FALLBACK_BATCH)
    .all<EnquiryRow>();
  for (const r of results) {
    try {
      await sendToInbox(env, {
        subject: staffSubject(r, ' (the mail script has not taken it yet)'),
        replyTo: r.email,
        text: `${staffText(r, await enquiryFiles(env, r.id, r.received_at), ourOrigins(env))}\n\n--\nThe mail script has not taken this enquiry since it arrived; it will still get it, under the same reference, when it recovers.\n${r.last_error ? `Last error: ${r.last_error}\n` : ''}`,
      });
      logEvent('fallback.sent', { reference: r.id, attempts: r.attempts });
    } catch (error) {
      await env.DB.prepare('UPDATE enquiries SET fallback_at = NULL WHERE id = ?').bind(r.id).run();
      logEvent('fallback.failed', { reference: r.id, error: String(error) });
    }
  }
}

interface Outage {
  id: number;
  started_at: number;
  failures: number;
  last_error: string | null;
  ended_at: number | null;
}

async function sendOutageAlert(env: InboxConfigured, now: number): Promise<void> {
  const outage = await env.DB.prepare('UPDATE forward_outages SET alerted_at = ?1 WHERE open = 1 AND alerted_at IS NULL AND started_at <= ?2 RETURNING *')
    .bind(now, now - fallbackAfter(env))
    .first<Outage>();
  if (!outage) return;
  const waiting = await env.DB.prepare(`SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM enquiries WHERE status = 'pending'`).first<{
    n: number;
    oldest: string | null;
  }>();
  try {
    await sendToInbox(env, {
      subject: `Enquiry forwarding has failed since ${iso(outage.started_at)}`,
      text: [
        `The mail script has not taken enquiries since ${iso(outage.started_at)} (${outage.failures} failed forwards).`,
        `Waiting now: ${waiting?.n ?? 0} enquiries, the oldest received ${waiting?.oldest ?? 'n/a'}.`,
        `Last error: ${outage.last_error ?? 'n/a'}`,
        '',
        'Each waiting enquiry is e-mailed here on its own, and forwards go on being retried. One more e-mail will say when forwards succeed again.',
      ].join('\n'),
    });
    logEvent('outage.alert-sent', { since: iso(outage.started_at), waiting: waiting?.n ?? 0, lastError: outage.last_error });
  } catch (error) {
    await env.DB.prepare('UPDATE forward_outages SET alerted_at = NULL WHERE id = ?').bind(outage.id).run();
    logEvent('outage.mail-failed', { kind: 'alert', error: String(error) });
  }
}

async function sendRecoveryNotice(env: InboxConfigured, now: number): Promise<void> {
  const outage = await env.DB.prepare(
    'UPDATE forward_outages SET recovery_sent_at = ?1 WHERE open IS NULL AND alerted_at IS NOT NULL AND recovery_sent_at IS NULL RETURNING *',
  )
    .bind(now)
    .first<Outage>();
  if (!outage) return;
  const waiting = await env.DB.prepare(`SELECT COUNT(*) AS n FROM enquiries WHERE status = 'pending'`).first<number>('n');
  try {
    await sendToInbox(env, {
      subject: `Enquiry forwarding works again (failed from ${iso(outage.started_at)} to ${iso(outage.ended_at ?? now)})`,
      text: `Forwards to the mail script succeed again since ${iso(outage.ended_at ?? now)}. ${waiting ?? 0} enquiries are still waiting and are being forwarded under their references; those already e-mailed here carry the same reference.`,
    });
    logEvent('outage.recovery-sent', { since: iso(outage.started_at), until: iso(outage.ended_at ?? now) });
  } catch (error) {
    await env.DB.prepare('UPDATE forward_outages SET recovery_sent_at = NULL WHERE id = ?').bind(outage.id).run();
    logEvent('outage.mail-failed', { kind: 'recovery', error: String(error) });
  }
}

/** Once a UTC day has ended, its held enquiries go to the inbox in one e-mail (none held: no e-mail). */
async function sendHeldDigest(env: InboxConfigured, now: number): Promise<void> {
  const day = iso(now - DAY_MS).slice(0, 10);
  const { results } = await env.DB.prepare(
    `SELECT * FROM enquiries WHERE status = 'spam' AND erased_at IS NULL AND received_at >= ?1 AND received_at < ?2 ORDER BY received_at`,
  )
    .bind(`${day}T00:00:00.000Z`, iso(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS))
    .all<EnquiryRow>();
  const claimed = await env.DB.prepare('INSERT INTO held_digests (day, held, sent_at) VALUES (?1, ?2, ?3) ON CONFLICT (day) DO NOTHING RETURNING day')
    .bind(day, results.length, now)
    .first<string>('day');
  if (!claimed || !results.length) return;
  try {
    await sendToInbox(env, {
      subject: `${results.length} enquiries held as spam on ${day}`,
      text: [
        `These enquiries were held on ${day} (UTC) and not forwarded. If one is a real buyer, answer them directly.`,
        ...results.flatMap((r) => ['', ...heldEntry(r, ourOrigins(env))]),
      ].join('\n'),
    });
    logEvent('digest.sent', { day, held: results.length, references: results.map((r) => r.id).join(' ') });
  } catch (error) {
    await env.DB.prepare('DELETE FROM held_digests WHERE day = ?').bind(day).run();
    logEvent('digest.failed', { day, error: String(error) });
  }
}

/**
 * Erases name, e-mail, phone and message (and the dedupe hash made from them) of enquiries
 * delivered more than `retention.deliveredDays` ago, and held ones received more than
 * `retention.heldDays` ago. Reference, dates and status stay. A pending enquiry is never erased.
 */
export async function eraseExpired(db: D1Database, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      `UPDATE enquiries SET name = '', email = '', phone = '', message = '', items = NULL, delivery_pin = NULL, dedupe_key = 'erased:' || id, erased_at = ?1
       WHERE erased_at IS NULL AND (
         (status = 'delivered' AND delivered_at <= ?2) OR (status = 'spam' AND received_at <= ?3))
       RETURNING id`,
    )
    .bind(iso(now), iso(now - retention.deliveredDays * DAY_MS), iso(now - retention.heldDays * DAY_MS))
    .all<{ id: string }>();
  for (const { id } of results) logEvent('retention.erased', { reference: id });
  return results.length;
}
