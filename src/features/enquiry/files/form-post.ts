import { MultipartParseError, MultipartParser, getMultipartBoundary, type MultipartPart } from '@mjackson/multipart-parser';
import type { Env } from '@platform/env';
import { findLineSize, type LineSize } from '@features/catalogue';
import { artworkLimits, formatBytes } from './limits';
import type { ArtworkRow } from './store';
import { artworkMessagesIn, completeUpload, receiveStream, removeUpload, startProblem, startUpload, type Refusal } from './upload';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { countVisitor, countVisitorAmount, uncountVisitor, visitorOf } from '../intake/rate-limit';
import { BodyLimiter, type Excess } from '../intake/body';

/** The field a plain form post carries its files in. */
export const ARTWORK_FIELD = 'artwork';
/** The fields a plain form post carries the files for one of its quote lines in (artworkLineField). */
const LINE_FIELD = /^artwork-line-([1-9]\d?)$/;
/**
 * What a plain post may hold besides its files: the form has 8 fields, 4 for each of 20 quote
 * lines, a file field for each line (an empty one still sends a part) and up to 10 files, so 118
 * parts; its text, all together, is far less than 32 KB; its boundaries and part headers (a
 * file's name may be 200 characters, written twice) far less than 32 KB. Boundaries and headers
 * are counted like text: a part with no value still costs its header.
 */
export const formPostLimits = { parts: 120, headerBytes: 32 * 1024, textBytes: 32 * 1024 } as const;
/** The most a request to a worker may carry (Cloudflare's plan limit). */
const PLATFORM_BODY_BYTES = 100 * 1000 * 1000;
/** One part's header: the parser refuses a longer one outright. */
const PART_HEADER_BYTES = 4 * 1024;
/** How far the request may run ahead of what has been written to R2. */
const AHEAD_BYTES = 8 * 1024 * 1024;
/**
 * How much of a post refused for its files (too large, too many, over the visitor's limits) is
 * read and dropped before answering, so the buyer's browser shows our page (BodyLimiter.chunks
 * says why); the platform takes 100 MB. A post refused for its shape (parts, headers, text) is not
 * read further: no browser sends one, and reading it is what a flood wants.
 */
const DRAIN_BYTES = 100 * 1000 * 1000;

export interface PostedMultipart {
  /** The text fields, each with all its values in order. */
  fields: Map<string, string[]>;
  /** Files received whole, in order; already in R2 and D1, not yet given to an enquiry. */
  files: ArtworkRow[];
  /** Why the post cannot be taken (its files removed); the fields are kept to show the form again. */
  refusal?: Refusal & { about: 'files' | 'form' };
}

/** Why a form post is refused as a whole, in `locale`. */
const formRefusalsIn = (locale: Locale): Record<Exclude<Excess, 'bytes'>, string> => ({
  parts: m.enquiry_art_form_parts({ max: formPostLimits.parts }, { locale }),
  headerBytes: m.enquiry_art_form_header({}, { locale }),
  textBytes: m.enquiry_art_form_text({ size: formPostLimits.textBytes / 1024 }, { locale }),
});

/** A post that broke off, or whose parts were not whole: the visitor's to send again. */
const incompleteMessageIn = (locale: Locale) => m.enquiry_art_form_incomplete({}, { locale });

export const tooLargeMessageIn = (locale: Locale) => m.enquiry_art_form_too_large({ size: formatBytes(artworkLimits.formBytes) }, { locale });
export const tooLargeMessage = tooLargeMessageIn(baseLocale);

/**
 * Reads a plain form post (multipart/form-data, the enquiry form without JavaScript) as it
 * streams in, through the one body limiter (at most 100 parts, 32 KB of boundaries and headers,
 * 32 KB of text, each counted before it is kept; the first excess is a 413 and ends the reading):
 * text fields into memory, each file in `artwork` into R2 in parts, as
 * an upload of its own (src/features/enquiry/files/upload.ts), type-checked from its first bytes and counted
 * against the visitor's upload limit as the JavaScript path counts them. At most 90 MB in
 * all: past that the answer is a 413 and nothing is kept. The parser is fed only as fast as the
 * files are written, so no more than a few MB of a post are ever in memory.
 */
export async function readMultipartPost(
  env: Env,
  request: Request,
  formKey: string,
  visitor: string,
  locale: Locale = baseLocale,
): Promise<PostedMultipart | { unreadable: true }> {
  const tooLargeMessage = tooLargeMessageIn(locale);
  const formRefusals = formRefusalsIn(locale);
  const incompleteMessage = incompleteMessageIn(locale);
  const said = artworkMessagesIn(locale);
  const boundary = getMultipartBoundary(request.headers.get('content-type') ?? '');
  if (!boundary || !request.body) return { unreadable: true };
  const declared = Number(request.headers.get('content-length'));
  const overDeclared = declared > artworkLimits.formBytes;
  const fields = new Map<string, string[]>();
  const files: ArtworkRow[] = [];
  let fileBytes = 0;
  let refusal: PostedMultipart['refusal'];
  // Every byte, part, header and text value is counted here first; files are limited below by their own budget.
  // The files' own budget (below) ends a post that carries too much in files, with its message and
  // removing the file; the limit of all bytes, the platform's own, only backs it up: it allows for
  // what is read ahead of the files' writing.
  const limiter = new BodyLimiter({ bytes: PLATFORM_BODY_BYTES, ...formPostLimits });
  /** True when the post was stopped between two parts: every part before then has arrived whole. */
  let stoppedBetweenParts = false;
  const refuseExcess = () => {
    const excess = limiter.exceeded;
    if (!excess || refusal) return;
    refusal = { ok: false, status: 413, message: excess === 'bytes' ? tooLargeMessage : formRefusals[excess], about: excess === 'bytes' ? 'files' : 'form' };
  };

  // Backpressure: the request is read only while less than AHEAD_BYTES of it wait to be consumed.
  let fed = 0;
  let used = 0;
  let wake: (() => void) | null = null;
  const consumed = (n: number) => {
    used += n;
    wake?.();
  };
  let stopped = false;
  const stop = () => {
    stopped = true;
    wake?.();
  };
  async function* source() {
    for await (const chunk of limiter.chunks(
      request.body!,
      () => stopped,
      async () => {
        while (fed - used > AHEAD_BYTES && !stopped) await new Promise<void>((r) => (wake = r));
      },
      () => (refusal?.about === 'files' ? DRAIN_BYTES : 0),
    )) {
      fed += chunk.byteLength;
      yield chunk;
    }
    refuseExcess();
  }
  /** A part's body, counted as it is read. Cancelling it leaves the part open: the post is stopped instead. */
  // Once the parser has given up, a part it left open will never end: reading it fails instead of waiting for ever.
  let abandon: (reason: Error) => void = () => {};
  const abandoned = new Promise<never>((_, reject) => (abandon = reject));
  abandoned.catch(() => {});
  const counted = (part: MultipartPart): ReadableStream<Uint8Array> => {
    const r = part.body.getReader();
    return new ReadableStream<Uint8Array>({
      async pull(out) {
        const { done, value } = await Promise.race([r.read(), abandoned]);
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
  /** A text field's value, counted chunk by chunk against the text limit: null at the first byte over it. */
  const readText = async (part: MultipartPart, count: boolean): Promise<string | null> => {
    const r = part.body.getReader();
    const chunks: Uint8Array[] = [];
    let length = 0;
    for (let c = await r.read(); !c.done; c = await r.read()) {
      consumed(c.value.byteLength);
      if (count && !limiter.count('textBytes', c.value.byteLength)) return null;
      chunks.push(c.value);
      length += c.value.byteLength;
    }
    const bytes = new Uint8Array(length);
    chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.byteLength), 0);
    return new TextDecoder().decode(bytes);
  };
  const sizes = (): LineSize[] => {
    const products = fields.get('item-product') ?? [];
    const sizeSlugs = fields.get('item-size') ?? [];
    return products.map((p, i) => findLineSize(p, sizeSlugs[i] ?? '')).filter((v): v is LineSize => Boolean(v));
  };
  /** The quote line at `i` in the post, when it names a size we sell. */
  const lineAt = (i: number): { product: string; size: string; variant: LineSize } | null => {
    const product = fields.get('item-product')?.[i];
    const size = fields.get('item-size')?.[i];
    const variant = product === undefined || size === undefined ? undefined : findLineSize(product, size);
    return variant ? { product: product!, size: size!, variant } : null;
  };
  const encoder = new TextEncoder();
  /** A part's boundary line and header, in bytes as they came (the header as the parser read it). */
  const overhead = (part: MultipartPart): number => {
    let n = boundary.length + 8;
    for (const [key, value] of part.headers) n += key.length + encoder.encode(value).byteLength + 4;
    return n;
  };

  // Parts are handled one after another: the parser waits on each handler's promise chain.
  let chain = Promise.resolve();
  const handle = async (part: MultipartPart) => {
    if (!part.isFile) {
      // A post refused between two parts (too many, headers too long) is shown again with the
      // fields that came before: they arrived whole and are already counted.
      if (refusal && !stoppedBetweenParts) return;
      const text = await readText(part, !refusal);
      if (text === null) return refuseExcess();
      if (part.name) {
        const values = fields.get(part.name);
        if (values) values.push(text);
        else fields.set(part.name, [text]);
      }
      return;
    }
    if (refusal) return;
    // A file input left empty sends a part with no name and no bytes.
    const forLine = LINE_FIELD.exec(part.name ?? '');
    if ((part.name !== ARTWORK_FIELD && !forLine) || !part.filename) return drain(part);
    const fileRefusal = (r: Refusal) => (refusal = { ...r, about: 'files' });
    // The line the file is for, by its place in the post's lines (which come before the files).
    const lineNumber = forLine ? Number(forLine[1]) : null;
    const line = lineNumber === null ? null : lineAt(lineNumber - 1);
    if (lineNumber !== null && !line) {
      const count = (fields.get('item-product') ?? []).length;
      return fileRefusal({
        ok: false,
        status: 400,
        message: m.enquiry_art_wrong_line({ name: part.filename, n: lineNumber, lines: m.enquiry_art_lines_count({ count }, { locale }) }, { locale }),
      });
    }
    if (overDeclared) return fileRefusal({ ok: false, status: 413, message: tooLargeMessage });
    if (files.length >= artworkLimits.files) return fileRefusal({ ok: false, status: 400, message: said.tooMany });
    // A name refused for what it is costs the visitor nothing: it is checked before anything is counted.
    const problem = startProblem({ name: part.filename, bytes: null }, locale);
    if (problem) return fileRefusal(problem);
    const now = Date.now();
    const rate = await countVisitor(env, `artwork:${visitorOf(visitor)}`, artworkLimits.startsPerWindow, now);
    if (!rate.allowed) {
      return fileRefusal({ ok: false, status: 429, message: said.rateLimited(rate.retryAfterSeconds, 'form') });
    }
    const started = await startUpload(env, { name: part.filename, bytes: null, formKey }, Date.now(), locale);
    if (!started.ok) {
      await uncountVisitor(env, `artwork:${visitorOf(visitor)}`, 1, now);
      return fileRefusal(started);
    }
    // The visitor's bytes in the window are counted before each part of the file is written to R2
    // (its whole size is known only at its end): past the limit, nothing more is written.
    const beforeWrite = async (bytes: number): Promise<Refusal | null> => {
      const budget = await countVisitorAmount(env, `artwork-bytes:${visitorOf(visitor)}`, bytes, artworkLimits.bytesPerWindow);
      return budget.allowed ? null : { ok: false, status: 429, message: said.bytesLimited(budget.retryAfterSeconds, 'form') };
    };
    const received = await receiveStream(env, started.file, counted(part), artworkLimits.formBytes - fileBytes, beforeWrite, locale);
    if (!received.ok) return fileRefusal(received.status === 413 ? { ...received, message: tooLargeMessage } : received);
    fileBytes += received.bytes;
    // A line's file is checked against its own size; any other against every size of the quote.
    const ofLine = line ? { line: { product: line.product, size: line.size }, placement: null } : null;
    const done = await completeUpload(env, started.file.id, line?.variant ? [line.variant] : sizes(), Date.now(), locale, ofLine);
    if (!done.ok) return fileRefusal(done);
    files.push(started.file);
  };

  try {
    await new MultipartParser(boundary, { maxHeaderSize: PART_HEADER_BYTES }).parse(source(), (part) => {
      // Counted the moment the parser meets the part, before anything of it is read or kept.
      if (refusal || stopped) return;
      const size = overhead(part);
      consumed(size);
      if (!limiter.part(size)) {
        refuseExcess();
        stoppedBetweenParts = true;
        return stop();
      }
      chain = chain
        .then(() => handle(part))
        .then(() => {
          // Once refused, nothing more is read: the answer goes out without the rest of the post.
          if (refusal) stop();
        });
      return chain;
    });
    await chain;
  } catch (error) {
    // The parser ended early (a broken or cut-off body, or the post stopped above): a part it left
    // open never ends, so its handler is not waited for, and a file it was writing stops there;
    // an upload it started is left to the sweep.
    abandon(new Error('The form ended before this part did.'));
    if (!refusal) {
      if (error instanceof MultipartParseError && /header size/i.test(error.message)) {
        refusal = { ok: false, status: 413, message: formRefusals.headerBytes, about: 'form' };
        stoppedBetweenParts = true;
      } else if (!(error instanceof MultipartParseError) && !stopped) throw error;
      else if (!stopped) refusal = { ok: false, status: 400, message: incompleteMessage, about: 'form' };
    }
  }
  // A body that broke off (the line dropped, fewer bytes than its Content-Length) is the sender's to send again.
  if (limiter.cutOff && !refusal) refusal = { ok: false, status: 400, message: incompleteMessage, about: 'form' };
  // Parts before a stop between parts have all ended, so their handlers end too.
  if (stoppedBetweenParts) await chain;
  // Otherwise a part the parser left open may still be in its handler: whatever it does after the
  // answer (an upload it started is the sweep's) must not surface as an unhandled rejection.
  else chain.catch((error: unknown) => console.error('artwork post: a part left open ended with', String(error)));
  if (refusal) {
    for (const f of files) await removeUpload(env, f);
    return { fields, files: [], refusal };
  }
  return { fields, files };
}
