import { z } from 'zod';

/**
 * The worker's bindings, generated from wrangler.toml and .dev.vars.example into
 * worker-configuration.d.ts by `npm run types`. The variables (secrets on Cloudflare) may be unset:
 * checkEnv below validates them at run time.
 */
export type Env = Cloudflare.Env;

/** The fewest characters SIGNING_SECRET may have: 32 random characters are beyond guessing. */
export const SIGNING_SECRET_MIN_CHARS = 32;

// An empty value counts as unset: a .dev.vars copied from .dev.vars.example leaves most of them empty.
const envSchema = z
  .object({
    MAIL_SCRIPT_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('')),
    MAIL_SCRIPT_SECRET: z.string().optional(),
    // Unset is allowed here so that pages still render; what signs refuses without it (src/platform/signing.ts).
    SIGNING_SECRET: z.string().min(SIGNING_SECRET_MIN_CHARS, `SIGNING_SECRET must have ${SIGNING_SECRET_MIN_CHARS}+ characters`).optional().or(z.literal('')),
    FORWARD_RETRY_BASE_MS: z.string().regex(/^\d+$/).optional().or(z.literal('')),
    FORWARD_TIMEOUT_MS: z
      .string()
      .regex(/^[1-9]\d*$/)
      .optional()
      .or(z.literal('')),
    ENQUIRY_INBOX: z.email().optional().or(z.literal('')),
    ENQUIRY_MAIL_FROM: z.email().optional().or(z.literal('')),
    FALLBACK_AFTER_MS: z.string().regex(/^\d+$/).optional().or(z.literal('')),
  })
  .refine((e) => !e.ENQUIRY_INBOX || Boolean(e.ENQUIRY_MAIL_FROM), {
    message: 'ENQUIRY_MAIL_FROM is required when ENQUIRY_INBOX is set',
    path: ['ENQUIRY_MAIL_FROM'],
  })
  .refine((e) => !e.MAIL_SCRIPT_URL || (e.MAIL_SCRIPT_SECRET ?? '').length >= 16, {
    message: 'MAIL_SCRIPT_SECRET (16+ characters) is required when MAIL_SCRIPT_URL is set',
    path: ['MAIL_SCRIPT_SECRET'],
  });

/** Fails loudly on a misconfigured deployment instead of silently dropping enquiries. */
export function checkEnv(env: Env): void {
  const result = envSchema.safeParse(env);
  if (!result.success) throw new Error(`Invalid worker configuration: ${z.prettifyError(result.error)}`);
}
