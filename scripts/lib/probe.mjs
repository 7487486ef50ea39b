// A second worker in the same workerd, importing the very bundle the site runs, that can tell
// what the route table holds and time renders inside the runtime. It never answers visitors.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_DIR } from './production.mjs';

const PROBE_FILE = 'probe.mjs';

const source = `import * as worker from './index.js';

const handler = worker.default;
// The Hono app, when the worker exposes it (its default export, or a named \`app\`).
const app = worker.app ?? (Array.isArray(handler.routes) ? handler : null);

// Renders are timed without the edge cache, so each one really renders.
const noCache = { default: { match: async () => undefined, put: async () => {} } };

async function render(path, i, env, ctx) {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set('probe', String(i));
  const res = await handler.fetch(new Request(url), env, ctx);
  await res.arrayBuffer();
  return res.status;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === '/routes') {
      if (!app) return Response.json(null);
      const paths = app.routes.filter((r) => r.method === 'GET' && !r.path.includes('*')).map((r) => r.path);
      return Response.json([...new Set(paths)]);
    }
    if (url.pathname === '/cpu') {
      Object.defineProperty(globalThis, 'caches', { value: noCache, configurable: true });
      const path = url.searchParams.get('path') ?? '/';
      const count = Number(url.searchParams.get('count') ?? 200);
      for (let i = 0; i < 20; i++) await render(path, -1 - i, env, ctx);
      const start = performance.now();
      let status = 0;
      for (let i = 0; i < count; i++) status = await render(path, i, env, ctx);
      return Response.json({ status, count, msPerRender: (performance.now() - start) / count });
    }
    return new Response('probe: /routes or /cpu?path=&count=', { status: 404 });
  },
};
`;

/** Writes the probe beside the built bundle and returns its Miniflare worker options. */
export function probeWorker() {
  const path = join(WORKER_DIR, PROBE_FILE);
  writeFileSync(path, source);
  return { name: 'probe', modules: true, scriptPath: path, modulesRoot: WORKER_DIR, modulesRules: [{ type: 'ESModule', include: ['**/*.js', '**/*.mjs'] }] };
}

/** Asks the probe inside the runtime; `mf` is the server's Miniflare. */
export async function askProbe(mf, pathAndQuery) {
  const probe = await mf.getWorker('probe');
  const res = await probe.fetch(`http://probe${pathAndQuery}`);
  if (!res.ok) throw new Error(`probe ${pathAndQuery}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** GET route patterns of the app (e.g. `/products/:slug`), in table order; null when the worker does not expose its app. */
export const routePatterns = (mf) => askProbe(mf, '/routes');

/** Milliseconds of runtime per render of `path`, averaged over `count` renders after a warm-up. */
export const renderTime = (mf, path, count = 200) => askProbe(mf, `/cpu?path=${encodeURIComponent(path)}&count=${count}`);
