import type * as Inflaters from './inflaters';

let loaded: typeof Inflaters | undefined;

/**
 * Loads fflate's inflaters, once per isolate, before a PDF or an archive is read. fflate builds its
 * Huffman code tables as it loads: about 4.5 ms of a cold isolate's start (a profiled, unminified
 * build), which no page and no enquiry without such a file needs. Imported on its own, it is the
 * only module the bundle wraps to load later (decision 080).
 */
export async function loadInflaters(): Promise<void> {
  loaded ??= await import('./inflaters');
}

/** The inflaters, once loadInflaters() has run. */
export function inflaters(): typeof Inflaters {
  if (!loaded) throw new Error('fflate is not loaded yet: await loadInflaters() before reading a PDF or an archive');
  return loaded;
}
