import type { Env } from '../../env';
import { hmacHex, sameText } from '../crypto';
import { enquiryLimits, type EnquiryInput } from './schema';

/** Why a submission was taken for a bot's: stored, held (not forwarded), and listed in the daily digest. */
export type SpamReason = 'honeypot' | 'bad-token';
/** Why a forwarded enquiry is marked unverified: no signed form start (the spec's bare JSON), or sent very fast. */
export type UnverifiedReason = 'no-token' | 'too-fast';

export type Verdict = { held: SpamReason; unverified: null } | { held: null; unverified: UnverifiedReason | null };

// Locally (no secret configured) forms are signed with a fixed key; a deployment that forwards
// enquiries has MAIL_SCRIPT_SECRET (env.ts requires it), and its forms are signed with a key derived from it.
const LOCAL_KEY = 'local-development-only';
const formKey = (env: Env) => `enquiry-form-start:${env.MAIL_SCRIPT_SECRET || LOCAL_KEY}`;

/** The hidden start time the server writes into each form it renders: `<epoch ms>.<hmac>`. */
export async function startToken(env: Env, now = Date.now()): Promise<string> {
  return `${now}.${await hmacHex(formKey(env), String(now))}`;
}

/**
 * Only what a person cannot have done is held: a filled honeypot, or a start time whose signature
 * is forged. An enquiry with no start time at all (the spec's JSON contract) or sent faster than a
 * form is filled in may still be a buyer: it is forwarded, marked unverified.
 */
export async function checkSubmission(env: Env, input: Pick<EnquiryInput, 'website' | 'startedAt'>, now = Date.now()): Promise<Verdict> {
  if (input.website) return { held: 'honeypot', unverified: null };
  if (!input.startedAt) return { held: null, unverified: 'no-token' };
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(input.startedAt);
  if (!match) return { held: 'bad-token', unverified: null };
  const [, started, signature] = match as unknown as [string, string, string];
  if (!sameText(signature, await hmacHex(formKey(env), started))) return { held: 'bad-token', unverified: null };
  return { held: null, unverified: now - Number(started) < enquiryLimits.minFillMs ? 'too-fast' : null };
}
