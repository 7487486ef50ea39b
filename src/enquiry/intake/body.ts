export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: true };

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length over the limit is
 * refused before reading; otherwise the bytes are counted as they stream in, so a body that
 * lies about its length, or has none (chunked), is cut off as soon as it passes the limit.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return { ok: false, tooLarge: true };
    }
    parts.push(part.value);
  }
  const bytes = new Uint8Array(size);
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
