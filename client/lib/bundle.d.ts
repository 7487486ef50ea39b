/**
 * True in the worker's bundle (wrangler.toml [define]), false in the browser's (vite.config.ts
 * define): code that only the browser runs, behind `!__WORKER_BUNDLE__`, is dropped from the worker
 * when it is bundled, so it does not count against the worker's size.
 */
declare const __WORKER_BUNDLE__: boolean;
