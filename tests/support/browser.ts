import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHECK_CHROME, CHECK_ENV, CHECK_FLAGS, CHROME, CHROME_LAUNCHER } from '../../scripts/lib/chromium.mjs';
import { enquiryLimits } from '@features/enquiry/intake/fields';
import { findVariant } from '@features/catalogue';
import { QUOTE_KEY, quoteTarget } from '@features/quote-and-wishlist';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
    localState: string;
    signingSecret: string;
    mailLog: string;
  }
}

/** The phone's fonts (tests/support/fonts.conf): what the layout checks measure in. */
export const FONTCONFIG_FILE = fileURLToPath(new URL('./fonts.conf', import.meta.url));
/** Each face a buyer's phone draws the site in, by the family fontconfig knows it as. */
export const PHONE_FONTS = ['Roboto', 'Noto Sans', 'Noto Serif', 'Noto Sans Devanagari', 'Noto Serif Devanagari', 'Noto Sans Tamil', 'Noto Serif Tamil'];

/**
 * Fails, before any page is measured, when a phone font is not installed: Chromium would fall
 * back to another face without a word, and every width a test reads would be another phone's.
 */
export function checkPhoneFonts(): void {
  const env = { ...process.env, FONTCONFIG_FILE };
  const missing = PHONE_FONTS.filter((family) => spawnSync('fc-list', ['-q', family], { env }).status !== 0);
  if (missing.length)
    throw new Error(
      `The browser tests measure layout in a phone's fonts; missing: ${missing.join(', ')}. Install them: apt-get install -y fonts-roboto fonts-noto-core`,
    );
  // And the file is read: fontconfig skips a file it cannot parse, and the machine's default face stays.
  const chosen = spawnSync('fc-match', ['-f', '%{family}', 'system-ui'], { env, encoding: 'utf8' }).stdout;
  if (!chosen.split(',').includes('Roboto')) throw new Error(`${FONTCONFIG_FILE} makes system-ui ${chosen || 'nothing'}, not Roboto`);
}

const chromiumOptions = {
  executablePath: CHROME_LAUNCHER,
  args: CHECK_FLAGS,
  env: { ...process.env, FONTCONFIG_FILE, ...CHECK_ENV } as Record<string, string>,
};

/**
 * Debian's Chromium, its headless shell (scripts/lib/chromium.mjs, CHECK_CHROME), driven by
 * playwright-core; never a downloaded browser. Started once per run, in the phone's fonts.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  checkPhoneFonts();
  if (!existsSync(CHECK_CHROME))
    throw new Error(`The browser tests run in Chromium's headless shell, ${CHECK_CHROME}: apt-get install -y chromium-headless-shell`);
  return chromium.launchServer(chromiumOptions);
}

/**
 * Chromium itself (CHROME), not its headless shell, for a check of what a phone's browser fetches:
 * the headless shell fetches a lazy image that is not rendered (`display: none`), Chromium does not.
 * Started for the test that asks, and closed by it.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumOptions, env: { ...chromiumOptions.env, CHROME_PATH: CHROME } });
}

/**
 * The run's one Chromium (tests/support/browser-setup.ts), connected for this test file; closing
 * it disconnects this file and closes its contexts, not the browser the other files use.
 */
export function launch(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export const baseUrl = (): string => inject('baseUrl');

/** The folder holding the site's local D1 and R2 for this run (for `wrangler d1 execute --local --persist-to`). */
export const localState = (): string => inject('localState');
/** The SIGNING_SECRET the site of this run signs with (random, made for the run). */
export const signingSecret = (): string => inject('signingSecret');

/**
 * The staff's copy of enquiry `reference` as the mail script's stand-in received it (the site of
 * the run forwards to it), once it has: the forward runs after the visitor's answer.
 */
export async function staffCopyOf(reference: string): Promise<{ text: string; files?: Array<Record<string, unknown>> }> {
  let found: { text: string; files?: Array<Record<string, unknown>> } | undefined;
  await expect
    .poll(
      async () => {
        const log = (await (await fetch(inject('mailLog'))).json()) as Array<{
          id: string | null;
          payload: { text: string; files?: Array<Record<string, unknown>> } | null;
        }>;
        found = log.find((r) => r.id === reference && r.payload)?.payload ?? undefined;
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** How long one Playwright step may wait for its element, event or page when it names no time of its own. */
export const STEP_TIMEOUT = 20_000;

/**
 * Holds the site's motion that no test reads, for the context's pages:
 * - they scroll at once, as under `scroll-behavior: auto`. The site scrolls smoothly, so each of
 *   Playwright's scrolls into view before a click is a ~0.4 s animation that the click waits out;
 *   tests read where a scroll ends, not the way there;
 * - the ticker's marquee stands still (its lit offer still moves). An endless animation makes
 *   headless Chromium, which composites in software, draw every frame: about a tenth of a core
 *   for each page left open, which the test files running beside it wait for.
 * Neither changes a layout. Tests about that motion (jumps, layout shift while scrolling, the
 * ticker) keep it, by passing `motion: true` to open().
 */
export async function holdMotion(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        document.documentElement.style.scrollBehavior = 'auto';
        for (const track of document.querySelectorAll<HTMLElement>('.ticker-track')) track.style.animationPlayState = 'paused';
      },
      { once: true },
    );
  });
}

/** What open() does besides the context's own options. */
interface OpenOptions {
  /** Keep the site's smooth scrolling and the marquee (default: held, see holdMotion). */
  motion?: boolean;
  /** Whether to wait for the islands that start at load (default: unless JavaScript is off). */
  wait?: boolean;
  /** How long to wait for them before saying which step of the start hangs (default STEP_TIMEOUT). */
  readyTimeout?: number;
  /** Runs on the new context before the page opens (routes, storage). */
  setUp?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * Opens a page and collects console errors, page errors and any request to another host, so a
 * test can assert that none happened. Waits for the islands to be live unless JavaScript is off;
 * when they never are, or one fails to start, fails with what the page is waiting for.
 */
export async function open(browser: Browser, path: string, options: BrowserContextOptions & OpenOptions = DESKTOP) {
  const { wait, readyTimeout = STEP_TIMEOUT, setUp, motion, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  if (!motion) await holdMotion(context);
  await setUp?.(context);
  // A step that never comes fails by its own name, before the test's 30 s run out anonymously.
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const problems: string[] = [];
  const foreign: string[] = [];
  watchConsole(page, problems);
  watchForeign(page, foreign);
  const requests = watchRequests(page);
  const response = await page.goto(new URL(path, baseUrl()).href);
  if (options.javaScriptEnabled !== false && wait !== false) {
    await page.waitForSelector('body[data-client-loaded]', { timeout: readyTimeout }).catch(async () => {
      throw new Error(
        `${path}: the client never marked body[data-client-loaded]: ${await startReport(page, requests)}; console: ${problems.join(' | ') || 'nothing'}`,
      );
    });
    const failed = await page.$$eval('site-island[data-failed]', (els) => els.map((el) => (el as HTMLElement).dataset.island));
    if (failed.length) throw new Error(`${path}: islands failed to start: ${failed.join(', ')}; console: ${problems.join(' | ')}`);
  }
  return { page, context, response, problems, foreign, close: () => context.close() };
}

/** Collects the page's console errors and warnings and its uncaught errors into `problems`. */
export function watchConsole(page: Page, problems: string[]): void {
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    // A failed load names its address, which the console's text leaves out.
    const { url } = m.location();
    problems.push(/^Failed to load resource/.test(m.text()) && url ? `${m.text()}: ${url.replace(baseUrl(), '')}` : m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
}

/** Collects into `foreign` every request the page makes to another host (data: and blob: are the page's own). */
export function watchForeign(page: Page, foreign: string[]): void {
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl()) && !/^(data|blob):/.test(r.url())) foreign.push(`${page.url()} → ${r.url()}`);
  });
}

/** The page's requests not answered yet, and those that failed, by path. */
function watchRequests(page: Page) {
  const pending = new Set<string>();
  const failed: string[] = [];
  const path = (url: string) => url.replace(baseUrl(), '');
  page.on('request', (r) => pending.add(path(r.url())));
  page.on('requestfinished', (r) => pending.delete(path(r.url())));
  page.on('requestfailed', (r) => {
    pending.delete(path(r.url()));
    failed.push(`${path(r.url())} (${r.failure()?.errorText})`);
  });
  return { pending, failed };
}

/**
 * Which step of the client's start a page is stuck at: the document's state, its first paint
 * (the entry starts nothing before it), each island not live with its load mode (or failed), and
 * the requests still open or failed.
 */
async function startReport(page: Page, requests: ReturnType<typeof watchRequests>): Promise<string> {
  const state = await page
    .evaluate(() => ({
      readyState: document.readyState,
      painted: performance.getEntriesByType('paint').map((e) => e.name),
      waiting: [...document.querySelectorAll<HTMLElement>('site-island:not([data-live])')].map(
        (el) => `${el.dataset.island} (${el.dataset.load}${el.hasAttribute('data-failed') ? ', failed' : ''})`,
      ),
    }))
    .catch((error: unknown) => ({ unreadable: String(error) }));
  const open = [...requests.pending];
  return [
    'unreadable' in state
      ? `page unreadable: ${state.unreadable}`
      : `document ${state.readyState}, painted: ${state.painted.join(', ') || 'not yet'}, islands not live: ${state.waiting.join(', ') || 'none'}`,
    `requests open: ${open.join(', ') || 'none'}`,
    `requests failed: ${requests.failed.join(', ') || 'none'}`,
  ].join('; ');
}

export type Opened = Awaited<ReturnType<typeof open>>;

/**
 * The islands of a hydrated page whose root, or a control outside static content (a slot), React
 * does not manage: an island that hydrated nothing, or a control the server drew that React left alone.
 */
export function unmanagedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const managed = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    const found: string[] = [];
    for (const island of document.querySelectorAll('site-island')) {
      const root = island.firstElementChild;
      if (!root || !managed(root)) found.push(`${island.getAttribute('data-island')} root`);
      for (const control of island.querySelectorAll('button, input, select, textarea, summary, dialog')) {
        if (!control.closest('site-slot') && !managed(control)) found.push(`${island.getAttribute('data-island')} ${control.outerHTML.slice(0, 80)}`);
      }
    }
    return found;
  });
}

/** Every address the sitemap lists, as a path. */
export async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(new URL('/sitemap.xml', baseUrl()))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * Whether the whole-site walks take every page (`npm run audit` sets FULL_WALK=1) or one page of
 * each route in each language (`npm test`). A page of a route is drawn by the same components as
 * the others of its route, with other words; the walk of every page, in every language, takes
 * minutes and stays in the audit, where a word that breaks one product's page alone is found.
 */
export const FULL_WALK = process.env.FULL_WALK === '1';

/**
 * The route a path belongs to, in its language: the language prefix, the first segment, and how
 * many segments follow (`/hi/products/:1/:2`), as the audit infers routes from paths.
 */
export function routeOfPath(path: string): string {
  const [, lang = '', rest = path] = /^(\/(?:hi|ta))?(\/.*)?$/.exec(path) ?? [];
  const parts = (rest || '/').split('/').slice(1);
  return `${lang}/${parts[0] ?? ''}${parts
    .slice(1)
    .map((_, i) => `/:${i + 1}`)
    .join('')}`;
}

/** `paths` in full under FULL_WALK; else the first of each route in each language, in their order. */
export function walkOf(paths: string[]): string[] {
  if (FULL_WALK) return paths;
  const seen = new Set<string>();
  return paths.filter((path) => {
    const route = routeOfPath(path);
    if (seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}

/**
 * Words the page shows split across two lines ("வெளி|யே", "0|1"): each run of letters between
 * spaces, hyphens, dashes, slashes, brackets and commas whose box lies on more than one line.
 * Addresses (with "@" or ".") may break anywhere and are left out, as are text hidden from sight
 * (read out but clipped to nothing) and the form's trap for robots. Sections the browser skips while out of view are laid out for it.
 * A features or wishlist table wider than its frame is reported too. `within`: the part of the
 * page to look at.
 */
export async function brokenWords(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((within) => {
    const root = document.querySelector(within)!;
    const skipped = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of skipped) el.style.contentVisibility = 'visible';
    const broken: string[] = [];
    // A table of words that scrolls in its frame hides the end of its lines just as surely.
    for (const frame of root.querySelectorAll('.table-wrap:has(.features-table, .wishlist-table)')) {
      if (frame.checkVisibility() && frame.scrollWidth > frame.clientWidth + 1) broken.push(`${frame.querySelector('table')!.className} scrolls in its frame`);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement;
      if (!el?.checkVisibility() || el.closest('.visually-hidden, .hp, [hidden], template, script, style')) continue;
      // Read out but not shown (clipped to nothing, as the visually-hidden pattern does).
      let unseen = false;
      for (let a: Element | null = el; a && !unseen; a = a.parentElement) unseen = getComputedStyle(a).clipPath === 'inset(50%)';
      if (unseen) continue;
      for (const word of node.data.matchAll(/[^\s\-–—/(),]+/g)) {
        if (word[0].length < 2 || /[@.]/.test(word[0])) continue;
        const range = document.createRange();
        range.setStart(node, word.index!);
        range.setEnd(node, word.index! + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(`${el.localName}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} «${word[0]}»`);
      }
    }
    for (const el of skipped) el.style.contentVisibility = '';
    return broken;
  }, within);
}

/** Starts every island of the page, whatever its load mode, and waits until all are live. */
export async function hydrateAll(page: Page): Promise<number> {
  const count = await page.evaluate(() => {
    const islands = [...document.querySelectorAll('site-island')];
    // A press, which the entry hears on the window: a pointer coming over an island held in another's
    // slot can meet the outer island's React still hydrating, which holds it back (client/entry.ts `touched`).
    for (const el of islands) el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    return islands.length;
  });
  await page.waitForFunction(() => [...document.querySelectorAll('site-island')].every((el) => el.hasAttribute('data-live')), null, { timeout: 15_000 });
  return count;
}

/**
 * Each test its own visitor (its own `CF-Connecting-IP`), so the per-visitor limits on enquiries
 * and uploads never mix tests up; `net` keeps test files apart.
 */
export function visitorOf(net: string) {
  let visitor = 0;
  return (options: BrowserContextOptions = DESKTOP): BrowserContextOptions => ({
    ...options,
    // A /64 of its own (the limits count IPv6 visitors by their /64): `net`, a run's clock, the test.
    extraHTTPHeaders: { 'cf-connecting-ip': `2001:db8:${net}${(Date.now() % 4096).toString(16).padStart(3, '0')}:${(++visitor).toString(16)}::1` },
  });
}
export type { Page };

/** A download's bytes. The run's Chromium is shared and connected to remotely, so they are read as a stream, not from a path. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the size finder's island as a visitor does (a touch of its first field), so its answer follows the inputs. */
export async function startFinder(page: Page): Promise<void> {
  await page.locator('#finder-fill').focus();
  await page.waitForSelector('site-island[data-island="size-finder-page"][data-live]', { state: 'attached' });
}

export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user moves down the page. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 200; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/** An element's text as a visitor reads it: runs of white space as one space. */
export const textOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .innerText()
    .then((t) => t.replace(/\s+/g, ' ').trim());

/**
 * Lines put on the visitor's quote as "Add to quote" on their size pages keeps them (the
 * catalogue's line for each product and size, the quantity given, no note), written from the page
 * `page` shows (one of ours) to the store the next page reads: for tests whose subject comes after
 * the lines are added. Adding a line as a visitor does, by keyboard on its size page, is
 * addToQuoteByKeyboard's, and the subject of quote.test.ts and the artwork journey.
 */
export async function seedQuote(page: Page, lines: ReadonlyArray<readonly [product: string, size: string, quantity: number]>): Promise<void> {
  const stored = lines.map(([product, size, quantity]) => {
    const variant = findVariant(product, size);
    if (!variant) throw new Error(`no size ${size} of ${product} in the catalogue`);
    return { ...quoteTarget(variant), quantity, note: '' };
  });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [QUOTE_KEY, JSON.stringify(stored)] as const);
}

/** On a size page: the quantity typed, then "Add to quote", by keyboard; waits for the answer. */
export async function addToQuoteByKeyboard(page: Page, path: string, quantity: string): Promise<void> {
  await page.goto(new URL(path, baseUrl()).href);
  await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
  await tabTo(page, page.locator('#quantity'));
  await page.keyboard.type(quantity);
  await tabTo(page, page.locator('[data-add-quote]'));
  await page.keyboard.press('Enter');
  await expect.poll(() => textOf(page, '.add-to-quote-said'), { timeout: 15_000 }).toMatch(/^Added: /);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG A/AA violations on the page as it is now (or only inside the element `within` selects: a
 * widget checked on a page whose banner may be mid-fade), by rule id and the elements concerned.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    (scope) =>
      (window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(
        scope ? { include: [[scope]] } : document,
        { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      ),
    within ?? null,
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A PDF whose first page is `w` x `h` mm, padded to `bytes`: the worker reads its MediaBox. */
export const pdf = (w: number, h: number, bytes = 20_000) => {
  const pt = (mm: number) => ((mm * 72) / 25.4).toFixed(2);
  const head = Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Page /MediaBox [0 0 ${pt(w)} ${pt(h)}] >> endobj\n`);
  const out = Buffer.alloc(Math.max(bytes, head.length), 0x25);
  head.copy(out);
  for (let i = head.length; i < out.length; i += 997) out[i] = i & 255;
  return out;
};

/**
 * With focus on the file input, Enter opens the chooser; the files are picked in it.
 *
 * Playwright takes over the chooser only once the page has been told to (a message of its own,
 * sent when the first 'filechooser' listener is added, and not ordered before a keypress sent
 * right after it). A keypress that wins that race opens a real, invisible chooser which never
 * closes, and every later Enter on that page opens none. So the listener is added first and a
 * round trip to the page made before Enter is pressed.
 */
export async function chooseByKeyboard(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const opened = page.waitForEvent('filechooser', { timeout: 15_000 }).catch(() => null);
  await page.evaluate('0');
  await tabTo(page, page.locator('#enquiry-artwork'));
  await page.keyboard.press('Enter');
  const chooser = await opened;
  if (!chooser) throw new Error('Enter on the file input opened no file chooser');
  await chooser.setFiles(files);
}

/**
 * Waits until the enquiry form on the page is as old as the server asks before it takes a post
 * (`minFillMs`, a person's time to fill it in; faster is held as a robot's): counted from the start
 * time the server signed into the form (`startedAt`), on the machine's one clock (the server's
 * and the tests'). A form filled slowly enough waits no more; a fixed two seconds waited every time.
 */
export async function fillTimeOver(page: Page): Promise<void> {
  await formOldEnough(await page.locator('#enquiry-form input[name="startedAt"]').inputValue());
}

/** Waits until a form whose signed start time is `startedAt` (`<epoch ms>.<hmac>`) is as old as the server asks. */
export async function formOldEnough(startedAt: string): Promise<void> {
  const at = Number(startedAt.split('.')[0]);
  expect(at, 'the form carries its signed start time').toBeGreaterThan(0);
  const left = at + enquiryLimits.minFillMs + 50 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Waits until `count` files in the enquiry form's artwork field show as uploaded. */
export const allDone = (page: Page, count: number) =>
  expect.poll(() => page.locator('.field-artwork .artwork-list > li[data-state="done"]').count(), { timeout: 30_000 }).toBe(count);

/**
 * The enquiry form's fields typed by keyboard, from the name on, each reached by one Tab in the
 * form's order: the delivery PIN (optional) is left empty unless given.
 */
export async function fillByKeyboard(page: Page, message: string, pincode = '') {
  await tabTo(page, page.locator('#enquiry-name'));
  await page.keyboard.type('Asha Rao');
  await page.keyboard.press('Tab');
  await page.keyboard.type('asha@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('98765 43210');
  await page.keyboard.press('Tab');
  await page.keyboard.type(pincode);
  await page.keyboard.press('Tab');
  await page.keyboard.type(message);
}
