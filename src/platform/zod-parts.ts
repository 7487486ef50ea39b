import { NEVER, array, boolean, email, enum as zodEnum, literal, number, object, prettifyError, strictObject, string, union, unknown, url } from 'zod';

/**
 * The parts of zod the request rules build with, as one plain object: loaded only by loadZod()
 * (./zod.ts), with import(). Named one by one, not as zod's `z`, because a namespace handed around
 * as a value is built by the worker's bundler as an object of a getter per export, at every cold
 * start, whether a request ever needs zod or not: zod's `z` and the namespaces it holds (its core,
 * its 63 locales) were 1,266 of them (decision 098).
 */
export const zodParts = { NEVER, array, boolean, email, enum: zodEnum, literal, number, object, prettifyError, strictObject, string, union, unknown, url };
