import type { Env } from '@platform/env';
import { hex } from '@platform/crypto';
import type { FileLine, LinePlacement } from '@features/quote-and-wishlist';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { formatNumber } from '@platform/i18n/format';
import { acceptedKinds, artworkKinds, artworkLimits, fileNameProblem, formatBytes, nameForKind, partCount, partSize, type ArtworkKind } from './limits';
import { artworkKind, KIND_HEAD_BYTES } from './kind';
import { loadPdfReader, PdfActiveScan } from './pdf-active';
import { ArchiveJudge, archiveProblemText, type ArchiveProblem } from './archive';
import { keptNote, MEASURE_BYTES, measure, preflightFindings, type CheckedSize, type NoteWords } from './preflight';
import { SVG_MAX_BYTES, SvgJudge, svgOverLimit, type SvgProblem } from './svg';
import {
  claimForRemoval,
  deleteFileRow,
  fileOf,
  getFile,
  insertFile,
  markComplete,
  newFileId,
  recordPart,
  setKind,
  setUploadId,
  type ArtworkFile,
  type ArtworkRow,
} from './store';

/** A refusal: the status and the sentence the buyer reads. */
export interface Refusal {
  ok: false;
  status: 400 | 403 | 404 | 409 | 411 | 413 | 415 | 429 | 503;
  message: string;
}
const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });

/** The sentences a buyer reads when a file is refused, in `locale` (messages/enquiry/). */
export const artworkMessagesIn = (locale: Locale) => {
  const l = { locale };
  const minutes = (seconds: number) => Math.ceil(seconds / 60);
  return {
    svgRefused: (name: string, what: string) => m.enquiry_art_svg_refused({ name, what }, l),
    svgMalformed: (name: string, why: string) => m.enquiry_art_svg_malformed({ name, why }, l),
    notAccepted: (name: string) => m.enquiry_art_not_accepted({ name, kinds: acceptedKinds(locale) }, l),
    empty: (name: string) => m.enquiry_art_empty({ name }, l),
    tooLarge: (name: string) => m.enquiry_art_too_large({ name, size: formatBytes(artworkLimits.fileBytes) }, l),
    tooMany: m.enquiry_art_max_files({ max: artworkLimits.files }, l),
    notFound: m.enquiry_art_not_found({}, l),
    complete: m.enquiry_art_complete({}, l),
    sent: m.enquiry_art_sent({}, l),
    /** `then`: what to do after the wait, `add` (a file of the form with JavaScript) or `form` (send the plain form again). */
    bytesLimited: (retryAfterSeconds: number, then: 'add' | 'form') =>
      (minutes(retryAfterSeconds) === 1 ? m.enquiry_art_bytes_limited_one : m.enquiry_art_bytes_limited_many)(
        { size: formatBytes(artworkLimits.bytesPerWindow), minutes: minutes(retryAfterSeconds), then: thenText(then, locale) },
        l,
      ),
    rateLimited: (retryAfterSeconds: number, then: 'add' | 'form') =>
      (minutes(retryAfterSeconds) === 1 ? m.enquiry_art_rate_limited_one : m.enquiry_art_rate_limited_many)(
        { minutes: minutes(retryAfterSeconds), then: thenText(then, locale) },
        l,
      ),
  };
};
const thenText = (then: 'add' | 'form', locale: Locale) => (then === 'add' ? m.enquiry_art_then_add({}, { locale }) : m.enquiry_art_then_form({}, { locale }));

export const artworkMessages = artworkMessagesIn(baseLocale);

/**
 * Why an upload cannot start, from what the request says alone (the name, the declared size), or
 * null: checked before the visitor's limits count it, so a refused start costs nothing.
 */
export function startProblem(f: { name: string; bytes: number | null }, locale: Locale = baseLocale): Refusal | null {
  const problem = fileNameProblem(f.name, locale);
  if (problem) return refuse(400, problem);
  if (f.bytes !== null) {
    if (f.bytes === 0) return refuse(400, artworkMessagesIn(locale).empty(f.name));
    if (f.bytes > artworkLimits.fileBytes) return refuse(413, artworkMessagesIn(locale).tooLarge(f.name));
  }
  return null;
}

/**
 * Starts an upload: checks the name and size, records the file (refused if the form already has
 * ten), and opens the R2 multipart upload its parts are written to. `bytes` is null for a file
 * that arrives as one stream (a plain form post), whose size is known only at its end.
 */
export async function startUpload(
  env: Env,
  f: { name: string; bytes: number | null; formKey: string },
  now = Date.now(),
  locale: Locale = baseLocale,
): Promise<{ ok: true; file: ArtworkRow } | Refusal> {
  const problem = startProblem(f, locale);
  if (problem) return problem;
  const id = newFileId();
  if (
    !(await insertFile(
      env.DB,
      { id, formKey: f.formKey, name: f.name, bytes: f.bytes ?? 0, partBytes: artworkLimits.partBytes, createdAt: now },
      artworkLimits.files,
    ))
  ) {
    return refuse(409, artworkMessagesIn(locale).tooMany);
  }
  const upload = await env.ARTWORK.createMultipartUpload(`artwork/${id}`, { httpMetadata: { contentType: 'application/octet-stream' } });
  await setUploadId(env.DB, id, upload.uploadId);
  const file = await getFile(env.DB, id);
  // Removed in the meantime (the sweep, a removal racing the start): nothing to write to.
  if (!file) return refuse(409, artworkMessagesIn(locale).notFound);
  return { ok: true, file };
}

/** Reads from `reader` until `want` bytes (or the end) are in hand; returns what was read, in chunks. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, want: number): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  let have = 0;
  while (have < want) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    have += value.byteLength;
  }
  return chunks;
}

const joined = (chunks: Uint8Array[], limit: number): Uint8Array => {
  const out = new Uint8Array(
    Math.min(
      limit,
      chunks.reduce((n, c) => n + c.byteLength, 0),
    ),
  );
  let at = 0;
  for (const c of chunks) {
    if (at >= out.length) break;
    out.set(c.subarray(0, out.length - at), at);
    at += c.byteLength;
  }
  return out;
};

/** Checks a file's kind from its first bytes; a kind we do not take ends the upload. */
async function checkKind(env: Env, file: ArtworkRow, head: Uint8Array, locale: Locale): Promise<{ ok: true; kind: ArtworkKind } | Refusal> {
  const kind = await artworkKind(head);
  if (!kind) {
    await removeUpload(env, file);
    return refuse(415, artworkMessagesIn(locale).notAccepted(file.name));
  }
  // From here on the file is kept, listed and served under a name that ends as its bytes are.
  await setKind(env.DB, file.id, kind, nameForKind(file.name, kind));
  return { ok: true, kind };
}

/** A count of bytes as a refusal says it: as sent (5242880) in English, grouped (52,42,880) in Hindi and Tamil. */
const bytesIn = (bytes: number, locale: Locale): string => (locale === baseLocale ? String(bytes) : formatNumber(bytes, locale));

/** Where the upload stands: 409 with the part to send next when `n` is not it. */
function partProblem(file: ArtworkRow, n: number, locale: Locale): Refusal | null {
  if (file.enquiry_id) return refuse(409, artworkMessagesIn(locale).sent);
  if (file.status === 'complete') return refuse(409, artworkMessagesIn(locale).complete);
  const count = partCount(file.bytes, file.part_bytes);
  const l = { locale };
  if (!Number.isInteger(n) || n < 1 || n > count) return refuse(400, m.artwork_part_numbers({ count }, l));
  if (n <= file.parts_done) return refuse(409, m.artwork_part_here({ n, next: file.parts_done + 1 }, l));
  if (n > file.parts_done + 1) return refuse(409, m.artwork_part_order({ next: file.parts_done + 1 }, l));
  return null;
}

/**
 * Part `n` of a file sent in parts (with JavaScript), streamed into R2 as it arrives: its length
 * must be exactly the part's, part 1's first bytes must be a kind we take, and parts come in order
 * (one already here, or one ahead of the next, is a 409 naming the part to send).
 */
export async function receivePart(
  env: Env,
  file: ArtworkRow,
  n: number,
  body: ReadableStream<Uint8Array> | null,
  declared: number | null,
  locale: Locale = baseLocale,
): Promise<{ ok: true; next: number | null } | Refusal> {
  const problem = partProblem(file, n, locale);
  if (problem) return problem;
  const expected = partSize(file.bytes, n, file.part_bytes);
  const l = { locale };
  if (declared === null) return refuse(411, m.artwork_part_length({}, l));
  if (declared !== expected || !body)
    return refuse(400, m.artwork_part_size({ n, expected: bytesIn(expected, locale), declared: bytesIn(declared, locale) }, l));

  const reader = body.getReader();
  const incomplete = refuse(400, m.artwork_part_incomplete({ n }, l));
  let head: Uint8Array[] = [];
  if (n === 1) {
    // The first bytes are read before anything is stored, to know the kind; a line that drops
    // while they come is the sender's to send again, like a cut-off part anywhere else.
    try {
      head = await readHead(reader, Math.min(KIND_HEAD_BYTES, expected));
    } catch {
      await reader.cancel().catch(() => {});
      return incomplete;
    }
    // Ended before its first bytes were all here: too few to tell the kind, and short anyway.
    if (head.reduce((sum, c) => sum + c.byteLength, 0) < Math.min(KIND_HEAD_BYTES, expected)) return incomplete;
    const kind = await checkKind(env, file, joined(head, KIND_HEAD_BYTES), locale);
    if (!kind.ok) {
      await reader.cancel().catch(() => {});
      return kind;
    }
  }
  // The part goes to R2 as it streams in; FixedLengthStream fails it if it is longer or shorter than declared.
  const fixed = new FixedLengthStream(expected);
  let cutShort = false;
  const pump = (async () => {
    const writer = fixed.writable.getWriter();
    try {
      for (const chunk of head) await writer.write(chunk);
      for (let r = await reader.read(); !r.done; r = await reader.read()) await writer.write(r.value);
      await writer.close();
    } catch (error) {
      cutShort = true;
      await writer.abort(error).catch(() => {});
      await reader.cancel().catch(() => {});
    }
  })();
  let uploaded: R2UploadedPart;
  try {
    uploaded = await env.ARTWORK.resumeMultipartUpload(file.storage_key, file.upload_id!).uploadPart(n, fixed.readable);
  } catch (error) {
    await pump;
    // A part that was not the length it said is the sender's to send again; R2 failing is ours.
    if (cutShort) return incomplete;
    console.error('artwork part not stored', error);
    return refuse(503, m.artwork_part_not_stored({ n }, l));
  }
  await pump;
  if (!(await recordPart(env.DB, file.id, uploaded))) return refuse(409, m.artwork_part_twice({ n }, l));
  return { ok: true, next: n < partCount(file.bytes, file.part_bytes) ? n + 1 : null };
}

/**
 * A file that arrives as one stream (a plain form post): cut into parts as R2 wants them, each part
 * held only while it is written. `budget` is how many more bytes the post may carry: past it, the
 * file is removed and the answer is a 413. `beforeWrite` is asked before each part is written
 * (the visitor's byte limit): a refusal from it removes the file, and nothing more is written.
 */
export async function receiveStream(
  env: Env,
  file: ArtworkRow,
  stream: ReadableStream<Uint8Array>,
  budget: number,
  beforeWrite: (bytes: number) => Promise<Refusal | null> = async () => null,
  locale: Locale = baseLocale,
): Promise<{ ok: true; bytes: number } | Refusal> {
  const upload = env.ARTWORK.resumeMultipartUpload(file.storage_key, file.upload_id!);
  const reader = stream.getReader();
  let part = new Uint8Array(file.part_bytes);
  let filled = 0;
  let total = 0;
  let n = 0;
  let kindChecked = false;
  const flush = async (): Promise<Refusal | null> => {
    if (!kindChecked) {
      kindChecked = true;
      const kind = await checkKind(env, file, part.subarray(0, Math.min(filled, KIND_HEAD_BYTES)), locale);
      if (!kind.ok) {
        await reader.cancel().catch(() => {});
        return kind;
      }
    }
    const refused = await beforeWrite(filled);
    if (refused) {
      await reader.cancel().catch(() => {});
      await removeUpload(env, file);
      return refused;
    }
    n += 1;
    await recordPart(env.DB, file.id, await upload.uploadPart(n, part.subarray(0, filled)));
    part = new Uint8Array(file.part_bytes);
    filled = 0;
    return null;
  };
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    let chunk = r.value;
    total += chunk.byteLength;
    if (total > budget) {
      await reader.cancel().catch(() => {});
      await removeUpload(env, file);
      return refuse(413, m.artwork_stream_too_large({ size: formatBytes(budget) }, { locale }));
    }
    while (chunk.byteLength) {
      const take = Math.min(chunk.byteLength, part.length - filled);
      part.set(chunk.subarray(0, take), filled);
      filled += take;
      chunk = chunk.subarray(take);
      if (filled === part.length) {
        const refused = await flush();
        if (refused) return refused;
      }
    }
  }
  if (total === 0) {
    await removeUpload(env, file);
    return refuse(400, artworkMessagesIn(locale).empty(file.name));
  }
  if (filled) {
    const refused = await flush();
    if (refused) return refused;
  }
  await env.DB.prepare('UPDATE artwork_files SET bytes = ?2 WHERE id = ?1').bind(file.id, total).run();
  return { ok: true, bytes: total };
}

/** The refusal of an SVG for its problem. */
const svgRefusal = (name: string, problem: SvgProblem, locale: Locale): Refusal =>
  problem.kind === 'over'
    ? refuse(413, m.enquiry_art_svg_over({ name, size: problem.in(locale) }, { locale }))
    : refuse(
        415,
        problem.kind === 'refused'
          ? artworkMessagesIn(locale).svgRefused(name, problem.in(locale))
          : artworkMessagesIn(locale).svgMalformed(name, problem.in(locale)),
      );

/** What one reading of a stored file gives: its SHA-256, its first and last bytes to measure, and the judges' findings. */
interface ReadBack {
  sha256: string;
  head: Uint8Array;
  tail: Uint8Array;
  svg: SvgProblem | null;
  pdfNotes: NoteWords[];
  /** What an archive holds that refuses it, and the notes on what it holds (decision 065). */
  archive: ArchiveProblem | null;
  archiveNotes: NoteWords[];
}

/**
 * Reads a stored file back once, as a stream (never held whole): the SHA-256 is taken as it
 * streams past (workerd's crypto.DigestStream), its first and last `MEASURE_BYTES` are kept to
 * measure, an SVG is judged (the first problem ends the reading) and a PDF is looked through for
 * JavaScript and actions.
 */
async function readBack(env: Env, key: string, kind: ArtworkKind): Promise<ReadBack> {
  const object = await env.ARTWORK.get(key);
  if (!object) throw new Error(`artwork ${key} is not in R2`);
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream('SHA-256');
  const hashing = digest.getWriter();
  // A refused SVG leaves the digest unfinished: its promise rejects then, and nothing waits for it.
  digest.digest.catch(() => {});
  // An SVG longer than the judge reads through is refused from its size, before a byte of it is parsed.
  if (kind === 'svg' && object.size > SVG_MAX_BYTES) {
    await object.body.cancel();
    return { sha256: '', head: new Uint8Array(), tail: new Uint8Array(), svg: svgOverLimit(), pdfNotes: [], archive: null, archiveNotes: [] };
  }
  // pdf-lib and fflate load with the first PDF or archive an isolate reads (an archive may hold PDFs).
  if (kind === 'pdf' || kind === 'zip') await loadPdfReader();
  const svg = kind === 'svg' ? new SvgJudge() : null;
  const pdf = kind === 'pdf' ? new PdfActiveScan(object.size) : null;
  const zip = kind === 'zip' ? new ArchiveJudge() : null;
  const head: Uint8Array[] = [];
  let headBytes = 0;
  const tail: Uint8Array[] = [];
  let tailBytes = 0;
  const reader = object.body.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    const chunk = r.value;
    if (svg?.push(chunk)) {
      await reader.cancel().catch(() => {});
      await hashing.abort().catch(() => {});
      return { sha256: '', head: new Uint8Array(), tail: new Uint8Array(), svg: svg.end(), pdfNotes: [], archive: null, archiveNotes: [] };
    }
    if (zip && (await zip.push(chunk))) {
      await reader.cancel().catch(() => {});
      await hashing.abort().catch(() => {});
      return { sha256: '', head: new Uint8Array(), tail: new Uint8Array(), svg: null, pdfNotes: [], archive: zip.problem, archiveNotes: [] };
    }
    await hashing.write(chunk);
    pdf?.push(chunk);
    if (headBytes < MEASURE_BYTES) {
      head.push(chunk);
      headBytes += chunk.byteLength;
    }
    tail.push(chunk);
    tailBytes += chunk.byteLength;
    while (tailBytes - tail[0]!.byteLength >= MEASURE_BYTES) tailBytes -= tail.shift()!.byteLength;
  }
  await hashing.close();
  const sha256 = hex(await digest.digest);
  const ends =
    object.size > MEASURE_BYTES
      ? { head: joined(head, MEASURE_BYTES), tail: joined(tail, tailBytes).subarray(tailBytes - MEASURE_BYTES) }
      : { head: joined(head, MEASURE_BYTES), tail: joined(head, MEASURE_BYTES) };
  return {
    sha256,
    ...ends,
    svg: svg?.end() ?? null,
    pdfNotes: (await pdf?.findings()) ?? [],
    archive: (await zip?.end()) ?? null,
    archiveNotes: zip?.notes ?? [],
  };
}

/**
 * Finishes an upload once all its parts are here: R2 joins them, the worker reads the file back
 * once for its SHA-256, measures it from its two ends, and notes how it fits the quote's sizes.
 * `line` (and its placement) is recorded with the completion itself, never before or after it.
 * Finishing twice is a 409 that changes nothing; a missing part is a 409 naming it.
 */
export async function completeUpload(
  env: Env,
  fileId: string,
  sizes: readonly CheckedSize[],
  now = Date.now(),
  locale: Locale = baseLocale,
  line: { line: FileLine; placement: LinePlacement | null } | null = null,
): Promise<{ ok: true; file: ArtworkFile } | Refusal> {
  const said = artworkMessagesIn(locale);
  const file = await getFile(env.DB, fileId);
  if (!file) return refuse(404, said.notFound);
  if (file.status === 'complete') return refuse(409, said.complete);
  const parts = JSON.parse(file.parts) as R2UploadedPart[];
  const count = file.bytes ? partCount(file.bytes, file.part_bytes) : parts.length;
  if (!parts.length || file.parts_done < count) return refuse(409, m.artwork_part_missing({ n: file.parts_done + 1, count }, { locale }));
  let object: R2Object;
  try {
    object = await env.ARTWORK.resumeMultipartUpload(file.storage_key, file.upload_id!).complete(parts);
  } catch {
    // Only a race of two finishes can get here; the other one has finished it.
    return refuse(409, said.complete);
  }
  // One reading: the SHA-256 and the ends to measure; an SVG is judged as a browser would read it
  // (refused whole when it holds what a printer never needs), a PDF looked through for JavaScript.
  const read = await readBack(env, file.storage_key, file.type!);
  if (read.svg) {
    await removeUpload(env, file);
    return svgRefusal(file.name, read.svg, locale);
  }
  if (read.archive) {
    await removeUpload(env, file);
    return refuse(415, archiveProblemText(file.name, read.archive, locale));
  }
  // Kept in every language: the staff's copy reads the English, the buyer's page their own.
  const preflight = [...read.pdfNotes, ...read.archiveNotes, ...preflightFindings(measure(file.type!, read.head, read.tail), sizes, file.type!)].map(keptNote);
  const sha256 = read.sha256;
  if (!(await markComplete(env.DB, file.id, { bytes: object.size, sha256, preflight, completedAt: now, line: line?.line, placement: line?.placement })))
    return refuse(409, said.complete);
  return { ok: true, file: fileOf((await getFile(env.DB, file.id))!, locale) };
}

/**
 * Removes a file not yet sent with an enquiry: first its row is taken out of its form (one
 * statement, so an enquiry racing the removal either has the file or cannot take it), then its
 * parts or object in R2, then the row. False when an enquiry has the file: it is kept.
 */
export async function removeUpload(env: Env, file: ArtworkRow): Promise<boolean> {
  const claimed = await claimForRemoval(env.DB, file.id);
  if (!claimed) return false;
  await eraseFile(env, claimed);
  return true;
}

/** Deletes a file from R2 and D1 whatever it belongs to: a claimed upload, or a file of an erased enquiry. */
export async function eraseFile(env: Env, file: ArtworkRow): Promise<void> {
  if (file.status === 'uploading' && file.upload_id) {
    await env.ARTWORK.resumeMultipartUpload(file.storage_key, file.upload_id)
      .abort()
      .catch(() => {});
  }
  await env.ARTWORK.delete(file.storage_key);
  await deleteFileRow(env.DB, file.id);
}

export const mimeOf = (kind: ArtworkKind): string => artworkKinds[kind].mime;
