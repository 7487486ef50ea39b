import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFStream, StandardFonts, rgb } from 'pdf-lib';
import { DESKTOP, PHONE, axeViolations, downloadedBytes, launch, open, tabTo, textOf, visitorOf, fillByKeyboard } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';
import { variantDieline } from '@features/print-templates/template-files';
import { fill, move, panelOf } from '@features/mockup/placement';

let browser: Browser;
const asVisitor = visitorOf('d');
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const variant = findVariant('kraft-with-window', '500gm')!;
const layout = variantDieline(variant);
const front = panelOf(layout, 'front');
const PT = 72 / 25.4;
/** A journey by keyboard down a whole size page, a design read and a proof made: long on a busy machine. */
const JOURNEY_MS = 90_000;

/** A PNG of w x h px drawn in the page: a gradient, a brand name, and a line of text in the top seal. */
const designPng = (page: Page, w: number, h: number) =>
  page.evaluate(
    ([w, h]) => {
      const c = document.createElement('canvas');
      c.width = w!;
      c.height = h!;
      const x = c.getContext('2d')!;
      const g = x.createLinearGradient(0, 0, w!, h!);
      g.addColorStop(0, '#1f6f5c');
      g.addColorStop(1, '#e8590c');
      x.fillStyle = g;
      x.fillRect(0, 0, w!, h!);
      x.fillStyle = '#fff';
      x.font = `bold ${w! / 9}px serif`;
      x.textAlign = 'center';
      x.fillText('CHAI CO.', w! / 2, h! * 0.4);
      x.font = `${w! / 36}px sans-serif`;
      x.fillText('THIS LINE SITS IN THE TOP SEAL', w! / 2, h! * 0.025);
      return c.toDataURL('image/png').split(',')[1]!;
    },
    [w, h],
  );

/** A one-page PDF design drawn with vectors only: a green panel and a line of text. */
async function vectorPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 600]);
  page.drawRectangle({ x: 0, y: 0, width: 400, height: 600, color: rgb(0.1, 0.4, 0.3) });
  page.drawText('VECTOR BRAND', { x: 60, y: 320, size: 36, font: await doc.embedFont(StandardFonts.HelveticaBold), color: rgb(1, 1, 1) });
  return Buffer.from(await doc.save());
}

/** The decoded bytes of a stream, as text. */
const streamText = (stream: PDFStream) => {
  const raw = stream as PDFRawStream;
  const filter = raw.dict.get(PDFName.of('Filter'));
  return (filter ? inflateSync(raw.contents) : Buffer.from(raw.contents)).toString('latin1');
};

/** Page 1's content (all its streams) and its XObjects by name. */
function pageOne(doc: PDFDocument) {
  const page = doc.getPage(0);
  const contents = page.node.Contents()!;
  const streams = 'asArray' in contents ? contents.asArray().map((r) => doc.context.lookup(r) as PDFStream) : [contents as unknown as PDFStream];
  const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const byName = new Map(xobjects.entries().map(([name, ref]) => [name.asString().slice(1), doc.context.lookup(ref) as PDFRawStream]));
  return { page, text: streams.map(streamText).join('\n'), xobjects: byName };
}

/** The proof's page 1 holds one image, `w` x `h` px (its own resolution), drawn exactly at `placed` (mm). */
function expectImagePlaced(doc: PDFDocument, w: number, h: number, placed: { x: number; y: number; width: number; height: number }) {
  const { text, xobjects } = pageOne(doc);
  const images = [...xobjects].filter(([, x]) => x.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  expect(images.map(([, x]) => [x.dict.get(PDFName.of('Width'))?.toString(), x.dict.get(PDFName.of('Height'))?.toString()])).toEqual([[String(w), String(h)]]);
  const [name] = images[0]!;
  // pdf-lib draws an image as: move, turn (none), scale, skew (none), draw.
  const drawn = new RegExp(`^1 0 0 1 (\\S+) (\\S+) cm\\n1 0 0 1 0 0 cm\\n(\\S+) 0 0 (\\S+) 0 0 cm\\n1 0 0 1 0 0 cm\\n/${name} Do$`, 'm').exec(text);
  expect(drawn).not.toBeNull();
  const [x, y, width, height] = drawn!.slice(1).map(Number) as [number, number, number, number];
  expect(x / PT).toBeCloseTo(placed.x, 2);
  expect(layout.height - y / PT - height / PT).toBeCloseTo(placed.y, 2);
  expect(width / PT).toBeCloseTo(placed.width, 2);
  expect(height / PT).toBeCloseTo(placed.height, 2);
}

/** Starts the mock-up as a keyboard user does (Tab to its file chooser) and chooses `file`. */
async function chooseDesign(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.locator('#try-design-front-file');
  await tabTo(page, chooser);
  await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
  await chooser.setInputFiles(file);
  await page.locator('.mockup-stage canvas').waitFor();
}

async function downloadProof(page: Page): Promise<PDFDocument> {
  const button = page.getByRole('button', { name: 'Download proof (PDF)' });
  await tabTo(page, button);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('printpouch-matt-kraft-with-window-stand-up-zipper-pouch-500gm-proof.pdf');
  return PDFDocument.load(await downloadedBytes(download));
}

describe('try your design on a size page', () => {
  it(
    'by keyboard: a PNG warns of its low resolution, moves by 1 and 10 mm, and the proof places it exactly as shown',
    async () => {
      const { page, close, problems, foreign } = await open(browser, variant.link, DESKTOP);
      await expect.poll(() => textOf(page, '#try-design-title + p')).toContain('Your file never leaves your browser');
      const png = Buffer.from(await designPng(page, 800, 1100), 'base64');
      await chooseDesign(page, { name: 'chai.png', mimeType: 'image/png', buffer: png });

      // 800 px across the 164.4 mm the design fills: 124 ppi.
      const warnings = page.locator('.mockup-warnings li > span:last-child');
      await expect
        .poll(() => warnings.allInnerTexts())
        .toEqual([
          'Front: 124 ppi at print size will print soft (300 ppi prints sharp). Fix: use an image of at least 1942 pixels across, or place this one smaller.',
          expect.stringMatching(/^Front: the trim cuts away 11 % of the design\. Fix: choose "Fit"/),
          'Front: text or fine detail in the top seal. Fix: keep text and logos inside the safe zone; let only the background run into the seal.',
          expect.stringMatching(/^Colours: your file is shown in RGB; the pouch is printed in CMYK/),
        ]);

      const stage = page.locator('.mockup-stage');
      await tabTo(page, stage);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      const placed = move(fill(front.bleed, { width: 800, height: 1100, vector: false }), 1, 10);
      const r = (n: number) => `${Math.round(n * 10) / 10} mm`;
      const words = `${r(placed.width)} x ${r(placed.height)}, its left edge ${r(placed.x - front.trim.x)} and top ${r(placed.y - front.trim.y)} from the trim line's`;
      await expect.poll(() => textOf(page, '.mockup > [role="status"]')).toBe(`Front design moved: ${words}.`);
      expect(await textOf(page, '#try-design-summary')).toContain(`Front: chai.png, ${words}, 124 ppi at print size.`);
      // Moved down 10 mm, the design leaves the top of the bleed bare: a white edge, named with its fix.
      await expect
        .poll(() => warnings.allInnerTexts())
        .toContain('Front: a white edge of 10 mm at the top: the design stops short of the bleed. Fix: choose "Fill", or extend the background 10 mm further.');
      expect(await axeViolations(page)).toEqual([]);

      const doc = await downloadProof(page);
      const { page: sheet } = pageOne(doc);
      // Page 1 is the template at 1:1: its page box is the drawing's size in mm.
      expect(sheet.getMediaBox().width / PT).toBeCloseTo(layout.width, 2);
      expect(sheet.getMediaBox().height / PT).toBeCloseTo(layout.height, 2);
      expectImagePlaced(doc, 800, 1100, placed);
      // Page 2: the title block, the standing view, what the pouch is, the warnings.
      expect(doc.getPageCount()).toBe(2);
      expect(doc.getTitle()).toBe('Digital proof — for approval, not for print: Matt Kraft With Window Stand-Up Zipper Pouch, 500gm');
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it('places an SVG logo at the size its file states, in the safe zone, not blown up to fill the bleed', async () => {
    const { page, close, problems } = await open(browser, variant.link, DESKTOP);
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="120mm" height="60mm" viewBox="0 0 120 60"><rect width="120" height="60" fill="#1f6f5c"/><circle cx="30" cy="30" r="20" fill="#e8590c"/></svg>`;
    await chooseDesign(page, { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(logo) });
    await expect.poll(() => textOf(page, '#try-design-summary')).toMatch(/^Front: logo\.svg, 120 mm x 60 mm, /);
    expect(await textOf(page, '.mockup > p.visually-hidden[role="status"]')).toBe('logo.svg placed on the front at the size its file states, 120 × 60 mm.');
    expect(problems).toEqual([]);
    await close();
  });

  it(
    'draws a PDF design with pdf.js from this site and embeds its first page in the proof as vectors, not a picture',
    async () => {
      const { page, close, problems, foreign } = await open(browser, variant.link, DESKTOP);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script' || r.url().endsWith('.mjs')) scripts.push(new URL(r.url()).pathname);
      });
      await chooseDesign(page, { name: 'brand.pdf', mimeType: 'application/pdf', buffer: await vectorPdf() });
      await expect.poll(() => textOf(page, '#try-design-summary')).toMatch(/^Front: brand\.pdf, .*, vector, sharp at any size\./);
      // pdf.js and its worker came from our own build, once the PDF was chosen; pdf-lib, the proof's
      // tool, and the page language's fonts follow the shown design when the browser is idle, so a
      // proof asked for later is made at once: after pdf.js, which the design waited for, not beside it.
      expect(scripts.some((s) => /^\/build\/assets\/mockup-pdf-.*\.js$/.test(s))).toBe(true);
      expect(scripts.some((s) => /^\/build\/assets\/pdf\.worker\.min-.*\.mjs$/.test(s))).toBe(true);
      await expect.poll(() => scripts.some((s) => s.includes('mockup-proof')), { timeout: 15_000 }).toBe(true);
      expect(scripts.findIndex((s) => s.includes('mockup-proof'))).toBeGreaterThan(scripts.findIndex((s) => s.includes('mockup-pdf-')));
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /noto-sans-latin-(4|7)00-normal/.test(e.name)).length), {
          timeout: 15_000,
        })
        .toBe(2);
      // The preview shows the page's green, not an empty panel: sampled in the middle of the front panel.
      const green = await page.locator('.mockup-stage canvas').evaluate((c: HTMLCanvasElement) => {
        const box = c.getContext('2d')!.getImageData(Math.round(c.width * 0.2), Math.round(c.height * 0.3), 1, 1).data;
        return [box[0], box[1], box[2]];
      });
      expect(green[1]!).toBeGreaterThan(green[0]! + 40);

      const doc = await downloadProof(page);
      const { text, xobjects } = pageOne(doc);
      const subtypes = [...xobjects.values()].map((x) => x.dict.get(PDFName.of('Subtype'))?.toString());
      expect(subtypes).toEqual(['/Form']);
      const [name, form] = [...xobjects][0]!;
      expect(text).toMatch(new RegExp(`/${name} Do`));
      // The form carries the design's own drawing operators: its rectangle and its text.
      const drawing = streamText(form!);
      expect(drawing).toContain('400 600 l');
      expect(drawing).toContain(`<${Buffer.from('VECTOR BRAND').toString('hex').toUpperCase()}> Tj`);
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it('without JavaScript says the preview needs it and still offers the print templates', async () => {
    const { page, close } = await open(browser, variant.link, { ...PHONE, javaScriptEnabled: false });
    const note = page.locator('.mockup-nojs');
    expect(await note.isVisible()).toBe(true);
    expect(await textOf(page, '.mockup-nojs')).toBe(
      'The preview runs in your browser and needs JavaScript, which is off here. The print template works without it: download it as PDF or download it as SVG.',
    );
    expect(await note.getByRole('link', { name: 'download it as PDF' }).getAttribute('href')).toBe(`${variant.link}/dieline.pdf`);
    expect(await page.locator('.mockup-live').isVisible()).toBe(false);
    await close();
  });
});

describe('try your design beside an artwork in the enquiry form', () => {
  it(
    "tries an uploaded PNG on the quote's pouch, and sends its proof, placed as shown, as one more file",
    async () => {
      const { page, close, problems, foreign } = await open(browser, '/contactus?product=kraft-with-window&size=500gm&quantity=500', asVisitor());
      await fillByKeyboard(page, 'Our tea pouch: the design and its proof attached.');
      const png = Buffer.from(await designPng(page, 800, 1100), 'base64');
      const parts: Buffer[] = [];
      await page.route('**/api/artwork/*/parts/*', async (route) => {
        parts.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
        await route.continue();
      });
      await page.setInputFiles('#enquiry-artwork', [{ name: 'chai.png', mimeType: 'image/png', buffer: png }]);
      await expect.poll(() => page.locator('.artwork-list > li[data-state="done"]').count(), { timeout: 30_000 }).toBe(1);

      const tryIt = page.getByRole('button', { name: 'Try it on the pouch chai.png' });
      await tabTo(page, tryIt);
      await page.keyboard.press('Enter');
      expect(await tryIt.getAttribute('aria-expanded')).toBe('true');
      const stage = page.locator('.artwork-mockup .mockup-stage');
      await stage.waitFor();
      await expect
        .poll(() => page.locator('.artwork-mockup .mockup-warnings li > span:last-child').first().innerText())
        .toMatch(/^Front: 124 ppi at print size will print soft/);
      expect(await textOf(page, '.mockup-attach')).toBe('When you send your enquiry, this proof goes with it as one more file, placed as you see it here.');
      await tabTo(page, stage);
      await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('ArrowUp');
      const placed = move(fill(front.bleed, { width: 800, height: 1100, vector: false }), -10, -1);
      await expect.poll(() => textOf(page, '.artwork-mockup .mockup > [role="status"]')).toMatch(/^Front design moved: /);

      const sent: Array<Record<string, unknown>> = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/enquiry')) sent.push(r.postDataJSON());
      });
      await tabTo(page, page.locator('[data-submit]'));
      await page.keyboard.press('Enter');
      // What the artwork field says while it waits, or the confirmation that takes the form's place.
      await expect
        .poll(async () => `${await page.locator('[data-status]').getAttribute('data-kind')} ${await textOf(page, '.field-artwork, .enquiry-done')}`, {
          timeout: 30_000,
        })
        .toMatch(/^success/);
      // The artwork and its proof: two files with the enquiry.
      expect(sent).toHaveLength(1);
      expect(sent[0]!.files).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
      // The proof that went up is the design as it was placed: moved 10 mm left and 1 mm up from filling the bleed.
      const proofs = parts.filter((b) => b.subarray(0, 5).toString() === '%PDF-');
      expect(proofs).toHaveLength(1);
      const doc = await PDFDocument.load(proofs[0]!);
      expect(doc.getTitle()).toBe('Digital proof — for approval, not for print: Matt Kraft With Window Stand-Up Zipper Pouch, 500gm');
      expectImagePlaced(doc, 800, 1100, placed);
      expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
      expect(foreign).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );
});
