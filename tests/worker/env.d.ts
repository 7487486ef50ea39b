// The test pool's own binding, beside the worker's (worker-configuration.d.ts, from wrangler.toml).
type Migrations = import('cloudflare:test').D1Migration[];

declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: Migrations;
  }
}
