// The measuring tools' own logic (scripts/lib): what the crawler calls a problem, how routes and
// page scripts are found, how Lighthouse runs are combined. Wrong here means budgets that lie.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_FLAGS, CHROME_LAUNCHER } from '../../scripts/lib/chromium.mjs';
import { readPage } from '../../scripts/lib/crawl.mjs';
import { ids, startTags } from '../../scripts/lib/html.mjs';
import { inferPatterns, patternMatcher, routeOf, table } from '../../scripts/lib/report.mjs';
import { onUseJs, pageJs, scriptsNamed } from '../../scripts/lib/sizes.mjs';
import { describeTask, taskBreakdown } from '../../scripts/lib/trace.mjs';
import { setFigures } from '../../scripts/lib/figures.mjs';
import { cpuSlowdownFor, medianOf } from '../../scripts/lib/lighthouse.mjs';
import { heldBeforeSending } from '../../scripts/lib/first-tap.mjs';
import {
  BROTLI_QUALITY,
  BROWSER_ACCEPT_ENCODING,
  brotliAsCloudflare,
  brotliWireBytes,
  encodingSent,
  responseEnd,
  roundTrips,
  wireBytes,
} from '../../scripts/lib/wire.mjs';
import { createServer as createNetServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';

const page = (body, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('reading a page', () => {
  it('reads start tags with quoted, unquoted and bare attributes, entities decoded', () => {
    const tags = startTags('<a href="/x?a=1&amp;b=2" data-x=y hidden>t</a><script>if (a<b) {}</script><img src=\'/i.svg\'>', ['a', 'img']);
    expect(tags).toEqual([
      { name: 'a', attrs: { href: '/x?a=1&b=2', 'data-x': 'y', hidden: '' } },
      { name: 'img', attrs: { src: '/i.svg' } },
    ]);
  });

  it('collects ids for fragment links', () => {
    expect([...ids('<div id="main"></div><p id=top>')]).toEqual(['main', 'top']);
  });
});

describe('the crawler calls out links that lead nowhere', () => {
  it('reports href="#", an empty href, javascript: and an anchor without href', () => {
    const { problems } = readPage(page('<a href="#">a</a><a href="">b</a><a href="javascript:void 0">c</a><a>d</a>'));
    expect(problems).toEqual(['<a> with href="#"', '<a> with href=""', '<a> with a javascript: href', '<a> without href']);
  });

  it('accepts a fragment naming an element on the page, and reports one naming nothing', () => {
    expect(readPage(page('<a href="#main">skip</a><main id="main"></main>')).problems).toEqual([]);
    expect(readPage(page('<a href="#nowhere">x</a>')).problems).toEqual(['<a href="#nowhere"> names no element on the page']);
  });

  it('ignores links inside <template>, which scripts fill in', () => {
    expect(readPage(page('<template><a class="row"></a></template>')).problems).toEqual([]);
  });

  it('follows links, GET forms and the canonical; loads stylesheets, scripts, images and srcset candidates', () => {
    const html = page(
      '<a href="/ourproducts">p</a><form action="/search"></form><form method="post" action="/contactus"></form><img src="/a.svg" srcset="/b.svg 1x, /c.svg 2x"><script type="module" src="/build/e.js"></script><div style="background:url(/d.svg)"></div>',
      '<link rel="stylesheet" href="/s.css"><link rel="canonical" href="https://www.example.com/"><link rel="modulepreload" href="/build/m.js">',
    );
    const { links, resources } = readPage(html);
    expect(links).toEqual(['https://www.example.com/', '/ourproducts', '/search']);
    expect(resources).toEqual(['/s.css', '/build/m.js', '/a.svg', '/b.svg', '/c.svg', '/build/e.js', '/d.svg']);
  });
});

describe('routes', () => {
  it('matches Hono patterns: parameters, regular expressions, optional parameters', () => {
    expect(patternMatcher('/')('/')).toBe(true);
    expect(patternMatcher('/')('/x')).toBe(false);
    expect(patternMatcher('/products/:slug/:size')('/products/kraft/500gm?x=1')).toBe(true);
    expect(patternMatcher('/products/:slug')('/products/kraft/500gm')).toBe(false);
    expect(patternMatcher('/img/:kind{portfolio|blog}/:file')('/img/blog/a.svg')).toBe(true);
    expect(patternMatcher('/img/:kind{portfolio|blog}/:file')('/img/about/a.svg')).toBe(false);
    expect(patternMatcher('/a/:b?')('/a')).toBe(true);
    expect(patternMatcher('/a/:b?')('/a/x')).toBe(true);
  });

  it('gives each path the first pattern of the table that matches', () => {
    const route = routeOf(['/', '/products/:slug', '/products/:slug/:size']);
    expect(route('/products/kraft')).toBe('/products/:slug');
    expect(route('/products/kraft/1kg')).toBe('/products/:slug/:size');
    expect(route('/faq')).toBeNull();
  });

  it('infers routes when the table is hidden: one-segment paths alone, deeper ones by first segment and depth', () => {
    expect(inferPatterns(['/', '/faq', '/products/a', '/products/b', '/products/a/1kg', '/contactus?product=a'])).toEqual([
      '/',
      '/faq',
      '/products/:1',
      '/products/:1/:2',
      '/contactus',
    ]);
  });
});

describe('client JavaScript of a page', () => {
  const build = new Map([
    ['/build/entry.js', []],
    ['/build/island-a.js', ['/build/shared.js']],
    ['/build/shared.js', ['/build/lazy.js']],
    ['/build/lazy.js', []],
    ['/build/island-b.js', []],
  ]);

  it('names the module entry, the hydrator it imports, module preloads and every island module (data-src)', () => {
    const html = page(
      '<site-island data-island="a" data-src="/build/island-a.js"></site-island>',
      '<script type="module" src="/build/entry.js" data-hydrator="/build/hydrate.js"></script><link rel="modulepreload" href="/build/island-a.js">',
    );
    expect(scriptsNamed(html)).toEqual(['/build/entry.js', '/build/hydrate.js', '/build/island-a.js', '/build/island-a.js']);
  });

  it('reads the modules the entry imports as named relative to the entry', () => {
    const html = page(
      '<site-island data-island="a" data-src="island-a.js"></site-island>',
      '<script type="module" src="/build/entry.js" data-hydrator="hydrate.js"></script>',
    );
    expect(scriptsNamed(html)).toEqual(['/build/entry.js', '/build/hydrate.js', '/build/island-a.js']);
    expect(pageJs(html, build).files.sort()).toEqual(['/build/entry.js', '/build/hydrate.js', '/build/island-a.js', '/build/lazy.js', '/build/shared.js']);
  });

  it('counts everything those modules import, at any depth, once', () => {
    const html = page(
      '<div data-src="/build/island-a.js"></div><div data-src="/build/island-a.js"></div>',
      '<script type="module" src="/build/entry.js"></script>',
    );
    expect(pageJs(html, build).files.sort()).toEqual(['/build/entry.js', '/build/island-a.js', '/build/lazy.js', '/build/shared.js']);
  });

  it('leaves out islands the page does not show', () => {
    expect(pageJs(page('', '<script type="module" src="/build/entry.js"></script>'), build).files).toEqual(['/build/entry.js']);
  });

  it('counts an island that starts only on use apart: out of what the page can load, with what nothing else there imports', () => {
    const html = page(
      '<site-island data-island="a" data-src="/build/island-a.js" data-load="use"></site-island><site-island data-island="b" data-src="/build/island-b.js" data-load="interaction"></site-island>',
      '<script type="module" src="/build/entry.js"></script>',
    );
    expect(scriptsNamed(html)).toEqual(['/build/entry.js', '/build/island-b.js']);
    expect(scriptsNamed(html, { used: true })).toEqual(['/build/island-a.js']);
    expect(pageJs(html, build).files.sort()).toEqual(['/build/entry.js', '/build/island-b.js']);
    expect(onUseJs(html, build).sort()).toEqual(['/build/island-a.js', '/build/lazy.js', '/build/shared.js']);
    // What another island of the page loads anyway is the page's, not the touch's.
    const shared = page(
      '<site-island data-island="a" data-src="/build/island-a.js" data-load="use"></site-island><site-island data-island="a" data-src="/build/island-a.js" data-load="visible"></site-island>',
      '<script type="module" src="/build/entry.js"></script>',
    );
    expect(pageJs(shared, build).files.sort()).toEqual(['/build/entry.js', '/build/island-a.js', '/build/lazy.js', '/build/shared.js']);
    expect(onUseJs(shared, build)).toEqual([]);
  });
});

describe('Lighthouse runs', () => {
  const run = (performance, tbtMs, cls = 0) => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1000 + tbtMs,
    fcpMs: 900,
    tbtMs,
    cls,
    benchmarkIndex: 1500,
    failing: [`tbt ${tbtMs}`],
  });

  it('takes the median of each metric, so one disturbed run neither passes nor fails a page', () => {
    const m = medianOf([run(100, 0), run(92, 400), run(100, 10)]);
    expect(m.scores.performance).toBe(100);
    expect(m.tbtMs).toBe(10);
    expect(m.lcpMs).toBe(1010);
    expect(m.tbtRange).toEqual([0, 400]);
  });

  it('keeps the slowdown each run was audited at, and the median TBT of the same runs at the warm-up slowdown', () => {
    const m = medianOf([
      { ...run(100, 0), cpuSlowdown: 5.2, tbtAlsoMs: 12 },
      { ...run(100, 30), cpuSlowdown: 4, tbtAlsoMs: 90 },
      { ...run(100, 10), cpuSlowdown: 4.8, tbtAlsoMs: 20 },
    ]);
    expect(m.cpuSlowdowns).toEqual([5.2, 4, 4.8]);
    expect(m.tbtAlsoMs).toBe(20);
    expect(medianOf([run(100, 0), { ...run(100, 5), tbtAlsoMs: 9 }]).tbtAlsoMs).toBeUndefined();
  });

  it("slows the CPU to a cheap phone's index of about 500: index ÷ 500, never below 4", () => {
    expect(cpuSlowdownFor(2000)).toBe(4);
    expect(cpuSlowdownFor(2250)).toBe(4.5);
    expect(cpuSlowdownFor(2800)).toBe(5.6);
    expect(cpuSlowdownFor(1400)).toBe(4);
  });
});

describe('the tap table: how long the browser held a tap before sending it to the page', () => {
  // Chrome's latency record of an input event, as a trace with the latencyInfo category holds it:
  // an async begin event whose components time the event's way (microseconds).
  const record = (name, stampedUs, sentUs, ph = 'b') => ({
    name,
    ph,
    cat: 'benchmark,latencyInfo,rail,input.scrolling',
    args: {
      chrome_latency_info: {
        component_info: [
          { component_type: 'COMPONENT_INPUT_EVENT_LATENCY_BEGIN_RWH', time_us: sentUs },
          { component_type: 'COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL', time_us: stampedUs },
          { component_type: 'COMPONENT_INPUT_EVENT_LATENCY_RENDERER_MAIN', time_us: sentUs + 1200 },
        ],
      },
    },
  });

  it('reads it off the touch start: from its stamp to the moment it was sent on, in ms', () => {
    expect(heldBeforeSending([record('InputLatency::TouchStart', 884_035_386, 884_054_079)])).toBeCloseTo(18.693, 3);
  });

  it("takes the tap's first event: not the touch end or the gesture the tap makes, nor a record's end", () => {
    const events = [
      record('InputLatency::GestureTap', 1_000_000, 1_029_600),
      record('InputLatency::TouchEnd', 1_000_200, 1_019_000),
      record('InputLatency::TouchStart', 999_000, 1_003_300, 'e'),
      record('InputLatency::TouchStart', 1_000_000, 1_003_300),
    ];
    expect(heldBeforeSending(events)).toBeCloseTo(3.3, 6);
  });

  it("reads a key's press the same way, and the earliest event when there are two", () => {
    expect(heldBeforeSending([record('InputLatency::KeyDown', 2_000_500, 2_000_900), record('InputLatency::RawKeyDown', 2_000_000, 2_000_100)])).toBeCloseTo(
      0.1,
      6,
    );
  });

  it('says null, not 0, when the trace has no record of the tap', () => {
    expect(heldBeforeSending([])).toBeNull();
    expect(heldBeforeSending([{ name: 'InputLatency::TouchStart', ph: 'b', args: {} }])).toBeNull();
  });
});

describe('tables', () => {
  it('aligns columns and right-aligns numbers', () => {
    expect(
      table(
        ['page', 'size'],
        [
          ['/', '1.5 KB'],
          ['/faq', '12.0 KB'],
        ],
      ).split('\n'),
    ).toEqual(['| page |    size |', '|------|--------:|', '| /    |  1.5 KB |', '| /faq | 12.0 KB |']);
  });
});

describe('scripts/chromium, which starts the browser for the tests, the audit and the benchmarks', () => {
  /** What the browser would be started with: a stand-in for it prints its arguments, one a line. */
  const startedWith = (args) => {
    const dir = mkdtempSync(join(tmpdir(), 'chromium-args-'));
    const standIn = join(dir, 'chromium');
    writeFileSync(standIn, '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });
    try {
      const run = spawnSync(CHROME_LAUNCHER, args, { env: { ...process.env, CHROME_PATH: standIn }, encoding: 'utf8' });
      expect(run.status).toBe(0);
      return run.stdout.split('\n').slice(0, -1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it("keeps every feature switched off, Playwright's before ours, in the one --disable-features the browser reads", () => {
    expect(
      startedWith([
        '--headless',
        '--disable-features=PaintHolding,MediaRouter',
        '--no-sandbox',
        ...CHECK_FLAGS.filter((f) => f.startsWith('--disable-features=')),
      ]),
    ).toEqual(['--headless', '--no-sandbox', '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup']);
  });

  it('passes every other argument through as it is, spaces and order kept', () => {
    expect(startedWith(['--user-data-dir=/tmp/a b', 'about:blank', '--enable-features=X'])).toEqual([
      '--user-data-dir=/tmp/a b',
      'about:blank',
      '--enable-features=X',
    ]);
  });
});

describe("the table of today's figures in docs/measurements.md", () => {
  const doc = [
    '# Measurements',
    '',
    '| figure | latest | measured | measured again by |',
    '|---|---|---|---|',
    '| Worker bundle (gzip) | 373.8 KB | 2026-11-27 | `npm run size` |',
    '| Search query time (p99) | 0.13 ms | 2026-11-25 | `npm run bench:search` |',
    '',
    '## History',
    '| not | the table |',
  ].join('\n');

  it('replaces only the row of the figure measured, dated, and keeps every other line', () => {
    const out = setFigures(doc, [{ figure: 'Worker bundle (gzip)', latest: '380.1 KB', command: '`npm run size`' }], '2026-11-28');
    const lines = out.split('\n');
    expect(lines[4]).toBe('| Worker bundle (gzip) | 380.1 KB | 2026-11-28 | `npm run size` |');
    expect(lines.filter((l, i) => l !== doc.split('\n')[i])).toEqual([lines[4]]);
  });

  it('adds a new figure at the end of the table, not after the history', () => {
    const out = setFigures(doc, [{ figure: 'Lighthouse at the machine-scaled slowdown', latest: 'TBT 0 ms', command: '`npm run audit`' }], '2026-11-28').split(
      '\n',
    );
    expect(out[6]).toBe('| Lighthouse at the machine-scaled slowdown | TBT 0 ms | 2026-11-28 | `npm run audit` |');
    expect(out.at(-1)).toBe('| not | the table |');
  });

  it('keeps a value with a pipe or a line break in its own cell', () => {
    const out = setFigures(doc, [{ figure: 'Search query time (p99)', latest: 'a | b\nc', command: 'x' }], '2026-11-28').split('\n');
    expect(out[5]).toBe('| Search query time (p99) | a \\| b c | 2026-11-28 | x |');
    // Read back by its name, the escaped row is found again and replaced, not added twice.
    const again = setFigures(out.join('\n'), [{ figure: 'Search query time (p99)', latest: 'd', command: 'x' }], '2026-11-29').split('\n');
    expect(again.filter((l) => l.startsWith('| Search query time'))).toEqual(['| Search query time (p99) | d | 2026-11-29 | x |']);
  });

  it('refuses a file without the table rather than writing it somewhere else', () => {
    expect(() => setFigures('# Measurements\n', [{ figure: 'x', latest: 'y', command: 'z' }], '2026-11-28')).toThrow(/no table of today's figures/);
  });

  it('finds the table in the real docs/measurements.md', () => {
    const real = readFileSync('docs/measurements.md', 'utf8');
    expect(setFigures(real, [{ figure: 'Worker bundle (gzip)', latest: '1 KB', command: '`npm run size`' }], '2026-11-28')).toContain(
      '| Worker bundle (gzip) | 1 KB | 2026-11-28 | `npm run size` |',
    );
  });
});

describe('a document on the wire', () => {
  it('takes one round trip up to ten segments, then a window twice as wide each round trip', () => {
    expect([1, 14_600, 14_601, 43_800, 43_801, 102_200, 102_201].map(roundTrips)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('counts every byte the server sends: status line, headers, chunk framing and body', async () => {
    const response = `HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n7d0\r\n${'x'.repeat(2000)}\r\n0\r\n\r\n`;
    let asked = '';
    const server = createNetServer((socket) =>
      socket.once('data', (request) => {
        asked = String(request);
        socket.end(response);
      }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sent = await wireBytes(`http://127.0.0.1:${server.address().port}/page?x=1`);
      expect(sent).toBe(Buffer.byteLength(response));
      expect(asked).toMatch(/^GET \/page\?x=1 HTTP\/1\.1\r\n/);
      expect(asked).toMatch(/\r\nAccept-Encoding: gzip/);
    } finally {
      server.close();
    }
  });

  it('knows where a response ends by its own framing, not by the server closing the connection', () => {
    const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n3\r\nabc\r\n0\r\n\r\n';
    expect(responseEnd(Buffer.from(`${chunked}HTTP/1.1 next`))).toBe(chunked.length);
    expect(responseEnd(Buffer.from(chunked.slice(0, -2)))).toBe(-1);
    expect(responseEnd(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel'))).toBe(-1);
    const sized = 'HTTP/1.1 200 OK\r\ncontent-length: 4\r\n\r\nbody';
    expect(responseEnd(Buffer.from(sized))).toBe(sized.length);
    expect(responseEnd(Buffer.from(sized.slice(0, -1)))).toBe(-1);
    // Neither: the server's close ends it.
    expect(responseEnd(Buffer.from('HTTP/1.0 200 OK\r\n\r\nbody'))).toBe(-1);
  });

  it('counts a response whose server keeps the connection open after it, without waiting for the close', async () => {
    const response = `HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7d0\r\n${'x'.repeat(2000)}\r\n0\r\n\r\n`;
    const open = new Set();
    const server = createNetServer((socket) => {
      open.add(socket);
      // Written, never ended: only the framing tells the response is whole.
      socket.once('data', () => socket.write(response));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      expect(await wireBytes(`http://127.0.0.1:${server.address().port}/`)).toBe(Buffer.byteLength(response));
    } finally {
      for (const socket of open) socket.destroy();
      server.close();
    }
  });

  it('counts a document as Cloudflare sends it to a browser asking for Brotli: asks for Brotli and counts the response as sent', async () => {
    const { brotliCompressSync, constants } = await import('node:zlib');
    const body = brotliCompressSync(`<!DOCTYPE html><html lang="ta-IN"><p>${'தனிப்பயன் அச்சிட்ட பவுச்கள் '.repeat(200)}</p></html>`, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    const head = `HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Encoding: br\r\nContent-Length: ${body.length}\r\n\r\n`;
    let asked = '';
    const server = createNetServer((socket) =>
      socket.once('data', (request) => {
        asked = String(request);
        socket.end(Buffer.concat([Buffer.from(head), body]));
      }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${server.address().port}/ta/`;
      expect(await brotliWireBytes(url)).toBe(Buffer.byteLength(head) + body.length);
      expect(asked).toMatch(/\r\nAccept-Encoding: br\r\n/);
      expect(await brotliAsCloudflare(url)).toEqual({ sent: body.length, atQuality: body.length });
    } finally {
      server.close();
    }
  });

  it("says which encoding a server that takes the first listed sends for a lab browser's request: Brotli, as the edge sends a phone", async () => {
    // As the local server's front does: the first of gzip and br that the request lists.
    const server = createHttpServer((req, res) => {
      const first = /\b(gzip|br)\b/.exec(req.headers['accept-encoding'] ?? '')?.[1];
      res.writeHead(200, { 'content-type': 'text/html', ...(first ? { 'content-encoding': first } : {}) });
      res.end('<!DOCTYPE html><p>x</p>');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${server.address().port}/`;
      expect(await encodingSent(url, BROWSER_ACCEPT_ENCODING)).toBe('br');
      // Chromium's own order would be answered in gzip there, and the simulation would count gzip documents.
      expect(await encodingSent(url, 'gzip, deflate, br, zstd')).toBe('gzip');
      expect(await encodingSent(url, 'identity')).toBe('identity');
    } finally {
      server.close();
    }
  });

  it('refuses to count a document the server did not send in Brotli', async () => {
    const body = '<!DOCTYPE html><p>plain</p>';
    const server = createNetServer((socket) =>
      socket.once('data', () => socket.end(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${body.length}\r\n\r\n${body}`)),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await expect(brotliWireBytes(`http://127.0.0.1:${server.address().port}/`)).rejects.toThrow(/asked for Brotli, the server sent no encoding/);
    } finally {
      server.close();
    }
  });
});

describe("what a page load's long tasks were", () => {
  // A page's renderer (pid 1, main thread 1) and another renderer's (pid 2); times in µs.
  const nav = {
    name: 'navigationStart',
    ph: 'R',
    pid: 1,
    tid: 1,
    ts: 1_000_000,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/p' } },
  };
  const x = (name, ts, dur, pid = 1, args = {}) => ({ name, ph: 'X', pid, tid: 1, ts: 1_000_000 + ts, dur, args });
  const events = [
    nav,
    // 100 ms at 300 ms: layout holding font matching and text shaping, a style recalculation, 5 ms nobody names.
    x('RunTask', 300_000, 100_000),
    x('UpdateLayoutTree', 300_000, 20_000),
    x('Layout', 320_000, 75_000),
    x('FontDataManager::onMatchFamilyStyle', 330_000, 40_000),
    x('InlineNode::ShapeText', 375_000, 10_000),
    // 30 ms of a script at 600 ms.
    x('RunTask', 600_000, 30_000),
    x('FunctionCall', 600_000, 30_000, 1, { data: { url: 'http://127.0.0.1/build/react-x.js' } }),
    // Short, and another renderer's long one.
    x('RunTask', 700_000, 5_000),
    x('RunTask', 300_000, 200_000, 2),
  ];

  it('times each long task from the navigation and splits its own time by kind', () => {
    const { tasks } = taskBreakdown(events, { minMs: 20 });
    expect(tasks.map((t) => [t.at, t.ms])).toEqual([
      [300, 100],
      [600, 30],
    ]);
    expect(tasks[0].kinds).toMatchObject({ fonts: 50, style: 20, layout: 25, untraced: 5, script: 0 });
    expect(tasks[0].busiest[0]).toEqual({ name: 'FontDataManager::onMatchFamilyStyle', ms: 40 });
    expect(tasks[1].busiest[0]).toEqual({ name: 'FunctionCall react-x.js', ms: 30 });
  });

  it('describes a task as a slowdown makes it', () => {
    const { tasks } = taskBreakdown(events, { minMs: 50 });
    expect(tasks).toHaveLength(1);
    expect(describeTask(tasks[0], 4)).toBe(
      '400 ms at 300 ms: fonts 200, layout 100, style 80, untraced 20 (FontDataManager::onMatchFamilyStyle 160, Layout 100, UpdateLayoutTree 80)',
    );
  });

  it('says so when the trace holds no page navigation', () => {
    expect(taskBreakdown(events.slice(1))).toEqual({ error: 'no navigation of a page in the trace' });
  });
});
