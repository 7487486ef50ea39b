// A tap on a widget (or on the phone's keyboard, for a field that answers as it is typed), as a
// visitor on a cheap phone meets it: 390 px, slow 4G (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up), the CPU 4 × slower, a fresh cache, one tap a given time after
// the load event (1 s: the first tap; 4 s: once the page has settled). Timed in the page from the
// tap's `pointerdown` to the first frame after the one that shows the answer (the menu open, the
// heart pressed, the picture's viewer open …), that is to the answer painted, not to the handler;
// the Event Timing API's figure (pointerdown to the next paint after the last event of the tap,
// in steps of 8 ms) is kept beside it. Median of `runs` fresh loads. The tap is DevTools', which
// the browser holds until the page's next frame is committed before sending it (longer on a page
// whose compositor is animating): that hold, read from Chrome's latency record of the touch, is
// reported beside each time, with the time from the moment the touch was sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_LAUNCHER } from './chromium.mjs';
import { traceBreakdown } from './trace.mjs';

/** A line of the quote list, as "Add to quote" stores it. */
const quoteLine = (size) => ({
  product: 'kraft-with-window',
  size,
  name: 'Matt Kraft With Window Stand-Up Zipper Pouch',
  weight: size,
  link: `/products/kraft-with-window/${size}`,
  quantity: 300,
  note: '',
  tiers: [{ minUnits: 100, maxUnits: 5000, unitPrice: 5 }],
});

/** A plain static page with one native `<details>`: what a tap costs the browser alone. */
const PLAIN_PAGE = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Plain</title>
<body><h1>Plain page</h1><details><summary>A question</summary><p>Its answer.</p></details>${'<p>Some text to read.</p>'.repeat(20)}</body></html>`;

/**
 * The same page with a strip of text scrolling across its top, as the site's ticker does (a
 * transform the compositor runs, 30 s a loop): what a running animation alone does to the time the
 * harness measures (see `heldBeforeSending`).
 */
const PLAIN_PAGE_MOVING = PLAIN_PAGE.replace(
  '<body>',
  `<body><style>.strip { overflow: hidden; white-space: nowrap; }
.strip p { display: inline-block; margin: 0; padding: 0.5rem 0; animation: strip 30s linear infinite; }
@keyframes strip { to { transform: translateX(-50%); } }</style><div class="strip"><p>${'Free delivery on orders above Rs 1500 - '.repeat(8)}</p></div>`,
);

/**
 * Each tap: the page, what is tapped (scrolled into view before the wait when `scroll`) or the
 * `key` pressed, what the visitor has stored, what is done before the wait (`prepare`, in the
 * page), and `state`, a function run in the page whose value changes when the answer is there. `reference` taps are measured for comparison, not held to the budget.
 */
export const WIDGETS = [
  { widget: 'phone menu', path: '/aboutus', target: '.drawer-toggle', state: () => !!document.getElementById('drawer')?.matches(':popover-open') },
  { widget: 'wishlist heart', path: '/ourproducts', target: '.wish-btn', state: () => document.querySelector('.wish-btn')?.getAttribute('aria-pressed') },
  { widget: 'portfolio picture', path: '/portfolio', target: '.gallery-link', state: () => !!document.querySelector('.lightbox:popover-open') },
  {
    widget: 'policy section',
    path: '/terms-and-conditions',
    target: '.policy-section:nth-of-type(2) > summary',
    scroll: true,
    state: () => [...document.querySelectorAll('.policy-section')].map((d) => d.open).join(),
  },
  {
    widget: 'size finder',
    path: '/size-finder',
    target: '.finder-submit',
    scroll: true,
    state: () => document.querySelectorAll('.finder [aria-invalid="true"]').length,
  },
  // The estimator answers as the quantity is typed: "250" is in the box (focus there started the
  // island), and the tap is on the phone's keyboard: "0" makes it 2500, priced in another band.
  {
    widget: 'estimator',
    path: '/products/kraft-with-window/500gm#estimate',
    target: '#quantity',
    scroll: true,
    key: '0',
    prepare: () => {
      const box = document.getElementById('quantity');
      box.focus();
      box.value = '250';
    },
    state: () => document.querySelector('[data-q-total]')?.textContent,
  },
  {
    widget: 'quote list',
    path: '/quote',
    target: '.quote-remove',
    scroll: true,
    stored: { quote: [quoteLine('500gm'), quoteLine('1kg')] },
    state: () => document.querySelectorAll('.quote-table tbody tr').length,
  },
  {
    widget: 'native <details> (reference)',
    path: '/__plain-details',
    html: PLAIN_PAGE,
    target: 'summary',
    reference: true,
    state: () => document.querySelector('details').open,
  },
  {
    widget: 'native <details>, text scrolling (reference)',
    path: '/__plain-details-moving',
    html: PLAIN_PAGE_MOVING,
    target: 'summary',
    reference: true,
    state: () => document.querySelector('details').open,
  },
];

const PROFILE = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, cpu: 4 };
/**
 * Chrome's own record of each input event's way through the browser (the `latencyInfo` trace
 * category, a few events a tap): every tap is traced with it, to know when the browser sent the
 * touch to the page (see `heldBeforeSending`).
 */
const LATENCY_CATEGORY = 'latencyInfo';
/** Tracing categories for a tap's full trace: the renderer's tasks, Blink's style and layout, V8. */
const TRACE_CATEGORIES = ['devtools.timeline', 'blink', 'v8', 'disabled-by-default-devtools.timeline', LATENCY_CATEGORY].join(',');

/**
 * How long the browser held the tap's first input event (the touch's start, or the key's press)
 * between stamping it and sending it to the page, in ms, from Chrome's latency record of it in
 * `events` (a trace with the `latencyInfo` category); null when the trace has no such record.
 *
 * The tap is DevTools' (`Input.dispatchTouchEvent`, what Playwright's tap sends): the browser
 * stamps the touch when the command arrives, then waits for the page's next frame to be committed
 * before it sends it (Chromium's content/browser/devtools/protocol/input_handler.cc, "We make sure
 * the compositor is up to date before sending a touch event"). A page at rest commits a frame at
 * once; a page whose compositor is animating (the ticker's marquee) commits it at the next vsync,
 * so the same touch reaches it up to a frame later. A finger's touch is sent as it comes. The
 * record's ORIGINAL time is the stamp (the page's `pointerdown` timeStamp) and its BEGIN_RWH time
 * the moment the browser sent it on.
 */
export function heldBeforeSending(events) {
  const time = (parts, kind) => parts.find((p) => p.component_type === `COMPONENT_INPUT_EVENT_LATENCY_${kind}`)?.time_us;
  const first = events
    .filter((e) => e.ph === 'b' && /^InputLatency::(TouchStart|RawKeyDown|KeyDown)$/.test(e.name))
    .map((e) => e.args?.chrome_latency_info?.component_info ?? [])
    .map((parts) => ({ stamped: time(parts, 'ORIGINAL'), sent: time(parts, 'BEGIN_RWH') }))
    .filter((t) => Number.isFinite(t.stamped) && Number.isFinite(t.sent))
    .sort((a, b) => a.stamped - b.stamped)[0];
  return first ? (first.sent - first.stamped) / 1000 : null;
}

/** Watches for the tap and for the answer, each frame, once the page runs its scripts. */
function probe({ stateSource, stored }) {
  for (const [key, value] of Object.entries(stored ?? {})) localStorage.setItem(key, JSON.stringify(value));
  const state = new Function(`return (${stateSource})()`);
  // Every fetch the page makes is kept, however many pictures it has loaded before the tap.
  performance.setResourceTimingBufferSize(10_000);
  const events = [];
  new PerformanceObserver((list) => {
    events.push(...list.getEntries());
  }).observe({ type: 'event', durationThreshold: 16 });
  const onTap = (event) => {
    removeEventListener('pointerdown', onTap, { capture: true });
    removeEventListener('keydown', onTap, { capture: true });
    const from = event.timeStamp;
    const before = state();
    const frame = (at) => {
      if (state() === before) return requestAnimationFrame(frame);
      // This frame shows the answer; the next one starts once it is painted.
      requestAnimationFrame((next) => {
        // Event Timing reports a little after the paint: read it a moment later.
        setTimeout(() => {
          const ends = events.filter((e) => e.startTime >= from - 1).map((e) => e.startTime + e.duration - from);
          window.__tap = { painted: next - from, frame: at - from, event: ends.length ? Math.max(...ends) : null, from, next };
        }, 100);
      });
    };
    requestAnimationFrame(frame);
  };
  addEventListener('pointerdown', onTap, { capture: true });
  addEventListener('keydown', onTap, { capture: true });
}

async function collectTrace(cdp, run, categories = TRACE_CATEGORIES) {
  const events = [];
  const onData = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  let result;
  try {
    result = await run();
  } finally {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
  }
  return { result, events };
}

/**
 * One measured tap `delay` ms after the load event, on the phone profile (or, with `throttle:
 * false`, on the machine's own CPU and network); resolves with `{ painted, frame, event }` in
 * milliseconds (NaN when no answer came within 15 s), how long the browser held the tap before
 * sending it to the page (`held`, see `heldBeforeSending`) and the painted answer's time from then
 * (`sent`), the paths fetched before the answer came (`fetched`) and, with `trace`, the trace's
 * breakdown.
 */
export async function measureTap(
  browser,
  base,
  { path, target, state, stored, prepare, scroll, html, key },
  { delay = 1000, trace = false, throttle = true } = {},
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const url = new URL(path, base).href;
    if (html) await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const cdp = await context.newCDPSession(page);
    if (throttle) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PROFILE.latency,
        downloadThroughput: PROFILE.downloadThroughput,
        uploadThroughput: PROFILE.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
    }
    await page.addInitScript(probe, { stateSource: state.toString(), stored });
    await page.goto(url, { waitUntil: 'load' });
    const tapped = page.locator(target).first();
    if (scroll) await tapped.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    if (prepare) await page.evaluate(prepare);
    await page.waitForTimeout(delay);
    const box = await tapped.boundingBox();
    if (!box) throw new Error(`${path}: nothing to tap at ${target}`);
    // Requests on their way: the fetches the tap led to are read once they have ended (a fetch's
    // timing is the page's once it ends), by when each began.
    let inFlight = 0;
    const began = () => inFlight++;
    const ended = () => inFlight--;
    page.on('request', began);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const tap = async () => {
      if (key) await page.keyboard.press(key);
      else await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const answer = await page
        .waitForFunction(() => window.__tap, null, { timeout: 15_000, polling: 50 })
        .then(
          (h) => h.jsonValue(),
          () => ({ painted: NaN, frame: NaN, event: null }),
        );
      // What the page asked the network for between the tap and the painted answer: an answer that
      // waits for a download (React, an island's module) is slow on any phone. What it asks for after
      // (a module the answer's own effects start, such as the menu's search box, focused as the panel
      // opens) delays nothing.
      for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50) await page.waitForTimeout(50);
      answer.fetched = await page.evaluate(
        ({ from, next }) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= from - 1 && e.startTime <= next)
            .map((e) => new URL(e.name).pathname),
        { from: answer.from ?? 0, next: answer.next ?? Number.POSITIVE_INFINITY },
      );
      // Chrome writes a touch's latency record once the frame it led to has been swapped, which
      // on a busy machine can come after the answer is read: the trace runs a moment longer.
      await page.waitForTimeout(500);
      return answer;
    };
    const { result, events } = await collectTrace(cdp, tap, trace ? TRACE_CATEGORIES : LATENCY_CATEGORY);
    const held = heldBeforeSending(events);
    const timed = { ...result, held, sent: held === null ? NaN : result.painted - held };
    return trace ? { ...timed, trace: { events, breakdown: traceBreakdown(events, result.painted) } } : timed;
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Median time of each widget's tap over `runs` fresh loads, for each delay after the load event
 * (`delays`, ms). The loads go round the widgets (every widget once, then every widget again), so
 * each tap and the native reference are measured across the same stretch of the machine's time:
 * measured one widget after another, the reference came last, minutes after the first widget, on a
 * machine whose speed drifts by more than the differences measured. With `traceDir`, one more load
 * per widget and delay is traced (CDP Tracing: devtools.timeline, blink, v8), written there as
 * `<widget>-<delay>.json`, and its breakdown (style recalculation with element counts, layout,
 * paint, script) returned.
 */
export async function measureFirstTaps(base, runs = 3, { delays = [1000], widgets = WIDGETS, traceDir } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_LAUNCHER, args: CHROME_FLAGS });
  const rows = [];
  try {
    for (const delay of delays) {
      const taps = widgets.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [k, w] of widgets.entries()) taps[k].push(await measureTap(browser, base, w, { delay }));
      }
      for (const [k, w] of widgets.entries()) {
        const row = {
          widget: w.widget,
          path: w.path,
          delay,
          reference: !!w.reference,
          median: median(taps[k].map((t) => t.painted)),
          times: taps[k].map((t) => t.painted),
          eventMedian: median(taps[k].map((t) => t.event ?? NaN)),
          heldMedian: median(taps[k].map((t) => t.held ?? NaN)),
          sentMedian: median(taps[k].map((t) => t.sent)),
          sentTimes: taps[k].map((t) => t.sent),
        };
        if (traceDir) {
          const traced = await measureTap(browser, base, w, { delay, trace: true });
          mkdirSync(traceDir, { recursive: true });
          const file = join(traceDir, `${w.widget.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${delay}.json`);
          writeFileSync(file, JSON.stringify({ traceEvents: traced.trace.events }));
          row.trace = { file, painted: traced.painted, ...traced.trace.breakdown };
        }
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
  }
  // As before: each widget's rows together, 1 s then 4 s.
  return widgets.flatMap((w) => rows.filter((r) => r.widget === w.widget));
}
