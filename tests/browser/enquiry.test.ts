import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launch, open, textOf, visitorOf } from '@tests/support/browser';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const FAILURE = 'An error occurred while submitting the form. Please try again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('b');

async function fill(page: Page, values: Partial<Record<'name' | 'email' | 'phone' | 'message', string>> = {}) {
  const v = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'We need 500 kraft pouches with a window.', ...values };
  for (const [field, value] of Object.entries(v)) await page.fill(`#enquiry-${field}`, value);
}

const fieldValues = (page: Page) => Promise.all(['name', 'email', 'phone', 'message'].map((f) => page.inputValue(`#enquiry-${f}`)));

const status = (page: Page) => page.locator('[data-status]');
const button = (page: Page) => page.locator('[data-submit]');

/** Holds the request to /api/enquiry until `release` is called, then lets `answer` handle it. */
async function holdEnquiry(page: Page, answer: (route: import('playwright-core').Route) => Promise<void> = (r) => r.continue()) {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const bodies: unknown[] = [];
  await page.route('**/api/enquiry', async (route) => {
    bodies.push(route.request().postDataJSON());
    await gate;
    await answer(route);
  });
  return { release, bodies };
}

async function expectSendingEnded(page: Page) {
  await expect.poll(() => button(page).isEnabled()).toBe(true);
  expect(await button(page).textContent()).toBe('Send Message');
  expect(await page.getAttribute('#enquiry-form', 'aria-busy')).toBeNull();
}

describe('the enquiry form with JavaScript', () => {
  it('goes idle → sending (disabled, "Sending...") → success: the form gives way to the confirmation, green with a check icon', async () => {
    const { page, close, problems, foreign } = await open(browser, '/contactus', asVisitor());
    const keyBefore = await page.inputValue('input[name="idempotencyKey"]');
    // A second product typed into the message, on a line of its own.
    const message = 'We need 500 kraft pouches with a window.\nAlso 300 gold zipper pouches, 1 Kg.';
    await fill(page, { message });
    const held = await holdEnquiry(page);
    await button(page).click();

    await expect.poll(() => button(page).textContent()).toBe('Sending...');
    expect(await button(page).isDisabled()).toBe(true);
    expect(await page.getAttribute('#enquiry-form', 'aria-busy')).toBe('true');
    const below = () => page.locator('.reasons-section').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const belowBefore = await below();

    held.release();
    await expect.poll(() => status(page).getAttribute('data-kind')).toBe('success');
    expect(await status(page).innerText()).toMatch(/^Thank you! Your enquiry was sent successfully\. Your reference is ENQ-[0-9A-Z]{10}\./);
    expect(await page.locator('.status-success').isVisible()).toBe(true);
    expect(await status(page).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(21, 128, 61)');
    expect(await status(page).getAttribute('role')).toBe('status');

    // In the form's place: the heading with the reference, focused (so it is read out), and what was sent.
    const reference = /ENQ-[0-9A-Z]{10}/.exec(await status(page).innerText())![0];
    expect(await page.locator('#enquiry-form').count()).toBe(0);
    expect(await textOf(page, '#enquiry-done')).toBe(`Sent with reference ${reference}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-done');
    expect(await textOf(page, '.enquiry-sent-contact')).toBe('Name Asha Rao Email asha@example.com Phone 9876543210');
    expect(await page.locator('[data-sent-message]').innerText()).toBe(message);
    // It keeps the form's height, so nothing below it moves.
    expect(await below()).toBeCloseTo(belowBefore, 1);
    expect(held.bodies[0]).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message, idempotencyKey: keyBefore, website: '' });

    // "Send another enquiry": an empty form again, a new enquiry (key), focus in its first field.
    await page.getByRole('link', { name: 'Send another enquiry' }).click();
    expect(await fieldValues(page)).toEqual(['', '', '', '']);
    expect(await page.inputValue('input[name="idempotencyKey"]')).not.toBe(keyBefore);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-name');
    expect(await page.locator('.enquiry-done').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/contactus');
    await expectSendingEnded(page);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it("shows the server's field errors beside their fields, announced, with the values kept and focus on the first", async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor());
    // The browser lets these through (its own e-mail check wants no dot; the phone box has no pattern); the server does not.
    await fill(page, { email: 'asha@example', phone: '12345' });
    await button(page).click();

    await expect.poll(() => status(page).getAttribute('data-kind')).toBe('error');
    expect(await status(page).innerText()).toBe('Please check these fields: Email, Phone.');
    expect(await status(page).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    expect(await page.locator('.status-error').isVisible()).toBe(true);
    expect(await fieldValues(page)).toEqual(['Asha Rao', 'asha@example', '12345', 'We need 500 kraft pouches with a window.']);

    const phone = page.locator('#enquiry-phone');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-describedby')).toBe('enquiry-phone-error');
    expect(await page.locator('#enquiry-phone-error').innerText()).toBe('Enter a 10-digit Indian phone number, like 98765 43210.');
    expect(await page.locator('#enquiry-email-error').innerText()).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(await page.locator('#enquiry-name-error').isVisible()).toBe(false);
    expect(await page.locator('#enquiry-name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-email');
    await expectSendingEnded(page);

    // Corrected and sent again: the errors go, the success comes.
    await fill(page, { message: 'Now a proper message about pouches.' });
    expect(await page.locator('#enquiry-email').getAttribute('aria-invalid')).toBe('true');
    await button(page).click();
    await expect.poll(() => status(page).getAttribute('data-kind')).toBe('success');
    // The form that comes back for another enquiry carries none of the old errors.
    await page.getByRole('link', { name: 'Send another enquiry' }).click();
    expect(await page.locator('#enquiry-phone-error').isVisible()).toBe(false);
    expect(await page.locator('#enquiry-phone').getAttribute('aria-invalid')).toBeNull();
    await close();
  });

  it('shows any message without "successfully" in red and keeps the fields', async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor());
    await fill(page);
    await page.route('**/api/enquiry', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'We received it, but could not confirm it.' }) }),
    );
    await button(page).click();
    await expect.poll(() => status(page).getAttribute('data-kind')).toBe('error');
    expect(await status(page).innerText()).toBe('We received it, but could not confirm it.');
    expect(await fieldValues(page)).toEqual(['Asha Rao', 'asha@example.com', '9876543210', 'We need 500 kraft pouches with a window.']);
    await expectSendingEnded(page);
    await close();
  });

  it('shows the fixed text and logs the error when the answer is not JSON', async () => {
    const { page, close, problems } = await open(browser, '/contactus', asVisitor());
    await fill(page);
    const held = await holdEnquiry(page, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe('Sending...');
    held.release();
    await expect.poll(() => status(page).innerText()).toBe(FAILURE);
    expect(await status(page).getAttribute('data-kind')).toBe('error');
    expect(problems.some((p) => p.startsWith('The enquiry could not be sent:'))).toBe(true);
    expect(await fieldValues(page)).toEqual(['Asha Rao', 'asha@example.com', '9876543210', 'We need 500 kraft pouches with a window.']);
    await expectSendingEnded(page);
    await close();
  });

  it('shows the fixed text and logs the error when the network fails', async () => {
    const { page, close, problems } = await open(browser, '/contactus', asVisitor(PHONE));
    await fill(page);
    const held = await holdEnquiry(page, (route) => route.abort('internetdisconnected'));
    await button(page).click();
    await expect.poll(() => button(page).isDisabled()).toBe(true);
    held.release();
    await expect.poll(() => status(page).innerText()).toBe(FAILURE);
    expect(problems.some((p) => p.startsWith('The enquiry could not be sent:'))).toBe(true);
    expect(await page.inputValue('#enquiry-name')).toBe('Asha Rao');
    await expectSendingEnded(page);
    await close();
  });

  it('sends a click on Send that comes before the form is live, once it is live, as JSON', async () => {
    const context = await browser.newContext(asVisitor());
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    // React's chunk is held back until Send is clicked: the form in view would otherwise start
    // once the page is idle, and this is about a click that comes before.
    let releaseReact!: () => void;
    const react = new Promise<void>((resolve) => {
      releaseReact = resolve;
    });
    await page.route(/\/react-[\w-]+\.js$/, async (route) => {
      await react;
      await route.continue();
    });
    await page.goto(new URL('/contactus', baseUrl()).href);
    const close = () => context.close();
    const island = page.locator('site-island[data-island="enquiry-form"]');
    // Filled without a touch, so the form is still the plain one when Send is clicked.
    await page.$eval('#enquiry-form', (form: HTMLFormElement) => {
      const values: Record<string, string> = {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        message: 'We need 500 kraft pouches with a window.',
      };
      for (const [name, value] of Object.entries(values)) (form.elements.namedItem(name) as HTMLInputElement).value = value;
    });
    expect(await island.getAttribute('data-live')).toBeNull();
    const held = await holdEnquiry(page);
    await button(page).click();
    releaseReact();
    await expect.poll(() => held.bodies.length).toBe(1);
    held.release();
    await expect.poll(() => status(page).getAttribute('data-kind')).toBe('success');
    expect(held.bodies[0]).toMatchObject({ name: 'Asha Rao', message: 'We need 500 kraft pouches with a window.' });
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await close();
  });

  it('sends nothing while one enquiry is on its way: a double click is one request', async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor());
    await fill(page);
    const held = await holdEnquiry(page);
    await button(page).click();
    await page.locator('#enquiry-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    held.release();
    await expect.poll(() => status(page).getAttribute('data-kind')).toBe('success');
    expect(held.bodies).toHaveLength(1);
    await close();
  });

  it("leaves the browser's own checks in charge of empty and malformed fields", async () => {
    const { page, close } = await open(browser, '/contactus', asVisitor());
    let requests = 0;
    await page.route('**/api/enquiry', (route) => {
      requests++;
      return route.continue();
    });
    await fill(page, { email: 'not-an-email' });
    await button(page).click();
    expect(await page.locator('#enquiry-email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    // Room for "+91 98765 43210" and the like; the server keeps the 10 digits.
    expect(await page.locator('#enquiry-phone').evaluate((el: HTMLInputElement) => el.maxLength)).toBe(20);
    expect(requests).toBe(0);
    await close();
  });
});

describe("the browser's checks in the page's words", () => {
  it('stop an empty or malformed enquiry in English, Hindi and Tamil, sending nothing', async () => {
    for (const locale of ['en', 'hi', 'ta'] as const) {
      const { page, close } = await open(browser, locale === 'en' ? '/contactus' : `/${locale}/contactus`, asVisitor());
      let requests = 0;
      await page.route('**/api/enquiry**', (route) => {
        requests++;
        return route.continue();
      });
      // The first touch starts the form's island.
      await page.click('#enquiry-name');
      await page.locator('site-island[data-island="enquiry-form"][data-live]').waitFor({ state: 'attached' });
      const says = (field: string) => page.locator(`#enquiry-${field}`).evaluate((el: HTMLInputElement) => el.validationMessage);
      const l = { locale };
      await button(page).click();
      expect(await says('name'), locale).toBe(m.enquiry_name_missing({}, l));
      expect(await says('message'), locale).toBe(m.enquiry_message_missing({}, l));
      await fill(page, { email: 'not-an-email', message: 'short' });
      await button(page).click();
      expect(await says('name'), locale).toBe('');
      expect(await says('email'), locale).toBe(m.enquiry_email_invalid({}, l));
      expect(requests, locale).toBe(0);
      await close();
    }
  });
});

describe('the enquiry form without JavaScript', () => {
  const noJs = () => asVisitor({ ...DESKTOP, javaScriptEnabled: false });

  it('posts as a normal form and lands on the confirmation in its place, which repeats what was sent', async () => {
    const { page, close } = await open(browser, '/contactus', noJs());
    const message = 'We need 500 kraft pouches with a window.\nAlso 300 gold zipper pouches, 1 Kg.';
    await fill(page, { message });
    await Promise.all([page.waitForURL(/\/contactus\?sent=ENQ-[0-9A-Z]{10}#enquiry-done$/), button(page).click()]);
    expect(await status(page).getAttribute('data-kind')).toBe('success');
    expect(await status(page).innerText()).toContain('Your enquiry was sent successfully.');
    expect(await page.locator('.status-success').isVisible()).toBe(true);
    expect(await page.locator('#enquiry-form').count()).toBe(0);
    // The page opens on the confirmation's heading, focused; the details and the whole message follow.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-done');
    expect(await textOf(page, '.enquiry-sent-contact')).toBe('Name Asha Rao Email asha@example.com Phone 9876543210');
    expect(await page.locator('[data-sent-message]').innerText()).toBe(message);
    await page.getByRole('link', { name: 'Send another enquiry' }).click();
    await page.waitForURL(/\/contactus$/);
    expect(await fieldValues(page)).toEqual(['', '', '', '']);
    await close();
  });

  it('shows the errors inline with the values kept when the server refuses the input', async () => {
    const { page, close } = await open(browser, '/contactus', noJs());
    await fill(page, { phone: '12345' });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button(page).click()]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState();
    expect(await status(page).innerText()).toBe('Please check this field: Phone.');
    expect(await page.locator('#enquiry-phone-error').innerText()).toBe('Enter a 10-digit Indian phone number, like 98765 43210.');
    expect(await fieldValues(page)).toEqual(['Asha Rao', 'asha@example.com', '12345', 'We need 500 kraft pouches with a window.']);
    // The page lands on the field at fault (#enquiry-error, the form's action), focus with it:
    // the next Tab is its box.
    expect(page.url()).toMatch(/\/contactus#enquiry-error$/);
    expect(await page.evaluate(() => document.activeElement?.id === 'enquiry-error' && !!document.activeElement.querySelector('#enquiry-phone'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-phone');
    await close();
  });
});

describe('pre-filled from the catalogue', () => {
  it('starts the enquiry from a quote button: the size and quantity as a line, the message introducing it', async () => {
    const { page, close, problems } = await open(browser, '/contactus?product=kraft-with-window&size=100gm&quantity=500', asVisitor(PHONE));
    const intro = 'Hello, I would like a quote for the pouches listed below.\n\nPlease share prices, options and delivery time.';
    expect(await page.inputValue('#enquiry-message')).toBe(intro);
    expect(await textOf(page, '.quote-summary')).toMatch(/^Matt Kraft With Window Stand-Up Zipper Pouch, 100gm 500 pouches · estimate /);
    expect(await page.locator('.prefill-note').isVisible()).toBe(true);
    expect(await page.inputValue('#enquiry-name')).toBe('');
    // Live, the form still shows what the server wrote.
    await page.focus('#enquiry-name');
    await page.waitForSelector('site-island[data-island="enquiry-form"][data-live]', { timeout: 60_000 });
    expect(await page.inputValue('#enquiry-message')).toBe(intro);
    expect(await textOf(page, '.quote-lines-title')).toBe('Your quote: 1 line');
    expect(problems).toEqual([]);
    await close();
  }, 90_000); // a page opened, touched and started: on a busy machine more than 30 s

  it('starts the message with the wishlist, and sends it as the source page', async () => {
    const { page, close } = await open(browser, '/contactus?wishlist=Gold%20Standy%20Pouch&wishlist=Milky%20Standy%20Zipper', asVisitor());
    expect(await page.inputValue('#enquiry-message')).toContain('from my wishlist:\n- Gold Standy Pouch\n- Two-Sided Silver Stand-Up Zipper Pouch');
    const held = await holdEnquiry(page);
    await fill(page, { message: await page.inputValue('#enquiry-message') });
    await button(page).click();
    held.release();
    await expect.poll(() => status(page).getAttribute('data-kind')).toBe('success');
    expect(held.bodies[0]).toMatchObject({ sourcePage: '/contactus?wishlist=Gold%20Standy%20Pouch&wishlist=Milky%20Standy%20Zipper' });
    await close();
  });
});

describe('accessibility of /contactus', () => {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

  it('has no axe violations, at phone and desktop width, before and after an error', async () => {
    for (const options of [PHONE, DESKTOP]) {
      const { page, close } = await open(browser, '/contactus', asVisitor(options));
      await page.evaluate(axeSource);
      const run = () =>
        page.evaluate(async () => {
          type Axe = { run: (context: object) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
          const result = await (window as unknown as { axe: Axe }).axe.run(document);
          return result.violations.map(
            (v) =>
              `${v.id}: ${JSON.stringify(v.nodes.map((n) => `${(n as { html: string; failureSummary: string }).html} ${(n as { failureSummary: string }).failureSummary}`))}`,
          );
        });
      expect(await run()).toEqual([]);
      await fill(page, { phone: '12345' });
      await button(page).click();
      await expect.poll(() => status(page).getAttribute('data-kind')).toBe('error');
      expect(await run()).toEqual([]);
      await close();
    }
  });
});
