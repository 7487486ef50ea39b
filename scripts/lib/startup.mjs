// The worker's startup, as a cold isolate pays it before its first request: the CPU time workerd
// spends compiling and evaluating the bundle, read from V8's profiler, as `wrangler check startup`
// measures it (the bundle imported inside a first request, profiled through the inspector), but
// of the exact bundle `npm run deploy` ships (dist/worker/index.js) and as often as asked.
import { readFileSync } from 'node:fs';
import { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { inspect } from './inspector.mjs';

/**
 * V8 CPU profiles of `runs` cold starts of the bundle at `bundlePath`, one fresh workerd each,
 * sampled every `intervalUs` microseconds: V8's default, 1000, is what `wrangler check startup`
 * reports and what the budget is measured with; a finer interval says better where the time goes
 * but slows what it measures (by about a third at 100).
 * @param {string} bundlePath
 * @param {number} runs
 */
export async function profileStartups(bundlePath, runs, { intervalUs = 1000 } = {}) {
  const config = unstable_readConfig({ config: 'wrangler.toml' });
  const main = readFileSync(bundlePath, 'utf8');
  const profiles = [];
  for (let i = 0; i < runs; i++) {
    const mf = new Miniflare({
      name: 'startup',
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      modulesRoot: '/',
      modules: [
        {
          type: 'ESModule',
          path: '/startup-probe.mjs',
          contents: 'export default { async fetch() { await import("./index.js"); return new Response("ok"); } };',
        },
        { type: 'ESModule', path: '/index.js', contents: main },
      ],
      inspectorPort: 0,
    });
    try {
      await mf.ready;
      const session = await inspect(new URL('/core:user:startup', await mf.getInspectorURL()));
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: intervalUs });
      await session.send('Profiler.start');
      await (await mf.dispatchFetch('https://example.com/')).text();
      const { profile } = await session.send('Profiler.stop');
      session.close();
      profiles.push(profile);
    } finally {
      await mf.dispose();
    }
  }
  return profiles;
}

/** Sample time per profile node, in milliseconds. */
function selfTimes(profile) {
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  return self;
}

/** CPU milliseconds the profile spent on anything but waiting: the startup's cost. */
export function busyMs(profile) {
  const self = selfTimes(profile);
  return profile.nodes.reduce((sum, n) => (n.callFrame.functionName === '(idle)' ? sum : sum + (self.get(n.id) ?? 0)), 0);
}

/** The source file of each line of an unminified bundle: esbuild heads each file's code with a `// path` comment. */
function sourceLines(script) {
  const fileAt = [];
  let file = '(bundle prelude)';
  script.split('\n').forEach((line, i) => {
    const m = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(line);
    if (m) file = m[1];
    fileAt[i] = file;
  });
  return fileAt;
}

/** Self time summed by `keyOf(callFrame, sourceFile)`, most first; waiting left out. */
function sumBy(profile, script, keyOf) {
  const fileAt = sourceLines(script);
  const self = selfTimes(profile);
  const by = new Map();
  for (const n of profile.nodes) {
    const frame = n.callFrame;
    if (frame.functionName === '(idle)' || !self.get(n.id)) continue;
    const key = keyOf(frame, frame.lineNumber >= 0 ? fileAt[frame.lineNumber] : null);
    by.set(key, (by.get(key) ?? 0) + self.get(n.id));
  }
  return [...by].sort((a, b) => b[1] - a[1]);
}

/**
 * Where the startup's time goes, by source file (a package's files together), in an unminified
 * bundle's profile; time outside any function of ours (the garbage collector, the top-level code
 * itself) under its own name. [file, ms] pairs, most first.
 */
export const timeBySource = (profile, script) =>
  sumBy(profile, script, (frame, file) =>
    file ? file.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*/, '$1 (package)') : frame.functionName || '(top-level code)',
  );

/** The functions that take longest, named with their source file. [name, ms] pairs, most first. */
export const topFunctions = (profile, script) =>
  sumBy(profile, script, (frame, file) =>
    file ? `${frame.functionName || '(anonymous)'} (${file}:${frame.lineNumber + 1})` : frame.functionName || '(top-level code)',
  );

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
