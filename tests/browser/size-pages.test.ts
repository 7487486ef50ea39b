import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, open } from '@tests/support/browser';
import { findVariant } from '@features/catalogue/catalogue';
import { productPages } from '@features/catalogue/product-pages';
import { ordering } from '@features/catalogue/ordering';
import { facts } from '@platform/content/facts';
import { sizePageFaq } from '@features/size-finder/size-faq';

// A size page is a whole product page: below what is particular to the
// size, the product's banner, features table, use cases, Why Choose Us and FAQ. These tests drive
// them as a visitor does, by role, visible text and ARIA state.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SLUG = 'kraft-with-window';
const PAGES = [
  ['500gm', 'a priced size'],
  ['250gm', 'a size priced on request'],
  ['50gm', 'the smallest size'],
] as const;
const product = findVariant(SLUG, '500gm')!.product;
const content = productPages.get(SLUG)!;

const banner = (page: Page) => page.getByRole('region', { name: `${product.menuLabel.en} highlights` });
/** The slide a visitor sees: the others are hidden from assistive technology and inert. */
const shownSlide = (page: Page) => banner(page).getByRole('group').getAttribute('aria-label');

describe.each(PAGES)('the %s size page (%s)', (size) => {
  const variant = findVariant(SLUG, size)!;
  const faq = sizePageFaq(variant, content, { ...ordering, replyWithinHours: facts.replyWithinHours });

  it('keeps the size first: specifications and ordering come before the product sections', async () => {
    const { page, close, problems } = await open(browser, variant.link, PHONE);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const at = (name: string) => headings.findIndex((h) => h.startsWith(name));
    expect(at('Specifications')).toBeGreaterThanOrEqual(0);
    expect(at('Specifications')).toBeLessThan(at('Ordering'));
    expect(at('Ordering')).toBeLessThan(at('About the'));
    expect(headings.slice(at('About the'))).toEqual([
      `About the ${product.menuLabel.en}`,
      'Features',
      'Applications / Use Cases',
      'Why Choose Us',
      'Frequently Asked Questions',
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it("answers this size's questions first and keeps one answer open at a time", async () => {
    const { page, close } = await open(browser, variant.link, DESKTOP);
    const section = page.getByRole('region', { name: 'Frequently Asked Questions' });
    // The paragraph that shows answer i (its words are the island's slot inside it).
    const answer = (i: number) => section.locator('p').filter({ has: page.getByText(faq[i]!.answer, { exact: true }) });
    const question = (i: number) => section.getByText(faq[i]!.question, { exact: true });
    const openAnswers = async () => {
      const open: number[] = [];
      for (let i = 0; i < faq.length; i++) if (await answer(i).isVisible()) open.push(i);
      return open;
    };
    expect(faq[0]!.question).toBe(`What are the dimensions of the ${variant.weight} pouch?`);
    expect(await openAnswers()).toEqual([0]);
    await question(3).click();
    expect(await openAnswers()).toEqual([3]);
    expect(await answer(3).textContent()).toContain(variant.tiers ? '₹' : 'Price on request');
    await question(1).click();
    expect(await openAnswers()).toEqual([1]);
    await question(1).focus();
    await page.keyboard.press('Enter');
    expect(await openAnswers()).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await openAnswers()).toEqual([1]);
    await close();
  });
});

// The product's own sections (its banner, features table and use cases) are the same on each of
// its size pages: driven once, on the first page, while what is particular to a size is checked on each.
describe(`the product's sections on its ${PAGES[0][0]} size page`, () => {
  const variant = findVariant(SLUG, PAGES[0][0])!;
  const slides = content.banner.length;

  it(`rotates the banner every 4 s and wraps, with previous / next, dots and a pause control`, async () => {
    const { page, close, problems } = await open(browser, variant.link, { ...DESKTOP, wait: false });
    await page.clock.install();
    await page.reload();
    await page.waitForSelector('body[data-client-loaded]');
    // Below the size's own content, the banner starts as it nears the viewport.
    await banner(page).scrollIntoViewIfNeeded();
    await page.waitForSelector('site-island[data-island="product-banner"][data-live]', { state: 'attached' });
    await page.mouse.move(2, 2);
    expect(await shownSlide(page)).toBe(`1 of ${slides}`);
    // One move per 4 s: each move's timer is set once React has shown the slide before it.
    for (const next of [...Array.from({ length: slides - 1 }, (_, i) => i + 2), 1]) {
      await page.clock.runFor(4000);
      await expect.poll(() => shownSlide(page)).toBe(`${next} of ${slides}`);
    }

    await banner(page).getByRole('button', { name: 'Previous slide' }).click();
    expect(await shownSlide(page)).toBe(`${slides} of ${slides}`);
    await banner(page).getByRole('button', { name: 'Next slide' }).click();
    expect(await shownSlide(page)).toBe(`1 of ${slides}`);
    const second = banner(page).getByRole('button', { name: `Slide 2: ${content.banner[1]!.title.en}` });
    await second.click();
    expect(await shownSlide(page)).toBe(`2 of ${slides}`);
    expect(await second.getAttribute('aria-current')).toBe('true');

    const rotation = banner(page).getByRole('button', { name: 'Stop automatic slide show' });
    await rotation.click();
    expect(await banner(page).getByRole('button', { name: 'Start automatic slide show' }).count()).toBe(1);
    // Away from the banner, with focus elsewhere, it stays where the visitor stopped it.
    await page.getByRole('heading', { name: 'Features', exact: true }).click();
    await page.mouse.move(2, 2);
    await page.clock.runFor(12000);
    expect(await shownSlide(page)).toBe(`2 of ${slides}`);
    expect(problems).toEqual([]);
    await close();
  });

  it('has a features table with the columns Feature and Why It Matters', async () => {
    const { page, close } = await open(browser, variant.link, PHONE);
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Why It Matters' }) });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Feature', 'Why It Matters']);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(content.features.map((f) => f.title.en));
    await close();
  });

  it('filters the use cases with the visible search box and the food / non-food choice', async () => {
    const { page, close, problems } = await open(browser, variant.link, PHONE);
    const section = page.getByRole('region', { name: 'Applications / Use Cases' });
    await section.scrollIntoViewIfNeeded();
    const shown = section.getByRole('listitem');
    const search = section.getByRole('searchbox', { name: 'Search uses' });
    const total = content.useCases.length;
    expect(await shown.count()).toBe(total);
    const coffee = content.useCases.filter((u) => u.name.en.toLowerCase().includes('coffee'));
    // The filter answers as the visitor types once the page is live; typing again until it does.
    await expect
      .poll(async () => {
        await search.fill('coffee');
        return shown.count();
      })
      .toBe(coffee.length);
    expect(await shown.allTextContents()).toEqual(coffee.map((u) => expect.stringContaining(u.name.en)));
    expect(await section.getByRole('status').textContent()).toBe(`Showing ${coffee.length} of ${total} uses`);

    await search.fill('');
    await section.getByRole('radio', { name: 'Non-food' }).check();
    const nonFood = content.useCases.filter((u) => u.kind === 'non-food');
    expect(await shown.allTextContents()).toEqual(nonFood.map((u) => expect.stringContaining(u.name.en)));
    await section.getByRole('radio', { name: 'Food', exact: true }).check();
    expect(await shown.count()).toBe(total - nonFood.length);
    await section.getByRole('radio', { name: 'All' }).check();
    expect(await shown.count()).toBe(total);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the 50gm size page', () => {
  it('states the size as 3.94 x 5.91 + 1.18 inch, and in millimetres', async () => {
    const { page, close } = await open(browser, `/products/${SLUG}/50gm`, PHONE);
    const answer = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByText('3.94 x 5.91 + 1.18 inch');
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('100 x 150 + 30 mm');
    await close();
  });
});

describe('a size page of a product with a single slide and a single size', () => {
  it('shows that slide without controls and still has every product section', async () => {
    const { page, close } = await open(browser, '/products/coloured-zipper/100gm', PHONE);
    const region = page.getByRole('region', { name: 'Coloured Zipper Pouch highlights' });
    expect(await region.getByRole('group').count()).toBe(1);
    expect(await region.getByRole('button').count()).toBe(0);
    for (const name of ['Features', 'Applications / Use Cases', 'Why Choose Us', 'Frequently Asked Questions']) {
      expect(await page.getByRole('heading', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByText('Ask us for another size').isVisible()).toBe(true);
    await close();
  });
});

describe('layout stability', () => {
  it('the 500gm page does not shift while it loads and its banner turns', async () => {
    const { page, close } = await open(browser, `/products/${SLUG}/500gm`, PHONE);
    await page.evaluate(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await banner(page).scrollIntoViewIfNeeded();
    await expect.poll(() => shownSlide(page), { timeout: 9000 }).toBe(`2 of ${content.banner.length}`);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    await close();
  });
});
