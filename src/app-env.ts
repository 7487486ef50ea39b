import type { Env } from './env';

/** Hono's generic for this app: the worker's bindings. */
export interface AppEnv {
  Bindings: Env;
}
