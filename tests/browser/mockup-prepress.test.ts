import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFArray, PDFDict, PDFDocument, PDFName, StandardFonts, cmyk, type PDFRawStream, type PDFStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { inflateSync } from 'node:zlib';
import { DESKTOP, downloadedBytes, launch, open, tabTo, textOf } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';
import { variantDieline } from '@features/print-templates/template-files';
import { panelOf } from '@features/mockup/placement';

/**
 * What prepress and a buyer found wrong with the mock-up and its proof, each checked as a visitor
 * meets it: the window (its warning, its rounded shape on the proof and nothing printed in it),
 * a picture inside a PDF measured in ppi, the base fold, a white border named as one, a design
 * made to the template placed 1:1, a Devanagari file name on the proof, and the proof button
 * saying "Preparing…" with focus kept on it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const variant = findVariant('kraft-with-window', '500gm')!;
const layout = variantDieline(variant);
const front = panelOf(layout, 'front');
const window = front.window!;
const JOURNEY_MS = 90_000;
const PT = 72 / 25.4;
const BLUE = [31, 63, 143];

/**
 * A 900 x 1300 px PNG (or JPEG) filling the front's bleed at 0.174 mm a pixel: a blue panel
 * inside a white border 40 px deep, a line of text across the window's middle and one in the
 * bottom strip that folds under into the base.
 */
const prepressDesign = (page: Page, type: 'image/png' | 'image/jpeg') =>
  page.evaluate(
    ([type, wx, wy, by]) => {
      const c = document.createElement('canvas');
      c.width = 900;
      c.height = 1300;
      const x = c.getContext('2d')!;
      x.fillStyle = '#fff';
      x.fillRect(0, 0, 900, 1300);
      x.fillStyle = 'rgb(31 63 143)';
      x.fillRect(40, 40, 820, 1220);
      x.fillStyle = '#fff';
      x.textAlign = 'center';
      x.font = 'bold 34px sans-serif';
      x.fillText('UNDER THE WINDOW', wx!, wy!);
      x.font = 'bold 30px sans-serif';
      x.fillText('BEST BEFORE 2027', 450, by!);
      return c.toDataURL(type!, 0.95).split(',')[1]!;
    },
    [type, ...pixelOf(window.x + window.width / 2, window.y + window.height / 2), pixelOf(0, front.trim.y + front.trim.height - 8)[1]] as const,
  );

/** The design's pixel at (x, y) mm on the template, as filling the bleed places it. */
function pixelOf(x: number, y: number): [number, number] {
  const k = Math.max(front.bleed.width / 900, front.bleed.height / 1300);
  const left = front.bleed.x + (front.bleed.width - 900 * k) / 2;
  const top = front.bleed.y + (front.bleed.height - 1300 * k) / 2;
  return [Math.round((x - left) / k), Math.round((y - top) / k)];
}

async function chooseDesign(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.locator('#try-design-front-file');
  await tabTo(page, chooser);
  await page.locator('site-island[data-island="design-mockup"][data-live]').waitFor({ state: 'attached' });
  await chooser.setInputFiles(file);
  await page.locator('.mockup-stage canvas').waitFor();
}

const notes = (page: Page) => page.locator('.mockup-warnings li > span:last-child').allInnerTexts();

async function downloadProof(page: Page): Promise<Buffer> {
  const button = page.locator('.mockup-actions .btn-primary');
  await tabTo(page, button);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return downloadedBytes(download);
}

// pdf.js calls Promise.withResolvers, which Node has from 22 on; the engines field allows 20.19.
(Promise as { withResolvers?: unknown }).withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

/** A page's text, as pdf.js reads it (through the fonts' ToUnicode maps). */
async function pdfText(bytes: Buffer, pageNumber: number): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes) });
  try {
    const content = await (await (await task.promise).getPage(pageNumber)).getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join('');
  } finally {
    await task.destroy();
  }
}

/** Page 1's content streams, decoded. */
function pageOneContent(doc: PDFDocument): string {
  const contents = doc.getPage(0).node.Contents()!;
  const streams = 'asArray' in contents ? contents.asArray().map((r) => doc.context.lookup(r) as PDFStream) : [contents as unknown as PDFStream];
  return streams
    .map((s) => {
      const raw = s as PDFRawStream;
      return (raw.dict.get(PDFName.of('Filter')) ? inflateSync(raw.contents) : Buffer.from(raw.contents)).toString('latin1');
    })
    .join('\n');
}

/** The proof's page 1 drawn by the site's own pdf.js tool (the mock-up's PDF reader), and the colour at (x, y) mm on it. */
async function proofColours(page: Page, bytes: Buffer, points: readonly [number, number][]): Promise<number[][]> {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const tool = /\/build\/assets\/mockup-pdf-[\w-]+\.js/.exec(html)![0];
  // Evaluated as written (a string): the module is imported by the page, from its own origin.
  return page.evaluate(`(async () => {
    const { firstPage } = await import(${JSON.stringify(tool)});
    const bytes = Uint8Array.from(atob(${JSON.stringify(bytes.toString('base64'))}), (c) => c.charCodeAt(0));
    const { picture } = await firstPage(new File([bytes], 'proof.pdf', { type: 'application/pdf' }), 3000);
    const k = picture.width / ${layout.width};
    const ctx = picture.getContext('2d');
    return ${JSON.stringify(points)}.map(([x, y]) => [...ctx.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data].slice(0, 3));
  })()`) as Promise<number[][]>;
}

const near = (a: readonly number[], b: readonly number[], by = 40) => a.every((v, i) => Math.abs(v - b[i]!) <= by);

describe('the prepress check and the proof', () => {
  it(
    'warns of text under the window, in the base fold and of a white border by name, and the proof prints nothing in the rounded window',
    async () => {
      const { page, close, problems, foreign } = await open(browser, variant.link, DESKTOP);
      // Fonts fetched from here on: the proof's, asked for with its module as the design is chosen.
      const fonts: string[] = [];
      const proofModules: string[] = [];
      const facts: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.woff')) fonts.push(new URL(r.url()).pathname.replace(/-[\w]{8}\.woff$/, ''));
        if (/\/mockup-proof-[\w-]+\.js$/.test(r.url())) proofModules.push(r.url());
        if (r.url().endsWith('/mockup.json')) facts.push(new URL(r.url()).pathname);
      });
      const png = Buffer.from(await prepressDesign(page, 'image/png'), 'base64');
      await chooseDesign(page, { name: 'framed.png', mimeType: 'image/png', buffer: png });
      // What the proof's module will ask for, named by the size's facts (not by the page), is asked
      // for as the design is chosen: pdf-lib's chunk among it.
      await expect.poll(() => page.locator('link[rel="modulepreload"][href*="/pdf-lib-"]').count()).toBe(1);
      expect([...new Set(facts)]).toEqual([`${variant.link}/mockup.json`]);
      await expect
        .poll(() => notes(page))
        .toContain(
          'Front: text or fine detail under the window cut-out. The window carries no ink, so this part of your design is not printed: the film is clear there and your product shows through. Fix: move text and logos off the window.',
        );
      const all = await notes(page);
      expect(all).toContain(
        'Front: text or fine detail in the bottom 20 mm that folds under into the base. Fix: keep text and logos above the gusset fold; this strip turns under the pouch and is not seen on the shelf.',
      );
      // The border is named for what it is, and no band is blamed for its edge.
      const border = all.find((t) => t.startsWith('Front: a white border in your design'));
      expect(border).toMatch(/inside the trim: it prints as a white band in white ink\. Fix: run your background out to the bleed/);
      expect(all.filter((t) => /zipper band|top seal|side seal|tear notch/.test(t))).toEqual([]);
      // Each note carries the number its marker has on the picture.
      expect(await page.locator('.mockup-warnings li > .mockup-n').allInnerTexts()).toEqual(all.map((_, i) => String(i + 1)));
      // Without white ink under the design, the white border is bare kraft.
      await page.getByRole('radio', { name: /^Without: colours darken on the kraft/ }).check();
      await expect
        .poll(async () => (await notes(page)).find((t) => t.startsWith('Front: a white border')))
        .toMatch(/no ink goes on white, so it shows as a band of bare kraft\./);

      const bytes = await downloadProof(page);
      // A proof in Latin letters on an English page fetches the Latin fonts only, each once.
      expect(fonts.sort()).toEqual(['/build/assets/noto-sans-latin-400-normal', '/build/assets/noto-sans-latin-700-normal']);
      // Its module, asked for as the design was chosen and run when the browser was idle, came once.
      expect(proofModules).toHaveLength(1);
      const doc = await PDFDocument.load(bytes);
      const content = pageOneContent(doc);
      // The design is clipped even-odd round the window, whose corners are curves (its radius is a
      // fifth of the pouch's width: 30 mm here, so its short sides are all curve).
      expect(content).toMatch(/ re\n[^\n]+ m\n[^\n]+ l\n(?:[^\n]+ c\n[^\n]+ l\n){3}[^\n]+ c\nh\nW\*\nn/);
      // Page 1 has its own trim and bleed boxes: the pieces' extent.
      const sheet = doc.getPage(0);
      expect(sheet.getTrimBox().x / PT).toBeCloseTo(Math.min(...layout.pieces.map((p) => p.trim.x)), 2);
      expect(sheet.getBleedBox().width / PT).toBeCloseTo(
        Math.max(...layout.pieces.map((p) => p.bleed.x + p.bleed.width)) - Math.min(...layout.pieces.map((p) => p.bleed.x)),
        2,
      );
      // Drawn: the window's middle shows the film's backdrop, not the blue artwork; just inside the
      // window box's corner, where the radius rounds it off, the artwork prints.
      const [middle, corner, outside] = await proofColours(page, bytes, [
        [window.x + window.width / 2, window.y + window.height / 2 + 8],
        [window.x + 1.5, window.y + 1.5],
        [window.x - 5, window.y + window.height / 2],
      ]);
      expect(near(middle!, [253, 246, 233], 12)).toBe(true);
      expect(near(corner!, BLUE)).toBe(true);
      expect(near(outside!, BLUE)).toBe(true);
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'measures a picture inside a PDF made to the bleed: placed 1:1 and warned of at 98 ppi',
    async () => {
      const { page, close, problems } = await open(browser, variant.link, DESKTOP);
      const png = Buffer.from(
        await page.evaluate(() => {
          const c = document.createElement('canvas');
          c.width = 600;
          c.height = 868;
          const x = c.getContext('2d')!;
          x.fillStyle = '#1f6f5c';
          x.fillRect(0, 0, 600, 868);
          x.fillStyle = '#fff';
          x.font = 'bold 60px serif';
          x.fillText('PHOTO', 200, 430);
          return c.toDataURL('image/png').split(',')[1]!;
        }),
        'base64',
      );
      // A page the size of the bleed (156 x 226 mm), the picture stretched over all of it.
      const doc = await PDFDocument.create();
      const sheet = doc.addPage([156 * PT, 226 * PT]);
      sheet.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: 156 * PT, height: 226 * PT });
      await chooseDesign(page, { name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
      await expect.poll(() => textOf(page, '.mockup > [role="status"]')).toBe('photo.pdf placed on the front at its actual size, as made to the template.');
      expect(await textOf(page, '#try-design-summary')).toContain(
        "Front: photo.pdf, 156 mm x 226 mm, its left edge -3 mm and top -3 mm from the trim line's, vector, its pictures 98 ppi at print size.",
      );
      expect(await notes(page)).toContain(
        'Front: a picture in your PDF is 98 ppi at print size and will print soft (300 ppi prints sharp). Fix: replace it with one of at least 3.1 times the pixels across, or place the design smaller.',
      );
      expect(problems).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'names the unembedded font of a CMYK vector PDF, and gives it no RGB colour note',
    async () => {
      const { page, close, problems } = await open(browser, variant.link, DESKTOP);
      // A page the size of the bleed, a CMYK rectangle and words in Helvetica, which the file does not embed.
      const doc = await PDFDocument.create();
      const sheet = doc.addPage([156 * PT, 226 * PT]);
      sheet.drawRectangle({ x: 0, y: 0, width: 156 * PT, height: 226 * PT, color: cmyk(0.9, 0.5, 0, 0.1) });
      sheet.drawText('FRESH COFFEE', { x: 60, y: 300, size: 30, font: await doc.embedFont(StandardFonts.Helvetica), color: cmyk(0, 0, 0, 0) });
      await chooseDesign(page, { name: 'vector.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
      await expect
        .poll(() => notes(page))
        .toContain(
          'Front: your PDF does not embed the font Helvetica, so the press would set its words in another font. Fix: embed the fonts when you save the PDF, or outline the text.',
        );
      expect((await notes(page)).filter((n) => n.startsWith('Colours:'))).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'places an SVG made to the template at its actual size, and "Fill" and "Actual size" switch between the two',
    async () => {
      const { page, close, problems } = await open(browser, variant.link, DESKTOP);
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="157mm" height="227mm" viewBox="0 0 157 227"><rect width="157" height="227" fill="#1f6f5c"/><text x="78" y="120" font-size="14" text-anchor="middle" fill="#fff">SVG BRAND</text></svg>';
      await chooseDesign(page, { name: 'brand.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
      await expect
        .poll(() => textOf(page, '#try-design-summary'))
        .toContain("Front: brand.svg, 157 mm x 227 mm, its left edge -3.5 mm and top -3.5 mm from the trim line's, vector, sharp at any size.");
      await page.getByRole('button', { name: 'Fill', exact: true }).click();
      await expect.poll(() => textOf(page, '#try-design-summary')).toMatch(/Front: brand\.svg, 156\.\d mm x 226 mm/);
      await page.getByRole('button', { name: 'Actual size' }).click();
      await expect.poll(() => textOf(page, '.mockup > [role="status"]')).toMatch(/^Front design placed at its actual size: 157 mm x 227 mm/);
      expect(problems).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'makes a proof of a file named in Devanagari, its fonts embedded, with the approval block and the specification; the button says "Preparing…" and keeps focus',
    async () => {
      const { page, context, close, problems, foreign } = await open(browser, variant.link, DESKTOP);
      const jpeg = Buffer.from(await prepressDesign(page, 'image/jpeg'), 'base64');
      await chooseDesign(page, { name: 'पैकेट-डिज़ाइन.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await page.getByLabel('Your name').fill('Asha Rao');
      await page.getByLabel('Enquiry reference').fill('PP-2041');
      await page.getByLabel('Quantity').fill('5000');
      const button = page.locator('.mockup-actions .btn-primary');
      await tabTo(page, button);
      // A slow phone's CPU, so that the proof takes its few seconds.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // Making the proof at 6× (pdf-lib, the Devanagari font subset) took more than a step's 20 s on a
      // machine running other work beside this: the wait is for the file, not a measure of its time.
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.keyboard.press('Enter');
      // While it is made: the button says so, is marked unavailable, and keeps the focus (read at one moment).
      await expect
        .poll(() => button.evaluate((b) => [b.textContent, b === document.activeElement, b.getAttribute('aria-disabled')]), { interval: 10 })
        .toEqual(['Preparing…', true, 'true']);
      const bytes = await downloadedBytes(await downloading);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expect
        .poll(() => textOf(page, '.mockup > [role="status"]'))
        .toBe('Proof ready and downloaded: printpouch-matt-kraft-with-window-stand-up-zipper-pouch-500gm-proof.pdf.');
      expect(await button.innerText()).toBe('Download proof (PDF)');
      expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
      expect(await page.locator('.mockup .field-error').count()).toBe(0);

      const doc = await PDFDocument.load(bytes);
      // Every font is embedded (a font file in its descriptor); none is one of the standard fourteen a reader substitutes.
      const fonts = doc.context
        .enumerateIndirectObjects()
        .flatMap(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font') ? [o] : []));
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
        const leaf = descendants ? descendants.lookup(0, PDFDict) : font;
        const descriptor = leaf.lookup(PDFName.of('FontDescriptor'), PDFDict);
        expect(descriptor.has(PDFName.of('FontFile2')) || descriptor.has(PDFName.of('FontFile3'))).toBe(true);
        // A subset, named as one: six capital letters and a plus before the font's name.
        expect(String(font.get(PDFName.of('BaseFont')))).toMatch(/^\/[A-Z]{6}\+Noto/);
      }
      // Every page has its TrimBox and BleedBox; the file is PDF 1.6 or later, with an /ID.
      for (const p of doc.getPages()) expect([p.node.has(PDFName.of('TrimBox')), p.node.has(PDFName.of('BleedBox'))]).toEqual([true, true]);
      expect(Number(/^%PDF-(\d\.\d)/.exec(bytes.subarray(0, 9).toString('latin1'))![1])).toBeGreaterThanOrEqual(1.6);
      expect(doc.context.trailerInfo.ID).toBeDefined();
      const sheet = await pdfText(bytes, 2);
      expect(sheet).toContain('Digital proof — for approval, not for print');
      expect(sheet).toMatch(/Name: Asha Rao/);
      expect(sheet).toMatch(/Enquiry reference: PP-2041/);
      expect(sheet).toMatch(/Quantity: 5000 pouches/);
      expect(sheet).toMatch(/Proof version: 1/);
      expect(sheet).toContain('Material: Matt Kraft. Finish: matte.');
      expect(sheet).toContain('Inks: CMYK, with white ink under the design');
      expect(sheet).toContain('Back: no design, so the back prints plain matt kraft, unprinted.');
      // The file's name, Devanagari and all.
      expect(sheet).toMatch(/Front: [\u0900-\u097F][^,]*\.jpg, placed/);
      // Beside the picture, its resolution at the size printed; the white plate of a film that takes white; the output condition.
      // (Read without spaces: a line the sheet wraps joins its words without one.)
      const unspaced = sheet.replace(/\s+/g, '');
      const said = (words: string) => expect(unspaced).toContain(words.replace(/\s+/g, ''));
      expect(unspaced).toMatch(/fromthetrim's\.Picturesinit:\d+ppiatthissize\./);
      said('The white ink (front): white goes where this is dark, under the whole print; none in the window, and it stops 1.6 mm short');
      said('Output condition: none declared for our press yet, so this proof is not a colour match');
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );
});
