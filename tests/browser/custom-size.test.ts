import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, downloadedBytes, isFocused, launch, open, startFinder, textOf } from '@tests/support/browser';
import { readTemplate } from '@tests/support/pdf-template';
import { findProduct } from '@features/catalogue/catalogue';
import { customVariant } from '@features/catalogue/custom-variant';
import { variantDieline } from '@features/print-templates/template-files';
import { BLEED_MM } from '@features/catalogue/pouch-measures';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preflightChecks } from '../../scripts/lib/template-preflight.mjs';
import { PRESS_CONDITION } from '@features/print-templates/press';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('from the size finder to a custom size', () => {
  it('asks which roast, offers a custom size beside a half-empty 3 Kg, opens its mock-up and adds it to the quote at price on request', async () => {
    const { page, close, problems } = await open(browser, '/size-finder', DESKTOP);
    await startFinder(page);
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
    expect(await textOf(page, '.finder-custom .finder-made-size')).toBe('240 x 318 + 44 mm pouch');
    expect(await textOf(page, '.finder-custom .finder-dims')).toBe('About 80 % full');

    await custom
      .getByRole('button', { name: /Add to quote/ })
      .first()
      .click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quote') ?? '[]'));
    expect(stored[0]).toMatchObject({ product: 'kraft-with-window', size: 'custom-240x318x44', weight: 'Custom 240 x 318 + 44 mm', tiers: [] });

    await Promise.all([
      page.waitForURL('**/products/kraft-with-window/custom?w=240&l=318&g=44&for=coffee-light-roast&grams=1000#try-design'),
      custom
        .getByRole('link', { name: /Try your design on this pouch/ })
        .first()
        .click(),
    ]);
    await page.locator('#try-design').scrollIntoViewIfNeeded();
    expect(await textOf(page, '#try-design-title')).toBe('Try your design on this pouch');
    await page.locator('#try-design input[type="file"]').first().waitFor({ state: 'attached' });

    await page.goto(new URL('/quote', page.url()).href);
    await expect.poll(() => textOf(page, 'main')).toContain('Custom 240 x 318 + 44 mm');
    expect(await textOf(page, 'main')).toMatch(/price on request/i);
    // Its only line has no price yet: the table says who prices it, and shows no total of ₹0.00.
    expect(await textOf(page, '.quote-table tfoot')).toBe('This line is priced on request: our reply quotes it.');
    expect(await page.locator('[data-quote-total]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("a custom size's PDF print template", () => {
  const flat = { width: 185, length: 270, gusset: 40 };
  const path = '/products/kraft-with-window/custom?w=185&l=270&g=40';
  const layout = variantDieline(customVariant(findProduct('kraft-with-window')!, flat));
  const label = 'Download print template (PDF, 185 x 270 + 40 mm)';

  it("is made in the browser when asked, pdf-lib loaded only then, with the size's page boxes and the SVG's drawing", async () => {
    const { page, close, problems, foreign } = await open(browser, path, DESKTOP);
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      );
    expect((await scripts()).some((s) => /\/(pdf-lib|template-pdf)-/.test(s))).toBe(false);

    const button = page.getByRole('button', { name: label });
    await button.focus();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(pdf.suggestedFilename()).toBe('printpouch-kraft-with-window-custom-185x270x40-dieline.pdf');
    // Focus stays on the button, which says what it does again once the file is made.
    await expect.poll(() => isFocused(button)).toBe(true);
    expect((await scripts()).some((s) => /\/pdf-lib-/.test(s))).toBe(true);

    const template = await readTemplate(await downloadedBytes(pdf));
    expect(template.pages.map((p) => p.label)).toEqual(['Overview (not for print)', 'Front', 'Back', 'Gusset']);
    expect([template.pages[0]!.media.width, template.pages[0]!.media.height].map((n) => Math.round(n * 100) / 100)).toEqual([layout.width, layout.height]);
    // Front and back W x L, the gusset W x G, each inside its bleed, in mm.
    const { width: w, length: l, gusset: g } = flat;
    expect(template.pages.slice(1).map((p) => [p.trim.width, p.trim.height].map((n) => Math.round(n * 100) / 100))).toEqual([
      [w, l],
      [w, l],
      [w, g],
    ]);
    for (const p of template.pages.slice(1)) {
      expect([p.bleed.width - p.trim.width, p.bleed.height - p.trim.height].map((n) => Math.round(n * 100) / 100)).toEqual([2 * BLEED_MM, 2 * BLEED_MM]);
      expect(p.media.width).toBeGreaterThan(p.bleed.width);
    }

    // The same drawing as the SVG offered beside it: its labels, in order, are the PDF overview's.
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download print template (SVG, 185 x 270 + 40 mm)' }).click(),
    ]);
    const svgText = (await downloadedBytes(svg)).toString('utf8');
    const decodeEntities = (t: string) =>
      t
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    const svgLabels = [...svgText.matchAll(/<g aria-label="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
    expect(svgLabels.length).toBe(layout.labels.length);
    // The PDF's overview adds one line of its own, last: that it is not for print.
    expect(template.pages[0]!.texts.map((t) => t.text)).toEqual([...svgLabels, expect.stringMatching(/^Overview, not for print/)]);
    expect(svgText).toMatch(/<path class="trim" d="M[\d.]+ [\d.]+h185v270h-185z"/);
    // Made in the browser, it passes the preflight the build's templates pass (no /AS, layers off by default, White on top, output condition, hairlines).
    const file = join(mkdtempSync(join(tmpdir(), 'custom-template-')), 'custom.pdf');
    writeFileSync(file, await downloadedBytes(pdf));
    expect(preflightChecks(file, { white: true, press: PRESS_CONDITION?.identifier ?? null }).checks.filter((c) => !c.ok)).toEqual([]);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('says "Preparing…" on the button while it is made', async () => {
    const { page, close } = await open(browser, path, DESKTOP);
    // The maker's module held back, so the moment between the press and the file can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/build\/assets\/template-pdf-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const button = page.locator('.template-pdf button');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Preparing…');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    const download = page.waitForEvent('download');
    release();
    await download;
    await expect.poll(() => button.textContent()).toBe(label);
    await close();
  });

  it('without JavaScript, offers the SVG and says the PDF needs JavaScript; its PDF address leads there', async () => {
    const { page, close } = await open(browser, path, { ...PHONE, javaScriptEnabled: false });
    expect(await page.getByRole('button', { name: label }).isVisible()).toBe(false);
    expect(await textOf(page, '#artwork')).toContain('The PDF of this template is made in your browser and needs JavaScript');
    expect(await page.getByRole('link', { name: 'Download print template (SVG, 185 x 270 + 40 mm)' }).isVisible()).toBe(true);
    await page.goto(new URL('/products/kraft-with-window/custom/dieline.pdf?w=185&l=270&g=40', page.url()).href);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(`${path}#artwork`);
    await close();
  });
});
