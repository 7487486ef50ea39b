import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, open } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Resolves once the cards' fades under way have finished (or after 10 s: the checks that follow then say what is wrong). */
const fadesDone = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      Promise.all([...document.querySelectorAll('[data-reveal]')].flatMap((card) => card.getAnimations()).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]),
  );

/** Opacity of every fading card with any part in the viewport, once running fades have finished. */
async function cardsInView(page: Page): Promise<{ state: string; opacity: number }[]> {
  await fadesDone(page);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-reveal]')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.height > 0;
      })
      .map((card) => ({ state: card.dataset.reveal ?? '', opacity: Number(getComputedStyle(card).opacity) })),
  );
}

/** Waits until the fade script has looked at the cards (those below the fold then wait hidden). */
const fadesReady = (page: Page) => page.waitForSelector('html[data-fades]', { state: 'attached', timeout: 20_000 });

describe('cards that fade in', () => {
  for (const [path, viewport] of [
    ['/offers', DESKTOP],
    ['/blog', DESKTOP],
    ['/', DESKTOP],
    ['/bulk-orders', PHONE],
    ['/shipping', PHONE],
  ] as const) {
    it(`are shown in full at rest, without scrolling, on ${path} at ${viewport.viewport!.width} px`, { timeout: 60_000 }, async () => {
      const { page, close, problems } = await open(browser, path, viewport);
      await fadesReady(page);
      // At rest: whatever started fading in as the page settled has finished, and nothing in view
      // is left hidden or part-faded (a stuck card fails here after the wait).
      await expect
        .poll(
          async () => {
            const cards = await cardsInView(page);
            return cards.length > 0 ? cards.filter((c) => c.opacity !== 1) : 'no cards in view';
          },
          { timeout: 15_000 },
        )
        .toEqual([]);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('fade in once a fifth of them is in view, finish, and stay shown whatever the scroll', { timeout: 60_000 }, async () => {
    const { page, close } = await open(browser, '/', DESKTOP);
    await fadesReady(page);
    const card = page.locator('[data-reveal="wait"]').last();
    const id = await card.evaluate((el) => {
      el.id ||= 'watched-card';
      return el.id;
    });
    const watched = page.locator(`#${id}`);
    expect(await watched.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    // Scrolled to, as a visitor scrolls (no waiting for the card to be still: it is about to move).
    await watched.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => watched.getAttribute('data-reveal'), { timeout: 10_000 }).toBe('in');
    await fadesDone(page);
    await expect.poll(() => watched.evaluate((el) => getComputedStyle(el).opacity), { timeout: 10_000 }).toBe('1');
    // Scrolled away and back, half in view: still fully shown, no longer tied to the scroll.
    await page.evaluate(() => scrollTo(0, 0));
    await page.evaluate(
      (el) => {
        const top = el!.getBoundingClientRect().top + scrollY;
        scrollTo(0, top - innerHeight + 10);
      },
      await watched.elementHandle(),
    );
    expect(await watched.getAttribute('data-reveal')).toBe('in');
    expect(await watched.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await close();
  });

  it('are all shown on reaching the end of a page', async () => {
    // Scrolled as the visitor's End key scrolls, through the cards; a jump past a card leaves it to
    // fade in when the visitor scrolls back to it.
    const { page, close } = await open(browser, '/shipping', { ...PHONE, motion: true });
    await fadesReady(page);
    await page.keyboard.press('End');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await fadesDone(page);
    const last = page.locator('[data-reveal]').last();
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity), { timeout: 10_000 }).toBe('1');
    await close();
  });
});
