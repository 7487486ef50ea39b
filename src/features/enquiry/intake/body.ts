export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: true } | { ok: false; incomplete: true };

/** What a body may hold. Unset: not limited (a JSON body has no parts). */
export interface BodyLimits {
  /** Bytes of the whole body as it arrives. */
  bytes: number;
  /** Parts of a multipart body. */
  parts?: number;
  /** Bytes of all the parts' boundaries and headers together. */
  headerBytes?: number;
  /** Bytes of all the text fields' values together. */
  textBytes?: number;
}
export type Excess = keyof BodyLimits;

/** Bytes handed on at once: a limit is checked at least this often, however large a chunk arrives. */
const SLICE_BYTES = 64 * 1024;

/**
 * The one place every request body is counted (docs/decisions/035): the bytes as they arrive, and
 * for a multipart body its parts, their boundaries and headers, and its text, each counted before
 * anything of it is kept. The first count over its limit is remembered (`exceeded`) and reading
 * stops there: a body of 40,000 empty parts is refused at the 101st, not parsed to its end.
 */
export class BodyLimiter {
  readonly counted: Record<Excess, number> = { bytes: 0, parts: 0, headerBytes: 0, textBytes: 0 };
  exceeded: Excess | null = null;
  /**
   * True when the body broke off before its end (the line dropped, or fewer bytes came than its
   * Content-Length): the sender's fault, answered 400 like any cut-off part, never a 5xx.
   */
  cutOff = false;
  constructor(readonly limits: BodyLimits) {}

  /** Counts `n` more of `what`; false (and reading stops) once anything is over its limit. */
  count(what: Excess, n: number): boolean {
    if (this.exceeded) return false;
    this.counted[what] += n;
    const limit = this.limits[what];
    if (limit !== undefined && this.counted[what] > limit) this.exceeded = what;
    return !this.exceeded;
  }

  /** A part of a multipart body: one more part, and its boundary and header bytes. */
  part(boundaryAndHeaderBytes: number): boolean {
    return this.count('parts', 1) && this.count('headerBytes', boundaryAndHeaderBytes);
  }

  /**
   * The body's chunks, counted, in slices of at most 64 KB, until it ends, a limit is passed or
   * `stop()` says so; the request is then cancelled, so nothing more of it is read. Where
   * `drainBytes()` says so when it stops, up to that much of what is left is first read and
   * dropped (nothing parsed, nothing kept): a browser still sending a large file has the
   * connection closed under it when the answer comes first, and Chromium shows its own error
   * page (ERR_HTTP_RESPONSE_CODE_FAILURE) instead of ours.
   */
  async *chunks(
    body: ReadableStream<Uint8Array>,
    stop: () => boolean = () => false,
    ready: () => Promise<void> = async () => {},
    drainBytes: () => number = () => 0,
  ): AsyncGenerator<Uint8Array> {
    const reader = body.getReader();
    let ended = false;
    try {
      while (!this.exceeded && !stop()) {
        await ready();
        if (this.exceeded || stop()) return;
        let read: ReadableStreamReadResult<Uint8Array>;
        try {
          read = await reader.read();
        } catch {
          this.cutOff = true;
          return;
        }
        const { done, value } = read;
        if (done) {
          ended = true;
          return;
        }
        for (let at = 0; at < value.byteLength; at += SLICE_BYTES) {
          const slice = value.subarray(at, at + SLICE_BYTES);
          if (!this.count('bytes', slice.byteLength) || stop()) return;
          yield slice;
        }
      }
    } finally {
      const drain = ended ? 0 : drainBytes();
      for (let dropped = 0; dropped < drain; ) {
        const rest = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (rest.done) break;
        dropped += rest.value.byteLength;
      }
      await reader.cancel().catch(() => {});
    }
  }
}

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length over the limit is
 * refused before reading; otherwise the bytes are counted as they stream in, so a body that
 * lies about its length, or has none (chunked), is cut off as soon as it passes the limit. A body
 * that breaks off before its end is `incomplete`.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const limiter = new BodyLimiter({ bytes: limit });
  const parts: Uint8Array[] = [];
  for await (const part of limiter.chunks(request.body)) parts.push(part);
  if (limiter.exceeded) return { ok: false, tooLarge: true };
  if (limiter.cutOff) return { ok: false, incomplete: true };
  const bytes = new Uint8Array(limiter.counted.bytes);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return { ok: true, bytes };
}

/** The bytes as UTF-8 text, or null when they are not valid UTF-8. */
export function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
