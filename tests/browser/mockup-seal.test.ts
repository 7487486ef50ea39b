import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
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
 *
 * The warning is seen with a PDF that holds a 31 ppi photo, as the buyer's did: pdf.js drew a picture
 * enlarged that far in hard-edged blocks, and the step between two blocks read as detail where the
 * photo ran into a seal; a PNG of so few pixels was measured pixel by pixel, to the same effect.
 * Both are now measured drawn smoothly, as they print, and neither names a seal.
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

/**
 * A photo of `width` x `height` pixels, as a PNG: a soft pattern of light and shade with grain in
 * every pixel (seeded, so the same each run), the texture of tea leaves or spices, and no text.
 */
async function photoPng(page: Page, width: number, height: number): Promise<Buffer> {
  const data = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const image = ctx.createImageData(w, h);
      let seed = 7;
      const grain = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 90;
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const shade = 90 + 60 * Math.sin(x / 9) * Math.cos(y / 13);
          const n = grain();
          const i = (y * w + x) * 4;
          image.data.set([shade + n, shade * 0.7 + n, shade * 0.4 + n, 255], i);
        }
      ctx.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(data, 'base64');
}

/** The photo PDF's page (mm): words and a disc at its top, a 31 ppi photo below them to its right edge. */
const PHOTO_PAGE = { width: 120, height: 160 };

/** A PDF as a label is often made: a vector name and disc above a 31 ppi photo that runs to the page's right edge, nothing else near it. */
async function photoPdf(page: Page): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const { width, height } = PHOTO_PAGE;
  const sheet = doc.addPage([width * PT, height * PT]);
  const photo = { x: 20, y: 20, width: width - 20, height: 80 };
  const png = await photoPng(page, Math.round((photo.width / 25.4) * 31), Math.round((photo.height / 25.4) * 31));
  sheet.drawImage(await doc.embedPng(png), { x: photo.x * PT, y: photo.y * PT, width: photo.width * PT, height: photo.height * PT });
  sheet.drawText('CHAI CO', { x: 25 * PT, y: 125 * PT, size: 40, font: await doc.embedFont(StandardFonts.HelveticaBold), color: rgb(0.6, 0.1, 0.1) });
  sheet.drawCircle({ x: 60 * PT, y: 145 * PT, size: 8 * PT, color: rgb(0.1, 0.3, 0.6) });
  return Buffer.from(await doc.save());
}

async function chooseBack(page: Page, file: { name: string; buffer: Buffer; mimeType?: string }) {
  const chooser = page.locator('#try-design-back-file');
  await tabTo(page, chooser);
  await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
  await chooser.setInputFiles({ mimeType: 'application/pdf', ...file });
  await expect.poll(() => textOf(page, '#try-design-summary'), { timeout: 30_000 }).toContain(`Back: ${file.name},`);
}

const notes = (page: Page) => page.locator('.mockup-warnings li > span:last-child').allInnerTexts();
/** The back design's left edge, in mm from the trim line's, as the summary says it. */
const leftEdge = async (page: Page) =>
  Number(/Back: [^,]+, [\d.]+ mm x [\d.]+ mm, its left edge (-?[\d.]+) mm/.exec(await textOf(page, '#try-design-summary'))![1]);

/** Moves the back design right by keyboard, 10 mm a press as a buyer would, until its right edge (`width` past its left) reaches `mm`. */
async function nudgeRightTo(page: Page, width: number, mm: number) {
  await page.getByLabel(/Back design on the print template/).focus();
  while ((await leftEdge(page)) + width < mm) {
    const before = await leftEdge(page);
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => leftEdge(page)).toBeGreaterThan(before);
  }
}

describe('the seals of a back design (issue 63)', () => {
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
      await nudgeRightTo(page, width, sealFrom - 10);
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
    'names no seal for a PDF whose 31 ppi photo runs into the right side seal, and warns of its resolution',
    async () => {
      const { page, close, problems } = await open(browser, variant.link, DESKTOP);
      await chooseBack(page, { name: 'chai-label.pdf', buffer: await photoPdf(page) });
      await expect
        .poll(() => notes(page))
        .toContain(
          'Back: a picture in your PDF is 31 ppi at print size and will print soft (300 ppi prints sharp). Fix: replace it with one of at least 9.7 times the pixels across, or place the design smaller.',
        );
      // 10 mm at a time until the page's right edge, where the photo ends, lies inside the right seal.
      await nudgeRightTo(page, PHOTO_PAGE.width, sealFrom + 1);
      const right = (await leftEdge(page)) + PHOTO_PAGE.width;
      expect(right).toBeGreaterThan(sealFrom);
      expect(right).toBeLessThan(sealTo);
      await page.waitForTimeout(300);
      expect((await notes(page)).filter((n) => n.includes('fine detail'))).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'names no seal or fold for a photo PNG of 22 ppi at print size filling the back across every seal',
    async () => {
      const { page, close, problems } = await open(browser, variant.link, DESKTOP);
      // 146 x 195 pixels, no density stated: placed to fill the back's bleed, at about 22 ppi.
      await chooseBack(page, { name: 'tea-leaves.png', mimeType: 'image/png', buffer: await photoPng(page, 146, 195) });
      expect(await textOf(page, '#try-design-summary')).toContain('Back: tea-leaves.png, 169.2 mm x 226 mm');
      await expect.poll(() => notes(page)).toContainEqual(expect.stringContaining('Back: 22 ppi at print size will print soft'));
      expect((await notes(page)).filter((n) => n.includes('fine detail'))).toEqual([]);
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
