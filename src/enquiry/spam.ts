import type { Env } from '../env';
import { hmacHex, sameText } from './crypto';
import { enquiryLimits, type EnquiryInput } from './schema';

/** Why a submission was taken for a bot's. Such enquiries are stored, marked, and never forwarded. */
export type SpamReason = 'honeypot' | 'no-token' | 'bad-token' | 'too-fast';

// Locally (no secret configured) forms are signed with a fixed key; a deployment that forwards
// enquiries has MAIL_SCRIPT_SECRET (env.ts requires it), and its forms are signed with a key derived from it.
const LOCAL_KEY = 'local-development-only';
const formKey = (env: Env) => `enquiry-form-start:${env.MAIL_SCRIPT_SECRET || LOCAL_KEY}`;

/** The hidden start time the server writes into each form it renders: `<epoch ms>.<hmac>`. */
export async function startToken(env: Env, now = Date.now()): Promise<string> {
  return `${now}.${await hmacHex(formKey(env), String(now))}`;
}

/**
 * A honeypot that was filled in, or a form sent without a genuine start time or faster than a
 * person could fill it in. Returns null for a person's enquiry.
 */
export async function spamReason(env: Env, input: Pick<EnquiryInput, 'website' | 'startedAt'>, now = Date.now()): Promise<SpamReason | null> {
  if (input.website) return 'honeypot';
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(input.startedAt ?? '');
  if (!match) return 'no-token';
  const [, started, signature] = match as unknown as [string, string, string];
  if (!sameText(signature, await hmacHex(formKey(env), started))) return 'bad-token';
  return now - Number(started) < enquiryLimits.minFillMs ? 'too-fast' : null;
}
