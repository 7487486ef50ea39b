import { describe, expect, it } from 'vitest';
import { missingSecrets, secretsInVars } from '../../scripts/lib/deploy-check.mjs';

// What `npx wrangler secret list --format json` prints: one object per secret.
const listed = (...names) => names.map((name) => ({ name, type: 'secret_text' }));

describe('npm run deploy refuses a worker that would sign with no secret of its own', () => {
  it('names SIGNING_SECRET when it is not among the secrets, whatever else is set', () => {
    expect(missingSecrets(listed()).map((m) => m.name)).toEqual(['SIGNING_SECRET']);
    expect(missingSecrets(listed('MAIL_SCRIPT_SECRET')).map((m) => m.name)).toEqual(['SIGNING_SECRET']);
    expect(missingSecrets(listed('MAIL_SCRIPT_URL', 'MAIL_SCRIPT_SECRET')).map((m) => m.name)).toEqual(['SIGNING_SECRET']);
  });

  it('names MAIL_SCRIPT_SECRET when the mail script is set without it, as a secret or a var', () => {
    expect(missingSecrets(listed('SIGNING_SECRET', 'MAIL_SCRIPT_URL')).map((m) => m.name)).toEqual(['MAIL_SCRIPT_SECRET']);
    expect(missingSecrets(listed('SIGNING_SECRET'), { MAIL_SCRIPT_URL: 'https://mail.example/send' }).map((m) => m.name)).toEqual(['MAIL_SCRIPT_SECRET']);
  });

  it('lets a worker with its secrets deploy', () => {
    expect(missingSecrets(listed('SIGNING_SECRET'))).toEqual([]);
    expect(missingSecrets(listed('SIGNING_SECRET', 'MAIL_SCRIPT_URL', 'MAIL_SCRIPT_SECRET'))).toEqual([]);
  });

  it("refuses a secret written into wrangler.toml's [vars], where anyone with the repository reads it", () => {
    expect(secretsInVars({ SIGNING_SECRET: 'x'.repeat(40), ENQUIRY_MAIL_FROM: 'a@b.example' })).toEqual(['SIGNING_SECRET']);
    expect(secretsInVars({ ENQUIRY_INBOX: '' })).toEqual([]);
  });
});
