#!/usr/bin/env node
// `npm run enquiries [-- pending|delivered|spam] [--limit N]`: lists the enquiries stored in the
// local D1 (newest first) with their forwarding state, and counts them by status. Offline.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const status = args.find((a) => ['pending', 'delivered', 'spam'].includes(a));
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Math.max(1, Number(args[limitAt + 1]) || 50) : 50;
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' };

function query(sql) {
  const r = spawnSync('node_modules/.bin/wrangler', ['d1', 'execute', 'DB', '--local', '--json', '--command', sql], { env, encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(r.stderr || r.stdout);
    console.error('Could not read the local database. Has `npm start` (or `npm run db:migrate`) run once?');
    process.exit(1);
  }
  return JSON.parse(r.stdout)[0].results;
}

const where = status ? `WHERE status = '${status}'` : '';
const rows = query(
  `SELECT id, received_at, status, attempts, name, email, phone,
          substr(replace(replace(message, char(13), ' '), char(10), ' '), 1, 50) AS message,
          source_page, coalesce(spam_reason, '') AS spam, coalesce(last_error, '') AS last_error
     FROM enquiries ${where} ORDER BY received_at DESC LIMIT ${limit}`,
);
const counts = query(`SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status ORDER BY status`);

console.log(`Stored enquiries: ${counts.map((c) => `${c.n} ${c.status}`).join(', ') || 'none yet'}`);
if (rows.length) console.table(rows);
