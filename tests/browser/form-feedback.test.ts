import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, isFocused, launch, open, visitorOf } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const asVisitor = visitorOf('f');

interface Indicator {
  style: string;
  width: number;
  color: string;
  contrast: number;
}

/**
 * The focus indicator of the control focused now, as drawn: its outline (or, for a control drawn
 * by its label or a sibling, `drawnBy`'s), and the contrast of the outline's colour against what
 * lies behind it (the nearest opaque background outside the control; inside it when the outline is
 * drawn inwards).
 */
function indicatorOf(control: Locator, drawnBy?: string): Promise<Indicator> {
  return control.evaluate((el, by) => {
    const shown = by ? el.parentElement!.querySelector<HTMLElement>(by)! : el;
    const style = getComputedStyle(shown);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    let behind = [255, 255, 255];
    for (let e: Element | null = parseFloat(style.outlineOffset) < 0 ? shown : shown.parentElement; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c[3] ?? 0) > 0.5) {
        behind = c.slice(0, 3);
        break;
      }
    }
    const [a, b] = [luminance(rgb(style.outlineColor)), luminance(behind)];
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  }, drawnBy);
}

/** Focus as a keyboard gives it: a key pressed first, so the browser shows the focus indicator. */
async function keyboardFocus(control: Locator): Promise<void> {
  await control.page().keyboard.press('Shift');
  await control.focus();
  expect(await control.evaluate((el) => el.matches(':focus-visible')), 'focus shown').toBe(true);
}

describe('focus on form fields', () => {
  const priced = findVariant('kraft-with-window', '500gm')!;
  const controls: [path: string, selector: string, drawnBy?: string][] = [
    ['/contactus', '#enquiry-name'],
    ['/contactus', '#enquiry-message'],
    ['/contactus', '#enquiry-artwork', '.file-picker-button'],
    ['/contactus', '[data-submit]'],
    ['/contactus', '#search-desktop'],
    ['/size-finder', '#finder-fill'],
    ['/size-finder', '#finder-grams'],
    [priced.link, '#quantity'],
    ['/products/kraft-with-window', '#uc-query'],
    ['/products/kraft-with-window', '.chip-radio input', 'span'],
    ['/faq', 'details > summary'],
    ['/', '#ticker-stop', '.ticker-stop-label'],
  ];

  it("is the same clearly visible indicator as a link's: 3 px of the accent colour at 3:1 or more, on every kind of control", async () => {
    const { page, close } = await open(browser, '/', DESKTOP);
    await keyboardFocus(page.locator('.logo'));
    const link = await indicatorOf(page.locator('.logo'));
    expect(link.style).toBe('solid');
    expect(link.width).toBeGreaterThanOrEqual(2);
    expect(link.contrast).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    for (const [path, selector, drawnBy] of controls) {
      if (new URL(page.url()).pathname !== path) {
        await page.goto(new URL(path, baseUrl()).href);
        await page.waitForSelector('body[data-client-loaded]', { state: 'attached' });
      }
      const control = page.locator(selector).first();
      await keyboardFocus(control);
      const shown = await indicatorOf(control, drawnBy);
      seen.push(`${path} ${selector}: ${shown.style} ${shown.width}px ${shown.color} ${shown.contrast.toFixed(2)}:1`);
      expect({ style: shown.style, width: shown.width, color: shown.color }, `${path} ${selector}`).toEqual({
        style: link.style,
        width: link.width,
        color: link.color,
      });
      expect(shown.contrast, `${path} ${selector}`).toBeGreaterThanOrEqual(3);
    }
    expect(seen).toHaveLength(controls.length);
    await close();
  });

  it("shows on the quote list's boxes and buttons", async () => {
    const { page, close } = await open(browser, '/robots.txt', { ...PHONE, wait: false });
    await page.evaluate((line) => localStorage.setItem('quote', JSON.stringify([line])), {
      product: priced.product.slug,
      size: priced.size,
      name: priced.product.name.en,
      weight: priced.weight,
      link: priced.link,
      quantity: 500,
      note: '',
      tiers: priced.tiers,
    });
    await page.goto(new URL('/quote', baseUrl()).href);
    await page.locator('.quote-qty').waitFor();
    for (const selector of ['.quote-qty', '.quote-note', '.quote-remove']) {
      const control = page.locator(selector).first();
      await keyboardFocus(control);
      const shown = await indicatorOf(control);
      expect([shown.style, shown.width >= 2, shown.contrast >= 3], selector).toEqual(['solid', true, true]);
    }
    await close();
  });
});

describe('a refused post without JavaScript', () => {
  const folder = mkdtempSync(join(tmpdir(), 'form-feedback-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function fill(page: Page, phone = '98765 43210') {
    await page.fill('#enquiry-name', 'Asha Rao');
    await page.fill('#enquiry-email', 'asha@example.com');
    await page.fill('#enquiry-phone', phone);
    await page.fill('#enquiry-message', 'Our masala pouches, artwork attached.');
  }

  /** Where an element is drawn now: within the screen, below the sticky header (polled: the jump may scroll smoothly). */
  const inView = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      const r = el.getBoundingClientRect();
      return { belowHeader: r.top >= header, onScreen: r.bottom <= innerHeight };
    });

  it("lands a 95 MB post on the files' error, said once, with focus there, at 390 px", { timeout: 120_000 }, async () => {
    const big = join(folder, 'press-ready.pdf');
    writeFileSync(big, Buffer.alloc(95 * 1000 * 1000, 0x25));
    const { page, close } = await open(browser, '/contactus', { ...asVisitor(PHONE), javaScriptEnabled: false });
    await fill(page);
    await page.setInputFiles('#enquiry-artwork', big);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 90_000 });
    await page.locator('[data-submit]').click({ noWaitAfter: true });
    expect((await answer).status()).toBe(413);
    await page.waitForURL(/\/contactus#enquiry-error$/, { timeout: 90_000 });
    await page.locator('#enquiry-files-error').waitFor();
    await expect.poll(() => inView(page, '#enquiry-files-error')).toEqual({ belowHeader: true, onScreen: true });
    await expect.poll(() => inView(page, '#enquiry-artwork-label')).toEqual({ belowHeader: true, onScreen: true });
    // The reason once on the page; the message under the button names the field.
    const said = await page.evaluate(() => document.body.innerText.split('more than the form can carry').length - 1);
    expect(said).toBe(1);
    expect(await page.locator('[data-status]').innerText()).toBe('Please check this field: Artwork files.');
    // Focus is at the field: the next Tab is the file input, and what was typed is kept.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-error');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.locator('#enquiry-artwork'))).toBe(true);
    expect(await page.inputValue('#enquiry-email')).toBe('asha@example.com');
    await close();
  });

  it('lands on the first field at fault, below the sticky header, at 320 px', async () => {
    const { page, close } = await open(browser, '/contactus', {
      ...asVisitor({ viewport: { width: 320, height: 640 }, hasTouch: true }),
      javaScriptEnabled: false,
    });
    await fill(page, '12');
    await Promise.all([page.waitForURL(/#enquiry-error$/), page.locator('[data-submit]').click()]);
    expect(await page.locator('#enquiry-error').getAttribute('class')).toBe('field field-phone');
    await expect.poll(() => inView(page, '#enquiry-phone-error')).toEqual({ belowHeader: true, onScreen: true });
    await expect.poll(() => inView(page, 'label[for="enquiry-phone"]')).toEqual({ belowHeader: true, onScreen: true });
    await page.keyboard.press('Tab');
    expect(await isFocused(page.locator('#enquiry-phone'))).toBe(true);
    await close();
  });
});

describe('a quantity the quote list cannot take', () => {
  it('says what was typed and which quantity the line keeps meanwhile, on a phone', async () => {
    const size = findVariant('kraft-with-window', '1kg')!;
    const { page, close } = await open(browser, '/robots.txt', { ...PHONE, wait: false });
    await page.evaluate((line) => localStorage.setItem('quote', JSON.stringify([line])), {
      product: size.product.slug,
      size: size.size,
      name: size.product.name.en,
      weight: size.weight,
      link: size.link,
      quantity: 500,
      note: '',
      tiers: size.tiers,
    });
    await page.goto(new URL('/quote', baseUrl()).href);
    const qty = page.locator('.quote-qty');
    const estimate = await page.locator('.quote-table tbody .quote-estimate').innerText();
    await qty.fill('abc');
    const said = page.locator(`#${await qty.getAttribute('aria-describedby')}`);
    expect(await said.innerText()).toBe(
      '“abc” is not a whole number of pouches from 100 to 1,00,000. Until you type one, this line stays at 500 pouches, and its estimate with it.',
    );
    expect(await page.locator('.quote-table tbody .quote-estimate').innerText()).toBe(estimate);
    await qty.fill('');
    expect(await said.innerText()).toBe(
      'Type a whole number of pouches from 100 to 1,00,000. Until you do, this line stays at 500 pouches, and its estimate with it.',
    );
    await qty.fill('800');
    expect(await qty.getAttribute('aria-invalid')).toBeNull();
    await close();
  });
});
