// The first tap on a widget, as a visitor on a cheap phone meets it: 390 px, slow 4G (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up), the CPU 4 × slower, a fresh cache, one tap 1 s after the
// load event. Timed in the page from the tap's `pointerdown` to the start of the frame that shows
// the answer (the menu open, the heart pressed, the picture's viewer open); median of `runs`.
import { CHROME_FLAGS } from './axe.mjs';
import { chromium } from 'playwright-core';

export const WIDGETS = [
  { widget: 'phone menu', path: '/aboutus', target: '.drawer-toggle', answer: () => {
    const drawer = document.getElementById('drawer');
    return !!drawer && drawer.matches(':popover-open');
  } },
  { widget: 'wishlist heart', path: '/ourproducts', target: '.wish-btn', answer: () =>
    document.querySelector('.wish-btn')?.getAttribute('aria-pressed') === 'true' },
  { widget: 'portfolio picture', path: '/portfolio', target: '.gallery-link', answer: () =>
    !!document.querySelector('dialog[open]') },
];

const PROFILE = { latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8), cpu: 4 };

/** Watches for the tap and for the answer, each frame, once the page runs its scripts. */
function probe(answerSource) {
  const answered = new Function(`return (${answerSource})()`);
  addEventListener('pointerdown', (event) => {
    const from = event.timeStamp;
    const frame = (at) => {
      if (answered()) window.__firstTap = at - from;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
}

/** One measured first tap; resolves with milliseconds, or NaN when no answer came within 15 s. */
async function once(browser, base, { path, target, answer }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PROFILE.latency, downloadThroughput: PROFILE.downloadThroughput, uploadThroughput: PROFILE.uploadThroughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
    await page.addInitScript(probe, answer.toString());
    await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    // The protocol's "one tap 1 s after the load event".
    await page.waitForTimeout(1000);
    const box = await page.locator(target).first().boundingBox();
    if (!box) throw new Error(`${path}: nothing to tap at ${target}`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return await page.waitForFunction(() => window.__firstTap, null, { timeout: 15_000, polling: 50 }).then((h) => h.jsonValue(), () => NaN);
  } finally {
    await context.close();
  }
}

/** Median first-tap time of each widget over `runs` fresh loads. */
export async function measureFirstTaps(base, runs = 3) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS });
  const rows = [];
  try {
    for (const w of WIDGETS) {
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await once(browser, base, w));
      const sorted = [...times].sort((a, b) => a - b);
      rows.push({ widget: w.widget, path: w.path, median: sorted[Math.floor(sorted.length / 2)], times });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
