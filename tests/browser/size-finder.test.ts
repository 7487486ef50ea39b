import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { DESKTOP, PHONE, baseUrl, downloadedBytes, launch, open, isFocused, startFinder, tabTo } from '@tests/support/browser';
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

/** Chooses an option of the focused <select> with the arrow keys, as a keyboard user does. */
async function arrowTo(page: Page, select: Locator, value: string): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${value} never reached`);
}

describe('the size finder', () => {
  it('by keyboard alone: the answer follows the inputs, then its size page, then the print template', { timeout: 60_000 }, async () => {
    const { page, close, problems, foreign } = await open(browser, '/size-finder', DESKTOP);
    const fill = page.locator('#finder-fill');
    await tabTo(page, fill);
    await arrowTo(page, fill, 'coffee-beans');
    await page.locator('input[name="variety"][value="coffee-light-roast"]').check();
    await page.keyboard.press('Tab');
    expect(await isFocused(page.locator('#finder-grams'))).toBe(true);
    await page.keyboard.type('450');
    // Answered as it is typed, without a reload, and the address follows the answer.
    await expect.poll(() => page.locator('.finder-size').textContent()).toBe('1 Kg pouch');
    expect(await page.locator('.finder-why').textContent()).toContain('450 g of light or medium roast coffee at 0.42 g/ml takes about 1.1 litres');
    expect(new URL(page.url()).search).toBe('?fill=coffee-beans&variety=coffee-light-roast&grams=450');
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.locator('.finder-size').textContent()).toBe('50gm pouch');
    expect(new URL(page.url()).search).toBe('?fill=coffee-beans&variety=coffee-light-roast&grams=45');
    await page.keyboard.type('0');
    await expect.poll(() => page.locator('.finder-size').textContent()).toBe('1 Kg pouch');

    const sizePage = page.getByRole('link', { name: 'Matt Kraft With Window Stand-Up Zipper Pouch, 1 Kg', exact: true });
    await tabTo(page, sizePage);
    await Promise.all([page.waitForURL('**/products/kraft-with-window/1kg'), page.keyboard.press('Enter')]);
    await page.waitForSelector('body[data-client-loaded]');

    const variant = findVariant('kraft-with-window', '1kg')!;
    const template = page.getByRole('link', { name: 'Download print template (PDF, 1 Kg)', exact: true });
    await tabTo(page, template);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(pdf.suggestedFilename()).toBe('printpouch-kraft-with-window-1kg-dieline.pdf');
    const doc = await PDFDocument.load(await downloadedBytes(pdf));
    const layout = variantDieline(variant);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(layout.width * POINTS_PER_MM, 2);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('asks for the density only for "something else", and names a bad one', async () => {
    const { page, close, problems } = await open(browser, '/size-finder', PHONE);
    const density = page.locator('#finder-density');
    expect(await density.isVisible()).toBe(false);
    // The island starts on a touch or once idle: live before the button is pressed, or the plain form is sent.
    await startFinder(page);
    await page.locator('#finder-fill').selectOption('something-else');
    expect(await density.isVisible()).toBe(true);
    await page.locator('#finder-grams').fill('300');
    await density.fill('50');
    await page.getByRole('button', { name: 'Find my size' }).click();
    await expect.poll(() => page.locator('#finder-density-error').textContent()).toContain('"50" is not one');
    expect(await density.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(density)).toBe(true);
    await density.fill('0.6');
    await expect.poll(() => page.locator('.finder-size').textContent()).toBe('350gm pouch');
    expect(await page.locator('#finder-density-error').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('says what to do again once its weight is emptied before the form is sent', async () => {
    const prompt = 'Choose what you pack and type the weight in one pouch: the size that holds it appears here.';
    const { page, close, problems } = await open(browser, '/size-finder', PHONE);
    const line = page.locator('.finder-line');
    expect(await line.textContent()).toBe(prompt);
    await startFinder(page);
    await page.locator('#finder-fill').selectOption('rice');
    await page.locator('#finder-grams').fill('500');
    await page.locator('.finder-size').waitFor();
    expect(await line.textContent()).not.toBe(prompt);
    // The words come back from the page's HTML (the island's slot), not from its code.
    await page.locator('#finder-grams').fill('');
    await expect.poll(() => line.textContent()).toBe(prompt);
    expect(problems).toEqual([]);
    await close();
  });

  it('works without JavaScript as a GET form, and shows the density field when it is asked for', async () => {
    const { page, close } = await open(browser, '/size-finder', { ...PHONE, javaScriptEnabled: false });
    await page.locator('#finder-fill').selectOption('tea-leaves');
    await page.locator('#finder-grams').fill('200');
    // Without JavaScript the server asks which tea once the form is sent.
    await Promise.all([page.waitForURL('**/size-finder?fill=tea-leaves&grams=200*'), page.locator('#finder-grams').press('Enter')]);
    expect(await page.locator('.finder-line').textContent()).toContain('Which tea?');
    await page.locator('input[name="variety"][value="tea-ctc"]').check();
    await Promise.all([page.waitForURL('**/size-finder?fill=tea-leaves&variety=tea-ctc&grams=200*'), page.locator('#finder-grams').press('Enter')]);
    expect(await page.locator('.finder-size').textContent()).toBe('500gm pouch');
    const quote = page.locator('.finder-offer-quote').first();
    expect(await quote.getAttribute('href')).toMatch(/^\/contactus\?product=[a-z-]+&size=500gm&packs=200\+g\+of\+CTC\+tea$/);
    await page.locator('#finder-fill').selectOption('something-else');
    expect(await page.locator('#finder-density').isVisible()).toBe(true);
    await page.locator('#finder-grams').fill('99kg');
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('grams=99kg')), page.locator('#finder-grams').press('Enter')]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState();
    expect(await page.locator('#finder-grams-error').textContent()).toContain('99 kg is more than one pouch takes');
    await close();
  });

  it("on a product page answers from that product's own sizes", async () => {
    const { page, close, problems } = await open(browser, '/products/kraft-with-window', PHONE);
    await page.locator('#finder-fill').focus();
    await page.waitForSelector('site-island[data-island="size-finder"][data-live]', { state: 'attached' });
    await page.locator('#finder-fill').selectOption('tea-leaves');
    await page.locator('input[name="variety"][value="tea-ctc"]').check();
    await page.locator('#finder-grams').fill('200');
    // 200 g of CTC tea takes 570 ml: this pouch's 250gm has 570 ml of room, its 500gm 750 ml.
    await expect.poll(() => page.locator('.finder-size').textContent()).toBe('500gm pouch');
    expect(await page.getByRole('link', { name: 'Matt Kraft With Window Stand-Up Zipper Pouch, 500gm', exact: true }).getAttribute('href')).toBe(
      '/products/kraft-with-window/500gm',
    );
    // Its one action there: the enquiry for this size (the compact finder keeps no quote list).
    expect(await page.locator('.finder-offer .finder-offer-quote').getAttribute('href')).toBe(
      '/contactus?product=kraft-with-window&size=500gm&packs=200+g+of+CTC+tea',
    );
    // The product page keeps its own address.
    expect(page.url()).toBe(new URL('/products/kraft-with-window', baseUrl()).href);
    expect(problems).toEqual([]);
    await close();
  });
});
