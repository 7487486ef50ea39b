import type { Context } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { cachePolicy } from '@platform/render/cache';
import { SigningSecretMissing } from '@platform/signing';
import { acceptEnquiry } from './accept';
import { readLimitedBody, utf8 } from './body';
import { enquiryMessagesIn } from './messages';
import { isLocale, knownLocale, localePath, type Locale } from '@platform/i18n/locales';
import { enquiryLimits, type FieldErrors } from './fields';

/** The JSON answer of the enquiry API: always a `message`, plus what the status calls for. */
export interface EnquiryAnswer {
  message: string;
  reference?: string;
  errors?: FieldErrors;
}

const answer = (c: Context<AppEnv>, status: 200 | 201 | 400 | 405 | 413 | 415 | 429 | 503, body: EnquiryAnswer, headers: Record<string, string> = {}) =>
  c.json(body, status, { 'cache-control': cachePolicy.none, ...headers });

/** The language the form's JavaScript names in the address (`?locale=hi`), for answers given before the body is read. */
export const queryLocale = (c: Context<AppEnv>): Locale => knownLocale(c.req.query('locale'));

const isJsonType = (type: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());

/**
 * POST /api/enquiry: the form's JavaScript sends the enquiry here as JSON.
 * 201 stored (200 when the same form was already stored), 400 unreadable or invalid with
 * per-field `errors`, 413 over 16 KB, 415 not JSON, 429 too many from one visitor (Retry-After),
 * 503 only if the database cannot store it. Nothing a client sends leads to a 5xx.
 * Messages are in the language the body's `locale` names (`en`, `hi`, `ta`; the form sends its
 * page's), or, until the body is read, `?locale=`; English otherwise.
 */
export async function enquiryApi(c: Context<AppEnv>): Promise<Response> {
  let said = enquiryMessagesIn(queryLocale(c));
  const declared = Number(c.req.header('content-length'));
  if (declared > enquiryLimits.bodyBytes) return answer(c, 413, { message: said.tooLarge });
  if (!isJsonType(c.req.header('content-type') ?? '')) return answer(c, 415, { message: said.notJsonType });
  const body = await readLimitedBody(c.req.raw, enquiryLimits.bodyBytes);
  if (!body.ok) return 'incomplete' in body ? answer(c, 400, { message: said.incomplete }) : answer(c, 413, { message: said.tooLarge });

  let input: unknown;
  try {
    input = JSON.parse(utf8(body.bytes) ?? '');
  } catch {
    return answer(c, 400, { message: said.notJson });
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return answer(c, 400, { message: said.notObject });
  const named = (input as { locale?: unknown }).locale;
  const locale = isLocale(named) ? named : queryLocale(c);
  said = enquiryMessagesIn(locale);

  try {
    const result = await acceptEnquiry(c, input, localePath(locale, '/contactus'), locale);
    switch (result.kind) {
      case 'stored':
        return answer(c, result.created ? 201 : 200, { message: result.message, reference: result.reference });
      case 'invalid':
        return answer(c, 400, { message: result.message, errors: result.errors });
      case 'rate-limited':
        return answer(c, 429, { message: result.message }, { 'retry-after': String(result.retryAfterSeconds) });
    }
  } catch (error) {
    if (error instanceof SigningSecretMissing) throw error;
    console.error('enquiry not stored', error);
    return answer(c, 503, { message: said.notStored }, { 'retry-after': '30' });
  }
}

/** Any other method on /api/enquiry. */
export const enquiryApiMethodNotAllowed = (c: Context<AppEnv>) =>
  answer(c, 405, { message: enquiryMessagesIn(queryLocale(c)).methodNotAllowed }, { allow: 'POST' });
