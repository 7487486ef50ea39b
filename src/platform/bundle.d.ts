/**
 * True in the worker's bundle (wrangler.toml [define]), false in the browser's (vite.config.ts
 * define): code that only the browser runs, behind `!__WORKER_BUNDLE__`, is dropped from the worker
 * when it is bundled, so it does not count against the worker's size.
 */
declare const __WORKER_BUNDLE__: boolean;

/**
 * The language of a browser build (vite.config.ts define, decision 058), whose code carries only
 * English and that language's texts; not defined in the worker or in tests run from the source.
 */
declare const __CLIENT_LOCALE__: 'en' | 'hi' | 'ta' | undefined;
