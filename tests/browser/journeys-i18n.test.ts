import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, axeViolations, isFocused, launch, open, staffCopyOf, textOf, visitorOf, fillTimeOver } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';

// A form typed into and sent twice, its staff's copy awaited, on a slow machine: over 30 s.
vi.setConfig({ testTimeout: 90_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('j');

/** 500 g of light roast coffee asks for the 2 Kg pouch; the first pouch offered in it. */
const answered = findVariant('kraft-with-window', '2kg')!;

/**
 * A buyer in Hindi or Tamil: what the pages say, as they say it, and what the buyer types. Every
 * name typed has a joiner a name in that script may need (ZWJ, ZWNJ), which the form must keep.
 */
const buyers = [
  {
    locale: 'hi',
    tag: 'hi-IN',
    language: 'Hindi (hi-IN)',
    script: /[\u0900-\u097f]/,
    size: '2 किलो',
    oneLine: 'आपका कोटेशन: 1 लाइन',
    labels: { name: 'नाम', email: 'ईमेल', phone: 'फ़ोन', message: 'मैसेज' },
    submit: 'मैसेज भेजें',
    sent: (reference: string) => `धन्यवाद! आपकी इन्क्वायरी भेज दी गई है। आपका रेफ़रेंस नंबर ${reference} है। हम 24 घंटे के अंदर जवाब देंगे।`,
    done: (reference: string) => `भेज दी गई, रेफ़रेंस नंबर ${reference}`,
    checkMany: (names: string) => `कृपया ये फ़ील्ड जाँचें: ${names}।`,
    emailInvalid: 'सही ई-मेल पता लिखें, जैसे name@example.com।',
    phoneInvalid: '10 अंकों का भारतीय फ़ोन नंबर लिखें, जैसे 98765 43210।',
    // लक्‍ष्मी with a ZWJ (half ka, not the ksha ligature).
    name: 'लक्\u200dष्मी शर्मा',
    message: 'नमस्ते, हम पुणे से हैं। अपनी कॉफ़ी के लिए 2,000 पाउच चाहिए, डिलीवरी पुणे में।',
  },
  {
    locale: 'ta',
    tag: 'ta-IN',
    language: 'Tamil (ta-IN)',
    script: /[\u0b80-\u0bff]/,
    size: '2 கிலோ',
    oneLine: 'உங்கள் விலைப்புள்ளி: 1 உருப்படி',
    labels: { name: 'பெயர்', email: 'இ-மெயில்', phone: 'போன்', message: 'செய்தி' },
    submit: 'செய்தியை அனுப்பு',
    sent: (reference: string) => `நன்றி! உங்கள் விசாரணை வெற்றிகரமாக அனுப்பப்பட்டது. உங்கள் குறிப்பு எண் ${reference}. 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.`,
    done: (reference: string) => `அனுப்பப்பட்டது, குறிப்பு எண் ${reference}`,
    checkMany: (names: string) => `இந்தப் பகுதிகளைச் சரிபாருங்கள்: ${names}.`,
    emailInvalid: 'சரியான இ-மெயில் முகவரியை எழுதுங்கள், எ.கா. name@example.com.',
    phoneInvalid: '10 இலக்க இந்திய போன் நம்பரை எழுதுங்கள், எ.கா. 98765 43210.',
    // லக்‌ஷ்மி with a ZWNJ (க் and ஷ apart, not the க்ஷ ligature).
    name: 'லக்\u200cஷ்மி சுந்தரம்',
    message: 'வணக்கம், நாங்கள் மதுரையிலிருந்து எழுதுகிறோம். எங்கள் காபிக்கு 2,000 பவுச்கள் வேண்டும், டெலிவரி மதுரைக்கு.',
  },
] as const;
type Buyer = (typeof buyers)[number];

const EMAIL = 'lakshmi@example.com';
const PHONE_NUMBER = '98765 43210';

/**
 * The page is in the buyer's language: its address under /hi/ (or /ta/), `<html lang>`, and every
 * link and form of ours on it leading there too, but the language switcher's (it carries hreflang).
 */
async function expectInLanguage(page: Page, buyer: Buyer) {
  const prefix = `/${buyer.locale}/`;
  expect(new URL(page.url()).pathname.startsWith(prefix), page.url()).toBe(true);
  expect(await page.locator('html').getAttribute('lang')).toBe(buyer.tag);
  const elsewhere = await page.evaluate(
    (prefix) =>
      [
        ...[...document.querySelectorAll('a[href]:not([hreflang])')].map((a) => a.getAttribute('href')!),
        ...[...document.querySelectorAll('form[action]')].map((f) => f.getAttribute('action')!),
      ].filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith(prefix)),
    prefix,
  );
  expect(elsewhere, `links that leave ${prefix} on ${page.url()}`).toEqual([]);
}

/** What the buyer reads as the confirmation: its reference, title, status, the line and the details. */
async function confirmation(page: Page) {
  const status = await textOf(page, '[data-status]');
  const reference = /ENQ-[0-9A-Z]{10}/.exec(status)?.[0] ?? '';
  return {
    status,
    reference,
    title: await textOf(page, '#enquiry-done'),
    lines: await textOf(page, '[data-sent] .quote-summary'),
    contact: await textOf(page, '[data-sent] .enquiry-sent-contact'),
  };
}

/** The form's text box named `name` in the page's own words (its label; the required star is hidden). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The staff's copy of `reference`, as lines: it names the language and carries the line, the note and the buyer's words unchanged. */
async function expectStaffCopy(reference: string, buyer: Buyer, { page, quantity, note }: { page: string; quantity: string; note: string }) {
  const lines = (await staffCopyOf(reference)).text.split('\n');
  expect(lines.slice(0, 3)).toEqual([`Reference: ${reference}`, expect.stringMatching(/^Received: /), `Language: ${buyer.language}`]);
  expect(lines).toContain(`Name:   │ ${buyer.name}`);
  expect(lines).toContain(`E-mail: │ ${EMAIL}`);
  expect(lines).toContain(`Phone:  │ ${PHONE_NUMBER.replace(' ', '')}`);
  expect(lines).toContain(`Page:   │ ${page}`);
  // The message whole, in lines no wider than the staff copy's (each code point counted): joined again (each cut line keeps its space), the words as typed.
  const messageLines = lines.filter((l) => l.startsWith('│ ')).map((l) => l.slice(2));
  expect(messageLines.join('')).toBe(buyer.message);
  // The staff read the quote in English, the buyer's note as typed.
  const at = lines.indexOf('Quote (1 line):');
  expect(at).toBeGreaterThan(0);
  expect(lines[at + 1]).toMatch(
    new RegExp(`^1\\. ${answered.product.name.en}, ${answered.weight}, ${quantity} pouches: ₹[\\d,]+\\.\\d\\d \\(₹[\\d.]+ a pouch\\)$`),
  );
  expect(lines[at + 2]).toEqual(note ? `   Note: │ ${note}` : expect.stringMatching(/^Estimated total of the priced lines: /));
}

/**
 * The whole journey, size finder → quote → artwork → enquiry → confirmation, by keyboard and
 * without JavaScript, runs in English (journeys.test.ts). What a language changes on the way is
 * proven where it is made: the pages the server writes in Hindi and Tamil (their words, `lang`,
 * links under /hi/ and /ta/, the no-JavaScript finder, a refused post answered in the language
 * with what was typed kept, the confirmation, the staff's copy naming the language, joiners kept
 * in names) in workerd (i18n-enquiry, size-finder-i18n, i18n-quote, tests/worker/i18n); the
 * islands' own words in the browser, each where it speaks: the size finder (size-finder-i18n),
 * the quote list and wishlist (quote-languages), and the enquiry form here, from its errors to
 * its confirmation and what it sends.
 */
describe.each(buyers)('a buyer in $language, sending an enquiry at 390 px', (buyer) => {
  const prefix = `/${buyer.locale}/`;

  it('with JavaScript, a wrong e-mail address and phone number: the errors in the language, focus on the first, then sent', async () => {
    const path = `${prefix}contactus?product=${answered.product.slug}&size=${answered.size}&quantity=500#enquiry-form`;
    // The form's module held back until the buyer has typed: what is typed while the form starts stays the buyer's.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, close, problems } = await open(browser, path, {
      ...asVisitor(PHONE),
      wait: false,
      setUp: (context) =>
        context.route(/\/island-enquiry-form-[^/]*\.js$/, async (route) => {
          await typed;
          await route.continue();
        }),
    });
    await expectInLanguage(page, buyer);
    const source = await page.locator('input[name="sourcePage"]').inputValue();
    expect(source).toBe(`${prefix}contactus?product=${answered.product.slug}&size=${answered.size}&quantity=500`);
    await box(page, buyer.labels.name).fill(buyer.name);
    await box(page, buyer.labels.message).fill(buyer.message);
    release();
    await page.locator('site-island[data-island="enquiry-form"][data-live]').waitFor({ state: 'attached' });
    expect(await box(page, buyer.labels.message).inputValue()).toBe(buyer.message);
    expect(await box(page, buyer.labels.name).inputValue()).toBe(buyer.name);
    await expect.poll(() => textOf(page, '#quote-lines-title'), { timeout: 15_000 }).toBe(buyer.oneLine);
    const line = await textOf(page, '.quote-summary');
    expect(line.startsWith(`${answered.product.name[buyer.locale]}, ${buyer.size} `)).toBe(true);
    // A name in the language is not marked as English, so a screen reader reads it in its own voice.
    expect(await page.locator('.quote-summary').getByRole('link', { name: answered.product.name[buyer.locale] }).getAttribute('lang')).toBeNull();
    const bodies: Array<{ url: string; body: Record<string, unknown> }> = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/enquiry') bodies.push({ url: r.url(), body: r.postDataJSON() });
    });
    // The browser lets these through (its e-mail check wants no dot; the phone box has no pattern); the server does not.
    await box(page, buyer.labels.email).fill('lakshmi@example');
    await box(page, buyer.labels.phone).fill('12345');
    await fillTimeOver(page);
    await page.getByRole('button', { name: buyer.submit }).click();
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 20_000 }).toBe('error');

    expect(await textOf(page, '[data-status]')).toBe(buyer.checkMany(`${buyer.labels.email}, ${buyer.labels.phone}`));
    const email = box(page, buyer.labels.email);
    const phone = box(page, buyer.labels.phone);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await email.getAttribute('aria-describedby')}`).innerText()).toBe(buyer.emailInvalid);
    expect(await page.locator(`#${await phone.getAttribute('aria-describedby')}`).innerText()).toBe(buyer.phoneInvalid);
    expect(await box(page, buyer.labels.name).getAttribute('aria-invalid')).toBeNull();
    // Focus on the first field at fault, as on the English form; what was typed is kept.
    expect(await isFocused(email)).toBe(true);
    expect(await box(page, buyer.labels.name).inputValue()).toBe(buyer.name);
    expect(await box(page, buyer.labels.message).inputValue()).toBe(buyer.message);
    await expectInLanguage(page, buyer);

    // Corrected by keyboard from where focus is, and sent.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    expect(await isFocused(phone)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(PHONE_NUMBER);
    await page.getByRole('button', { name: buyer.submit }).press('Enter');
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 20_000 }).toBe('success');
    const sent = await confirmation(page);
    expect(sent.status).toBe(buyer.sent(sent.reference));
    expect(sent.title).toBe(buyer.done(sent.reference));
    expect(sent.lines).toBe(line);
    expect(sent.contact).toBe(`${buyer.labels.name} ${buyer.name} ${buyer.labels.email} ${EMAIL} ${buyer.labels.phone} ${PHONE_NUMBER}`);
    expect(await page.locator('[data-sent-message]').innerText()).toBe(buyer.message);
    expect(await page.locator('[data-sent] .quote-summary [lang="en"]').count()).toBe(0);
    expect(await isFocused(page.locator('#enquiry-done'))).toBe(true);
    await expectInLanguage(page, buyer);
    // The form said its language, in its address and its body, with the name's joiner as typed;
    // the staff's copy names the language and carries the name unchanged.
    expect(bodies.length).toBe(2);
    for (const { url, body } of bodies) {
      expect(new URL(url).searchParams.get('locale')).toBe(buyer.locale);
      expect(body).toMatchObject({ locale: buyer.locale, name: buyer.name, items: [{ product: answered.product.slug, size: answered.size, quantity: 500 }] });
    }
    await expectStaffCopy(sent.reference, buyer, { page: source, quantity: '500', note: '' });
    expect(await axeViolations(page)).toEqual([]);
    // Only the refused post's own answer is in the console.
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await close();
  });
});
