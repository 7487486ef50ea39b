import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { referencePattern } from '../enquiry/crypto';
import { checkLink } from './link';
import { getFile } from './store';
import { fileIdPattern } from './limits';
import { mimeOf } from './upload';

const forbidden = (c: Context<AppEnv>, text: string) =>
  c.text(text, 403, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });

/** `attachment; filename="artwork_v2.pdf"; filename*=UTF-8''artwork%20v2.pdf`: any name, safely quoted. */
export function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * GET /artwork/<enquiry>/<file>?expires=&sig=: a file of an enquiry, by the signed link in the
 * forward and the inbox e-mail. The signature is checked before anything is looked up; a forged,
 * altered or expired link, or one naming a file of another enquiry, is a 403 with a plain sentence.
 * The file comes as an attachment that the browser will neither sniff nor run, with Range requests.
 */
export async function artworkDownload(c: Context<AppEnv>): Promise<Response> {
  const enquiryId = c.req.param('enquiry') ?? '';
  const fileId = c.req.param('file') ?? '';
  if (!referencePattern.test(enquiryId) || !fileIdPattern.test(fileId)) return forbidden(c, 'This download link is not valid.');
  const verdict = await checkLink(c.env, enquiryId, fileId, c.req.query('expires') ?? '', c.req.query('sig') ?? '');
  if (verdict === 'expired') return forbidden(c, 'This download link has expired: links work for 30 days. Ask the buyer to send the file again.');
  if (verdict === 'forged') return forbidden(c, 'This download link is not valid.');
  const file = await getFile(c.env.DB, fileId);
  if (!file || file.enquiry_id !== enquiryId || file.status !== 'complete') return forbidden(c, 'This file is no longer kept: files are deleted with their enquiry.');

  let object: R2ObjectBody | R2Object | null;
  try {
    object = await c.env.ARTWORK.get(file.storage_key, { range: c.req.raw.headers, onlyIf: c.req.raw.headers });
  } catch {
    return c.text('That range is not in the file.', 416, { 'content-range': `bytes */${file.bytes}`, 'cache-control': 'no-store' });
  }
  if (!object) return forbidden(c, 'This file is no longer kept: files are deleted with their enquiry.');
  const headers = new Headers({
    'content-type': mimeOf(file.type!),
    'content-disposition': attachment(file.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
    'cache-control': 'private, no-store',
    'accept-ranges': 'bytes',
    etag: object.httpEtag,
    'x-robots-tag': 'noindex',
  });
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  const r = object.range as { offset?: number; length?: number; suffix?: number } | undefined;
  const wanted = c.req.header('range');
  if (wanted && r) {
    const offset = r.suffix !== undefined ? object.size - r.suffix : (r.offset ?? 0);
    const length = r.suffix !== undefined ? r.suffix : (r.length ?? object.size - offset);
    headers.set('content-range', `bytes ${offset}-${offset + length - 1}/${object.size}`);
    headers.set('content-length', String(length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
