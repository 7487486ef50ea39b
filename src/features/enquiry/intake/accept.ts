import type { Context } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { sha256Hex } from '@platform/crypto';
import { deliver } from '../delivery/forward';
import { enquiryMessagesIn } from './messages';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { countEnquiry } from './rate-limit';
import { priceItems } from './items';
import { invalidMessage, type FieldErrors } from './fields';
import { enquiryRules } from './enquiry.rules';
import { logEvent } from '../log';
import { checkSubmission } from './spam';
import { findByDedupeKey, insertEnquiry } from '../store/rows';
import { filesForEnquiry, sameFileKey } from '../files/attach';
import { removeUpload } from '../files/upload';

export type Acceptance =
  | { kind: 'stored'; reference: string; created: boolean; message: string }
  | { kind: 'invalid'; errors: FieldErrors; message: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number; message: string };

/**
 * Everything an enquiry goes through, whether it came as JSON or as a plain form post:
 * validation (one zod schema), the idempotency key, the per-visitor limit, the spam checks, and
 * the D1 write. Only after the row is stored does the visitor hear 'successfully'; the forward
 * to the mail script then runs after the answer (`waitUntil`), and the cron sweep retries it.
 * Spam (a filled honeypot, a forged token) gets the same answer, is stored held, is never forwarded,
 * and reaches the inbox in the daily digest; an enquiry without a form token is forwarded, marked unverified.
 * Artwork files are named by their upload ids: each must be finished and from the same form, and
 * they are given to the enquiry in the same batch that stores it, so it is never stored without them.
 * Every message is in `locale`, the language of the page the buyer wrote from, which is stored
 * with the enquiry for the staff's copy.
 */
export async function acceptEnquiry(c: Context<AppEnv>, input: unknown, defaultSource: string, locale: Locale = baseLocale): Promise<Acceptance> {
  const said = enquiryMessagesIn(locale);
  const l = { locale };
  // The enquiry's rules are built, and zod loaded, with the first submission an isolate takes.
  const { parseEnquiry } = await enquiryRules();
  const parsed = parseEnquiry(input, locale);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors, message: invalidMessage(parsed.errors, locale) };
  const data = parsed.data;
  const env = c.env;
  const now = Date.now();
  const files = await filesForEnquiry(env.DB, data.files ?? [], data.idempotencyKey, locale);
  if (!files.ok) return { kind: 'invalid', errors: { files: files.message }, message: invalidMessage({ files: files.message }, locale) };

  // The same form sent twice with the same content is one enquiry. The content is part of the key,
  // so a key shared by accident (a cached form) can never swallow someone else's enquiry.
  const dedupeKey = data.idempotencyKey
    ? await sha256Hex(
        JSON.stringify([
          data.idempotencyKey,
          data.name,
          data.email,
          data.phone,
          data.message,
          data.items ?? [],
          files.rows.map(sameFileKey),
          ...(data.pincode ? [data.pincode] : []),
        ]),
      )
    : `unkeyed:${crypto.randomUUID()}`;
  const earlier = await findByDedupeKey(env.DB, dedupeKey);
  if (earlier) {
    // A plain post sent again uploads its files again: the stored enquiry already has them.
    for (const copy of files.rows.filter((f) => !f.enquiry_id)) await removeUpload(env, copy);
    return { kind: 'stored', reference: earlier, created: false, message: said.sent(earlier) };
  }
  const taken = files.rows.find((f) => f.enquiry_id);
  if (taken) {
    const message = m.enquiry_files_taken({ name: taken.name }, l);
    return { kind: 'invalid', errors: { files: message }, message: invalidMessage({ files: message }, locale) };
  }

  const rate = await countEnquiry(env, c.req.header('cf-connecting-ip') ?? 'unknown', now);
  if (!rate.allowed) return { kind: 'rate-limited', retryAfterSeconds: rate.retryAfterSeconds, message: said.rateLimited(rate.retryAfterSeconds) };

  const verdict = await checkSubmission(env, data, now);
  const stored = await insertEnquiry(env.DB, {
    dedupeKey,
    name: data.name,
    email: data.email,
    phone: data.phone,
    deliveryPin: data.pincode,
    message: data.message,
    sourcePage: data.sourcePage ?? defaultSource,
    locale,
    spamReason: verdict.held,
    unverified: verdict.unverified,
    receivedAt: now,
    // Named and priced here, from the catalogue: a price a browser sends is never read.
    items: data.items?.length ? priceItems(data.items) : null,
    ...(files.rows.length ? { files: { ids: files.rows.map((f) => f.id), formKey: data.idempotencyKey! } } : {}),
  });
  if ('filesGone' in stored) {
    const message = m.enquiry_files_removed_meanwhile({}, l);
    return { kind: 'invalid', errors: { files: message }, message: invalidMessage({ files: message }, locale) };
  }
  const { id, created } = stored;
  if (created) {
    if (verdict.held) logEvent('enquiry.held', { reference: id, reason: verdict.held });
    else logEvent('enquiry.stored', { reference: id, unverified: verdict.unverified });
  }
  if (created && !verdict.held && env.MAIL_SCRIPT_URL) afterAnswer(c, id, deliver(env, id));
  return { kind: 'stored', reference: id, created, message: said.sent(id) };
}

/** Runs work after the answer is sent; a failure is only logged, as the sweep will retry. */
function afterAnswer(c: Context<AppEnv>, reference: string, work: Promise<unknown>): void {
  const logged = work.catch((error) => logEvent('forward.crashed', { reference, error: String(error), retry: 'next sweep' }));
  try {
    c.executionCtx.waitUntil(logged);
  } catch {
    // No execution context (a plain app.request call): the promise simply runs on.
  }
}
