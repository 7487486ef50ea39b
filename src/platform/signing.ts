import { SIGNING_SECRET_MIN_CHARS, type Env } from './env';
import { hex, sameText } from './crypto';

/**
 * What the site signs, each with a key of its own derived from SIGNING_SECRET, so a signature
 * made for one purpose is never good for another (a form's start time is no upload token).
 */
export type SigningPurpose =
  /** The start time written into each enquiry form (src/features/enquiry/intake/spam.ts). */
  | 'form-start'
  /** Download links to a buyer's artwork in the staff's copy (src/features/enquiry/files/link.ts). */
  | 'artwork-link'
  /** The token a browser proves an upload is its own with (src/features/enquiry/files/link.ts). */
  | 'artwork-upload'
  /** Who a rate limit counts: an address is only ever stored as this HMAC (rate-limit.ts). */
  | 'visitor'
  /** The cookie that lets the browser that sent an enquiry see what arrived (contact-route.server.ts). */
  | 'sent-view';

/**
 * Thrown where something must be signed or checked and SIGNING_SECRET is unset or short. The
 * worker never signs with a key anyone could read: the features that sign (enquiries, uploads,
 * download links) answer 503 instead, and `npm run deploy` refuses to deploy without the secret.
 */
export class SigningSecretMissing extends Error {
  constructor() {
    super(
      `SIGNING_SECRET is not set (or shorter than ${SIGNING_SECRET_MIN_CHARS} characters): set it with \`wrangler secret put SIGNING_SECRET\`. Enquiries, uploads and download links are refused until it is.`,
    );
    this.name = 'SigningSecretMissing';
  }
}

/** Why the secret cannot sign, or null when it can. */
export const signingSecretProblem = (secret: string | undefined): string | null =>
  !secret ? 'unset' : secret.length < SIGNING_SECRET_MIN_CHARS ? `shorter than ${SIGNING_SECRET_MIN_CHARS} characters` : null;

const encoder = new TextEncoder();
// Keys are derived once per isolate and secret; the secret is the map's key only inside this isolate.
const derived = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC-SHA256 key of one purpose: HKDF-SHA256 (RFC 5869) of SIGNING_SECRET with the purpose
 * as its info, so the keys are independent and none is the secret itself.
 */
function keyFor(env: Pick<Env, 'SIGNING_SECRET'>, purpose: SigningPurpose): Promise<CryptoKey> {
  const secret = env.SIGNING_SECRET;
  if (signingSecretProblem(secret)) throw new SigningSecretMissing();
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
      return crypto.subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('pouch-site signing'), info: encoder.encode(purpose) },
        master,
        { name: 'HMAC', hash: 'SHA-256', length: 256 },
        false,
        ['sign'],
      );
    })();
    key.catch(() => derived.delete(id));
    derived.set(id, key);
  }
  return key;
}

/**
 * The signature of `data` for `purpose`, as 64 lowercase hex characters. Throws
 * SigningSecretMissing when SIGNING_SECRET is unset or short.
 *
 * @example await sign(env, 'artwork-upload', fileId) // '3f9c…' (64 hex)
 */
export async function sign(env: Pick<Env, 'SIGNING_SECRET'>, purpose: SigningPurpose, data: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await keyFor(env, purpose), encoder.encode(data)));
}

/** Whether `signature` is `data`'s for `purpose`, compared in time that does not depend on where they differ. */
export async function verify(env: Pick<Env, 'SIGNING_SECRET'>, purpose: SigningPurpose, data: string, signature: string): Promise<boolean> {
  return /^[0-9a-f]{64}$/.test(signature) && sameText(signature, await sign(env, purpose, data));
}
