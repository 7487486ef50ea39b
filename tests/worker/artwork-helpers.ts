import { PDFDocument } from 'pdf-lib';
import { call, emptyTables, formBody, jsonRequest, nextIp, row } from './enquiry-helpers';
import { downloadLink } from '@features/enquiry/files/link';
import type { Env } from '@platform/env';
import { env } from 'cloudflare:test';

export const MM = 72 / 25.4;

/** Bytes that are the same for the same seed: a file's body, so its SHA-256 can be checked. */
export function filler(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let a = seed >>> 0;
  for (let i = 0; i < length; i += 4) {
    a = (Math.imul(a ^ (a >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    out[i] = a & 255;
    out[i + 1] = (a >>> 8) & 255;
    out[i + 2] = (a >>> 16) & 255;
    out[i + 3] = a >>> 24;
  }
  return out;
}

/** A real PDF (pdf-lib) of one page `width` x `height` mm, padded after its end to `bytes`. */
export async function pdfOf(width: number, height: number, bytes = 0, seed = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([width * MM, height * MM]);
  const pdf = await doc.save({ useObjectStreams: false });
  if (bytes <= pdf.length) return pdf;
  const out = new Uint8Array(bytes);
  out.set(pdf);
  out.set(filler(bytes - pdf.length, seed), pdf.length);
  return out;
}

/** A PNG's signature and header chunk for `width` x `height` pixels, then filler. */
export function pngOf(width: number, height: number, bytes = 4096): Uint8Array {
  const out = filler(bytes, width);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(out.buffer).setUint32(16, width);
  new DataView(out.buffer).setUint32(20, height);
  out.set([8, 2, 0, 0, 0], 24);
  // After the header's CRC, one IDAT chunk runs to the end.
  new DataView(out.buffer).setUint32(33, bytes - 45);
  out.set([0x49, 0x44, 0x41, 0x54], 37);
  return out;
}

export const sha256 = async (bytes: Uint8Array | ArrayBuffer) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource))].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function api(method: string, path: string, body?: BodyInit | object, headers: Record<string, string> = {}, e: Env = env) {
  const isJson = body !== undefined && !(body instanceof Uint8Array) && typeof body === 'object' && !(body instanceof ReadableStream);
  const { res } = await call(
    new Request(`http://localhost${path}`, {
      method,
      headers: { 'cf-connecting-ip': nextIp(), ...(isJson ? { 'content-type': 'application/json' } : {}), ...headers },
      body: isJson ? JSON.stringify(body) : (body as BodyInit | undefined),
    }),
    e,
  );
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}

export interface Started {
  id: string;
  token: string;
  partBytes: number;
  parts: number;
}

export async function startUpload(name: string, bytes: number, form: string, e: Env = env) {
  return api('POST', '/api/artwork', { name, bytes, form }, {}, e);
}

export const sendPart = (s: Started, n: number, bytes: Uint8Array, e: Env = env) =>
  api('PUT', `/api/artwork/${s.id}/parts/${n}`, bytes, { 'x-upload-token': s.token, 'content-length': String(bytes.length) }, e);

export const partOf = (s: Started, bytes: Uint8Array, n: number) => bytes.subarray((n - 1) * s.partBytes, Math.min(bytes.length, n * s.partBytes));

/** The whole upload as the browser does it: start, every part in order, complete. */
export async function uploadFile(bytes: Uint8Array, name: string, form: string, sizes: { product: string; size: string }[] = [], e: Env = env) {
  const start = await startUpload(name, bytes.length, form, e);
  if (start.status !== 201) throw new Error(`start: ${start.status} ${start.text}`);
  const s = start.json as unknown as Started;
  for (let n = 1; n <= s.parts; n++) {
    const part = await sendPart(s, n, partOf(s, bytes, n), e);
    if (part.status !== 200) throw new Error(`part ${n}: ${part.status} ${part.text}`);
  }
  const done = await api('POST', `/api/artwork/${s.id}/complete`, { sizes }, { 'x-upload-token': s.token }, e);
  if (done.status !== 200) throw new Error(`complete: ${done.status} ${done.text}`);
  return { ...s, file: done.json.file as { id: string; sha256: string; bytes: number; type: string; preflight: { level: string; text: string }[] } };
}

/** A file uploaded and sent with an enquiry, and its signed download link (what the forward carries). */
export async function sentFile(bytes: Uint8Array, name: string, e: Env = env) {
  const body = await formBody({}, e);
  const up = await uploadFile(bytes, name, body.idempotencyKey, [], e);
  const { res } = await call(jsonRequest({ ...body, files: [up.id] }), e);
  if (res.status !== 201) throw new Error(`enquiry: ${res.status} ${await res.text()}`);
  const { reference } = (await res.json()) as { reference: string };
  const link = await downloadLink(e, reference, up.id, Date.parse((await row(reference))!.received_at));
  return { ...up, reference, link: link.replace(/^https?:\/\/[^/]+/, 'http://localhost') };
}

/** Empties what a test of files and enquiries leaves behind: every table and the objects in R2. */
export async function clearArtworkAndEnquiries(): Promise<void> {
  await emptyTables();
  const left = (await env.ARTWORK.list()).objects.map((o) => o.key);
  if (left.length) await env.ARTWORK.delete(left);
}
