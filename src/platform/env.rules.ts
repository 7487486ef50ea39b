import { loadZod, type Zod as ZodParts } from './zod';
import { SIGNING_SECRET_MIN_CHARS, type Env } from './env';

/** The worker's variables' rules, built with zod. */
function envSchemaWith(z: ZodParts) {
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
  return envSchema;
}

let built: ReturnType<typeof envSchemaWith> | undefined;
/**
 * Fails loudly on a misconfigured deployment instead of silently dropping enquiries. zod loads, and
 * the rules are built, the first time an isolate forwards an enquiry, not at its start.
 */
export async function checkEnv(env: Env): Promise<void> {
  const z = await loadZod();
  const result = (built ??= envSchemaWith(z)).safeParse(env);
  if (!result.success) throw new Error(`Invalid worker configuration: ${z.prettifyError(result.error)}`);
}
