import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, open, staffCopyOf, textOf, visitorOf } from '@tests/support/browser';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { contactContent } from '@features/enquiry/intake/contact-content';
import type { Locale } from '@platform/i18n/locales';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('9');

async function fill(page: Page, pincode: string) {
  const v = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', pincode, message: 'We need 500 kraft pouches with a window.' };
  for (const [field, value] of Object.entries(v)) await page.fill(`#enquiry-${field}`, value);
}

const referenceIn = async (page: Page) => /ENQ-[0-9A-Z]{10}/.exec(await page.locator('#enquiry-done').innerText())![0];

/** What the confirmation lists under "What happens next", as the buyer reads it. */
const nextSteps = (page: Page) => page.locator('.enquiry-done .enquiry-next li').allInnerTexts();

describe('an enquiry sent with a delivery PIN code', () => {
  it('with JavaScript, on a Hindi phone page: the PIN goes with it, the confirmation repeats it and says what happens next', async () => {
    const locale: Locale = 'hi';
    const { page, close, problems } = await open(browser, '/hi/contactus', asVisitor(PHONE));
    await fill(page, '625 015');
    const [request] = await Promise.all([page.waitForRequest('**/api/enquiry**'), page.locator('[data-submit]').click()]);
    expect(request.postDataJSON()).toMatchObject({ pincode: '625 015', locale });
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind')).toBe('success');

    expect(await textOf(page, '.enquiry-sent-contact')).toContain(`${m.enquiry_label_pincode({}, { locale })} 625 015`);
    expect(await page.locator('.enquiry-done .enquiry-next-title').innerText()).toBe(contactContent.afterSending.title[locale]);
    expect(await nextSteps(page)).toEqual(contactContent.afterSending.steps.map((s) => s[locale]));
    expect(await page.locator('.enquiry-done .enquiry-next').isVisible()).toBe(true);

    const staff = await staffCopyOf(await referenceIn(page));
    expect(staff.text.split('\n')).toContain('PIN:    │ 625015');
    expect(problems).toEqual([]);
    await close();
  });

  it("with JavaScript, the confirmation, the uploader and the chosen files' list come on use: none while the page loads and idles, the confirmation as the form is sent, focus on its heading", async () => {
    const { page, close, problems } = await open(browser, '/contactus', asVisitor());
    // Every file the page fetched since it was asked for, as the browser's resource timing lists them.
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    await page.waitForLoadState('networkidle');
    const onUse = (paths: string[]) => paths.flatMap((path) => /\/(enquiry-done|artwork-upload|artwork-list)-[\w-]+\.js$/.exec(path)?.[1] ?? []);
    expect(onUse(await fetched())).toEqual([]);
    await fill(page, '625015');
    await page.locator('[data-submit]').click();
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind')).toBe('success');
    // No file was chosen and no line has a design: the uploader is still not fetched.
    expect(onUse(await fetched())).toEqual(['enquiry-done']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-done');
    expect(problems).toEqual([]);
    await close();
  });

  it('with JavaScript, says the enquiry was sent, with its reference, focus on the heading, when the confirmation’s module cannot be fetched', async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor());
    await page.route('**/build/assets/enquiry-done-*.js', (route) => route.abort('connectionreset'));
    await fill(page, '625015');
    await page.locator('[data-submit]').click();
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind')).toBe('success');
    const reference = await referenceIn(page);
    expect(await textOf(page, '#enquiry-done')).toBe(m.enquiry_done_title({ reference }, { locale: 'en' }));
    expect(await textOf(page, '#enquiry-status')).toContain(reference);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-done');
    // Stored as sent: the staff's copy has it.
    expect((await staffCopyOf(reference)).text).toContain('Asha Rao');
    await close();
  });

  it('with JavaScript, a PIN that is not one is refused beside its field in the page’s words, focus on it', async () => {
    const locale: Locale = 'ta';
    const { page, close } = await open(browser, '/ta/contactus', asVisitor());
    await fill(page, '62501');
    await page.locator('[data-submit]').click();
    await expect.poll(() => page.locator('#enquiry-pincode-error').isVisible()).toBe(true);
    expect(await page.locator('#enquiry-pincode-error').innerText()).toBe(m.enquiry_pincode_invalid({ digits: 6 }, { locale }));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-pincode');
    expect(await page.getAttribute('#enquiry-pincode', 'aria-invalid')).toBe('true');
    await close();
  });

  it('without JavaScript: the plain post stores it and lands on the confirmation with it and what happens next', async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor({ ...DESKTOP, javaScriptEnabled: false }));
    await fill(page, '110001');
    await Promise.all([page.waitForURL(/\/contactus\?sent=ENQ-[0-9A-Z]{10}#enquiry-done$/), page.locator('[data-submit]').click()]);
    expect(await textOf(page, '.enquiry-sent-contact')).toBe('Name Asha Rao Email asha@example.com Phone 9876543210 Delivery PIN code 110001');
    expect(await nextSteps(page)).toEqual(contactContent.afterSending.steps.map((s) => s.en));
    const staff = await staffCopyOf(await referenceIn(page));
    expect(staff.text.split('\n')).toContain('PIN:    │ 110001');
    await close();
  });
});
