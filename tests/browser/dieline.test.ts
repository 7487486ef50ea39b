import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { DESKTOP, PHONE, downloadedBytes, launch, open } from '@tests/support/browser';
import { readTemplate } from '@tests/support/pdf-template';
import { findVariant } from '@features/catalogue/catalogue';
import { variantDieline } from '@features/print-templates/template-files';
import { POINTS_PER_MM } from '@features/print-templates/pdf';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const variant = findVariant('kraft-with-window', '500gm')!;
const layout = variantDieline(variant);
const pdfLink = (page: Page) => page.getByRole('link', { name: `Download print template (PDF, ${variant.weight})` });
const svgLink = (page: Page) => page.getByRole('link', { name: `Download print template (SVG, ${variant.weight})` });
const focused = (link: ReturnType<typeof pdfLink>) => link.evaluate((el) => el === document.activeElement);

/** Presses Tab until `link` has focus, as a keyboard user moves down the page. */
async function tabTo(page: Page, link: ReturnType<typeof pdfLink>): Promise<number> {
  for (let presses = 1; presses <= 150; presses++) {
    await page.keyboard.press('Tab');
    if (await focused(link)) return presses;
  }
  throw new Error('the link was never reached by Tab');
}

describe("the size page's print template downloads", () => {
  it('are reached by Tab and download the PDF and SVG templates with Enter', async () => {
    const { page, close, problems } = await open(browser, variant.link, DESKTOP);
    await tabTo(page, pdfLink(page));
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(pdf.suggestedFilename()).toBe('printpouch-kraft-with-window-500gm-dieline.pdf');
    const bytes = await downloadedBytes(pdf);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(layout.width * POINTS_PER_MM, 2);
    expect(doc.getPage(0).getSize().height).toBeCloseTo(layout.height * POINTS_PER_MM, 2);
    const template = await readTemplate(bytes);
    expect(template.pages.map((p) => [p.label, Math.round(p.trim.width), Math.round(p.trim.height)])).toEqual([
      ['Overview (not for print)', Math.round(layout.width), Math.round(layout.height)],
      ...layout.pieces.map((piece, i) => [['Front', 'Back', 'Gusset'][i], piece.trim.width, piece.trim.height]),
    ]);

    await page.keyboard.press('Tab');
    expect(await focused(svgLink(page))).toBe(true);
    const [svg] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(svg.suggestedFilename()).toBe('printpouch-kraft-with-window-500gm-dieline.svg');
    const text = (await downloadedBytes(svg)).toString('utf8');
    expect(text).toContain(`width="${layout.width}mm" height="${layout.height}mm"`);
    expect(problems).toEqual([]);
    await close();
  });

  it('work on a phone without JavaScript', async () => {
    const { page, close } = await open(browser, variant.link, { ...PHONE, javaScriptEnabled: false });
    await svgLink(page).scrollIntoViewIfNeeded();
    const [svg] = await Promise.all([page.waitForEvent('download'), svgLink(page).tap()]);
    expect(svg.suggestedFilename()).toBe('printpouch-kraft-with-window-500gm-dieline.svg');
    await close();
  });
});
