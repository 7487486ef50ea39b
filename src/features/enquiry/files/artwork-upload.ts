/**
 * Sends one artwork file to the worker in parts (src/features/enquiry/files/api.ts), loaded only once a visitor
 * chooses a file. Each part goes with XMLHttpRequest, for its upload progress. A part that fails
 * (a dropped line, a server hiccup) is sent again after a pause, from where the worker says the
 * upload stands; never the whole file. A 4xx is the worker's verdict and ends the upload with
 * its message.
 */
import type { PreflightNote } from './preflight';
import type { FileLine, LinePlacement } from '@features/quote-and-wishlist';
import { documentLocale } from '@platform/i18n/locale';
import { baseLocale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface UploadEvents {
  /** The upload's id and token, once the worker has opened it (to remove it later). */
  opened(id: string, token: string): void;
  /** Bytes of the file the worker has. */
  progress(sent: number): void;
  /** Waiting to try again after a failure. */
  retrying(): void;
}

export type UploadOutcome = { ok: true; id: string; notes: PreflightNote[] } | { ok: false; message: string; refused: boolean };

type Answer = { status: number; body: Record<string, unknown> };
const TRIES = 8;

class Refused extends Error {}

function request(
  method: string,
  url: string,
  body: Blob | string | null,
  headers: Record<string, string>,
  signal: AbortSignal,
  onProgress?: (loaded: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.responseType = 'json';
    if (onProgress) xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response ?? {}) as Record<string, unknown> });
    xhr.onerror = xhr.ontimeout = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Waits `ms`, or less if the browser comes back online; rejects when aborted. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener('online', done);
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(done, ms);
    addEventListener('online', done, { once: true });
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * Uploads `file`, chosen in the form whose idempotency key is `form`, and has it checked against
 * the quote's `sizes`; `forLine` names the quote line it is for, with its design's placement.
 * Resolves with the file's id and preflight notes, or why it did not upload.
 */
export async function uploadArtwork(
  file: File,
  form: string,
  sizes: { product: string; size: string }[],
  on: UploadEvents,
  signal: AbortSignal,
  forLine?: { line: FileLine; placement?: LinePlacement },
): Promise<UploadOutcome> {
  const json = { 'content-type': 'application/json' };
  // The worker answers in the page's language.
  const locale = documentLocale();
  const l = { locale };
  const lang = locale === baseLocale ? '' : `?locale=${locale}`;
  let tries = 0;
  /** A call that answers: a 4xx ends the upload, anything else is tried again after a pause. */
  const call = async (make: () => Promise<Answer>): Promise<Answer> => {
    for (;;) {
      try {
        const answer = await make();
        if (answer.status < 400 || (answer.status === 409 && typeof answer.body.next === 'number')) return answer;
        if (answer.status < 500) throw new Refused(String(answer.body.message ?? m.enquiry_art_refused({ status: answer.status }, l)));
      } catch (error) {
        if (error instanceof Refused || (error as Error).name === 'AbortError') throw error;
      }
      if (++tries > TRIES) throw new Error('gave up');
      on.retrying();
      await pause(Math.min(30_000, 1000 * 2 ** (tries - 1)), signal);
    }
  };
  try {
    const start = await call(() => request('POST', `/api/artwork${lang}`, JSON.stringify({ name: file.name, bytes: file.size, form }), json, signal));
    const id = String(start.body.id);
    const auth = { 'x-upload-token': String(start.body.token) };
    const partBytes = Number(start.body.partBytes);
    on.opened(id, auth['x-upload-token']);
    let next = start.body.next as number | null;
    while (next !== null) {
      const from = (next - 1) * partBytes;
      const part = file.slice(from, Math.min(file.size, from + partBytes));
      const n: number = next;
      const answer = await call(async () => {
        try {
          return await request('PUT', `/api/artwork/${id}/parts/${n}${lang}`, part, auth, signal, (loaded) => on.progress(from + loaded));
        } catch (error) {
          // Where does the upload stand? The part may have arrived before the line dropped.
          if ((error as Error).name !== 'AbortError') {
            const at = await request('GET', `/api/artwork/${id}${lang}`, null, auth, signal).catch(() => null);
            if (at?.status === 200 && at.body.next !== n) return { status: 200, body: { next: at.body.next } };
          }
          throw error;
        }
      });
      tries = 0;
      next = (answer.body.next as number | null) ?? null;
      on.progress(next === null ? file.size : (next - 1) * partBytes);
    }
    let done: Answer;
    try {
      done = await call(() => request('POST', `/api/artwork/${id}/complete${lang}`, JSON.stringify({ sizes, ...forLine }), { ...json, ...auth }, signal));
    } catch (error) {
      // Finished already: the answer to an earlier try was lost on the way.
      const at = error instanceof Refused ? await request('GET', `/api/artwork/${id}${lang}`, null, auth, signal).catch(() => null) : null;
      if (at?.body.status !== 'complete') throw error;
      done = at;
    }
    const notes = (done.body.file as { preflight?: PreflightNote[] } | undefined)?.preflight ?? [];
    return { ok: true, id, notes };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message, refused: true };
    if ((error as Error).name === 'AbortError') return { ok: false, message: m.enquiry_art_aborted({}, l), refused: true };
    return { ok: false, message: m.enquiry_art_connection({}, l), refused: false };
  }
}

/** Removes an upload the visitor no longer wants (best effort: the sweep removes what is left). */
export function removeArtwork(id: string, token: string): void {
  void fetch(`/api/artwork/${id}`, { method: 'DELETE', headers: { 'x-upload-token': token } }).catch(() => {});
}
