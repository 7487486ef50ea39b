import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file starts from the schema in migrations/, applied to the real local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
