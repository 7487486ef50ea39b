import { z } from 'zod';

/** The worker's bindings, as wrangler.toml and secrets provide them. */
export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  /** Where enquiries are forwarded; unset locally, so enquiries stay stored and pending. */
  MAIL_SCRIPT_URL?: string;
  /** Signs each forwarded enquiry (HMAC-SHA256); required whenever MAIL_SCRIPT_URL is set. */
  MAIL_SCRIPT_SECRET?: string;
  /** First retry delay of a failed forward in ms (default 60000, doubling up to 60 times that); tests and the bench shorten it. */
  FORWARD_RETRY_BASE_MS?: string;
  /** How long a forward waits for the mail script, in ms (default 5000). */
  FORWARD_TIMEOUT_MS?: string;
  /** The company inbox's second channel (Email Routing / Email Service); with ENQUIRY_INBOX unset it is off. */
  INBOX_MAIL?: SendEmail;
  /** The company inbox: fallback copies of enquiries, outage alerts and the daily digest of held ones. Empty: off. */
  ENQUIRY_INBOX?: string;
  /** The sender of those e-mails, an address on the company's own domain. */
  ENQUIRY_MAIL_FROM?: string;
  /** How long an enquiry may wait for the mail script before the inbox gets it, in ms (default 1800000, 30 minutes). */
  FALLBACK_AFTER_MS?: string;
  /** `off` answers every page by rendering it: `npm start` sets it, so an edit shows on the next reload. */
  PAGE_CACHE?: string;
}

const envSchema = z
  .object({
    MAIL_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('')),
    MAIL_SCRIPT_SECRET: z.string().optional(),
    FORWARD_RETRY_BASE_MS: z.string().regex(/^\d+$/).optional(),
    FORWARD_TIMEOUT_MS: z.string().regex(/^[1-9]\d*$/).optional(),
    ENQUIRY_INBOX: z.email().optional().or(z.literal('')),
    ENQUIRY_MAIL_FROM: z.email().optional().or(z.literal('')),
    FALLBACK_AFTER_MS: z.string().regex(/^\d+$/).optional(),
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
