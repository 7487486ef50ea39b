import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument, rgb } from 'pdf-lib';
import { DESKTOP, launch, open, tabTo, textOf } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';
import { variantDieline } from '@features/print-templates/template-files';
import { panelOf } from '@features/mockup/placement';

/**
 * Issue 63, 7(a): "Back: text or fine detail in the right side seal" was shown for a PDF holding a
 * vector logo whose seal is empty, its marker on the design's edge. pdf.js draws a page 1104.5 px
 * wide into a canvas 1105 px wide: its last column is part page, part transparent, and on a page
 * with a dark background the step from the page into that lighter column read as detail wherever
 * the design's edge lay in a seal (the band checks now leave the outermost pixels out). Each logo
 * is chosen for the back, placed as the mock-up places it, then moved by keyboard 1 mm at a time
 * until its edge has crossed the right side seal and the trim: no seal is named at any step. A PDF
 * with fine lines drawn inside the right seal is still warned of.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const variant = findVariant('kraft-with-window', '500gm')!;
const back = panelOf(variantDieline(variant), 'back');
const seal = back.bands.find((b) => b.kind === 'seal' && b.seal === 'right')!.rect;
/** The right seal, in mm from the trim's left edge, as the summary measures a design's place. */
const sealFrom = seal.x - back.trim.x;
const sealTo = sealFrom + seal.width;
const PT = 72 / 25.4;
const JOURNEY_MS = 120_000;
const SEAL_WARNING = 'Back: text or fine detail in the right side seal.';

/** The logo PDFs' page: 100 mm tall and 69.03 mm wide, so drawn 1600 px tall it is 1104.5 px wide. */
const LOGO_MM = { width: (100 * 1104.5) / 1600, height: 100 };

/**
 * A logo PDF: a blue disc and a red bar in the middle of its page, nothing near its edges; on no
 * background (`label` false) or on a dark green one to the page's edge, as a label is made. Either
 * way its seal, wherever it is placed, holds no text or detail.
 */
async function logoPdf(label: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const { width, height } = LOGO_MM;
  const page = doc.addPage([width * PT, height * PT]);
  if (label) page.drawRectangle({ x: 0, y: 0, width: width * PT, height: height * PT, color: rgb(0.05, 0.3, 0.2) });
  page.drawCircle({ x: (width / 2) * PT, y: 55 * PT, size: 15 * PT, color: rgb(0.1, 0.3, 0.6) });
  page.drawRectangle({ x: (width / 2 - 15) * PT, y: 28 * PT, width: 30 * PT, height: 6 * PT, color: rgb(0.8, 0.1, 0.1) });
  return Buffer.from(await doc.save());
}

/**
 * A PDF made to the back's bleed: a cream background to the bleed's edge, and fine lines (a batch
 * code's bars) drawn inside the right side seal.
 */
async function detailInSealPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([back.bleed.width * PT, back.bleed.height * PT]);
  page.drawRectangle({ x: 0, y: 0, width: back.bleed.width * PT, height: back.bleed.height * PT, color: rgb(0.96, 0.9, 0.78) });
  const bleedToTrim = back.trim.x - back.bleed.x;
  for (let i = 0; i < 8; i++) {
    const x = bleedToTrim + sealFrom + 1 + i * 0.8;
    page.drawRectangle({ x: x * PT, y: 80 * PT, width: 0.35 * PT, height: 60 * PT, color: rgb(0, 0, 0) });
  }
  return Buffer.from(await doc.save());
}

async function chooseBack(page: Page, file: { name: string; buffer: Buffer }) {
  const chooser = page.locator('#try-design-back-file');
  await tabTo(page, chooser);
  await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
  await chooser.setInputFiles({ ...file, mimeType: 'application/pdf' });
  await expect.poll(() => textOf(page, '#try-design-summary'), { timeout: 30_000 }).toContain(`Back: ${file.name},`);
}

const notes = (page: Page) => page.locator('.mockup-warnings li > span:last-child').allInnerTexts();
/** The back design's left edge, in mm from the trim line's, as the summary says it. */
const leftEdge = async (page: Page) =>
  Number(/Back: [^,]+, [\d.]+ mm x [\d.]+ mm, its left edge (-?[\d.]+) mm/.exec(await textOf(page, '#try-design-summary'))![1]);

describe("the right side seal of a logo PDF's back (issue 63)", () => {
  it.each([
    ['logo.pdf', false],
    ['label.pdf', true],
  ])(
    'names no seal for %s, a vector logo whose seal is empty, placed by default and moved until its edge crosses the seal',
    async (name, label) => {
      const { page, close, problems } = await open(browser, variant.link, DESKTOP);
      await chooseBack(page, { name, buffer: await logoPdf(label) });
      const { width } = LOGO_MM;
      expect(await textOf(page, '#try-design-summary')).toContain(`Back: ${name}, ${Math.round(width * 10) / 10} mm x 100 mm`);
      expect(await notes(page)).not.toContainEqual(expect.stringContaining('seal'));
      // By keyboard, as a buyer nudges it: 10 mm steps to near the seal, then 1 mm steps across it and the trim.
      await page.getByLabel(/Back design on the print template/).focus();
      while ((await leftEdge(page)) + width < sealFrom - 10) {
        const before = await leftEdge(page);
        await page.keyboard.press('Shift+ArrowRight');
        await expect.poll(() => leftEdge(page)).toBeGreaterThan(before);
      }
      const seen: string[] = [];
      while ((await leftEdge(page)) + width < sealTo + 2) {
        const before = await leftEdge(page);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => leftEdge(page)).toBeGreaterThan(before);
        // The checks follow the move once the design rests.
        await page.waitForTimeout(300);
        const right = (await leftEdge(page)) + width;
        seen.push(`${right.toFixed(1)} mm: ${(await notes(page)).filter((n) => n.includes('seal')).join(' / ') || 'no seal named'}`);
      }
      expect(seen.length).toBeGreaterThan(8);
      expect(seen.filter((s) => !s.endsWith('no seal named'))).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'still names the right side seal where fine lines are drawn inside it',
    async () => {
      const { page, close, problems } = await open(browser, variant.link, DESKTOP);
      await chooseBack(page, { name: 'batch-code.pdf', buffer: await detailInSealPdf() });
      expect(await textOf(page, '.mockup > [role="status"]')).toBe('batch-code.pdf placed on the back at its actual size, as made to the template.');
      await expect.poll(() => notes(page).then((n) => n.join('\n'))).toContain(SEAL_WARNING);
      expect((await notes(page)).filter((n) => n.includes('left side seal'))).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );
});
