import type { Env } from '@platform/env';
import { site } from '@platform/content/site';
import { sign, verify } from '@platform/signing';
import { DAY_MS } from '../store/retention';
import { artworkLimits } from './limits';

/** The secret a browser proves an upload is its own with (the upload's id alone is not enough). */
export const uploadToken = (env: Env, fileId: string): Promise<string> => sign(env, 'artwork-upload', fileId);

export async function isUploadToken(env: Env, fileId: string, token: string | undefined): Promise<boolean> {
  return typeof token === 'string' && verify(env, 'artwork-upload', fileId, token);
}

/** When the links of an enquiry received at `receivedAt` stop working, in seconds since the epoch. */
export const linkExpiry = (receivedAt: number): number => Math.floor((receivedAt + artworkLimits.linkDays * DAY_MS) / 1000);

const signed = (enquiryId: string, fileId: string, expires: number) => `${enquiryId}/${fileId}/${expires}`;

/**
 * The download link of a file of an enquiry: `/artwork/<enquiry>/<file>?expires=<s>&sig=<hmac>`.
 * The same enquiry always gives the same link, so a retried forward carries the same text.
 *
 * @example await downloadLink(env, 'ENQ-7K3M9Q2XHC', '9f…', Date.parse(receivedAt))
 * // 'https://www.printpouch.example/artwork/ENQ-7K3M9Q2XHC/9f…?expires=1790000000&sig=…'
 */
export async function downloadLink(env: Env, enquiryId: string, fileId: string, receivedAt: number): Promise<string> {
  const expires = linkExpiry(receivedAt);
  const sig = await sign(env, 'artwork-link', signed(enquiryId, fileId, expires));
  return `${env.SITE_ORIGIN || site.origin}/artwork/${enquiryId}/${fileId}?expires=${expires}&sig=${sig}`;
}

/** Whether a link's parts are ones this site signed, and still good at `now`. */
export async function checkLink(
  env: Env,
  enquiryId: string,
  fileId: string,
  expires: string,
  sig: string,
  now = Date.now(),
): Promise<'ok' | 'forged' | 'expired'> {
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return 'forged';
  if (!(await verify(env, 'artwork-link', signed(enquiryId, fileId, Number(expires)), sig))) return 'forged';
  return Number(expires) * 1000 < now ? 'expired' : 'ok';
}
