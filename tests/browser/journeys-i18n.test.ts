import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PHONE, axeViolations, isFocused, launch, open, staffCopyOf, tabTo, textOf, visitorOf } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';

// Three pages typed through key by key on a slow machine: well over 30 s.
vi.setConfig({ testTimeout: 150_000 });

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
    weight: '500 ग्राम',
    roast: 'कौन-सा रोस्ट?',
    lightRoast: /^लाइट या मीडियम रोस्ट/,
    findSize: 'मेरा साइज़ बताएँ',
    answer: '2 किलो पाउच',
    size: '2 किलो',
    addToQuote: 'कोटेशन में जोड़ें',
    added: 'जोड़ा गया: 2 किलो के 100 पाउच। आपके कोटेशन में 1 लाइन है।',
    viewQuote: 'अपना कोटेशन देखें',
    requestQuote: 'कोटेशन माँगें',
    quoteTitle: 'आपका कोटेशन',
    pouches: 'पाउच',
    note: 'नोट',
    sendQuote: 'यह कोटेशन अनुरोध भेजें',
    oneLine: 'आपका कोटेशन: 1 लाइन',
    toPack: '500 ग्राम लाइट या मीडियम रोस्ट कॉफ़ी पैक करने के लिए',
    figures: (count: string) => new RegExp(`^${count} पाउच · अनुमानित ₹[\\d,]+\\.\\d\\d · `),
    labels: { name: 'नाम', email: 'ईमेल', phone: 'फ़ोन', message: 'मैसेज' },
    submit: 'मैसेज भेजें',
    sent: (reference: string) => `धन्यवाद! आपकी इन्क्वायरी भेज दी गई है। आपका रेफ़रेंस नंबर ${reference} है। हम 24 घंटे के अंदर जवाब देंगे।`,
    done: (reference: string) => `भेज दी गई, रेफ़रेंस नंबर ${reference}`,
    checkOne: (names: string) => `कृपया यह फ़ील्ड जाँचें: ${names}।`,
    checkMany: (names: string) => `कृपया ये फ़ील्ड जाँचें: ${names}।`,
    nameMissing: 'अपना नाम लिखें।',
    emailInvalid: 'सही ई-मेल पता लिखें, जैसे name@example.com।',
    phoneInvalid: '10 अंकों का भारतीय फ़ोन नंबर लिखें, जैसे 98765 43210।',
    // लक्‍ष्मी with a ZWJ (half ka, not the ksha ligature); the note's brand with a ZWNJ.
    name: 'लक्\u200dष्मी शर्मा',
    lineNote: 'ब्रांड: लक्\u200cष्मी कॉफ़ी',
    message: 'नमस्ते, हम पुणे से हैं। अपनी कॉफ़ी के लिए 2,000 पाउच चाहिए, डिलीवरी पुणे में।',
  },
  {
    locale: 'ta',
    tag: 'ta-IN',
    language: 'Tamil (ta-IN)',
    script: /[\u0b80-\u0bff]/,
    weight: '500 கிராம்',
    roast: 'எந்த ரோஸ்ட்?',
    lightRoast: /^லைட் அல்லது மீடியம் ரோஸ்ட்/,
    findSize: 'என் சைஸைக் கண்டறி',
    answer: '2 கிலோ பவுச்',
    size: '2 கிலோ',
    addToQuote: 'விலைப்புள்ளியில் சேர்',
    added: 'சேர்க்கப்பட்டது: 2 கிலோ அளவில் 100 பவுச்கள். உங்கள் விலைப்புள்ளியில் 1 வரி உள்ளது.',
    viewQuote: 'உங்கள் விலைப்புள்ளியைப் பாருங்கள்',
    requestQuote: 'விலைப்புள்ளி கேளுங்கள்',
    quoteTitle: 'உங்கள் விலைப்புள்ளி',
    pouches: 'பவுச்கள்',
    note: 'குறிப்பு',
    sendQuote: 'இந்த விலைப்புள்ளிக் கோரிக்கையை அனுப்புங்கள்',
    oneLine: 'உங்கள் விலைப்புள்ளி: 1 வரி',
    toPack: '500 கிராம் லைட் அல்லது மீடியம் ரோஸ்ட் காபி பேக் செய்ய',
    figures: (count: string) => new RegExp(`^${count} பவுச்கள் · மதிப்பீடு ₹[\\d,]+\\.\\d\\d · `),
    labels: { name: 'பெயர்', email: 'இ-மெயில்', phone: 'போன்', message: 'செய்தி' },
    submit: 'செய்தியை அனுப்பு',
    sent: (reference: string) => `நன்றி! உங்கள் விசாரணை வெற்றிகரமாக அனுப்பப்பட்டது. உங்கள் குறிப்பு எண் ${reference}. 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.`,
    done: (reference: string) => `அனுப்பப்பட்டது, குறிப்பு எண் ${reference}`,
    checkOne: (names: string) => `இந்தப் பகுதியைச் சரிபாருங்கள்: ${names}.`,
    checkMany: (names: string) => `இந்தப் பகுதிகளைச் சரிபாருங்கள்: ${names}.`,
    nameMissing: 'உங்கள் பெயரை எழுதுங்கள்.',
    emailInvalid: 'சரியான இ-மெயில் முகவரியை எழுதுங்கள், எ.கா. name@example.com.',
    phoneInvalid: '10 இலக்க இந்திய போன் நம்பரை எழுதுங்கள், எ.கா. 98765 43210.',
    // லக்‌ஷ்மி with a ZWNJ (க் and ஷ apart, not the க்ஷ ligature), in the name and the note.
    name: 'லக்\u200cஷ்மி சுந்தரம்',
    lineNote: 'பிராண்ட்: லக்\u200cஷ்மி காபி',
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

/** Every address the page's frame went to, same-document ones (the finder's replaceState) too. */
function addresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
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

/** A button or link of the finder's answer by what it does and, said to a screen reader after it, the pouch it is for. */
const forPouch = (action: string, buyer: Buyer) => new RegExp(`^${action}\\s*: ${answered.product.name[buyer.locale]}, ${buyer.size}$`);

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
  expect(lines).toContain(`│ ${buyer.message}`);
  // The staff read the quote in English, the buyer's note as typed.
  const at = lines.indexOf('Quote (1 line):');
  expect(at).toBeGreaterThan(0);
  expect(lines[at + 1]).toMatch(
    new RegExp(`^1\\. ${answered.product.name.en}, ${answered.weight}, ${quantity} pouches: ₹[\\d,]+\\.\\d\\d \\(₹[\\d.]+ a pouch\\)$`),
  );
  expect(lines[at + 2]).toEqual(note ? `   Note: │ ${note}` : expect.stringMatching(/^Estimated total of the priced lines: /));
}

describe.each(buyers)('a buyer in $language, from the size finder to a sent enquiry, at 390 px', (buyer) => {
  const prefix = `/${buyer.locale}/`;

  it('by keyboard alone: size finder → quote → enquiry → confirmation, every page in the language, the staff told which', async () => {
    const { page, close, problems, foreign } = await open(browser, `${prefix}size-finder`, asVisitor(PHONE));
    const went = addresses(page);
    await expectInLanguage(page, buyer);

    // What is packed: the closed list, moved by an arrow key to coffee beans, named in the language.
    const fill = page.locator('select[name="fill"]');
    await tabTo(page, fill);
    const steps = await fill.evaluate((select: HTMLSelectElement) => [...select.options].findIndex((o) => o.value === 'coffee-beans') - select.selectedIndex);
    expect(steps).toBeGreaterThan(0);
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => fill.inputValue()).toBe('coffee-beans');
    expect(await fill.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text)).toMatch(buyer.script);
    // Which roast: a radio group that comes with the choice; Tab into it, an arrow chooses.
    const roast = page.getByRole('group', { name: buyer.roast });
    await roast.waitFor();
    await page.keyboard.press('Tab');
    expect(await isFocused(roast.getByRole('radio').first())).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await roast.getByRole('radio', { name: buyer.lightRoast }).isChecked()).toBe(true);
    // The weight, in the language's own word for grams.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.locator('input[name="grams"]'))).toBe(true);
    await page.keyboard.type(buyer.weight);
    const answer = page.locator('#finder-answer');
    await expect.poll(() => answer.getByRole('heading', { level: 3 }).first().innerText()).toBe(buyer.answer);
    expect(new URL(page.url()).pathname).toBe(`${prefix}size-finder`);
    expect(new URL(page.url()).searchParams.get('grams')).toBe(buyer.weight);
    await expectInLanguage(page, buyer);

    // The suggested size into the quote, and the way to the quote list the answer gives.
    const offer = answer.getByRole('listitem').filter({ has: page.getByRole('button', { name: forPouch(buyer.addToQuote, buyer) }) });
    const add = offer.getByRole('button', { name: forPouch(buyer.addToQuote, buyer) });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const said = offer.getByRole('status');
    await expect.poll(() => said.innerText()).toBe(`${buyer.added} ${buyer.viewQuote}`);
    const view = said.getByRole('link', { name: buyer.viewQuote });
    expect(await view.getAttribute('href')).toBe(`${prefix}quote`);
    await expectInLanguage(page, buyer);
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${prefix}quote$`));

    // The quote list: the line in the language, its quantity set and a note added to the finder's.
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    expect(await textOf(page, 'h1')).toBe(buyer.quoteTitle);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: answered.product.name[buyer.locale], exact: true }) });
    const quantity = row.getByRole('textbox', { name: new RegExp(`^${buyer.pouches}`) });
    await tabTo(page, quantity);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2000');
    await page.keyboard.press('Tab');
    const noteBox = row.getByRole('textbox', { name: new RegExp(`^${buyer.note}`) });
    expect(await isFocused(noteBox)).toBe(true);
    expect(await noteBox.inputValue()).toBe(buyer.toPack);
    await page.keyboard.press('End');
    await page.keyboard.type(`, ${buyer.lineNote}`);
    const note = `${buyer.toPack}, ${buyer.lineNote}`;
    const send = page.getByRole('link', { name: buyer.sendQuote });
    expect(await send.getAttribute('href')).toBe(`${prefix}contactus?quote#enquiry-form`);
    await expectInLanguage(page, buyer);
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${prefix}contactus\\?quote#enquiry-form$`));

    // The enquiry form: the line as the quote list had it, every name in the language.
    await page.locator('body[data-client-loaded]').waitFor({ state: 'attached' });
    await expect.poll(() => textOf(page, '#quote-lines-title'), { timeout: 15_000 }).toBe(buyer.oneLine);
    const line = await textOf(page, '.quote-summary');
    expect(line.startsWith(`${answered.product.name[buyer.locale]}, ${buyer.size} `)).toBe(true);
    expect(line.slice(`${answered.product.name[buyer.locale]}, ${buyer.size} `.length)).toMatch(buyer.figures('2,000'));
    expect(line.endsWith(` · ${note}`)).toBe(true);
    // A name in the language is not marked as English, so a screen reader reads it in its own voice.
    expect(await page.locator('.quote-summary').getByRole('link', { name: answered.product.name[buyer.locale] }).getAttribute('lang')).toBeNull();
    await expectInLanguage(page, buyer);

    const bodies: Array<{ url: string; body: Record<string, unknown> }> = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/enquiry') bodies.push({ url: r.url(), body: r.postDataJSON() });
    });
    await tabTo(page, box(page, buyer.labels.name));
    await page.keyboard.type(buyer.name);
    await page.keyboard.press('Tab');
    expect(await isFocused(box(page, buyer.labels.email))).toBe(true);
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    expect(await isFocused(box(page, buyer.labels.phone))).toBe(true);
    await page.keyboard.type(PHONE_NUMBER);
    await page.keyboard.press('Tab');
    // The message the quote started, in the language, written over with the buyer's own.
    expect(await isFocused(box(page, buyer.labels.message))).toBe(true);
    expect(await box(page, buyer.labels.message).inputValue()).toMatch(buyer.script);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(buyer.message);
    await page.waitForTimeout(2000); // the form's minimum fill time, as a person takes
    await tabTo(page, page.getByRole('button', { name: buyer.submit }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-kind'), { timeout: 20_000 }).toBe('success');

    // The confirmation, in the language, focused, repeating what went.
    expect(await isFocused(page.locator('#enquiry-done'))).toBe(true);
    const sent = await confirmation(page);
    expect(sent.reference).not.toBe('');
    expect(sent.status).toBe(buyer.sent(sent.reference));
    expect(sent.title).toBe(buyer.done(sent.reference));
    expect(sent.lines).toBe(line);
    expect(sent.contact).toBe(`${buyer.labels.name} ${buyer.name} ${buyer.labels.email} ${EMAIL} ${buyer.labels.phone} ${PHONE_NUMBER}`);
    expect(await page.locator('[data-sent-message]').innerText()).toBe(buyer.message);
    expect(await page.locator('[data-sent] .quote-summary [lang="en"]').count()).toBe(0);
    await expectInLanguage(page, buyer);
    // The form said its language, and the staff's copy names it, with the line and the words as typed.
    expect(bodies).toHaveLength(1);
    expect(new URL(bodies[0]!.url).searchParams.get('locale')).toBe(buyer.locale);
    expect(bodies[0]!.body).toMatchObject({
      locale: buyer.locale,
      name: buyer.name,
      items: [{ product: answered.product.slug, size: answered.size, quantity: 2000, note }],
    });
    await expectStaffCopy(sent.reference, buyer, { page: `${prefix}contactus?quote`, quantity: '2,000', note });

    // Every address on the way was in the language.
    expect(went.length).toBeGreaterThanOrEqual(3);
    expect(went.filter((path) => !path.startsWith(prefix))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await close();
  });

  it('without JavaScript: the finder by its form, "request a quote", a refused post answered in the language with what was typed kept, then sent', async () => {
    const { page, close } = await open(browser, `${prefix}size-finder`, { ...asVisitor(PHONE), javaScriptEnabled: false });
    const went = addresses(page);
    await expectInLanguage(page, buyer);
    await page.locator('select[name="fill"]').selectOption('coffee-beans');
    await page.locator('input[name="grams"]').fill(buyer.weight);
    await page.getByRole('button', { name: buyer.findSize }).click();
    await page.waitForURL(/fill=coffee-beans/);
    // The server asks which roast, in the language, then answers.
    expect(new URL(page.url()).pathname).toBe(`${prefix}size-finder`);
    const roast = page.getByRole('group', { name: buyer.roast });
    await roast.getByRole('radio', { name: buyer.lightRoast }).check();
    await expectInLanguage(page, buyer);
    await page.getByRole('button', { name: buyer.findSize }).click();
    await page.waitForURL(/variety=coffee-light-roast/);
    expect(new URL(page.url()).searchParams.get('grams')).toBe(buyer.weight);
    const answer = page.locator('#finder-answer');
    expect(await answer.getByRole('heading', { level: 3 }).first().innerText()).toBe(buyer.answer);
    await expectInLanguage(page, buyer);
    const request = answer.getByRole('link', { name: forPouch(buyer.requestQuote, buyer) });
    expect(await request.getAttribute('href')).toMatch(new RegExp(`^${prefix}contactus\\?product=${answered.product.slug}&size=${answered.size}&`));
    await request.click();
    await page.waitForURL(new RegExp(`${prefix}contactus\\?product=`));
    const source = await page.locator('input[name="sourcePage"]').inputValue();
    expect(source.startsWith(`${prefix}contactus`)).toBe(true);

    // The form carries the size as its line, named in the language.
    await expectInLanguage(page, buyer);
    expect(await textOf(page, '#quote-lines-title')).toBe(buyer.oneLine);
    const line = await textOf(page, '.quote-summary');
    expect(line.startsWith(`${answered.product.name[buyer.locale]}, ${buyer.size} `)).toBe(true);
    expect(line.slice(`${answered.product.name[buyer.locale]}, ${buyer.size} `.length)).toMatch(buyer.figures('100'));
    expect(line.endsWith(` · ${buyer.toPack}`)).toBe(true);
    const message = await box(page, buyer.labels.message).inputValue();
    expect(message).toMatch(buyer.script);

    // The name left blank (spaces get past the browser's own check; the server reads none).
    await box(page, buyer.labels.name).fill('   ');
    await box(page, buyer.labels.email).fill(EMAIL);
    await box(page, buyer.labels.phone).fill(PHONE_NUMBER);
    await box(page, buyer.labels.message).fill(buyer.message);
    await page.waitForTimeout(2000); // the form's minimum fill time, as a person takes
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: buyer.submit }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(new URL(refused.url()).pathname).toBe(`${prefix}contactus`);
    await page.waitForLoadState();
    expect(page.url()).toMatch(new RegExp(`${prefix}contactus#enquiry-error$`));
    expect(await textOf(page, '[data-status]')).toBe(buyer.checkOne(buyer.labels.name));
    expect(await page.locator('#enquiry-name-error').innerText()).toBe(buyer.nameMissing);
    expect(await box(page, buyer.labels.name).getAttribute('aria-invalid')).toBe('true');
    expect(await box(page, buyer.labels.email).inputValue()).toBe(EMAIL);
    expect(await box(page, buyer.labels.phone).inputValue()).toBe(PHONE_NUMBER);
    expect(await box(page, buyer.labels.message).inputValue()).toBe(buyer.message);
    expect(await textOf(page, '.quote-summary')).toBe(line);
    await expectInLanguage(page, buyer);
    // The page lands on the field at fault, focus with it: the next Tab is its box.
    expect(await page.evaluate(() => document.activeElement?.id === 'enquiry-error' && !!document.activeElement.querySelector('[name="name"]'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(box(page, buyer.labels.name))).toBe(true);

    // Fixed and sent: the confirmation in the language, with what went.
    await box(page, buyer.labels.name).fill(buyer.name);
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: buyer.submit }).click();
    await page.waitForURL(new RegExp(`${prefix}contactus\\?sent=ENQ-[0-9A-Z]{10}#enquiry-done$`));
    const sent = await confirmation(page);
    expect(sent.status).toBe(buyer.sent(sent.reference));
    expect(sent.title).toBe(buyer.done(sent.reference));
    expect(sent.lines).toBe(line);
    expect(sent.contact).toBe(`${buyer.labels.name} ${buyer.name} ${buyer.labels.email} ${EMAIL} ${buyer.labels.phone} ${PHONE_NUMBER.replace(' ', '')}`);
    expect(await page.locator('[data-sent] .quote-summary [lang="en"]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-done');
    await expectInLanguage(page, buyer);
    await expectStaffCopy(sent.reference, buyer, { page: source, quantity: '100', note: buyer.toPack });
    expect(went.filter((path) => !path.startsWith(prefix))).toEqual([]);
    await close();
  });

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
    // The browser lets these through (its e-mail check wants no dot; the phone box has no pattern); the server does not.
    await box(page, buyer.labels.email).fill('lakshmi@example');
    await box(page, buyer.labels.phone).fill('12345');
    await page.waitForTimeout(2000); // the form's minimum fill time, as a person takes
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
    expect(await isFocused(page.locator('#enquiry-done'))).toBe(true);
    await expectStaffCopy(sent.reference, buyer, { page: source, quantity: '500', note: '' });
    // Only the refused post's own answer is in the console.
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await close();
  });
});
