import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launch, open, textOf } from '../support/browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('from the size finder to a custom size', () => {
  it('asks which roast, offers a custom size beside a half-empty 3 Kg, opens its mock-up and adds it to the quote at price on request', async () => {
    const { page, close, problems } = await open(browser, '/size-finder', DESKTOP);
    await page.locator('#finder-fill').focus();
    await page.waitForSelector('site-island[data-island="size-finder-page"][data-live]', { state: 'attached' });
    await page.locator('#finder-fill').selectOption('coffee-beans');
    await page.locator('#finder-grams').fill('1 kg');
    // The broad kind asks its question, announced in the status line, as a keyboard-usable radio group.
    await expect.poll(() => textOf(page, '.finder-line')).toContain('Which roast?');
    await page.locator('input[name="variety"][value="coffee-dark-roast"]').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('input[name="variety"]:checked').getAttribute('value')).toBe('coffee-light-roast');
    await expect.poll(() => textOf(page, '.finder-size')).toBe('3 Kg pouch');
    const custom = page.locator('.finder-custom');
    await expect.poll(() => custom.getAttribute('data-finder-custom')).toBe('custom-240x318x44');
    expect(await textOf(page, '.finder-custom .finder-offers-title')).toBe('Or a size made for it: 240 x 318 + 44 mm, about 80 % full');

    await custom.getByRole('button', { name: /Add to quote/ }).first().click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quote') ?? '[]'));
    expect(stored[0]).toMatchObject({ product: 'kraft-with-window', size: 'custom-240x318x44', weight: 'Custom 240 x 318 + 44 mm', tiers: [] });

    await Promise.all([page.waitForURL('**/products/kraft-with-window/custom?w=240&l=318&g=44#try-design'), custom.getByRole('link', { name: /Try your design on this pouch/ }).first().click()]);
    await page.locator('#try-design').scrollIntoViewIfNeeded();
    expect(await textOf(page, '#try-design-title')).toBe('Try your design on this pouch');
    await page.locator('#try-design input[type="file"]').first().waitFor({ state: 'attached' });

    await page.goto(new URL('/quote', page.url()).href);
    await expect.poll(() => textOf(page, 'main')).toContain('Custom 240 x 318 + 44 mm');
    expect(await textOf(page, 'main')).toMatch(/price on request/i);
    expect(problems).toEqual([]);
    await close();
  });
});
