import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  allDone,
  axeViolations,
  chooseByKeyboard,
  fillByKeyboard,
  isFocused,
  launch,
  open,
  pdf,
  tabTo,
  textOf,
  visitorOf,
  fillTimeOver,
} from '@tests/support/browser';

// A whole journey over four pages with a file: well over 30 s on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('f');

/** A print-ready front for the 1 Kg pouch (180 x 260 mm, 3 mm bleed), 2 MB. */
const front = { name: 'coffee front.pdf', mimeType: 'application/pdf', buffer: pdf(186, 266, 2 * 1024 * 1024) };

/** The confirmation's reference and what it lists, as the buyer reads it. */
async function confirmation(page: Page) {
  const status = await textOf(page, '[data-status]');
  const reference = /ENQ-[0-9A-Z]{10}/.exec(status)?.[0];
  return {
    status,
    reference,
    title: await textOf(page, '#enquiry-done'),
    lines: await textOf(page, '[data-sent] .quote-summary'),
    files: await textOf(page, '[data-sent] .artwork-list'),
  };
}

describe('from the size finder to a sent enquiry', () => {
  it('by keyboard alone on a phone: size finder → quote → artwork → send → confirmation', async () => {
    const { page, close, problems, foreign } = await open(browser, '/size-finder', asVisitor(PHONE));
    // What you pack, by typing its name on the closed list, and the weight.
    await tabTo(page, page.locator('#finder-fill'));
    await page.keyboard.type('Coffee');
    await expect.poll(() => page.locator('#finder-fill').inputValue()).toBe('coffee-beans');
    // Which roast? A radio group: Tab into it, an arrow chooses.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('input[name="variety"]:checked').getAttribute('value')).toBe('coffee-light-roast');
    await page.keyboard.press('Tab');
    await page.keyboard.type('400');
    const add = page.locator('#finder-answer [data-add-quote]').first();
    await add.waitFor();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const said = page.locator('#finder-answer .add-to-quote-said').first();
    await expect.poll(() => said.innerText()).toMatch(/^Added: 100 pouches of 1 Kg\. Your quote has 1 line\./);

    // The quote: the quantity set, then sent to the enquiry form.
    await tabTo(page, said.locator('a', { hasText: 'View your quote' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/quote$/);
    await tabTo(page, page.locator('.quote-qty').first());
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2000');
    await tabTo(page, page.locator('[data-quote-send]'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/contactus\?quote/);
    await expect.poll(() => textOf(page, '.quote-lines-title'), { timeout: 15_000 }).toBe('Your quote: 1 line');
    expect(await textOf(page, '.quote-summary')).toMatch(
      /, 1 Kg 2,000 pouches · (estimate ₹[\d,.]+|price on request) · to pack 400 g of light or medium roast coffee$/,
    );
    const line = await textOf(page, '.quote-summary');

    // The details and the artwork, then Send.
    await fillByKeyboard(page, ' Our roasted beans, one design.', '560 001');
    await chooseByKeyboard(page, [front]);
    await allDone(page, 1);
    await tabTo(page, page.locator('[data-submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 20_000 }).toBe('success');

    // The confirmation: where focus is, the reference with the line and the file, ready for a screenshot.
    expect(await isFocused(page.locator('#enquiry-done'))).toBe(true);
    const sent = await confirmation(page);
    expect(sent.reference).toBeTruthy();
    expect(sent.title).toBe(`Sent with reference ${sent.reference}`);
    expect(sent.lines).toBe(line);
    expect(sent.files).toMatch(/^coffee front\.pdf 2\.1 MB Page 186 × 266 mm/);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('without JavaScript: size finder → quote → artwork → send → confirmation', async () => {
    const { page, close } = await open(browser, '/size-finder', { ...asVisitor(DESKTOP), javaScriptEnabled: false });
    await page.selectOption('#finder-fill', 'coffee-beans');
    await page.fill('#finder-grams', '400');
    await page.getByRole('button', { name: 'Find my size' }).click();
    await page.waitForURL(/fill=coffee-beans/);
    // The server asks which roast, then answers.
    await page.locator('input[name="variety"][value="coffee-light-roast"]').check();
    await page.getByRole('button', { name: 'Find my size' }).click();
    await page.waitForURL(/variety=coffee-light-roast/);
    await page
      .locator('#finder-answer')
      .getByRole('link', { name: /^Request a quote/ })
      .first()
      .click();
    await page.waitForURL(/\/contactus\?/);
    const line = await textOf(page, '.quote-summary');
    // The line, then its quantity's field (without JavaScript the quantity is changed here).
    expect(line).toMatch(/, 1 Kg 100 pouches · (estimate ₹[\d,.]+|price on request) · to pack 400 g of light or medium roast coffee Pouches$/);
    expect(await page.getByLabel('Pouches', { exact: true }).inputValue()).toBe('100');
    expect(await page.inputValue('#enquiry-message')).not.toMatch(/1 ?kg|coffee/i);

    await page.fill('#enquiry-name', 'Asha Rao');
    await page.fill('#enquiry-email', 'asha@example.com');
    await page.fill('#enquiry-phone', '98765 43210');
    await page.setInputFiles('#enquiry-artwork', [front]);
    await fillTimeOver(page);
    await page.locator('[data-submit]').click();
    await page.waitForURL(/sent=ENQ-/);

    const sent = await confirmation(page);
    expect(sent.status).toMatch(/sent successfully/);
    expect(sent.title).toBe(`Sent with reference ${sent.reference}`);
    // The confirmation names the line as the form did, without the form's quantity field.
    expect(`${sent.lines} Pouches`).toBe(line);
    expect(sent.files).toMatch(/^coffee front\.pdf 2\.1 MB Page 186 × 266 mm/);
    expect(await page.locator('.quote-lines, .prefill-note').count()).toBe(0);

    // What lets this browser see them: a cookie no script reads, sent back to /contactus alone.
    const cookies = (await page.context().cookies()).filter((c) => c.name === 'enquiry-sent');
    expect(cookies).toEqual([
      expect.objectContaining({
        value: expect.stringMatching(new RegExp(`^${sent.reference}\\.[0-9a-f]{64}$`)),
        httpOnly: true,
        sameSite: 'Lax',
        path: '/contactus',
      }),
    ]);
    // The same link in another browser: the thanks with the reference, not the line nor the file.
    const other = await open(browser, new URL(page.url()).pathname + new URL(page.url()).search, { ...asVisitor(), javaScriptEnabled: false });
    expect(await textOf(other.page, '[data-status]')).toContain(`Your reference is ${sent.reference}`);
    expect(await other.page.locator('[data-sent]').count()).toBe(0);
    expect(await other.page.content()).not.toContain('coffee front.pdf');
    await other.close();
    await close();
  });
});
