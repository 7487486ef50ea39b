import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launch, open } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the size finder in Hindi and Tamil, in the browser', () => {
  it('answers in Hindi as the weight is typed in Hindi, and keeps the address in Hindi', { timeout: 60_000 }, async () => {
    const { page, close, problems, foreign } = await open(browser, '/hi/size-finder', PHONE);
    await page.locator('#finder-fill').selectOption('coffee-beans');
    await page.locator('input[name="variety"][value="coffee-light-roast"]').check();
    await page.locator('#finder-grams').fill('450 ग्राम');
    // The island, started on its own, reads its language from <html lang> and answers in it.
    await expect.poll(() => page.locator('.finder-size').textContent()).toBe('1 किलो पाउच');
    expect(await page.locator('.finder-why').textContent()).toContain('0.42 g/ml पर 450 ग्राम लाइट या मीडियम रोस्ट कॉफ़ी को लगभग 1.1 लीटर जगह चाहिए');
    expect(new URL(page.url()).pathname).toBe('/hi/size-finder');
    expect(new URL(page.url()).searchParams.get('grams')).toBe('450 ग्राम');
    // Its links stay in Hindi, and its buttons say Hindi words.
    const names = page.locator('.finder-offer-name');
    expect(await names.count()).toBeGreaterThan(0);
    for (const href of await names.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/hi\/products\//);
    expect(await page.locator('.finder-offer-actions .add-to-quote button, .finder-offer-actions .add-to-quote .btn').first().textContent()).toContain(
      'कोटेशन में जोड़ें',
    );
    // A weight it cannot read is explained in Hindi once the field is left.
    await page.locator('#finder-grams').fill('बहुत');
    await page.locator('#finder-grams').blur();
    await expect.poll(() => page.locator('#finder-grams-error').textContent()).toBe('"बहुत" वज़न नहीं है। ग्राम या किलो में लिखें, जैसे 750 ग्राम या 1.5 किलो।');
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('starts on a Tamil answer without changing a word the server sent', { timeout: 60_000 }, async () => {
    const path = '/ta/size-finder?fill=tea-leaves&variety=tea-ctc&grams=200';
    const { page, close, problems } = await open(browser, path, PHONE);
    const served = await page.locator('.finder-answer').textContent();
    expect(served).toContain('500 கிராம் பவுச்');
    await page.locator('#finder-grams').focus();
    await expect.poll(() => page.locator('.finder-answer').textContent()).toBe(served);
    await page.locator('#finder-grams').fill('1 கிலோ');
    await expect.poll(() => page.locator('.finder-why').textContent()).toContain('1 கிலோ CTC டீ');
    expect(new URL(page.url()).pathname).toBe('/ta/size-finder');
    expect(problems).toEqual([]);
    await close();
  });
});
