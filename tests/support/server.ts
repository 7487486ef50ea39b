import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts the real site under `wrangler dev` (workerd, local D1, static assets) on a loopback
 * port and resolves when it answers. The local D1 is migrated first (as `npm start` does).
 * Extra vars (e.g. MAIL_SCRIPT_URL) are passed as --var.
 */
export async function startSite(port: number, vars: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };
  if (existsSync('migrations') && readdirSync('migrations').some((f) => f.endsWith('.sql'))) {
    const migrate = spawnSync('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { env, encoding: 'utf8' });
    if (migrate.status !== 0) throw new Error(`D1 migrations failed: ${migrate.stderr || migrate.stdout}`);
  }
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(port + 1000), '--log-level', 'warn'];
  // Pages are rendered on every request: wrangler dev's Cache API persists across runs, so a
  // page cached by an earlier run could otherwise hide a change (the cache has its own tests).
  for (const [k, v] of Object.entries({ PAGE_CACHE: 'off', ...vars })) args.push('--var', `${k}:${v}`);
  const child: ChildProcess = spawn('node_modules/.bin/wrangler', args, {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch { /* not up yet */ }
    await sleep(200);
    if (i === 149) throw new Error('wrangler dev did not start within 30 s');
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
