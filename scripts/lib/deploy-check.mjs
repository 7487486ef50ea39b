// What a deployment must have before `npm run deploy` ships it: the secrets the worker signs and
// forwards with. Pure, so its test feeds it what `wrangler secret list --format json` prints.

/**
 * The secrets missing from a Worker, by name, with why each is needed; empty when it may deploy.
 * `secrets` is `wrangler secret list --format json` parsed (`[{ name, type }]`); `vars` the
 * `[vars]` of wrangler.toml (a value there counts as set, but a secret must never be a var).
 *
 * @example missingSecrets([{ name: 'MAIL_SCRIPT_URL', type: 'secret_text' }], {})
 * // [{ name: 'SIGNING_SECRET', why: … }, { name: 'MAIL_SCRIPT_SECRET', why: … }]
 */
export function missingSecrets(secrets, vars = {}) {
  const set = new Set(secrets.map((s) => s.name));
  const missing = [];
  if (!set.has('SIGNING_SECRET')) {
    missing.push({
      name: 'SIGNING_SECRET',
      why: 'signs form start times, upload tokens, download links and hashed visitor addresses; without it enquiries and uploads are refused',
    });
  }
  if ((set.has('MAIL_SCRIPT_URL') || vars.MAIL_SCRIPT_URL) && !set.has('MAIL_SCRIPT_SECRET')) {
    missing.push({ name: 'MAIL_SCRIPT_SECRET', why: 'signs each forward to the mail script; MAIL_SCRIPT_URL is set without it' });
  }
  return missing;
}

/** Secrets that wrangler.toml's [vars] would publish in plain text, where anyone with the repository reads them. */
export function secretsInVars(vars = {}) {
  return ['SIGNING_SECRET', 'MAIL_SCRIPT_SECRET'].filter((name) => vars[name]);
}
