// Types for the bindings and exports the Workers test pool provides.
type SiteBindings = import('../../src/env').Env;
type Migrations = import('cloudflare:test').D1Migration[];

declare namespace Cloudflare {
  interface Env extends SiteBindings {
    TEST_MIGRATIONS: Migrations;
  }
  interface GlobalProps {
    mainModule: typeof import('../../src/index');
  }
}
