const encoder = new TextEncoder();

/** Bytes as lowercase hex. */
export const hex = (buffer: ArrayBuffer): string => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 of `data` under `secret`, as lowercase hex. */
export async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
}

/** SHA-256 of `data`, as lowercase hex. */
export async function sha256Hex(data: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(data)));
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new enquiry reference such as `ENQ-7K3M9Q2XHC`: 10 random Crockford base-32 characters (50 bits). */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `ENQ-${[...bytes].map((b) => REFERENCE_ALPHABET[b & 31]).join('')}`;
}

export const referencePattern = /^ENQ-[0-9A-HJKMNP-TV-Z]{10}$/;
