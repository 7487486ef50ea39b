import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launch, open } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page headings', () => {
  it('lets a visitor moving by headings meet the sections by their names, each named once', async () => {
    const { page, close } = await open(browser, '/', DESKTOP);
    // What assistive technology lists as the page's second-level headings.
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .evaluateAll((hs) => hs.map((h) => h.textContent ?? ''));
    for (const name of ['About Us', 'Who We Serve', 'Get in Touch', 'Why Choose Us', 'FAQ', 'Testimonials']) {
      expect(
        headings.filter((h) => h.startsWith(`${name}: `)),
        name,
      ).toHaveLength(1);
      const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${name}: `) });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible()).toBe(true);
    }
    // The visible label above each heading is not read a second time as text of its own.
    const texts = (await page.getByRole('main').ariaSnapshot()).split('\n').filter((l) => !/^\s*- '?(heading|region) /.test(l));
    expect(texts.filter((l) => /Who We Serve|Why Choose Us/.test(l))).toEqual([]);
    await close();
  });
});
