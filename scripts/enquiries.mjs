#!/usr/bin/env node
// `npm run enquiries [-- pending|delivered|spam] [--limit N]`: counts the enquiries stored in the
// local D1 by status, the age of the oldest pending one, the last forward error, and lists them
// (newest first) with their forwarding state and how many quote lines and artwork files each has.
// `npm run enquiries -- ENQ-XXXXXXXXXX` shows one in full, its quote's lines and its files as tables.
// Offline; with no inbox configured (ENQUIRY_INBOX) this is where a backlog shows. Everything stored
// is printed escaped (scripts/lib/terminal.mjs): a visitor's text never reaches the terminal raw, and
// the message is framed as in the e-mail copies. The warnings about the hosts a message links to are
// in those copies (src/features/enquiry/delivery/hosts.ts), not here.
import { spawnSync } from 'node:child_process';
import { forTerminal, framedForTerminal, rowsForTerminal } from './lib/terminal.mjs';

const args = process.argv.slice(2);
const status = args.find((a) => ['pending', 'delivered', 'spam'].includes(a));
const reference = args.find((a) => /^ENQ-[0-9A-Z]{10}$/.test(a));
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

const age = (iso) => {
  const minutes = Math.floor((Date.now() - Date.parse(iso)) / 60_000);
  return minutes < 120 ? `${minutes} min` : minutes < 48 * 60 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 1440)} days`;
};

if (reference) {
  const [found] = query(`SELECT * FROM enquiries WHERE id = '${reference}'`);
  if (!found) {
    console.error(`No enquiry ${reference} in the local database.`);
    process.exit(1);
  }
  // What the visitor typed stands behind a bar: each field on its line, the message in its frame, each line escaped.
  const typed = new Set(['name', 'email', 'phone', 'source_page']);
  for (const [key, value] of Object.entries(found)) {
    if (key === 'items') continue;
    if (key === 'message') console.log(`${key.padEnd(16)} ${framedForTerminal(value, ' '.repeat(17)).slice(17)}`);
    else console.log(`${key.padEnd(16)} ${typed.has(key) ? '│ ' : ''}${forTerminal(value)}`);
  }
  // The quote's lines, as the worker named and priced them when the enquiry arrived.
  const quote = found.items ? JSON.parse(found.items) : null;
  if (quote?.items?.length) {
    const inr = (n) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    console.log(`\nQuote, ${quote.items.length} ${quote.items.length === 1 ? 'line' : 'lines'}:`);
    console.table(
      rowsForTerminal(
        quote.items.map((i) => ({
          product: i.name,
          size: i.weight,
          pouches: i.quantity,
          'per pouch': i.unitPrice === null ? 'on request' : inr(i.unitPrice),
          estimate: i.estimate === null ? 'on request' : inr(i.estimate),
          note: i.note,
        })),
      ),
    );
    console.log(`Estimated total of the priced lines: ${inr(quote.total)}${quote.onRequest ? `, ${quote.onRequest} on request` : ''} (taxes included)`);
  }
  // Its artwork, kept in the local R2 under storage_key (the forward carries a signed link to each).
  const files = query(`SELECT name, bytes, type, sha256, storage_key, preflight FROM artwork_files WHERE enquiry_id = '${reference}' ORDER BY created_at, id`);
  if (files.length) {
    console.log(`\nArtwork, ${files.length} ${files.length === 1 ? 'file' : 'files'}:`);
    console.table(
      rowsForTerminal(
        files.map((f) => ({
          name: f.name,
          bytes: f.bytes,
          type: f.type,
          sha256: f.sha256,
          stored: f.storage_key,
          preflight: JSON.parse(f.preflight ?? '[]')
            .map((n) => n.text)
            .join(' '),
        })),
      ),
    );
  }
  process.exit(0);
}

const counts = query(`SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status ORDER BY status`);
const [oldest] = query(`SELECT id, received_at FROM enquiries WHERE status = 'pending' ORDER BY received_at LIMIT 1`);
const [lastError] = query(`SELECT id, last_error, attempts FROM enquiries WHERE last_error IS NOT NULL ORDER BY next_attempt_at DESC LIMIT 1`);
const where = status ? `WHERE status = '${status}'` : '';
const rows = query(
  `SELECT id, received_at, status, attempts, coalesce(unverified, '') AS unverified, coalesce(fallback_at, '') AS to_inbox,
          name, email, phone, substr(replace(replace(message, char(13), ' '), char(10), ' '), 1, 50) AS message,
          source_page, coalesce(json_array_length(items, '$.items'), 0) AS quote_lines,
          (SELECT count(*) FROM artwork_files f WHERE f.enquiry_id = enquiries.id) AS files, coalesce(spam_reason, '') AS spam, coalesce(last_error, '') AS last_error
     FROM enquiries ${where} ORDER BY received_at DESC LIMIT ${limit}`,
);

console.log(`Stored enquiries: ${counts.map((c) => `${c.n} ${c.status}`).join(', ') || 'none yet'}`);
console.log(`Oldest pending: ${oldest ? `${oldest.id}, waiting ${age(oldest.received_at)} (since ${oldest.received_at})` : 'none'}`);
console.log(`Last forward error: ${lastError ? `${forTerminal(lastError.last_error)} (${lastError.id}, ${lastError.attempts} attempts)` : 'none'}`);
if (rows.length) console.table(rowsForTerminal(rows));
