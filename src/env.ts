import { z } from 'zod';

/** The worker's bindings, as wrangler.toml and secrets provide them. */
export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  /** Where enquiries are forwarded; unset locally, so enquiries stay stored and pending. */
  MAIL_SCRIPT_URL?: string;
  /** Signs each forwarded enquiry (HMAC-SHA256); required whenever MAIL_SCRIPT_URL is set. */
  MAIL_SCRIPT_SECRET?: string;
}

const envSchema = z
  .object({
    MAIL_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('')),
    MAIL_SCRIPT_SECRET: z.string().optional(),
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
