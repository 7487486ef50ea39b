// The benchmark: each page rendered cold (a unique query string per request, so no cache can
// answer), warm (the same URL again: the edge cache answers), and the very same bytes served as
// a static file by the same workerd, all measured with autocannon on loopback. Also the render's
// CPU time inside the runtime and the runtime process's CPU per request.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildProduction, cpuMs, serveProduction, workerSize } from './production.mjs';
import { probeWorker, renderTime } from './probe.mjs';
import { gzipBytes, pageJs, readClientBuild } from './sizes.mjs';

const STATIC_DIR = 'static/build/bench';
const staticName = (path) =>
  path === '/'
    ? 'home'
    : path
        .replace(/^\//, '')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/-+$/, '');

/** One bounded autocannon run; `path` may be a function of the request number (cold renders). */
async function load(server, path, { duration, connections }) {
  const pids = server.runtimePids();
  const before = cpuMs(pids);
  let n = 0;
  const fixed = typeof path === 'string';
  const result = await autocannon({
    url: server.url + (fixed ? path : path(0)),
    connections,
    duration,
    ...(fixed ? {} : { requests: [{ setupRequest: (req) => ({ ...req, path: path(++n) }) }] }),
  });
  const cpu = cpuMs(pids) - before;
  const total = result.requests.total;
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${fixed ? path : path(0)}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts of ${total}`);
  }
  return { rps: total / (result.duration || duration), p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest: cpu / total, requests: total };
}

/** Waits until the edge cache answers `path`; false when the page is never cached (its policy says so). */
async function primeCache(server, path) {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(server.url + path);
    await res.arrayBuffer();
    if (['hit', 'memory'].includes(res.headers.get('x-edge-cache'))) return true;
    if (!res.headers.has('x-edge-cache')) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rounds of one measurement combined: requests over time, median latencies, CPU per request. */
function combine(runs) {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  return {
    requests,
    rps: requests / runs.reduce((t, r) => t + r.requests / r.rps, 0),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuPerRequest: runs.reduce((c, r) => c + r.cpuPerRequest * r.requests, 0) / requests,
  };
}

const withQuery = (path, key, value) => `${path}${path.includes('?') ? '&' : '?'}${key}=${value}`;

/**
 * Builds, serves and measures `paths`. Pages that do not answer 200 are reported missing.
 * Options: port, duration (s per measurement, split over `rounds` interleaved rounds), connections,
 * renders (CPU probe count), build.
 */
export async function runBenchmark(paths, { port, duration = 6, rounds = 3, connections = 10, renders = 300, build = true, log = console.log } = {}) {
  if (build) buildProduction();
  const worker = workerSize();
  const client = readClientBuild();

  // First pass: fetch each page once and keep its exact bytes as the static twin.
  rmSync(STATIC_DIR, { recursive: true, force: true });
  mkdirSync(STATIC_DIR, { recursive: true });
  const pages = [];
  let server = await serveProduction({ port });
  try {
    for (const path of paths) {
      const res = await fetch(server.url + path);
      const html = await res.text();
      if (res.status !== 200) {
        pages.push({ path, missing: res.status });
        continue;
      }
      const name = staticName(path);
      writeFileSync(`${STATIC_DIR}/${name}.html`, html);
      pages.push({ path, staticPath: `/build/bench/${name}`, htmlRaw: Buffer.byteLength(html), htmlGzip: gzipBytes(html), jsGzip: pageJs(html, client).gzip });
    }
  } finally {
    await server.stop();
  }

  // Second pass: the same runtime now also holds the twins as static assets.
  server = await serveProduction({ port, extraWorkers: [probeWorker()] });
  try {
    if (pages.some((p) => !p.missing)) await load(server, pages.find((p) => !p.missing).staticPath, { duration: 1, connections }); // warm-up
    for (const page of pages) {
      if (page.missing) {
        log(`  ${page.path}: missing (answers ${page.missing})`);
        continue;
      }
      log(`  ${page.path}`);
      const twin = await fetch(server.url + page.staticPath);
      if (twin.status !== 200 || Buffer.byteLength(await twin.text()) !== page.htmlRaw) throw new Error(`static twin of ${page.path} not served`);
      // CPU the runtime spends per render: the process's own accounting around a loop of renders
      // inside it (wall time inside the isolate would also count moments the OS ran someone else).
      const pids = server.runtimePids();
      const cpuBefore = cpuMs(pids);
      page.renderWallMs = (await renderTime(server.mf, page.path, renders)).msPerRender;
      page.renderMs = (cpuMs(pids) - cpuBefore) / (renders + 20);
      page.cached = await primeCache(server, page.path);
      // Unmeasured first: the runtime's code for each path (router, cache lookup, render) warms up.
      await load(server, (n) => withQuery(page.path, 'warmup', n), { duration: 1, connections });
      await load(server, page.path, { duration: 1, connections });
      // Interleaved rounds, so that a burst of other load on the machine hits all three alike.
      const slices = { static: [], cold: [], warm: [] };
      const slice = { duration: duration / rounds, connections };
      for (let round = 0; round < rounds; round++) {
        slices.static.push(await load(server, page.staticPath, slice));
        slices.cold.push(await load(server, (n) => withQuery(page.path, 'bench', `${round}-${Date.now().toString(36)}-${n}`), slice));
        slices.warm.push(await load(server, page.path, slice));
      }
      for (const [kind, runs] of Object.entries(slices)) page[kind] = combine(runs);
      page.coldRatio = page.cold.rps / page.static.rps;
      page.warmRatio = page.warm.rps / page.static.rps;
    }
  } finally {
    await server.stop();
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  return { worker, pages };
}
