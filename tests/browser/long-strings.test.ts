import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FULL_WALK, baseUrl, holdMotion, hydrateAll, launch, sitemapPaths, visitorOf, walkOf } from '@tests/support/browser';

const asVisitor = visitorOf('7');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Writes every text the page shows, and every placeholder, twice over ("Our Products Our
 * Products"): a translation twice the English's length. Figures and the brand's name stay as they are.
 */
function doubleEveryString(page: Page): Promise<number> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      // Words, not figures ("1" on a badge) nor the brand's name, which no translation changes.
      if (/\p{L}/u.test(node.data) && node.data.trim() !== 'PrintPouch' && !node.parentElement?.closest('script, style, template')) texts.push(node);
    }
    for (const node of texts) node.data = `${node.data} ${node.data.trim()}`;
    for (const el of document.querySelectorAll<HTMLInputElement>('[placeholder]')) el.placeholder = `${el.placeholder} ${el.placeholder}`;
    return texts.length;
  });
}

/**
 * What no longer fits: a page wider than its window, and each line of text that runs out of the
 * window or out of a box that clips it. Left alone, as made to hold more than they show: a box
 * that scrolls sideways (a wide table in its frame), a carousel's slides beside the one in view, a
 * text cut to a set number of lines, and text hidden from sight. Sections the browser skips while
 * out of view are laid out first (and stay so), so that they are measured too.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const name = (el: Element) => `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement;
      if (!el || !node.data.trim() || !el.checkVisibility()) continue;
      if (el.closest('script, style, template, .visually-hidden, .hp, [data-slides], .tcar-viewport, .ticker-track')) continue;
      let madeToHoldMore = false;
      let clip: Element | null = null;
      for (let a: Element | null = el; a && a !== document.body && !madeToHoldMore; a = a.parentElement) {
        const style = getComputedStyle(a);
        madeToHoldMore = /auto|scroll/.test(style.overflowX) || style.webkitLineClamp !== 'none' || style.clipPath === 'inset(50%)';
        if (!clip && /hidden|clip/.test(style.overflowX + style.overflowY)) clip = a;
      }
      if (madeToHoldMore) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = `«${node.data.trim().slice(0, 30)}»`;
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      if (lines.some((r) => r.left < -0.5 || r.right > width + 0.5)) found.push(`${name(el)} ${text} runs out of the window`);
      else if (clip) {
        const box = clip.getBoundingClientRect();
        if (lines.some((r) => r.right > box.right + 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1))
          found.push(`${name(el)} ${text} is cut off by ${name(clip)}`);
      }
    }
    return found;
  });
}

/**
 * Layouts that hold at 320 px with strings twice the English length: a Hindi or Tamil text runs
 * longer than its English, and a future one may run longer still. Every English page the sitemap
 * lists (one of each route under `npm test`, every one under `npm run audit`: walkOf), and the
 * pages reached by using the site (a size finder's answer, a custom size, search results, a stored
 * quote and wishlist, the page an unknown address gets), with its islands live and every string
 * written twice; those reached pages in Hindi and Tamil as they are written.
 */
describe(`${FULL_WALK ? 'every page' : 'a page of each route'} at 320 px, with every string twice as long`, () => {
  it('scrolls no page sideways and lets no line run out of its box', { timeout: 600_000 }, async () => {
    const sitemapEnglish = (await sitemapPaths()).filter((p) => !/^\/(hi|ta)(\/|$)/.test(p));
    expect(sitemapEnglish.length).toBeGreaterThan(50);
    const english = walkOf(sitemapEnglish);
    const reached = [
      '/size-finder?fill=tea-leaves&variety=tea-ctc&grams=200',
      '/products/kraft-with-window/custom?w=185&l=270&g=40',
      '/search?query=kraft pouch',
      '/no-such-page',
    ];
    // The same pages in Hindi and Tamil are measured as written (the sitemap walk measures the rest).
    const paths = [...english, ...reached, ...['hi', 'ta'].flatMap((l) => reached.map((p) => `/${l}${p}`))];
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true });
    await holdMotion(context);
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', baseUrl()).href);
    await page.evaluate(() => {
      localStorage.setItem(
        'wishlist',
        JSON.stringify([
          {
            id: '101-500gm',
            name: '500gm Matt Kraft Stand-Up Zipper Pouch With Window, 15 x 22 cm, 110 GSM, Pack of 100',
            text: 'Matt Kraft With Window Stand-Up Zipper Pouch',
            image: '/img/pouch/kraft-with-window.svg',
            link: '/products/kraft-with-window/500gm',
          },
        ]),
      );
      const tiers = [
        { minUnits: 100, maxUnits: 400, unitPrice: 6.06 },
        { minUnits: 500, maxUnits: 900, unitPrice: 5.88 },
        { minUnits: 1000, maxUnits: 5000, unitPrice: 5.76 },
      ];
      localStorage.setItem(
        'quote',
        JSON.stringify([
          {
            product: 'kraft-with-window',
            size: '500gm',
            name: 'Matt Kraft With Window Stand-Up Zipper Pouch',
            weight: '500gm',
            link: '/products/kraft-with-window/500gm',
            quantity: 500,
            note: 'Matt finish, two designs',
            tiers,
          },
        ]),
      );
    });
    const cut: string[] = [];
    let doubled = 0;
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl()).href);
      await page.waitForSelector('body[data-client-loaded]');
      await hydrateAll(page);
      // As written, every page fits, at 320 px and at 360 px (most Android phones in India): what follows is the longer strings' doing.
      expect(await overflows(page), `${path} as written`).toEqual([]);
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await overflows(page), `${path} as written at 360 px`).toEqual([]);
      await page.setViewportSize({ width: 320, height: 640 });
      if (/^\/(hi|ta)\//.test(path)) continue;
      doubled += await doubleEveryString(page);
      for (const problem of await overflows(page)) cut.push(`${path}: ${problem}`);
    }
    await context.close();
    expect(doubled).toBeGreaterThan(paths.length * 50);
    expect(cut).toEqual([]);
  });

  it('holds the mock-up with a design on it and the enquiry form showing its errors, in every language', { timeout: 180_000 }, async () => {
    const design = {
      name: 'design.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900"><rect width="600" height="900" fill="#c33"/></svg>',
      ),
    };
    const context = await browser.newContext(asVisitor({ viewport: { width: 320, height: 640 }, hasTouch: true }));
    await holdMotion(context);
    const page = await context.newPage();
    const cut: string[] = [];
    /** Measures the page as written, and in English with every string twice as long. */
    const measure = async (what: string, english: boolean) => {
      for (const problem of await overflows(page)) cut.push(`${what} as written: ${problem}`);
      if (!english) return;
      await doubleEveryString(page);
      for (const problem of await overflows(page)) cut.push(`${what}, twice as long: ${problem}`);
    };
    for (const prefix of ['', '/hi', '/ta']) {
      await page.goto(new URL(`${prefix}/products/kraft-with-window/500gm`, baseUrl()).href);
      await page.waitForSelector('body[data-client-loaded]');
      await hydrateAll(page);
      await page.locator('#try-design-front-file').setInputFiles(design);
      await page.locator('.mockup-tabs').waitFor();
      await measure(`${prefix || '/en'} mock-up`, prefix === '');

      await page.goto(new URL(`${prefix}/contactus`, baseUrl()).href);
      await page.waitForSelector('body[data-client-loaded]');
      await hydrateAll(page);
      // Sent empty, past the browser's own check, as a browser without it would: every field's error shows.
      await page.evaluate(() => {
        document.querySelector<HTMLFormElement>('#enquiry-form')!.noValidate = true;
      });
      await page.locator('#enquiry-form [data-submit]').click();
      await page.locator('#enquiry-message-error:not([hidden])').waitFor();
      await measure(`${prefix || '/en'} enquiry errors`, prefix === '');
    }
    await context.close();
    expect(cut).toEqual([]);
  });
});
