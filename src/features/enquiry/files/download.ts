import type { Context } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { referencePattern } from '@platform/crypto';
import { checkLink } from './link';
import { getFile } from './store';
import { fileIdPattern, nameForKind } from './limits';
import { mimeOf } from './upload';
import { answerTo } from './conditional';

const forbidden = (c: Context<AppEnv>, text: string) => c.text(text, 403, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });

/** `attachment; filename="artwork_v2.pdf"; filename*=UTF-8''artwork%20v2.pdf`: any name, safely quoted. */
export function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * GET /artwork/<enquiry>/<file>?expires=&sig=: a file of an enquiry, by the signed link in the
 * forward and the inbox e-mail. The signature is checked before anything is looked up; a forged,
 * altered or expired link, or one naming a file of another enquiry, is a 403 with a plain sentence.
 * The file comes as an attachment that the browser will neither sniff nor run, with conditional and
 * Range requests answered as RFC 9110 says (./conditional.ts).
 */
export async function artworkDownload(c: Context<AppEnv>): Promise<Response> {
  const enquiryId = c.req.param('enquiry') ?? '';
  const fileId = c.req.param('file') ?? '';
  if (!referencePattern.test(enquiryId) || !fileIdPattern.test(fileId)) return forbidden(c, 'This download link is not valid.');
  const verdict = await checkLink(c.env, enquiryId, fileId, c.req.query('expires') ?? '', c.req.query('sig') ?? '');
  if (verdict === 'expired') return forbidden(c, 'This download link has expired: links work for 30 days. Ask the buyer to send the file again.');
  if (verdict === 'forged') return forbidden(c, 'This download link is not valid.');
  const file = await getFile(c.env.DB, fileId);
  if (!file || file.enquiry_id !== enquiryId || file.status !== 'complete')
    return forbidden(c, 'This file is no longer kept: files are deleted with their enquiry.');

  // Preconditions and ranges are decided here from the file's validators (RFC 9110), then only
  // the bytes the answer carries are read.
  const stored = await c.env.ARTWORK.head(file.storage_key);
  if (!stored) return forbidden(c, 'This file is no longer kept: files are deleted with their enquiry.');
  const answer = answerTo(c.req.raw.headers, { etag: stored.httpEtag, lastModified: stored.uploaded, size: stored.size });
  const headers = new Headers({
    'content-type': mimeOf(file.type!),
    'content-disposition': attachment(nameForKind(file.name, file.type!)),
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
    'cache-control': 'private, no-store',
    'accept-ranges': 'bytes',
    etag: stored.httpEtag,
    'last-modified': stored.uploaded.toUTCString(),
    'x-robots-tag': 'noindex',
  });
  switch (answer.status) {
    case 304:
      return new Response(null, { status: 304, headers });
    case 412:
      headers.set('content-type', 'text/plain; charset=utf-8');
      headers.delete('content-disposition');
      return new Response('The file is not the one this request was made for (If-Match or If-Unmodified-Since).', { status: 412, headers });
    case 416:
      headers.set('content-type', 'text/plain; charset=utf-8');
      headers.delete('content-disposition');
      headers.set('content-range', `bytes */${stored.size}`);
      return new Response('That range is not in the file.', { status: 416, headers });
  }
  const range = answer.status === 206 ? { offset: answer.offset, length: answer.length } : undefined;
  const object = await c.env.ARTWORK.get(file.storage_key, range ? { range } : {});
  if (!object) return forbidden(c, 'This file is no longer kept: files are deleted with their enquiry.');
  if (range) {
    headers.set('content-range', `bytes ${range.offset}-${range.offset + range.length - 1}/${stored.size}`);
    headers.set('content-length', String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('content-length', String(stored.size));
  return new Response(object.body, { status: 200, headers });
}
