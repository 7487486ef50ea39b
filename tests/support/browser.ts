import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext { baseUrl: string }
}

/** Debian's Chromium, driven by playwright-core; never a downloaded browser. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const baseUrl = (): string => inject('baseUrl');

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** How long one Playwright step may wait for its element, event or page when it names no time of its own. */
export const STEP_TIMEOUT = 20_000;

/**
 * Opens a page and collects console errors, page errors and any request to another host, so a
 * test can assert that none happened. Waits for the islands to be live unless JavaScript is off.
 */
export async function open(browser: Browser, path: string, options: BrowserContextOptions & { wait?: boolean } = DESKTOP) {
  const context = await browser.newContext(options);
  // A step that never comes fails by its own name, before the test's 30 s run out anonymously.
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('request', (r) => { if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:')) foreign.push(r.url()); });
  const response = await page.goto(new URL(path, baseUrl()).href);
  if (options.javaScriptEnabled !== false && options.wait !== false) await page.waitForSelector('body[data-client-loaded]');
  return { page, context, response, problems, foreign, close: () => context.close() };
}

export type Opened = Awaited<ReturnType<typeof open>>;

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
export const textOf = (page: Page, selector: string) => page.locator(selector).innerText().then((t) => t.replace(/\s+/g, ' ').trim());

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

/** WCAG A/AA violations on the page as it is now, by rule id and the elements concerned. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() => (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({ runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
