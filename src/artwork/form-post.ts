import { MultipartParseError, MultipartParser, getMultipartBoundary, type MultipartPart } from '@mjackson/multipart-parser';
import type { Env } from '../env';
import { findVariant, type Variant } from '../content/catalogue';
import { artworkLimits, formatBytes } from './limits';
import type { ArtworkRow } from './store';
import { artworkMessages, completeUpload, receiveStream, removeUpload, startUpload, type Refusal } from './upload';
import { countVisitor } from '../enquiry/intake/rate-limit';

/** The field a plain form post carries its files in. */
export const ARTWORK_FIELD = 'artwork';
/** Text fields of a plain post, all together: far more than the form's longest message. */
const TEXT_BYTES = 32 * 1024;
/** How far the request may run ahead of what has been written to R2. */
const AHEAD_BYTES = 8 * 1024 * 1024;
/** How much of a refused post is read and dropped before answering: the platform takes 100 MB. */
const DRAIN_BYTES = 100 * 1000 * 1000;

/**
 * Reads what is left of a refused post and drops it. Answered while the browser was still
 * sending, the connection was closed under it and Chromium showed its own error page
 * (ERR_HTTP_RESPONSE_CODE_FAILURE) instead of ours; read to its end, the post gets our page.
 * Nothing is kept, and past DRAIN_BYTES the rest is left unread.
 */
async function drainRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (let read = 0; read <= DRAIN_BYTES; ) {
    const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (chunk.done) return;
    read += chunk.value.byteLength;
  }
}

export interface PostedMultipart {
  /** The text fields, each with all its values in order. */
  fields: Map<string, string[]>;
  /** Files received whole, in order; already in R2 and D1, not yet given to an enquiry. */
  files: ArtworkRow[];
  /** Why the post cannot be taken (its files removed); the fields are kept to show the form again. */
  refusal?: Refusal;
}

export const tooLargeMessage = `The files come to more than ${formatBytes(artworkLimits.formBytes)}, more than the form can carry in one go. Your details are kept in the form: choose smaller files, or send the enquiry without them and e-mail the files quoting its reference.`;

/**
 * Reads a plain form post (multipart/form-data, the enquiry form without JavaScript) as it
 * streams in: text fields into memory (32 KB at most), each file in `artwork` into R2 in parts, as
 * an upload of its own (src/artwork/upload.ts), type-checked from its first bytes and counted
 * against the visitor's upload limit as the JavaScript path counts them. At most 90 MB in
 * all: past that the answer is a 413 and nothing is kept. The parser is fed only as fast as the
 * files are written, so no more than a few MB of a post are ever in memory.
 */
export async function readMultipartPost(env: Env, request: Request, formKey: string, visitor: string): Promise<PostedMultipart | { unreadable: true }> {
  const boundary = getMultipartBoundary(request.headers.get('content-type') ?? '');
  if (!boundary || !request.body) return { unreadable: true };
  const declared = Number(request.headers.get('content-length'));
  const overDeclared = declared > artworkLimits.formBytes;
  const fields = new Map<string, string[]>();
  const files: ArtworkRow[] = [];
  let textBytes = 0;
  let fileBytes = 0;
  let refusal: Refusal | undefined;

  // Backpressure: the request is read only while less than AHEAD_BYTES of it wait to be consumed.
  let fed = 0;
  let used = 0;
  let wake: (() => void) | null = null;
  const consumed = (n: number) => {
    used += n;
    wake?.();
  };
  const reader = request.body.getReader();
  let stopped = false;
  async function* source() {
    while (!stopped) {
      while (fed - used > AHEAD_BYTES && !stopped) await new Promise<void>((r) => (wake = r));
      const { done, value } = await reader.read();
      if (done) return;
      fed += value.byteLength;
      yield value;
    }
  }
  /** A part's body, counted as it is read. Cancelling it leaves the part open: the post is stopped instead. */
  const counted = (part: MultipartPart): ReadableStream<Uint8Array> => {
    const r = part.body.getReader();
    return new ReadableStream<Uint8Array>({
      async pull(out) {
        const { done, value } = await r.read();
        if (done) return out.close();
        consumed(value.byteLength);
        out.enqueue(value);
      },
    });
  };
  const drain = async (part: MultipartPart) => {
    const r = part.body.getReader();
    for (let c = await r.read(); !c.done; c = await r.read()) consumed(c.value.byteLength);
  };
  const sizes = (): Variant[] => {
    const products = fields.get('item-product') ?? [];
    const sizeSlugs = fields.get('item-size') ?? [];
    return products.map((p, i) => findVariant(p, sizeSlugs[i] ?? '')).filter((v): v is Variant => Boolean(v));
  };

  // Parts are handled one after another: the parser waits on each handler's promise chain.
  let chain = Promise.resolve();
  const handle = async (part: MultipartPart) => {
    if (refusal) return drain(part);
    if (!part.isFile) {
      const text = await part.text();
      const bytes = new TextEncoder().encode(text).byteLength;
      consumed(bytes);
      textBytes += bytes;
      if (textBytes > TEXT_BYTES) {
        refusal = { ok: false, status: 413, message: 'This form is too long to read.' };
        return;
      }
      if (part.name) fields.set(part.name, [...(fields.get(part.name) ?? []), text]);
      return;
    }
    // A file input left empty sends a part with no name and no bytes.
    if (part.name !== ARTWORK_FIELD || !part.filename) return drain(part);
    if (overDeclared) {
      refusal = { ok: false, status: 413, message: tooLargeMessage };
      return;
    }
    if (files.length >= artworkLimits.files) {
      refusal = { ok: false, status: 400, message: artworkMessages.tooMany };
      return;
    }
    const rate = await countVisitor(env, `artwork:${visitor}`, artworkLimits.startsPerWindow);
    if (!rate.allowed) {
      refusal = { ok: false, status: 429, message: artworkMessages.rateLimited(rate.retryAfterSeconds, 'send the form again; your details are kept in it') };
      return;
    }
    const started = await startUpload(env, { name: part.filename, bytes: null, formKey });
    if (!started.ok) {
      refusal = started;
      return;
    }
    const received = await receiveStream(env, started.file, counted(part), artworkLimits.formBytes - fileBytes);
    if (!received.ok) {
      refusal = received.status === 413 ? { ...received, message: tooLargeMessage } : received;
      return;
    }
    fileBytes += received.bytes;
    const done = await completeUpload(env, started.file.id, sizes());
    if (!done.ok) {
      refusal = done;
      return;
    }
    files.push(started.file);
  };

  try {
    await new MultipartParser(boundary, { maxHeaderSize: 8 * 1024 }).parse(source(), (part) => {
      chain = chain.then(() => handle(part)).then(() => {
        // Once refused, nothing more is read: the answer goes out without the rest of the post.
        if (refusal) {
          stopped = true;
          wake?.();
        }
      });
      return chain;
    });
    await chain;
  } catch (error) {
    // The parser ended early (a broken or cut-off body, or the post stopped above): a part it left
    // open never ends, so its handler is not waited for; an upload it started is left to the sweep.
    if (!refusal) {
      if (!(error instanceof MultipartParseError) && !stopped) throw error;
      if (!stopped) refusal = { ok: false, status: 400, message: 'The form arrived incomplete. Please send it again.' };
    }
  } finally {
    if (stopped) await drainRest(reader);
    await reader.cancel().catch(() => {});
  }
  if (refusal) {
    for (const f of files) await removeUpload(env, f);
    return { fields, files: [], refusal };
  }
  return { fields, files };
}
