import type * as Readers from './readers';

let loaded: typeof Readers | undefined;

/**
 * Loads what the PDF and archive judges read with (./readers.ts: pdf-lib's parser and fflate), once
 * per isolate, before the first PDF or archive is read. Both build tables and classes as they load:
 * about 10 ms of a cold isolate's start (a profiled, unminified build), which no page and no
 * enquiry without such a file needs. Imported on its own, only they are wrapped by the bundle to
 * load later (decision 080). The PDF judge takes its parts with loadPdfReader() (./pdf-active.ts).
 */
export async function loadReaders(): Promise<typeof Readers> {
  loaded ??= await import('./readers');
  return loaded;
}

/** The readers, once loadReaders() has run. */
export function readers(): typeof Readers {
  if (!loaded) throw new Error('the file readers are not loaded yet: await loadReaders() before reading a PDF or an archive');
  return loaded;
}
