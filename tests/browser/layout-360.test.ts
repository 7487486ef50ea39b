import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, open } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** 360 px: the width of most Android phones in India. */
const PHONE_360 = { viewport: { width: 360, height: 780 }, hasTouch: true };
const languages = [
  ['en', ''],
  ['hi', '/hi'],
  ['ta', '/ta'],
] as const;

describe('a 360 px phone, in every language', () => {
  it.each(languages)('%s: the focused skip link lies over neither the offer ticker nor the words below, and shows its words whole', async (_, prefix) => {
    const { page, close } = await open(browser, `${prefix}/`, PHONE_360);
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const [link, ticker, header] = await Promise.all(['.skip-link', '.ticker', '.site-header'].map((s) => page.locator(s).first().boundingBox()));
    const apart = (a: typeof link, b: typeof link) => !!a && !!b && (a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5);
    expect(apart(link, ticker), 'the skip link and the ticker').toBe(true);
    expect(apart(link, header), 'the skip link and the header').toBe(true);
    // Its words are not cut at its edges (the Tamil pulli above a line, a second line).
    expect(await skip.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await close();
  });

  it.each(languages)('%s: the skip link, not focused, shows nothing of itself over the offer ticker', async (_, prefix) => {
    const { page, close } = await open(browser, `${prefix}/`, PHONE_360);
    // A Tamil label wraps to two lines: a link lifted by a fixed height left its lower edge over the ticker's words.
    const link = await page.locator('.skip-link').boundingBox();
    expect(link, 'the skip link has a box').not.toBeNull();
    expect(link!.y + link!.height).toBeLessThanOrEqual(0);
    await close();
  });

  it.each(languages)('%s: the phone field shows its example number whole', async (_, prefix) => {
    const { page, close } = await open(browser, `${prefix}/contactus`, PHONE_360);
    const phone = page.locator('#enquiry-phone');
    const { shown, room } = await phone.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The placeholder up to the end of its example number.
      const upTo = el.placeholder.slice(0, el.placeholder.indexOf('43210') + 5);
      return { shown: context.measureText(upTo).width, room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(shown).toBeLessThanOrEqual(room);
    await close();
  });

  it.each([
    ['hi', '/hi', 'फ़ाइलें चुनें', 'फ़ाइल चुनें'],
    ['ta', '/ta', 'ஃபைல்களைத் தேர்ந்தெடுங்கள்', 'ஃபைலைத் தேர்ந்தெடுங்கள்'],
    ['en', '', 'Choose files', 'Choose a file'],
  ])('%s: a file picker’s button says the page’s words, the input keeps its label, and the button opens the chooser', async (_, prefix, files, file) => {
    const { page, close } = await open(browser, `${prefix}/contactus`, PHONE_360);
    const field = page.locator('.field-artwork');
    // The form goes live once touched (or with a stored quote).
    await page.locator('#enquiry-name').click();
    await field.scrollIntoViewIfNeeded();
    await expect.poll(() => field.locator('.file-picker-button').first().textContent(), { timeout: 10_000 }).toBe(files);
    // Named once, by its field's label: the drawn button's words, a label too, are hidden from
    // assistive technology (on a span inside it: HTML allows no aria-hidden on the label itself).
    const label = await page.locator('#enquiry-artwork-label').evaluate((el) => el.textContent!.trim());
    expect(label.length).toBeGreaterThan(3);
    expect(await page.locator('#enquiry-artwork').ariaSnapshot()).toBe(`- button "${label}"`);
    expect(await field.locator('.file-picker-button').first().getAttribute('aria-hidden')).toBeNull();
    expect(await field.locator('.file-picker-button > span').first().getAttribute('aria-hidden')).toBe('true');
    const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
    await page.evaluate('0');
    await field.locator('.file-picker-button').first().click();
    expect((await chooser).isMultiple()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(new URL(`${prefix}/products/kraft-with-window/500gm`, page.url()).href);
    await page.waitForSelector('body[data-client-loaded]');
    await page.locator('.mockup-files').first().scrollIntoViewIfNeeded();
    const design = page.locator('.mockup-files .file-picker-button').first();
    await expect.poll(() => design.textContent(), { timeout: 10_000 }).toBe(file);
    await close();
  });
});
