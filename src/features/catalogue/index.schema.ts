/**
 * The catalogue's schemas other features build on (the size finder's content, the enquiry's
 * checks of a quote line): only tests and the worker's request checks load them (a `*.schema.ts`
 * is never imported but for types where a page is rendered; src/platform/content/checked.ts).
 */
export { pouchArtSchema } from './art/pouch.schema';
export { dimensionsSchema, sizeSlugSchema } from './sizes.schema';
