#!/usr/bin/env node
// `npm run audit`: the production build served by workerd on loopback, checked against budgets.json:
// - a crawler from / and sitemap.xml following every internal link: every address ends in 200,
//   no href="#" or empty href, no request to another host;
// - axe-core (phone and desktop widths, at rest with motion allowed and with reduced motion) on every
//   sitemap page and every route of the route table, a few pages per
//   parameterised route (one product, one size page ...);
// - the Nu Html Checker on the same pages (needs Java);
// - HTML and client JavaScript gzip bytes of every page crawled, and the worker bundle's;
// - Lighthouse (mobile) on the pages listed in budgets.json, median of --runs runs;
// - taps on a throttled phone, 1 s and 4 s after load: the phone menu, a wishlist heart, a portfolio
//   picture, a policy section, the size finder, the estimator and the quote list (a native
//   <details> on a plain page beside them for reference);
// - a short benchmark of the pages in budgets.json: cold and warm rates against static (npm run bench for the full one);
// - the cron on the clock: a forward that failed is delivered by the next minute's timer, nothing fired by hand;
// - the whole-site walks of the browser tests over every page (FULL_WALK=1): every sitemap page at 320 px in
//   every language, every English page with its strings twice as long; `npm test` walks one page of each route.

// Exits 1 when a budget is missed.
//
//   npm run audit                        everything
//   npm run audit -- --ci                what `npm test` runs: crawl, axe on one page per route (phone width), sizes
//   --html                               with --ci: the Nu Html Checker too (npm test asks for it)
//   --per-route N|all                    pages checked per parameterised route (default 3; CI 1)
//   --runs N                             Lighthouse runs per page, median of each metric (default 5)
//   --cpu-slowdown X|run|auto            Lighthouse CPU slowdown: the machine's CPU index ÷ 500, at least 4, so that
//                                        every run stands for a cheap phone's CPU (an index of about 500). run (default): the
//                                        index Lighthouse measures at the start of each run; auto: the warm-up run's
//                                        index, for every run; X: by hand. The table shows TBT at both run and auto.
//   --pages P1,P2                        Lighthouse on these pages instead of budgets.json's list
//   --fresh-browser                      a Chromium of its own for each Lighthouse run, as Lighthouse's CLI does
//                                        (the figures then include a cold browser's font setup: decision 085)
//   --explain-tasks                      Lighthouse's recordings also trace blink and fonts, to name more of each long
//                                        task's work (the tasks then take a little longer: not for the figures)
//   --no-lighthouse --no-html --no-axe --no-bench --no-first-tap --no-cron --no-walks   skip a part
//   --only first-tap                     only the tap table: each widget's tap on a phone profile 1 s and 4 s
//                                        after load (scripts/lib/first-tap.mjs), median of 3
//   --trace DIR                          with the tap table: one more traced tap of each (CDP Tracing), written
//                                        to DIR, and where its time went (style with elements, layout, paint, script)
//   --allow-missing                      pages listed in budgets.json that do not exist yet are reported, not failed
//   --port P                             loopback port (default: any free one; Lighthouse's Chromium gets P+1000)
//   --record                             write the Lighthouse and tap figures into docs/measurements.md's table of today's figures
import { spawnSync } from 'node:child_process';
import { buildProduction, serveProduction, workerSize } from './lib/production.mjs';
import { probeWorker, routePatterns } from './lib/probe.mjs';
import { crawl, sitemapPaths } from './lib/crawl.mjs';
import { gzipBytes, onUseJs, onUseRoots, pageJs, readClientBuild, sharedJs, sumGzip, toolJs, toolRoots } from './lib/sizes.mjs';
import { axePage, CHECK_CHROME, CHROME, launchChromium } from './lib/axe.mjs';
import { ensureChromium, ensureHeadlessShell, ensureJava } from './lib/debian.mjs';
import { validateHtml } from './lib/vnu.mjs';
import { cpuSlowdownFor, freePort, lighthousePage, medianOf, startChromium } from './lib/lighthouse.mjs';
import { describeTask } from './lib/trace.mjs';
import { BROTLI_QUALITY, BROWSER_ACCEPT_ENCODING, brotliAsCloudflare, brotliWireBytes, encodingSent, roundTrips, wireBytes } from './lib/wire.mjs';
import { runBenchmark } from './lib/bench.mjs';
import { measureFirstTaps } from './lib/first-tap.mjs';
import { checkMinuteCron } from './lib/cron-check.mjs';
import { budgets, flags, inferPatterns, kb, routeOf, table, Verdict } from './lib/report.mjs';
import { recordFigures } from './lib/figures.mjs';

const opts = flags();
const ci = !!opts.ci;
const port = Number(opts.port ?? process.env.AUDIT_PORT ?? 0); // 0: any free loopback port
const perRoute = opts['per-route'] === 'all' ? Infinity : Number(opts['per-route'] ?? (ci ? 1 : 3));
const runs = Number(opts.runs ?? 5);
/** Rows for docs/measurements.md (--record), gathered as the parts run. */
const figures = [];
const doLighthouse = !ci && !opts['no-lighthouse'];
const doBench = !ci && !opts['no-bench'];
const doAxe = !opts['no-axe'];
const onlyFirstTap = opts.only === 'first-tap';
const doHtml = !onlyFirstTap && !opts['no-html'] && (!ci || opts.html);
const doFirstTap = !ci && !opts['no-first-tap'];
const doCron = !ci && !onlyFirstTap && !opts['no-cron'];
const doWalks = !ci && !onlyFirstTap && !opts['no-walks'];
/** The browser tests that walk the whole site: every page here, a page of each route in `npm test` (tests/support/browser.ts, walkOf). */
const WALKS = ['tests/browser/sitemap-walk.test.ts', 'tests/browser/long-strings.test.ts'];
const verdict = new Verdict();
const started = Date.now();
if ((doAxe || doLighthouse) && !ensureChromium(CHROME)) process.exit(1);
if (doAxe && !ensureHeadlessShell(CHECK_CHROME)) process.exit(1);
const javaReady = doHtml && ensureJava();
const step = (text) => console.log(`\n── ${text} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

step('building the production client and worker');
if (!opts['no-build']) buildProduction();
const worker = workerSize();
verdict.check('worker bundle gzip', worker.gzip <= budgets.maxWorkerGzip, kb(worker.gzip), `≤ ${kb(budgets.maxWorkerGzip)}`);

const server = await serveProduction({ port, extraWorkers: [probeWorker()] });
let exitCode = 1;

/** The tap table: each widget's tap on a throttled phone 1 s and 4 s after load, median of 3 loads. */
async function firstTapStep() {
  step('taps on a phone profile (slow 4G, CPU 4× slower, 1 s and 4 s after load), median of 3');
  const taps = await measureFirstTaps(server.url, 3, { delays: [1000, 4000], traceDir: opts.trace });
  const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
  console.log(
    table(
      ['tap', 'page', 'after load', 'median', 'runs', 'Event Timing', 'held by DevTools', 'from sent: median', 'runs'],
      taps.map((t) => [
        t.widget,
        t.path,
        `${t.delay / 1000} s`,
        ms(t.median),
        t.times.map((x) => Math.round(x)).join(', '),
        ms(t.eventMedian),
        ms(t.heldMedian),
        ms(t.sentMedian),
        t.sentTimes.map((x) => Math.round(x)).join(', '),
      ]),
    ),
  );
  console.log(
    '"held by DevTools": the browser holds a DevTools tap until the page\'s next frame is committed, then sends it; a finger\'s touch is sent at once ("from sent" times the answer from then).',
  );
  for (const t of taps.filter((t) => t.trace)) {
    const { ms: kinds, recalcs } = t.trace;
    console.log(
      `  ${t.widget}, ${t.delay / 1000} s (${t.trace.file}): ${Object.entries(kinds ?? {})
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', ')}; style recalculations (elements): ${(recalcs ?? []).map((r) => `${r.ms} ms (${r.elements})`).join(', ')}`,
    );
  }
  const reference = taps.filter((t) => t.reference);
  for (const t of taps.filter((t) => !t.reference)) {
    verdict.check(
      `tap ${t.delay / 1000} s after load: ${t.widget} on ${t.path}`,
      t.median <= budgets.maxFirstTapMs,
      ms(t.median),
      `≤ ${budgets.maxFirstTapMs} ms`,
    );
  }
  for (const t of taps.filter((t) => t.widget === 'phone menu')) {
    const plain = reference.find((r) => r.delay === t.delay && r.path === '/__plain-details');
    const native = plain?.median;
    const nativeSent = plain?.sentMedian;
    if (native)
      console.log(
        `phone menu ${t.delay / 1000} s after load: ${(t.median / native).toFixed(2)} × the native <details> (${ms(native)}); from sent, ${(t.sentMedian / nativeSent).toFixed(2)} × (${ms(nativeSent)})`,
      );
  }
  const widgets = [...new Set(taps.map((t) => t.widget))];
  figures.push({
    figure: 'Tap table (phone profile: slow 4G, CPU 4×; median of 3; 1 s / 4 s after load)',
    latest: widgets
      .map(
        (w) =>
          `${w} ${taps
            .filter((t) => t.widget === w)
            .map((t) => Math.round(t.median))
            .join(' / ')} ms`,
      )
      .join(', '),
    command: '`npm run audit -- --only first-tap`',
  });
}

try {
  if (onlyFirstTap) {
    await firstTapStep();
    if (opts.record) recordFigures(figures);
    verdict.print();
    exitCode = verdict.exitCode();
    await server.stop();
    process.exit(exitCode);
  }
  step(`crawling ${server.url}`);
  const table_ = await routePatterns(server.mf);
  const sitemap = await sitemapPaths(server.url);
  const site = await crawl(server.url, { seeds: ['/', '/robots.txt', '/sitemap.xml', '/favicon.ico', ...sitemap.paths], siteOrigins: sitemap.origins });
  const patterns = table_ ?? inferPatterns(site.pages.map((p) => p.path));
  const routeFor = routeOf(patterns);
  const pages = site.pages.map((p) => ({ ...p, route: routeFor(p.path) }));
  console.log(
    `${patterns.length} GET routes ${table_ ? 'in the table' : 'inferred from the pages (the worker does not expose its Hono app)'}, ${sitemap.paths.length} sitemap entries; ${pages.length} pages and ${site.urls.size - pages.length} other addresses reached`,
  );
  const unreached = patterns.filter(
    (p) => !p.includes(':') && !pages.some((page) => page.route === p) && ![...site.urls.keys()].some((u) => u.split('?')[0] === p),
  );
  if (unreached.length) console.log(`routes no link reaches: ${unreached.join(', ')}`);
  for (const p of site.problems) console.log(`  ${p.page}: ${p.problem}`);
  if (site.external.length) console.log(`links to other sites (not followed): ${site.external.join(', ')}`);
  verdict.check('broken links and link problems', site.problems.length <= budgets.maxBrokenLinks, site.problems.length, `≤ ${budgets.maxBrokenLinks}`);

  // Pages the budgets name must exist (Lighthouse and the benchmark run on them).
  const required = [...new Set([...budgets.pages.lighthouse, ...(ci ? [] : budgets.pages.bench)])];
  const missing = [];
  for (const path of required) {
    const res = await fetch(server.url + path);
    await res.arrayBuffer();
    if (res.status !== 200) missing.push(`${path} (${res.status})`);
  }
  if (missing.length) {
    console.log(`missing pages named in budgets.json: ${missing.join(', ')}`);
    if (!ci) verdict.check('pages named in budgets.json exist', !!opts['allow-missing'], `missing ${missing.join(', ')}`);
  }

  // Which pages get the browser checks: all of a route without parameters, a few of each other.
  const taken = new Map();
  const targets = pages.filter((p) => {
    const key = p.route ?? p.path;
    const n = taken.get(key) ?? 0;
    taken.set(key, n + 1);
    return n < perRoute;
  });

  step('sizes');
  const build = readClientBuild();
  // The client is built once per language (decision 058): a visit reads one language's pages,
  // whose files are that language's build.
  const LANGS = ['en', 'hi', 'ta'];
  const langOf = (path) => LANGS.find((l) => l !== 'en' && (path === `/${l}` || path.startsWith(`/${l}/`))) ?? 'en';
  // What loads only on a buyer's use (a tool, a control's module) is not within what a page can ever load.
  const onUse = new Set(LANGS.flatMap((l) => [...onUseRoots({ locale: l })]));
  const tools = new Set([...LANGS.flatMap((l) => [...toolRoots({ locale: l })]), ...onUse]);
  const pageFiles = pages.map((p) => pageJs(p.html, build, tools));
  // What a second page of a visit may have to fetch: everything it can load except what every
  // page of the site in its language can load (React's chunk, the entry and the header's and
  // footer's islands), which any first page already offered. Whatever page came first, this is
  // the most that is new.
  const everywhereIn = new Map(
    LANGS.map((l) => {
      const own = pageFiles.filter((_, i) => langOf(pages[i].path) === l);
      const common = new Set(own.length ? own.reduce((c, js) => c.filter((f) => js.files.includes(f)), own[0].files) : []);
      for (const f of sharedJs(build, l)) common.add(f);
      return [l, common];
    }),
  );
  const rows = pages.map((p, i) => {
    const js = pageFiles[i];
    const own = js.files.filter((f) => !everywhereIn.get(langOf(p.path)).has(f));
    return { ...p, htmlRaw: Buffer.byteLength(p.html), htmlGzip: gzipBytes(p.html), jsGzip: js.gzip, jsFiles: js.files.length, newJsGzip: sumGzip(own) };
  });
  for (const [l, everywhere] of everywhereIn)
    console.log(
      `  every page in ${l} can load ${everywhere.size} files, ${kb(sumGzip([...everywhere]))} gzip (React's chunk, the entry, the site-wide islands); a page's own JS comes on top`,
    );
  const worst = (key) => rows.reduce((a, b) => (b[key] > a[key] ? b : a), rows[0]);
  if (rows.length) {
    const html = worst('htmlGzip');
    const js = worst('jsGzip');
    verdict.check(`HTML gzip, largest page (${html.path})`, html.htmlGzip <= budgets.maxHtmlGzip, kb(html.htmlGzip), `< ${kb(budgets.maxHtmlGzip + 1)}`);
    const next = worst('newJsGzip');
    verdict.check(
      `client JS gzip a page can ever load, heaviest page (${js.path}, ${js.jsFiles} files)`,
      js.jsGzip <= budgets.maxClientJsGzip,
      kb(js.jsGzip),
      `≤ ${kb(budgets.maxClientJsGzip)}`,
    );
    verdict.check(
      `new client JS gzip on a second page, beyond what every page can load (${next.path})`,
      next.newJsGzip <= budgets.maxNextPageJsGzip,
      kb(next.newJsGzip),
      `≤ ${kb(budgets.maxNextPageJsGzip)}`,
    );
  }
  // The documents Lighthouse audits, on the wire of a new connection: a page in Hindi or Tamil whose
  // document needs a round trip more than its English page's paints that much later (decision 060).
  // Measured as Cloudflare sends them to a browser that asks for Brotli, which workerd does as its
  // edge does, at quality 5 (decisions 068, 093); gzip beside.
  const wire = [];
  if (budgets.pages.lighthouse.length) {
    const { sent, atQuality } = await brotliAsCloudflare(server.url + budgets.pages.lighthouse[0]);
    verdict.check(
      `the local server's Brotli is Cloudflare's (quality ${BROTLI_QUALITY}), body bytes of ${budgets.pages.lighthouse[0]}`,
      sent === atQuality,
      sent,
      `= ${atQuality}`,
    );
    // Lighthouse asks as a phone's Chromium is answered by the edge: the simulation counts Brotli documents.
    const encoding = await encodingSent(server.url + budgets.pages.lighthouse[0], BROWSER_ACCEPT_ENCODING);
    verdict.check(
      `Lighthouse's request (Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}) is answered in Brotli, as the edge answers a phone`,
      encoding === 'br',
      encoding,
      '= br',
    );
  }
  for (const path of budgets.pages.lighthouse) {
    const gzip = await wireBytes(server.url + path);
    const bytes = await brotliWireBytes(server.url + path);
    wire.push({ path, bytes, gzip, trips: roundTrips(bytes) });
  }
  console.log(
    table(
      ['document (headers and Brotli body, as Cloudflare sends it)', 'bytes', 'gzip as sent', 'round trips of a new connection', 'English page'],
      wire.map((w) => {
        const m = /^\/(hi|ta)(\/.*)$/.exec(w.path);
        const english = m && wire.find((e) => e.path === m[2]);
        return [w.path, w.bytes, w.gzip, w.trips, english ? `${english.trips} (${english.bytes} bytes)${w.trips > english.trips ? ': one more' : ''}` : '—'];
      }),
    ),
  );
  // The design mock-up is a tool, counted on its own: what it fetches beyond every page's JS when a design is chosen.
  const tool = LANGS.map((l) => ({ l, ...toolJs(build, everywhereIn.get(l), l) })).reduce((a, b) => (b.gzip > a.gzip ? b : a));
  verdict.check(
    `the design mock-up's own JS, fetched when a design is chosen (${tool.files.length} files, heaviest language: ${tool.l})`,
    tool.gzip <= budgets.maxMockupIslandGzip,
    kb(tool.gzip),
    `≤ ${kb(budgets.maxMockupIslandGzip)}`,
  );

  // The full audit checks every sitemap page too, as a visitor sees it at rest.
  if (!ci) for (const p of pages) if (sitemap.paths.includes(p.path) && !targets.includes(p)) targets.push(p);
  const results = new Map(targets.map((p) => [p.path, { axe: '—', problems: [], html: '—', loadJs: NaN, idleJs: NaN }]));
  if (doAxe) {
    step(`axe-core on ${targets.length} pages, ${ci ? 'phone width' : 'phone and desktop widths'}`);
    const browser = await launchChromium();
    let violations = 0;
    let loadProblems = 0;
    try {
      // Two pages at a time: much of a page's turn is waiting (the network falling quiet, motion
      // coming to rest), which the other page's work fills. Reported in the pages' order.
      const checked = new Map();
      const queue = [...targets];
      await Promise.all(
        [0, 1].map(async () => {
          for (let p = queue.shift(); p; p = queue.shift()) checked.set(p.path, await axePage(browser, server.url, p.path, ci ? ['phone'] : undefined));
        }),
      );
      for (const p of targets) {
        const found = checked.get(p.path);
        const r = results.get(p.path);
        r.axe = found.reduce((n, v) => n + v.violations.length, 0);
        r.loadJs = Math.max(...found.map((v) => sumGzip(v.loadScripts)));
        r.idleJs = Math.max(...found.map((v) => sumGzip([...new Set([...v.loadScripts, ...v.idleScripts])])));
        violations += r.axe;
        // A module counted as loaded on use must not come without one: a control's, or an island's that starts only on use.
        const touchOnly = new Set(onUseJs(p.html, build, tools));
        for (const v of found) {
          for (const x of v.violations) console.log(`  ${p.path} [${v.viewport}] ${x.id} (${x.impact}): ${x.help} — ${x.nodes.join(', ')}`);
          for (const file of [...v.loadScripts, ...v.idleScripts].filter((f) => onUse.has(f) || touchOnly.has(f))) {
            loadProblems++;
            console.log(
              `  ${p.path} [${v.viewport}] ${file} fetched with no use, though counted as loaded on use (scripts/lib/sizes.mjs ON_USE, islands with load="use")`,
            );
          }
          for (const problem of v.problems) {
            loadProblems++;
            console.log(`  ${p.path} [${v.viewport}] ${problem}`);
          }
        }
      }
    } finally {
      await browser.close();
    }
    verdict.check('axe-core violations', violations <= budgets.maxAxeViolations, violations, `≤ ${budgets.maxAxeViolations}`);
    const heaviest = targets.reduce((a, b) => (results.get(b.path).loadJs > results.get(a.path).loadJs ? b : a));
    const loadJs = results.get(heaviest.path).loadJs;
    verdict.check(
      `client JS gzip fetched at load, no scroll or touch (${heaviest.path})`,
      loadJs <= budgets.maxClientJsGzipAtLoad,
      kb(loadJs),
      `≤ ${kb(budgets.maxClientJsGzipAtLoad)}`,
    );
    verdict.check('console errors, failed or foreign requests in the browser', loadProblems === 0, loadProblems, '0');
  }

  if (doHtml) {
    if (!javaReady) {
      verdict.check('Nu Html Checker', false, 'not run: Java is missing (apt-get install default-jre-headless)');
    } else {
      step(`Nu Html Checker on ${targets.length} pages`);
      const errors = validateHtml(targets);
      let count = 0;
      for (const [path, list] of errors) {
        results.get(path).html = list.length;
        count += list.length;
        for (const e of list) console.log(`  ${path} ${e}`);
      }
      verdict.check('HTML errors (Nu Html Checker)', count <= budgets.maxHtmlErrors, count, `≤ ${budgets.maxHtmlErrors}`);
    }
  }

  console.log('\nPages, by route (sizes: the largest page of the route)');
  const byRoute = new Map();
  for (const r of rows) byRoute.set(r.route ?? r.path, [...(byRoute.get(r.route ?? r.path) ?? []), r]);
  const sum = (list, key) => list.reduce((n, r) => n + (typeof results.get(r.path)?.[key] === 'number' ? results.get(r.path)[key] : 0), 0);
  console.log(
    table(
      ['route', 'pages', 'checked', 'HTML', 'HTML gzip', 'JS at load', 'JS once idle', 'JS ever (files)', 'JS new on 2nd page', 'axe', 'HTML errors'],
      [...byRoute].map(([route, list]) => {
        const html = list.reduce((a, b) => (b.htmlGzip > a.htmlGzip ? b : a));
        const js = list.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
        const checked = list.filter((r) => results.has(r.path));
        const atLoad = Math.max(...checked.map((r) => results.get(r.path).loadJs).filter((n) => !Number.isNaN(n)));
        const onceIdle = Math.max(...checked.map((r) => results.get(r.path).idleJs).filter((n) => !Number.isNaN(n)));
        const next = list.reduce((a, b) => (b.newJsGzip > a.newJsGzip ? b : a));
        return [
          route,
          list.length,
          checked.length,
          kb(html.htmlRaw),
          kb(html.htmlGzip),
          Number.isFinite(atLoad) ? kb(atLoad) : '—',
          Number.isFinite(onceIdle) ? kb(onceIdle) : '—',
          `${kb(js.jsGzip)} (${js.jsFiles})`,
          kb(next.newJsGzip),
          doAxe ? sum(checked, 'axe') : '—',
          doHtml ? sum(checked, 'html') : '—',
        ];
      }),
    ),
  );

  if (doLighthouse) {
    const asked = opts.pages ? String(opts.pages).split(',') : budgets.pages.lighthouse;
    const present = asked.filter((p) => !missing.some((m) => m.startsWith(`${p} (`)));
    // As Lighthouse's CLI runs by default: a Chromium started for each run, none warmed. On Linux its first
    // page then also pays the browser's font setup (fontconfig, through the sandbox), which a phone,
    // whose system fonts the OS keeps loaded, does not (decision 085).
    const fresh = !!opts['fresh-browser'];
    step(`Lighthouse mobile on ${present.length} pages, median of ${runs}`);
    const chrome = await startChromium(port ? port + 1000 : await freePort());
    const traceCategories = opts['explain-tasks'] ? ['blink', 'fonts', 'disabled-by-default-fonts'] : undefined;
    const lh = [];
    let cpuSlowdown = 4;
    let warmSlowdown = 4;
    let warmIndex = NaN;
    const all = new Map(present.map((path) => [path, []]));
    try {
      // A first run warms Chromium (font and code caches) so that page one is not measured cold,
      // and measures the machine for the CPU slowdown.
      const warm = await lighthousePage(chrome.port, `${server.url}/`).catch(() => null);
      warmIndex = warm?.benchmarkIndex ?? NaN;
      warmSlowdown = cpuSlowdownFor(warm?.benchmarkIndex ?? 2000);
      const choice = opts['cpu-slowdown'] ?? 'run';
      cpuSlowdown = choice === 'run' ? 'run' : choice === 'auto' ? warmSlowdown : Number(choice);
      console.log(
        `CPU slowdown ${cpuSlowdown === 'run' ? "from each run's own CPU index" : `${cpuSlowdown}×`} (CPU index of the warm-up run: ${Math.round(warm?.benchmarkIndex ?? NaN)}, ${warmSlowdown}×)`,
      );
      // Pages take turns, so that a burst of load on the machine spreads over all of them.
      for (let round = 0; round < runs; round++) {
        for (const path of present) {
          // A run that fails to record (Chromium hiccups under load) is tried once more.
          for (let attempt = 0; attempt < 2; attempt++) {
            try {
              const own = fresh ? await startChromium(await freePort()) : chrome;
              try {
                all.get(path).push(await lighthousePage(own.port, server.url + path, { cpuSlowdown, alsoAt: warmSlowdown, traceCategories }));
              } finally {
                if (fresh) await own.stop();
              }
              break;
            } catch (error) {
              console.log(`  ${path}: ${error.message}`);
            }
          }
        }
      }
    } finally {
      await chrome.stop();
    }
    for (const [path, list] of all) {
      if (list.length) lh.push({ path, ...medianOf(list) });
      else verdict.check(`Lighthouse ${path}`, false, 'every run failed');
    }
    console.log(`\nLighthouse (mobile, simulated throttling, CPU slowdown ${cpuSlowdown === 'run' ? 'per run' : `${cpuSlowdown}×`}), median of ${runs} runs`);
    console.log(
      table(
        [
          'page',
          'Performance',
          'Accessibility',
          'Best Practices',
          'SEO',
          'LCP',
          'TBT',
          'TBT range',
          `TBT at ${warmSlowdown}×`,
          'CLS',
          'CPU index',
          'slowdowns',
        ],
        lh.map((r) => [
          r.path,
          r.scores.performance,
          r.scores.accessibility,
          r.scores['best-practices'],
          r.scores.seo,
          `${Math.round(r.lcpMs)} ms`,
          `${Math.round(r.tbtMs)} ms`,
          r.tbtRange.map(Math.round).join('–'),
          r.tbtAlsoMs === undefined ? '—' : `${Math.round(r.tbtAlsoMs)} ms`,
          r.cls.toFixed(3),
          Math.round(r.benchmarkIndex),
          r.cpuSlowdowns.join(' '),
        ]),
      ),
    );
    console.log(
      `(CPU index: Lighthouse's benchmark of this machine at the start of each run, median; lower means a busier machine. Slowdowns: the multiplier each run was audited at. TBT at ${warmSlowdown}×: the same recordings audited at the warm-up run's multiplier.)`,
    );
    // What each page's long tasks were, in its median run, as the slowdown makes them (Lighthouse names a task by
    // the script that ran in it, or "Unattributable": the trace says what the browser was doing).
    console.log(
      `\nLong tasks of each page's median run (≥ 50 ms at its slowdown; own time by kind, then the busiest events)${traceCategories ? `, traced with ${traceCategories.join(', ')} (slower)` : ''}:`,
    );
    for (const r of lh) {
      const longest = [...r.tasks].sort((a, b) => b.ms - a.ms).slice(0, 4);
      console.log(`  ${r.path}: ${longest.length ? '' : 'none'}`);
      for (const t of longest) console.log(`    ${describeTask(t, r.taskSlowdown)}`);
    }
    const { minScore, maxLcpMs, maxTbtMs, maxCls } = budgets.lighthouse;
    for (const r of lh) {
      for (const f of r.failing) console.log(`  ${r.path} ${f}`);
      if (r.cls > maxCls) for (const shift of r.shifts) console.log(`  ${r.path} layout shift ${shift}`);
      if (r.tbtMs > maxTbtMs) for (const task of r.longTasks) console.log(`  ${r.path} long task ${task}`);
      const low = Object.entries(minScore)
        .filter(([id, min]) => r.scores[id] < min)
        .map(([id]) => `${id} ${r.scores[id]}`);
      verdict.check(`Lighthouse ${r.path} scores`, low.length === 0, low.length ? low.join(', ') : 'all 100', `all ≥ ${Math.min(...Object.values(minScore))}`);
      verdict.check(`Lighthouse ${r.path} LCP`, r.lcpMs <= maxLcpMs, `${Math.round(r.lcpMs)} ms`, `< ${maxLcpMs + 1} ms`);
      verdict.check(`Lighthouse ${r.path} TBT`, r.tbtMs <= maxTbtMs, `${Math.round(r.tbtMs)} ms`, `≤ ${maxTbtMs} ms`);
      verdict.check(`Lighthouse ${r.path} CLS`, r.cls <= maxCls, r.cls.toFixed(3), `≤ ${maxCls}`);
    }
    // A page in Hindi or Tamil is as fast as its English page on the same run: LCP within budgets.lighthouse.maxLcpToEnglish.
    const { maxLcpToEnglish } = budgets.lighthouse;
    for (const r of lh) {
      const m = /^\/(hi|ta)(\/.*)$/.exec(r.path);
      const english = m && lh.find((e) => e.path === (m[2] === '/' ? '/' : m[2]));
      if (!english || !maxLcpToEnglish) continue;
      const ratio = r.lcpMs / english.lcpMs;
      verdict.check(
        `Lighthouse ${r.path} LCP ÷ ${english.path}`,
        ratio <= maxLcpToEnglish,
        `${ratio.toFixed(3)} (${Math.round(r.lcpMs)} ÷ ${Math.round(english.lcpMs)} ms)`,
        `≤ ${maxLcpToEnglish}`,
      );
    }
    const span = (list) =>
      Math.min(...list) === Math.max(...list) ? `${Math.round(list[0])}` : `${Math.round(Math.min(...list))}–${Math.round(Math.max(...list))}`;
    const scoresAll100 = lh.every((r) => Object.values(r.scores).every((s) => s === 100));
    figures.push({
      figure: cpuSlowdown === 4 ? 'Lighthouse, mobile, at 4× CPU' : 'Lighthouse at the machine-scaled slowdown',
      latest: `${cpuSlowdown === 'run' ? 'CPU index ÷ 500 per run' : `${cpuSlowdown}×`} (warm-up CPU index ${Math.round(warmIndex)}), median of ${runs}: ${scoresAll100 ? '100 in all four categories on every audited page' : lh.map((r) => `${r.path} ${Object.values(r.scores).join('/')}`).join(', ')}; TBT medians ${lh.map((r) => `${r.path} ${Math.round(r.tbtMs)} ms (${r.tbtRange.map(Math.round).join('–')})`).join(', ')}; LCP ${span(lh.map((r) => r.lcpMs))} ms, CLS ${span(lh.map((r) => r.cls))}`,
      command: cpuSlowdown === 4 ? '`npm run audit -- --cpu-slowdown 4`' : '`npm run audit`',
    });
  }
  if (doFirstTap) await firstTapStep();
  if (doBench) {
    const present = budgets.pages.bench.filter((p) => !missing.some((m) => m.startsWith(`${p} (`)));
    step(`short benchmark of ${present.length} pages (npm run bench for the full one)`);
    await server.stop();
    const { pages: measured } = await runBenchmark(present, { port, duration: 6, rounds: 3, renders: 50, build: false, log: () => {} });
    console.log(
      table(
        ['page', 'cold req/s', 'warm req/s', 'static req/s', 'cold÷static', 'warm÷static'],
        measured.map((p) => [p.path, Math.round(p.cold.rps), Math.round(p.warm.rps), Math.round(p.static.rps), p.coldRatio.toFixed(2), p.warmRatio.toFixed(2)]),
      ),
    );
    for (const p of measured) {
      verdict.check(`${p.path} cold ÷ static`, p.coldRatio >= budgets.minColdToStatic, p.coldRatio.toFixed(2), `≥ ${budgets.minColdToStatic}`);
      verdict.check(`${p.path} warm ÷ static`, p.warmRatio >= budgets.minWarmToStatic, p.warmRatio.toFixed(2), `≥ ${budgets.minWarmToStatic}`);
    }
  }
  if (doCron) {
    step('the cron on the clock: a failed forward delivered by the next minute (up to 2 min)');
    try {
      const seconds = await checkMinuteCron();
      verdict.check('cron minute timer delivers a failed forward', true, `${seconds.toFixed(0)} s after sending`, '≤ 150 s');
    } catch (error) {
      verdict.check('cron minute timer delivers a failed forward', false, error.message, '≤ 150 s');
    }
  }
  if (doWalks) {
    step('the whole-site walks in Chromium, every page (FULL_WALK=1; several minutes)');
    // Their own site and browser (tests/support/browser-setup.ts), from the build made above, on a free port.
    const walked = spawnSync('node_modules/.bin/vitest', ['run', '--config', 'vitest.browser.config.ts', '--project', 'browser', ...WALKS], {
      stdio: 'inherit',
      env: { ...process.env, FULL_WALK: '1', SITE_BUILT: '1', BROWSER_PORT: String(await freePort()) },
    });
    verdict.check('whole-site walks (sitemap at 320 px, strings twice as long)', walked.status === 0, walked.status === 0 ? 'passed' : 'failed', 'pass');
  }
  if (opts.record && figures.length) recordFigures(figures);
  verdict.print();
  exitCode = verdict.exitCode();
} finally {
  await server.stop();
}
process.exit(exitCode);
