// The SIGNING_SECRET of local runs (npm start, npm run preview, the benchmarks) when .dev.vars sets
// none: random, made once per checkout and kept in .wrangler/ (git-ignored, beside the local D1 and
// R2 whose links and tokens it signed), so a restart keeps them good. Never a value anyone else has.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const LOCAL_SECRET_FILE = '.wrangler/signing-secret';

/** A fresh random secret: 32 bytes, base64url (43 characters). */
export const randomSecret = () => randomBytes(32).toString('base64url');

/** SIGNING_SECRET as .dev.vars sets it, or undefined. */
export function devVarsSecret(path = '.dev.vars') {
  if (!existsSync(path)) return undefined;
  const line = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .find((l) => /^\s*SIGNING_SECRET\s*=/.test(l));
  const value = line
    ?.replace(/^\s*SIGNING_SECRET\s*=\s*/, '')
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();
  return value || undefined;
}

/** This checkout's local secret, made on first use. */
export function localSigningSecret(path = LOCAL_SECRET_FILE) {
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomSecret();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
