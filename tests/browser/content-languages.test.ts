import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, brokenWords, launch, open } from '@tests/support/browser';

// The content pages' islands under /hi/ and /ta/: each hydrates in the page's language (read from
// <html lang>), with no mismatch against the server's HTML and its own words in what it changes.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('content islands in Hindi and Tamil', () => {
  it('filters the Hindi portfolio with Hindi buttons, says what it shows in Hindi, and names the viewer in Hindi', async () => {
    const { page, close, problems } = await open(browser, '/hi/portfolio');
    expect(await page.$$eval('[data-filter]', (bs) => bs.map((b) => b.textContent))).toEqual(['सभी', 'स्टैंड-अप', 'लेबल', 'पैकेज', 'ज़िप पाउच']);
    await page.click('[data-filter="Zip Pouch"]');
    await expect.poll(() => page.textContent('[data-status]')).toBe('ज़िप पाउच में 3 तस्वीरें दिख रही हैं');
    await page.click('[data-item]:not([hidden]) .gallery-link');
    await expect.poll(() => page.locator('#lightbox').evaluate((el) => el.matches(':popover-open'))).toBe(true);
    expect(await page.getAttribute('#lightbox', 'aria-label')).toBe('तस्वीर व्यूअर');
    expect(await page.getAttribute('#lightbox [data-close]', 'aria-label')).toBe('बंद करें');
    expect(await page.textContent('[data-lightbox-caption]')).toBe('Hill Bean Coffee: सिंगल-ओरिजिन बीन्स');
    expect(await page.getAttribute('[data-lightbox-caption] span', 'lang')).toBe('en');
    expect(problems).toEqual([]);
    await close();
  });

  it('starts the Tamil home page carousels with Tamil controls', async () => {
    const { page, close, problems } = await open(browser, '/ta/', PHONE);
    expect(await page.getAttribute('.hero', 'aria-label')).toBe('சிறப்பம்சங்கள்');
    expect(await page.getAttribute('.hero-slide[data-active]', 'aria-label')).toBe('3-இல் 1');
    await page.locator('.tcar').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="testimonials"][data-live]');
    expect(await page.getAttribute('.tcar', 'aria-label')).toBe('வாடிக்கையாளர் கருத்துகள்');
    await page.click('.tcar .rotate-btn');
    await expect.poll(() => page.getAttribute('.tcar .rotate-btn', 'aria-label')).toBe('தானியங்கி ஸ்லைடு காட்சியைத் தொடங்கு');
    expect(await page.getAttribute('.tcar [data-next]', 'aria-label')).toBe('அடுத்த கருத்துகள்');
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the Hindi FAQ answers one at a time', async () => {
    const { page, close, problems } = await open(browser, '/hi/faq', DESKTOP);
    const open1 = () => page.$$eval('details[name="faq"][open] .faq-q', (q) => q.map((x) => x.textContent));
    expect(await open1()).toEqual(['कम से कम कितना ऑर्डर देना होता है?']);
    await page.click('details[name="faq"]:nth-of-type(2) summary');
    await expect.poll(open1).toEqual(['डिलीवरी में कितना समय लगता है?']);
    expect(problems).toEqual([]);
    await close();
  });

  it("fits the header row on a desktop in every language, the menu's words, the brand name and the search field's placeholder whole: nothing runs past the screen from 1024 px up", async () => {
    // One page per language, widened step by step: what is measured is the header's layout, which
    // the browser makes again at each width as for a page opened at it; a page a width cost a load.
    for (const path of ['/', '/hi/', '/ta/']) {
      const { page, close } = await open(browser, path, { viewport: { width: 1024, height: 800 } });
      for (const width of [1024, 1060, 1100, 1200, 1280, 1344, 1440, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        const row = await page.evaluate(() => {
          const header = document.querySelector('.header-inner')!;
          const right = Math.max(...[...header.querySelectorAll('a, button, input')].map((el) => el.getBoundingClientRect().right));
          // The search field's placeholder shows whole, or not at all where no word fits beside its button.
          const search = document.querySelector<HTMLInputElement>('#search-desktop')!;
          const style = getComputedStyle(search);
          const measure = document.createElement('canvas').getContext('2d')!;
          measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const unseen = getComputedStyle(search, '::placeholder').color === 'rgba(0, 0, 0, 0)';
          const clipped = !unseen && measure.measureText(search.placeholder).width > room ? search.placeholder : null;
          return { overflow: header.scrollWidth - header.clientWidth, right, clipped };
        });
        expect(row.overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        expect(row.right, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        // A word broken inside: a menu link, the brand name or a language's name split across lines.
        expect(await brokenWords(page, '.header-inner'), `${path} at ${width} px`).toEqual([]);
        expect(row.clipped, `${path} at ${width} px: the search field's placeholder`).toBeNull();
      }
      await close();
    }
  }, 120_000);
});
