import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, downloadedBytes, hydrateAll, isFocused, launch, open, textOf } from '@tests/support/browser';
import { readTemplate } from '@tests/support/pdf-template';
import { findProduct } from '@features/catalogue/catalogue';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const path = '/products/kraft-with-window/custom?w=185&l=270&g=40';
const hi = { locale: 'hi' } as const;

describe('a custom size in Hindi and Tamil, in the browser', () => {
  it('starts every island of the Hindi page on a phone without a hydration mismatch, React managing each', { timeout: 60_000 }, async () => {
    const { page, close, problems, foreign } = await open(browser, `/hi${path}`, PHONE);
    const served = await textOf(page, 'main');
    expect(await hydrateAll(page)).toBeGreaterThan(3);
    const unmanaged = await page.evaluate(() => {
      const managed = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
      return [...document.querySelectorAll('site-island')]
        .filter((island) => !island.firstElementChild || !managed(island.firstElementChild))
        .map((island) => island.getAttribute('data-island'));
    });
    expect(unmanaged).toEqual([]);
    // React says a mismatch in the console (and would redraw the island): neither happened, and no word changed.
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    expect(await textOf(page, 'main')).toBe(served);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  });

  it('makes the PDF print template when the Hindi button is pressed, saying so in Hindi', { timeout: 60_000 }, async () => {
    const { page, close, problems } = await open(browser, `/hi${path}`, PHONE);
    // The maker's module held back, so the moment between the press and the file can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/build\/assets\/template-pdf-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const label = 'प्रिंट टेम्पलेट डाउनलोड करें (PDF, 185 x 270 + 40 mm)';
    const button = page.getByRole('button', { name: label });
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const pressed = page.locator('.template-pdf button');
    await expect.poll(() => pressed.textContent()).toBe(m.catalogue_pdf_preparing({}, hi));
    expect(await pressed.getAttribute('aria-disabled')).toBe('true');
    expect(await textOf(page, '.template-pdf [role="status"]')).toBe(m.catalogue_pdf_preparing_said({}, hi));
    const download = page.waitForEvent('download');
    release();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('printpouch-kraft-with-window-custom-185x270x40-dieline.pdf');
    await expect.poll(() => pressed.textContent()).toBe(label);
    await expect.poll(() => textOf(page, '.template-pdf [role="status"]')).toBe(m.catalogue_pdf_done({}, hi));
    expect(await isFocused(pressed)).toBe(true);
    // The file is the size's template: its overview and the front, back and gusset at the size.
    const template = await readTemplate(await downloadedBytes(pdf));
    expect(template.pages.map((p) => p.label)).toEqual(['Overview (not for print)', 'Front', 'Back', 'Gusset']);
    expect(template.pages.slice(1).map((p) => [p.trim.width, p.trim.height].map((n) => Math.round(n * 100) / 100))).toEqual([
      [185, 270],
      [185, 270],
      [185, 40],
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it('reads on a 320 px phone in Tamil: nothing wider than the page, each specification under its label', { timeout: 60_000 }, async () => {
    const { page, close, problems } = await open(browser, `/ta${path}`, { ...PHONE, viewport: { width: 320, height: 700 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const rows = await page.locator('.spec-list > div').evaluateAll((divs) =>
      divs.map((d) => {
        const [dt, dd] = [d.querySelector('dt')!.getBoundingClientRect(), d.querySelector('dd')!.getBoundingClientRect()];
        return { stacked: dd.top >= dt.bottom - 1, sameStart: Math.abs(dd.left - dt.left) < 1 };
      }),
    );
    expect(rows.length).toBe(5);
    for (const row of rows) expect(row).toEqual({ stacked: true, sameStart: true });
    // The panel's heading is one word in Tamil: it fits its panel whole.
    const heading = await page.locator('#spec-title').evaluate((h) => ({
      lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
      fits: h.scrollWidth <= h.clientWidth,
    }));
    expect(heading).toEqual({ lines: 1, fits: true });
    expect(await textOf(page, 'h1')).toBe(`${findProduct('kraft-with-window')!.name.ta}, கஸ்டம் 185 x 270 + 40 mm`);
    expect(problems).toEqual([]);
    await close();
  });
});
