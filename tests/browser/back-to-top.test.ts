import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, open } from '@tests/support/browser';
import { allVariants } from '@features/catalogue/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const sizePage = allVariants.find((v) => v.product.slug === 'kraft-with-window' && v.size === '500gm')!.link;

/** Whether the button can be seen: on the screen, not hidden, not faded out. */
const shown = (page: Page) =>
  page.locator('.to-top').evaluate((el) => {
    const b = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return b.width > 0 && b.height > 0 && b.top >= 0 && b.bottom <= innerHeight && style.visibility === 'visible' && style.opacity === '1';
  });

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
  }, y);
};

/**
 * Down the page half a screen at a time from 360 px (past the 40 px it takes to fade in): at each stop the button must be shown, and
 * no line of text or control the reader could see there may lie under it (what passes under the
 * sticky header is hidden by the header, not by the button).
 */
const coveredDownThePage = (page: Page) =>
  page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>('.to-top')!;
    const found: string[] = [];
    const visibleAt = (el: Element, x: number, y: number) => {
      const top = document.elementsFromPoint(x, y).find((e) => !button.contains(e));
      return !!top && (top === el || el.contains(top));
    };
    const meets = (r: DOMRect, b: DOMRect) => r.width > 0 && r.height > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;
    const centre = (r: DOMRect, b: DOMRect): [number, number] => [
      (Math.max(r.left, b.left) + Math.min(r.right, b.right)) / 2,
      (Math.max(r.top, b.top) + Math.min(r.bottom, b.bottom)) / 2,
    ];
    for (let y = 360; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      const b = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      if (!(b.width > 0 && b.top >= 0 && b.bottom <= innerHeight && style.visibility === 'visible' && style.opacity === '1')) {
        found.push(`at ${Math.round(scrollY)} px: the button is not shown`);
        continue;
      }
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent!.trim() || button.contains(parent) || parent.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (meets(r, b) && visibleAt(parent, ...centre(r, b))) found.push(`at ${Math.round(scrollY)} px: text "${node.textContent!.trim().slice(0, 40)}"`);
        }
      }
      for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')) {
        if (control === button || button.contains(control)) continue;
        const r = control.getBoundingClientRect();
        if (meets(r, b) && visibleAt(control, ...centre(r, b))) found.push(`at ${Math.round(scrollY)} px: control ${control.outerHTML.slice(0, 60)}`);
      }
    }
    return found;
  });

describe('the back-to-top button', () => {
  for (const width of [360, 390, 1280]) {
    for (const path of ['/faq', sizePage]) {
      it(`on ${path} at ${width} px: hidden before 300 px of scroll, shown after, over no text or control`, async () => {
        const { page, close } = await open(browser, path, { viewport: { width, height: 700 }, hasTouch: width < 600 });
        expect(await shown(page)).toBe(false);
        await scrollTo(page, 250);
        expect(await shown(page)).toBe(false);
        await scrollTo(page, 360);
        expect(await shown(page)).toBe(true);
        expect(await coveredDownThePage(page)).toEqual([]);
        await close();
      });
    }
  }

  it('is reached by keyboard, shows its focus, and takes the reader to the top at once under reduced motion', async () => {
    const { page, close } = await open(browser, '/faq', { viewport: { width: 360, height: 700 }, reducedMotion: 'reduce' });
    await scrollTo(page, 1500);
    await page.locator('.logo').focus();
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.classList.contains('to-top') ?? false);
    }
    expect(reached).toBe(true);
    const focus = await page.locator('.to-top').evaluate((el) => ({ visible: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineStyle }));
    expect(focus.visible).toBe(true);
    expect(focus.outline).not.toBe('none');
    expect(await page.locator('.to-top').getAttribute('aria-label')).toBe('Back to top');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => ({ y: scrollY, focused: document.activeElement?.id }))).toEqual({ y: 0, focused: 'top' });
    await close();
  });

  it('is named in the page language', async () => {
    for (const [path, name] of [
      ['/hi/faq', /ऊपर/],
      ['/ta/faq', /மேலே/],
    ] as const) {
      const { page, close } = await open(browser, path, { viewport: { width: 390, height: 700 } });
      expect(await page.locator('.to-top').getAttribute('aria-label')).toMatch(name);
      await close();
    }
  });
});
