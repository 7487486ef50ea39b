import type { Context } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { findLineSize, type LineSize } from '@features/catalogue';
import { cachePolicy } from '@platform/render/cache';
import { SigningSecretMissing } from '@platform/signing';
import { readLimitedBody, utf8 } from '../intake/body';
import { artworkLimits, fileIdPattern, partCount } from './limits';
import { isUploadToken, uploadToken } from './link';
import { fileOf, getFile, type ArtworkRow } from './store';
import { queryLocale } from '../intake/api';
import type { Locale } from '@platform/i18n/locales';
import { artworkMessagesIn, completeUpload, receivePart, removeUpload, startProblem, startUpload, type Refusal } from './upload';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { uploadRules } from './upload.rules';
import { countVisitor, countVisitorAmount, uncountVisitor, visitorOf } from '../intake/rate-limit';

type C = Context<AppEnv>;
const json = (c: C, status: 200 | 201 | 204 | Refusal['status'] | 405 | 415 | 429, body: object) =>
  c.json(body, status as 200, { 'cache-control': cachePolicy.none });
const refused = (c: C, r: Refusal) => json(c, r.status, { message: r.message });

/** A small JSON body (at most 4 KB) as an object, or the message why not (in the language of `?locale=`). */
async function smallJson(c: C): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string }> {
  const l = { locale: queryLocale(c) };
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return { ok: false, status: 415, message: m.artwork_json_type({}, l) };
  const body = await readLimitedBody(c.req.raw, 4096);
  if (!body.ok)
    return 'incomplete' in body
      ? { ok: false, status: 400, message: m.artwork_request_incomplete({}, l) }
      : { ok: false, status: 413, message: m.artwork_request_too_large({}, l) };
  try {
    return { ok: true, value: JSON.parse(utf8(body.bytes) ?? '') };
  } catch {
    return { ok: false, status: 400, message: m.artwork_json_invalid({}, l) };
  }
}

const status = (file: ArtworkRow, locale: Locale) => ({
  id: file.id,
  name: file.name,
  bytes: file.bytes,
  partBytes: file.part_bytes,
  parts: partCount(file.bytes, file.part_bytes),
  next: file.status === 'complete' ? null : file.parts_done + 1,
  status: file.status,
  ...(file.status === 'complete' ? { file: fileOf(file, locale) } : {}),
});

/**
 * The upload named in the address, if the token proves it is the caller's. The token is checked
 * before the database is asked, so nobody learns whether an id exists without holding its token.
 */
async function ownUpload(c: C): Promise<{ ok: true; file: ArtworkRow } | Refusal> {
  const id = c.req.param('id') ?? '';
  const l = { locale: queryLocale(c) };
  if (!fileIdPattern.test(id)) return { ok: false, status: 404, message: m.artwork_no_upload({}, l) };
  if (!(await isUploadToken(c.env, id, c.req.header('x-upload-token')))) return { ok: false, status: 403, message: m.artwork_not_yours({}, l) };
  const file = await getFile(c.env.DB, id);
  if (!file) return { ok: false, status: 404, message: m.enquiry_art_not_started({}, { locale: queryLocale(c) }) };
  return { ok: true, file };
}

/**
 * The artwork upload API, used by the enquiry form with JavaScript:
 * - `POST /api/artwork` `{ name, bytes, form }` → 201 `{ id, token, partBytes, parts, next }`
 * - `PUT /api/artwork/<id>/parts/<n>` the part's bytes → 200 `{ next }` (null after the last)
 * - `POST /api/artwork/<id>/complete` `{ sizes?: [{ product, size }], line?: { product, size }, placement? }` → 200
 *   `{ file }` with SHA-256 and preflight notes; `line` names the quote line the file is for, and
 *   `placement` where its design sits (src/features/quote-and-wishlist/line-placement.ts). A bad line or placement is a
 *   400 with its message, and the upload is removed: the browser's copy is the one to fix.
 * - `GET /api/artwork/<id>` → where it stands (the part to send next), to resume after a dropped line
 * - `DELETE /api/artwork/<id>` → 204, a file removed before the enquiry is sent
 * Every call after the first carries `X-Upload-Token`. Refusals are 4xx with a `message`.
 */
export const artworkApi = withRetryAnswer({
  async start(c: C): Promise<Response> {
    const body = await smallJson(c);
    if (!body.ok) return json(c, body.status, { message: body.message });
    const locale = queryLocale(c);
    const { startSchemaIn } = await uploadRules();
    const input = startSchemaIn(locale).safeParse(body.value);
    if (!input.success) return json(c, 400, { message: input.error.issues[0]!.message });
    // A start refused for what it says (its name, its size) is refused before it is counted.
    const said = artworkMessagesIn(locale);
    const problem = startProblem({ name: input.data.name, bytes: input.data.bytes }, locale);
    if (problem) return refused(c, problem);
    // Files are heavy: one visitor starts at most 30 in ten minutes, of at most 1 GB together (counted by the size each declares).
    const visitor = visitorOf(c.req.header('cf-connecting-ip') ?? 'unknown');
    const now = Date.now();
    const rate = await countVisitor(c.env, `artwork:${visitor}`, artworkLimits.startsPerWindow, now);
    if (!rate.allowed) {
      return c.json({ message: said.rateLimited(rate.retryAfterSeconds, 'add') }, 429, {
        'cache-control': cachePolicy.none,
        'retry-after': String(rate.retryAfterSeconds),
      });
    }
    const bytes = await countVisitorAmount(c.env, `artwork-bytes:${visitor}`, input.data.bytes, artworkLimits.bytesPerWindow, now);
    if (!bytes.allowed) {
      await uncountVisitor(c.env, `artwork:${visitor}`, 1, now);
      return c.json({ message: said.bytesLimited(bytes.retryAfterSeconds, 'add') }, 429, {
        'cache-control': cachePolicy.none,
        'retry-after': String(bytes.retryAfterSeconds),
      });
    }
    const started = await startUpload(c.env, { name: input.data.name, bytes: input.data.bytes, formKey: input.data.form }, Date.now(), locale);
    if (!started.ok) {
      // Refused before anything was kept (an eleventh file for the form): it costs the visitor nothing.
      await uncountVisitor(c.env, `artwork:${visitor}`, 1, now);
      await uncountVisitor(c.env, `artwork-bytes:${visitor}`, input.data.bytes, now);
      return refused(c, started);
    }
    return json(c, 201, { ...status(started.file, locale), token: await uploadToken(c.env, started.file.id) });
  },

  async part(c: C): Promise<Response> {
    const own = await ownUpload(c);
    if (!own.ok) return refused(c, own);
    const length = c.req.header('content-length');
    const declared = length !== undefined && /^\d{1,12}$/.test(length) ? Number(length) : null;
    const n = Number(c.req.param('n'));
    const result = await receivePart(c.env, own.file, n, c.req.raw.body, declared, queryLocale(c));
    if (!result.ok) {
      // A part refused for its order says which to send; the browser resumes from there.
      const now = await getFile(c.env.DB, own.file.id);
      return json(c, result.status, { message: result.message, ...(now ? { next: now.status === 'complete' ? null : now.parts_done + 1 } : {}) });
    }
    return json(c, 200, { next: result.next });
  },

  async complete(c: C): Promise<Response> {
    const own = await ownUpload(c);
    if (!own.ok) return refused(c, own);
    // A complete file is as it was completed: a second completion changes nothing, removes nothing.
    if (own.file.status === 'complete') return refused(c, { ok: false, status: 409, message: artworkMessagesIn(queryLocale(c)).complete });
    const body = await smallJson(c);
    if (!body.ok) return json(c, body.status, { message: body.message });
    const { lineOfFileSchemaIn, sizesSchema } = await uploadRules();
    const input = sizesSchema.safeParse(body.value);
    if (!input.success) return json(c, 400, { message: m.artwork_sizes_unreadable({}, { locale: queryLocale(c) }) });
    const line = lineOfFileSchemaIn(queryLocale(c)).of.safeParse(body.value);
    if (!line.success) {
      await removeUpload(c.env, own.file);
      return json(c, 400, { message: line.error.issues[0]!.message });
    }
    // Stock and custom sizes alike: a custom size has a print template of its own to check against.
    const sizes = (input.data.sizes ?? []).map((s) => findLineSize(s.product, s.size)).filter((v): v is LineSize => Boolean(v));
    const forLine = line.data.line ? { line: line.data.line, placement: line.data.placement ?? null } : null;
    const done = await completeUpload(c.env, own.file.id, sizes, Date.now(), queryLocale(c), forLine);
    if (!done.ok) return refused(c, done);
    return json(c, 200, { file: done.file });
  },

  async status(c: C): Promise<Response> {
    const own = await ownUpload(c);
    if (!own.ok) return refused(c, own);
    return json(c, 200, status(own.file, queryLocale(c)));
  },

  async remove(c: C): Promise<Response> {
    const own = await ownUpload(c);
    if (!own.ok) return refused(c, own);
    if (!(await removeUpload(c.env, own.file))) return json(c, 409, { message: m.artwork_kept_with_enquiry({}, { locale: queryLocale(c) }) });
    return c.body(null, 204, { 'cache-control': cachePolicy.none });
  },
});

/**
 * A failure of ours (D1 or R2 unreachable) is a 503 the browser retries, never a crash: the
 * upload stands where its last recorded part left it.
 */
function withRetryAnswer<T extends Record<string, (c: C) => Promise<Response>>>(handlers: T): T {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handle]) => [
      name,
      async (c: C) => {
        try {
          return await handle(c);
        } catch (error) {
          if (error instanceof SigningSecretMissing) throw error;
          console.error(`artwork ${name} failed`, error);
          return c.json({ message: m.enquiry_art_unavailable({}, { locale: queryLocale(c) }) }, 503, {
            'cache-control': cachePolicy.none,
            'retry-after': '10',
          });
        }
      },
    ]),
  ) as T;
}
