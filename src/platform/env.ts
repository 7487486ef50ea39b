/**
 * The worker's bindings, generated from wrangler.toml and .dev.vars.example into
 * worker-configuration.d.ts by `npm run types`. The variables (secrets on Cloudflare) may be unset:
 * checkEnv (env.schema.ts) validates them at run time.
 */
export type Env = Cloudflare.Env;

/** The fewest characters SIGNING_SECRET may have: 32 random characters are beyond guessing. */
export const SIGNING_SECRET_MIN_CHARS = 32;
