import type { Env } from '@platform/env';
import { sign, verify } from '@platform/signing';
import { enquiryLimits } from './fields';
import type { EnquiryInput } from './enquiry.rules';

/** Why a submission was taken for a bot's: stored, held (not forwarded), and listed in the daily digest. */
export type SpamReason = 'honeypot' | 'bad-token';
/**
 * Why a forwarded enquiry is marked unverified: no signed form start (the spec's bare JSON), sent
 * very fast, or from a form opened so long ago that its start proves nothing (`expired`: a token
 * copied once and posted from elsewhere for ever after looks just like this).
 */
export type UnverifiedReason = 'no-token' | 'too-fast' | 'expired';

export type Verdict = { held: SpamReason; unverified: null } | { held: null; unverified: UnverifiedReason | null };

/** How long a form's start time vouches for it: a form left open overnight still counts. */
export const FORM_TOKEN_MAX_AGE_MS = 48 * 60 * 60_000;
/** A start time this far ahead of the worker's clock was not written by it. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The hidden start time the server writes into each form it renders: `<epoch ms>.<hmac>`. */
export async function startToken(env: Env, now = Date.now()): Promise<string> {
  return `${now}.${await sign(env, 'form-start', String(now))}`;
}

/**
 * Only what a person cannot have done is held: a filled honeypot, or a start time whose signature
 * is forged (or that lies in the future). An enquiry with no start time at all (the spec's JSON
 * contract), one sent faster than a form is filled in, or one whose form was opened more than
 * two days ago may still be a buyer: it is forwarded, marked unverified.
 */
export async function checkSubmission(env: Env, input: Pick<EnquiryInput, 'website' | 'startedAt'>, now = Date.now()): Promise<Verdict> {
  if (input.website) return { held: 'honeypot', unverified: null };
  if (!input.startedAt) return { held: null, unverified: 'no-token' };
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(input.startedAt);
  if (!match) return { held: 'bad-token', unverified: null };
  const [, started, signature] = match as unknown as [string, string, string];
  if (!(await verify(env, 'form-start', started, signature))) return { held: 'bad-token', unverified: null };
  const age = now - Number(started);
  if (age < -CLOCK_SKEW_MS) return { held: 'bad-token', unverified: null };
  if (age > FORM_TOKEN_MAX_AGE_MS) return { held: null, unverified: 'expired' };
  return { held: null, unverified: age < enquiryLimits.minFillMs ? 'too-fast' : null };
}
