import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '@platform/app-env';
import type { SentEnquiry } from './enquiry-sent';
import { recentFilesOfEnquiry, SENT_SHOWN_MS } from '../files/store';
import { sign, verify } from '@platform/signing';
import { referencePattern } from '@platform/crypto';
import { storedQuote } from '../store/rows';
import { findLineSize } from '@features/catalogue';
import { sizeLabelIn } from '@features/catalogue';
import { baseLocale, type Locale } from '@platform/i18n/locales';

/**
 * The cookie that tells the page a plain form post lands on that this browser sent the enquiry:
 * `<reference>.<signature>` (purpose `sent-view`), for the latest enquiry the browser sent, for as
 * long as the page shows what arrived. Only the contact page it was set for reads it, and no script.
 */
export const SENT_COOKIE = 'enquiry-sent';

/** http on this machine (`npm start`, `npm run preview`): no browser has to take a Secure cookie there. */
const loopback = (url: URL) => url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Sets the cookie on the answer to a stored plain post, so its browser, and only it, sees what
 * arrived: for the contact page it lands on (`/contactus`, or `/hi/contactus` for a Hindi post).
 */
export async function rememberSent(c: Context<AppEnv>, reference: string, page = '/contactus'): Promise<void> {
  setCookie(c, SENT_COOKIE, `${reference}.${await sign(c.env, 'sent-view', reference)}`, {
    httpOnly: true,
    secure: !loopback(new URL(c.req.url)),
    sameSite: 'Lax',
    path: page,
    maxAge: SENT_SHOWN_MS / 1000,
  });
}

/** Whether this request's cookie proves its browser sent the enquiry `reference`. */
export async function sentByThisBrowser(c: Context<AppEnv>, reference: string): Promise<boolean> {
  const [cookieReference, signature] = (getCookie(c, SENT_COOKIE) ?? '').split('.');
  if (cookieReference !== reference || !referencePattern.test(reference) || !signature) return false;
  return verify(c.env, 'sent-view', reference, signature).catch(() => false);
}

interface SentRow {
  name: string;
  email: string;
  phone: string;
  delivery_pin: string | null;
  message: string;
  items: string | null;
  received_at: string;
}

/**
 * What the page a plain form post lands on (`/contactus?sent=<reference>`) shows of the enquiry:
 * the reference, and, to the browser that sent it (`details`, see `sentByThisBrowser`) for an hour
 * after it arrived, the sender's name, e-mail, phone and whole message as stored, its quote lines
 * and its files, as the form's JavaScript shows them after sending, named in `locale`. Anyone else, or later, sees
 * the reference alone, with nothing more than the success message. Null when no enquiry has that
 * reference.
 */
export async function sentSummary(
  db: D1Database,
  reference: string,
  { details, now = Date.now(), locale = baseLocale }: { details: boolean; now?: number; locale?: Locale },
): Promise<SentEnquiry | null> {
  const row = await db
    .prepare('SELECT name, email, phone, delivery_pin, message, items, received_at FROM enquiries WHERE id = ?')
    .bind(reference)
    .first<SentRow>();
  if (!row) return null;
  const shown = details && Date.parse(row.received_at) >= now - SENT_SHOWN_MS;
  const quote = shown ? storedQuote(row) : null;
  const files = shown ? await recentFilesOfEnquiry(db, reference, now, locale) : [];
  const { name, email, phone, delivery_pin, message } = row;
  // An erased enquiry (its fields emptied) is far older than an hour; its empty fields are never shown anyway.
  const contact = shown && message ? { name, email, phone, ...(delivery_pin ? { pincode: delivery_pin } : {}), message } : undefined;
  return {
    reference,
    ...(contact ? { contact } : {}),
    // Stored in English for the staff; shown in the page's language, as the form showed them.
    lines: (quote?.items ?? []).map(({ product, size, name, weight, quantity, note, estimate, indicative }) => ({
      name: findLineSize(product, size)?.product.name[locale] ?? name,
      weight: sizeLabelIn(size, locale, weight),
      quantity,
      note,
      estimate,
      indicative: indicative === true,
    })),
    total: quote?.total ?? 0,
    onRequest: quote?.onRequest ?? 0,
    indicative: quote?.indicative ?? 0,
    files: files.map(({ name, bytes, preflight }) => ({ name, bytes, notes: preflight })),
  };
}
