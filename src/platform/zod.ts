import type { zodParts } from './zod-parts';

/** The parts of zod the request rules use (src/platform/zod-parts.ts); their types are zod's own. */
export type Zod = typeof zodParts;

/**
 * zod, loaded the first time a request needs its rules (an enquiry, an upload, a search, a forward):
 * imported at the top, it and the schemas built with it cost every cold worker's start about 40 ms,
 * for isolates that mostly serve pages. Content is checked against its `*.schema.ts` by the tests
 * (src/platform/content/checked.ts).
 */
export const loadZod = async (): Promise<Zod> => (await import('./zod-parts')).zodParts;
