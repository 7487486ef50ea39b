// Lighthouse (mobile, simulated slow 4G: its defaults; a CPU slowdown of at least 4x, scaled to the machine) in Debian's Chromium.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROME_FLAGS, CHROME_LAUNCHER } from './chromium.mjs';
import { taskBreakdown } from './trace.mjs';
import { BROWSER_ACCEPT_ENCODING } from './wire.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A loopback port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });

/** Starts Chromium with a DevTools port for Lighthouse to drive; resolves when the port answers. */
export async function startChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  // No back/forward cache: a page restored from it records no navigation, and Lighthouse fails (NO_NAVSTART).
  const child = spawn(
    CHROME_LAUNCHER,
    [
      ...CHROME_FLAGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
      '--disable-features=BackForwardCache',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    await sleep(100);
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      // Chromium's helper processes may still write to the profile a moment after the browser exits:
      // a profile left behind in the temporary folder is no failure of the audit.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        /* left for the system's temporary folder to clear */
      }
    },
  };
}

/**
 * The CPU slowdown that makes this machine a cheap phone, whose Lighthouse CPU index is about 500:
 * the machine's index ÷ 500, never below Lighthouse's default of 4 (a fast machine at 4× is a
 * mid-range phone, and hides what a cheap one pays).
 */
export const CHEAP_PHONE_INDEX = 500;
export const cpuSlowdownFor = (benchmarkIndex) => Math.max(4, Math.round((benchmarkIndex / CHEAP_PHONE_INDEX) * 10) / 10);

const THROTTLING = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };

/**
 * One Lighthouse run: the four category scores (0–100) and LCP, TBT (ms) and CLS.
 * `cpuSlowdown` is a number, or 'run': the slowdown for the CPU index Lighthouse measured at the
 * start of this very run (cpuSlowdownFor), since the speed of a shared machine drifts from one run
 * to the next. Lighthouse's throttling is simulated: the page loads at full speed, and the
 * slowdown only enters the simulation that turns the recorded trace into metrics. So the run is
 * recorded first (Lighthouse's gather mode), its index read, and then audited with the slowdown.
 * With `alsoAt`, the same recording is audited a second time at that slowdown, for comparison
 * (`tbtAlsoMs`). `tasks`: what the recording's long tasks were (taskBreakdown), those that the
 * slowdown makes 50 ms or more. `traceCategories` adds trace categories to the recording, to name
 * more of each task's work (fonts, blink) at the cost of slowing it a little.
 */
export async function lighthousePage(chromePort, url, { cpuSlowdown = 4, alsoAt, traceCategories } = {}) {
  const { default: lighthouse } = await import('lighthouse'); // heavy: loaded only when a run starts
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-run-'));
  const flags = (slowdown) => ({
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttling: { ...THROTTLING, cpuSlowdownMultiplier: slowdown },
    // Every buyer reaches the site over HTTPS, where Chromium asks for Brotli and Cloudflare sends it;
    // over the local server's plain HTTP it asks for gzip only. Asked with Brotli first (the local
    // server takes the first encoding listed, the edge prefers Brotli), workerd sends it as the edge
    // does (scripts/lib/wire.mjs), so the simulation counts the bytes a phone gets (decision 096).
    extraHeaders: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
    ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
  });
  let result;
  let slowdown;
  let tbtAlsoMs;
  let tasks = [];
  try {
    await lighthouse(url, { ...flags(4), gatherMode: dir });
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    if (!artifacts.settings) throw new Error(`Lighthouse recorded nothing for ${url}`);
    slowdown = cpuSlowdown === 'run' ? cpuSlowdownFor(artifacts.BenchmarkIndex) : cpuSlowdown;
    const trace = join(dir, 'defaultPass.trace.json');
    tasks = taskBreakdown(JSON.parse(readFileSync(trace, 'utf8')).traceEvents, { minMs: 50 / slowdown }).tasks ?? [];
    // The recording's settings must equal the audit's: only the slowdown differs, and it was not used while recording.
    const auditAt = async (m) => {
      artifacts.settings.throttling.cpuSlowdownMultiplier = m;
      writeFileSync(file, JSON.stringify(artifacts));
      return lighthouse(url, { ...flags(m), auditMode: dir });
    };
    if (alsoAt !== undefined && alsoAt !== slowdown) tbtAlsoMs = (await auditAt(alsoAt))?.lhr?.audits['total-blocking-time']?.numericValue;
    result = await auditAt(slowdown);
    if (alsoAt === slowdown) tbtAlsoMs = result?.lhr?.audits['total-blocking-time']?.numericValue;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id];
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = audit(ref.id);
      if (ref.weight > 0 && a.score !== null && a.score < 1) failing.push(`${id}: ${a.id} (${a.displayValue ?? a.score})`);
    }
  }
  const metric = (id) => {
    const value = audit(id)?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} for ${url}: ${audit(id)?.errorMessage ?? 'no value'}`);
    return value;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: slowdown,
    tbtAlsoMs,
    failing,
    // What to fix when CLS or TBT miss: the elements that moved, and the tasks that blocked.
    shifts: (audit('layout-shifts')?.details?.items ?? []).map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? 'unknown element'}`),
    longTasks: (audit('long-tasks')?.details?.items ?? []).map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${t.url}`),
    tasks,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse's own advice for noisy machines: several runs, the median of each metric. The
 * failing audits listed are those of the run whose performance score is the median one.
 */
export function medianOf(runs) {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byPerformance[Math.floor(runs.length / 2)];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    cpuSlowdowns: runs.map((r) => r.cpuSlowdown),
    tbtAlsoMs: runs.every((r) => typeof r.tbtAlsoMs === 'number') ? median(runs.map((r) => r.tbtAlsoMs)) : undefined,
    tbtRange: [Math.min(...runs.map((r) => r.tbtMs)), Math.max(...runs.map((r) => r.tbtMs))],
    failing: middle.failing,
    shifts: [...new Set(runs.flatMap((r) => r.shifts ?? []))],
    longTasks: middle.longTasks,
    tasks: middle.tasks ?? [],
    taskSlowdown: middle.cpuSlowdown,
  };
}
