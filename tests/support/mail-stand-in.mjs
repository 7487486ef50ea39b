// A stand-in for the mail script: a real HTTP server on loopback that receives forwarded
// enquiries, checks their HMAC-SHA256 signature, records them, and answers as it is told:
// 'ok' (200), 'fail' (503), 'hang' (never answers), or at random with given failure and hang rates.
// Each channel (the path /mail/<channel>) has its own behaviour and log, so test files running
// at the same time do not see each other's enquiries. Tests inside workerd steer it over HTTP:
//   POST /__control/<channel>  {"mode":"fail"} or {"script":["fail","hang","ok"]} (then the mode)
//   GET  /__log/<channel>      the recorded requests
// Used by the worker tests (tests/worker/mail-stand-in-setup.ts) and scripts/bench-enquiry.mjs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

/** @typedef {'ok' | 'fail' | 'hang'} Outcome */
/** @typedef {{ fail?: number, hang?: number }} Rates */

/** A small seeded generator (mulberry32), so a bench run can be repeated exactly. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const validSignature = (secret, body, header) => {
  const expected = createHmac('sha256', secret).update(body).digest('hex');
  return typeof header === 'string' && header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
};

/**
 * @param {{ port?: number, secret: string, seed?: number }} options
 */
export async function startMailStandIn({ port = 0, secret, seed = 1 }) {
  const random = seeded(seed);
  /** @type {Map<string, { mode: Outcome | Rates, script: Outcome[], log: any[] }>} */
  const channels = new Map();
  const channel = (name) => {
    if (!channels.has(name)) channels.set(name, { mode: 'ok', script: [], log: [] });
    return channels.get(name);
  };
  const hanging = new Set();

  /** @returns {Outcome} */
  const decide = (ch) => {
    if (ch.script.length) return ch.script.shift();
    if (typeof ch.mode === 'string') return ch.mode;
    const r = random();
    return r < (ch.mode.fail ?? 0) ? 'fail' : r < (ch.mode.fail ?? 0) + (ch.mode.hang ?? 0) ? 'hang' : 'ok';
  };

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [, kind, name = 'default'] = /^\/(mail|__control|__log)\/?([\w-]*)/.exec(req.url ?? '') ?? [];
      const ch = channel(name);
      if (kind === '__control' && req.method === 'POST') {
        try {
          const { mode, script } = JSON.parse(body.toString() || '{}');
          if (mode !== undefined) ch.mode = mode;
          if (script !== undefined) ch.script = [...script];
          res.writeHead(204).end();
        } catch {
          res.writeHead(400).end('control body must be JSON');
        }
        return;
      }
      if (kind === '__log') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ch.log));
        return;
      }
      if (kind !== 'mail' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const signed = validSignature(secret, body, req.headers['x-enquiry-signature']);
      let payload = null;
      try {
        payload = JSON.parse(body.toString());
      } catch {
        /* recorded as unreadable */
      }
      const entry = { at: Date.now(), id: payload?.id ?? null, payload, signature: req.headers['x-enquiry-signature'], signed, outcome: '' };
      ch.log.push(entry);
      if (!signed || !payload) {
        entry.outcome = 'rejected';
        res.writeHead(401).end('bad signature');
        return;
      }
      entry.outcome = decide(ch);
      if (entry.outcome === 'ok') {
        const duplicate = ch.log.some((e) => e !== entry && e.outcome === 'ok' && e.id === entry.id);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, duplicate }));
      } else if (entry.outcome === 'fail') {
        res.writeHead(503).end('mail script unavailable');
      } else {
        // Hang: hold the request open and never answer; the caller's timeout has to give up.
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
      }
    });
  });
  // Node closes a connection idle for 5 s; the runtime may take that moment to send on it again
  // ("Network connection lost"), as the files that share a runtime can leave it idle that long
  // between two sends. The connections stay open until the stand-in stops (closeAllConnections).
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const base = `http://127.0.0.1:${address.port}`;

  return {
    base,
    /** The MAIL_SCRIPT_URL of a channel. */
    url: (name = 'default') => `${base}/mail/${name}`,
    /** @param {Outcome | Rates} mode */
    setMode: (mode, name = 'default') => {
      channel(name).mode = mode;
    },
    log: (name = 'default') => channel(name).log,
    /** Requests held open right now. */
    hangingCount: () => hanging.size,
    stop: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}
