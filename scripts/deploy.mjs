#!/usr/bin/env node
// `npm run deploy`: refuses to deploy a worker that would sign with no secret of its own, then
// builds the client and runs `wrangler deploy --minify` (arguments after `--` go to wrangler).
import { spawnSync } from 'node:child_process';
import { unstable_readConfig } from 'wrangler';
import { missingSecrets, secretsInVars } from './lib/deploy-check.mjs';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const wrangler = 'node_modules/.bin/wrangler';
const vars = unstable_readConfig({ config: 'wrangler.toml' }).vars ?? {};

const inVars = secretsInVars(vars);
if (inVars.length) {
  console.error(`Not deploying: ${inVars.join(' and ')} must be a secret (\`npx wrangler secret put NAME\`), never a [vars] value in wrangler.toml.`);
  process.exit(1);
}
const listed = spawnSync(wrangler, ['secret', 'list', '--format', 'json'], { env, encoding: 'utf8' });
if (listed.status !== 0) {
  // A Worker deployed for the first time has no secrets yet: `secret list` fails for it too.
  process.stderr.write(listed.stderr);
  console.error(
    "Not deploying: the Worker's secrets could not be listed. Sign in (`npx wrangler login`), set SIGNING_SECRET (`npx wrangler secret put SIGNING_SECRET`), then deploy again.",
  );
  process.exit(1);
}
const missing = missingSecrets(JSON.parse(listed.stdout), vars);
if (missing.length) {
  for (const m of missing) console.error(`Not deploying: ${m.name} is not set (${m.why}). Set it with \`npx wrangler secret put ${m.name}\`.`);
  process.exit(1);
}
for (const [cmd, args] of [
  ['node_modules/.bin/vite', ['build']],
  [wrangler, ['deploy', '--minify', ...process.argv.slice(2)]],
]) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
