import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, launch, open, startFinder, textOf } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What each offer card shows a sighted visitor: its picture, name, make, price and the actions it offers. */
const cards = (page: Page) =>
  page.locator('.finder-offer').evaluateAll((items) =>
    items.map((li) => {
      const shown = (el: Element) => (el as HTMLElement).offsetParent !== null && getComputedStyle(el).visibility !== 'hidden';
      return {
        picture: li.querySelector('img')?.getAttribute('src') ?? '',
        pictureShown: !!li.querySelector('img') && (li.querySelector('img') as HTMLImageElement).naturalWidth > 0,
        make: li.querySelector('.finder-offer-make')?.textContent ?? '',
        price: li.querySelector('.finder-offer-price')?.textContent ?? '',
        actions: [...li.querySelectorAll('button, a.btn')].filter(shown).map((el) => el.textContent!.trim()),
      };
    }),
  );

describe('a snug answer', () => {
  it('says it fits, but snugly, with the numbers it used, and offers the next size up as well (1280 px)', async () => {
    const { page, close, problems } = await open(browser, '/size-finder', DESKTOP);
    await startFinder(page);
    await page.locator('#finder-fill').selectOption('coffee-beans');
    await page.locator('input[name="variety"][value="coffee-light-roast"]').check();
    await page.locator('#finder-grams').fill('198');
    await expect.poll(() => textOf(page, '.finder-size')).toBe('250gm pouch');
    expect(await page.locator('.finder-eyebrow').textContent()).toBe('Your size: fits, but snugly');
    expect(await page.locator('.finder-result').getAttribute('data-finder-snug')).toBe('');
    const why = await textOf(page, '.finder-why');
    for (const number of [
      '198 g of light or medium roast coffee at 0.42 g/ml',
      'about 470 ml (198 ÷ 0.42)',
      'about 570 ml below its zipper',
      '480 ml filled to our limit of 85 %',
      'about 83 % full',
      'it fits, but snugly',
      'The 350gm pouch (660 ml) would be about 71 % full',
    ]) {
      expect(why).toContain(number);
    }
    // The next size up is offered too, with its own pouches.
    expect(await textOf(page, '#finder-roomier')).toBe('With room to spare: 350gm, about 71 % full');
    expect(await page.locator('section[aria-labelledby="finder-roomier"] .finder-offer-name').allInnerTexts()).toEqual(['Gold Standy Zipper Pouch, 350gm']);
    // One gram less room needed and it is no longer snug: 150 g takes 71 % of 200gm.
    await page.locator('#finder-grams').fill('150');
    await expect.poll(() => textOf(page, '.finder-size')).toBe('200gm pouch');
    expect(await page.locator('.finder-eyebrow').textContent()).toBe('Your size');
    expect(await page.locator('#finder-roomier').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the size finder, where a buyer tripped (issue 35)', () => {
  it('answers what was typed before the island was live, on the tap that started it, and leaves focus on the button (390 px)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, close, problems } = await open(browser, '/size-finder', {
      ...PHONE,
      setUp: (context) =>
        context.route('**/build/assets/island-size-finder-page-*.js', async (route) => {
          await held;
          await route.continue();
        }),
    });
    // A kind of its own: a broad kind's second question appears once the island is live.
    await page.locator('#finder-fill').selectOption('rice');
    await page.locator('#finder-grams').fill('198');
    const button = page.locator('.finder button[type="submit"]');
    await button.click();
    expect(await page.locator('site-island[data-island="size-finder-page"][data-live]').count()).toBe(0);
    release();
    await expect.poll(() => textOf(page, '.finder-size')).toBe('200gm pouch');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('.finder .field-error').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('says the weight as typed: 5.001 kg is more than one pouch takes, not "5 kg" (390 px)', async () => {
    const { page, close } = await open(browser, '/size-finder', PHONE);
    await startFinder(page);
    await page.locator('#finder-fill').selectOption('rice');
    await page.locator('#finder-grams').fill('5.001 kg');
    await page.getByRole('button', { name: 'Find my size' }).click();
    await expect.poll(() => textOf(page, '#finder-grams-error')).toContain('5.001 kg is more than one pouch takes');
    await page.locator('#finder-grams').fill('5 kg');
    await expect.poll(() => page.locator('#finder-grams-error').count()).toBe(0);
    expect(await textOf(page, '.finder-why')).toBe(
      '5 kg of rice at 0.8 g/ml takes about 6.3 litres (5000 ÷ 0.8). Our largest pouch, 3 Kg, has a weight limit of 3 kg.',
    );
    await close();
  });

  it('shows every column of "Our sizes" whole at 1280 px, and says the table scrolls where it must (390 px)', async () => {
    const wide = await open(browser, '/size-finder', DESKTOP);
    const fits = (p: Page) => p.locator('.finder-sizes .table-wrap').evaluate((el) => ({ scroll: el.scrollWidth, box: el.clientWidth }));
    const desktop = await fits(wide.page);
    expect(desktop.scroll).toBeLessThanOrEqual(desktop.box);
    expect(await wide.page.locator('.finder-scroll-hint').isVisible()).toBe(false);
    // No header is cut: each fits its cell.
    const cut = await wide.page
      .locator('.finder-sizes-table th')
      .evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent));
    expect(cut).toEqual([]);
    // The densities table fits too, its sources wrapping in a column wide enough to read.
    const densities = await wide.page.locator('.finder-densities .table-wrap').evaluate((el) => ({ scroll: el.scrollWidth, box: el.clientWidth }));
    expect(densities.scroll).toBeLessThanOrEqual(densities.box);
    const sourceWidths = await wide.page.locator('.finder-densities td.finder-source').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().width));
    expect(Math.min(...sourceWidths)).toBeGreaterThanOrEqual(400);
    await wide.close();

    const phone = await open(browser, '/size-finder', PHONE);
    const narrow = await fits(phone.page);
    expect(narrow.scroll).toBeGreaterThan(narrow.box);
    expect(await phone.page.locator('.finder-scroll-hint').isVisible()).toBe(true);
    expect(await phone.page.locator('.finder-scroll-hint').textContent()).toContain('Scroll the table sideways');
    // Only the table scrolls: its title and hint wrap whole in the page.
    for (const text of await phone.page.locator('.finder-table-title, .finder-scroll-hint').all()) {
      expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= innerWidth)).toBe(true);
    }
    await phone.close();
  });

  it('asks which form with radios of one size, each name beside its density, at 320 and 390 px', async () => {
    for (const width of [320, 390]) {
      const { page, close } = await open(browser, '/size-finder?fill=coffee-beans&grams=500', { ...PHONE, viewport: { width, height: 844 } });
      const choices = await page.locator('.finder-variety-choice').evaluateAll((labels) =>
        labels.map((label) => {
          const [radio, text] = [label.querySelector('input')!, label.querySelector(':scope > span')!];
          const [r, t] = [radio.getBoundingClientRect(), text.getBoundingClientRect()];
          return {
            radio: [Math.round(r.width), Math.round(r.height)],
            beside: t.left >= r.right,
            inside: t.right <= label.getBoundingClientRect().right + 0.5,
          };
        }),
      );
      expect(choices.length, `${width} px`).toBe(2);
      for (const c of choices) expect(c, `${width} px`).toEqual({ radio: [20, 20], beside: true, inside: true });
      await close();
    }
  });

  it('announces the one-line answer only, not the cards (1280 px)', async () => {
    const { page, close } = await open(browser, '/size-finder', DESKTOP);
    await startFinder(page);
    await page.locator('#finder-fill').selectOption('coffee-beans');
    await page.locator('input[name="variety"][value="coffee-light-roast"]').check();
    await page.locator('#finder-grams').fill('198');
    await expect.poll(() => textOf(page, '.finder-size')).toBe('250gm pouch');
    const regions = await page.locator('.finder').evaluate((form) => {
      const live = (el: Element) =>
        el.getAttribute('role') === 'status' || el.getAttribute('role') === 'alert' || (el.getAttribute('aria-live') ?? 'off') !== 'off';
      return [...form.querySelectorAll('*')]
        .filter(live)
        .map((el) => ({ text: el.textContent!.trim(), cards: el.querySelectorAll('.finder-offer').length, inCard: !!el.closest('.finder-offer') }));
    });
    const answerRegions = regions.filter((r) => !r.inCard);
    expect(answerRegions).toEqual([
      {
        text: '250gm pouch for 198 g of light or medium roast coffee, about 83 % full: fits, but snugly; or the roomier 350gm pouch.',
        cards: 0,
        inCard: false,
      },
    ]);
    // A card's own region speaks only when its "Add to quote" is pressed.
    expect(regions.filter((r) => r.inCard).every((r) => r.text === '')).toBe(true);
    await close();
  });

  it('without JavaScript, lands on the first field at fault, once, clear of the sticky header (390 px)', async () => {
    const { page, close } = await open(browser, '/size-finder', { ...PHONE, javaScriptEnabled: false });
    await page.locator('#finder-fill').selectOption('rice');
    await page.locator('#finder-grams').fill('lots');
    await Promise.all([page.waitForURL('**/size-finder?fill=rice&grams=lots*'), page.locator('#finder-grams').press('Enter')]);
    expect(new URL(page.url()).hash).toBe('#finder-result');
    const where = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const label = document.querySelector('label[for="finder-grams"]')!.getBoundingClientRect();
        const error = document.getElementById('finder-grams-error')!.getBoundingClientRect();
        return {
          headerBottom: header.bottom,
          labelTop: label.top,
          errorBottom: error.bottom,
          viewport: innerHeight,
          landed: document.getElementById('finder-result')!.contains(document.getElementById('finder-grams')),
        };
      });
    // The page may scroll smoothly to its fragment: wait until it rests on the field.
    await expect
      .poll(async () => {
        const w = await where();
        return w.labelTop >= w.headerBottom && w.errorBottom <= w.viewport;
      })
      .toBe(true);
    const at = await where();
    expect(at.landed).toBe(true);
    expect(at.labelTop).toBeGreaterThanOrEqual(at.headerBottom);
    expect(at.errorBottom).toBeLessThanOrEqual(at.viewport);
    // The message is said once, beside its field.
    expect(await page.getByText('is not a weight').count()).toBe(1);
    await close();
  });

  it.each([
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ])('shows each pouch as the shop does: its picture, material and finish, price, and its next steps (%s, with and without JavaScript)', async (_, size) => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, close, problems } = await open(browser, '/size-finder?fill=coffee-beans&variety=coffee-light-roast&grams=198', {
        ...size,
        javaScriptEnabled,
      });
      // The pictures load as they near the viewport, as a visitor scrolls to them.
      for (const img of await page.locator('.finder-offer img').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      }
      const shown = await cards(page);
      expect(shown.length).toBe(2); // one card per size: the style chosen in 250gm, and in 350gm, the roomier choice
      for (const card of shown) {
        expect(card.picture).toMatch(/^\/img\/pouch\/[a-z-]+\.svg$/);
        expect(card.pictureShown).toBe(true);
        expect(card.make).toMatch(/ · (matte|glossy|metallic) finish · /);
        expect(card.price).toMatch(/^(₹[\d.]+ a pouch at 100, ₹[\d.]+ from 1000|Price on request)$/);
        // The next steps: try the design on this pouch, then add it to the quote (or ask for one without JavaScript).
        expect(card.actions).toHaveLength(2);
        expect(card.actions[0]).toMatch(/^Try your design on this pouch: .+, (250|350)gm$/);
        expect(card.actions[1]).toMatch(javaScriptEnabled ? /^Add to quote: .+, (250|350)gm$/ : /^Request a quote: .+, (250|350)gm$/);
      }
      // The answered pouch is drawn standing: its base (the opened gusset) and the fill line.
      expect(await page.locator('svg.finder-pouch .finder-pouch-gusset').count()).toBe(1);
      expect(await page.locator('svg.finder-pouch .finder-pouch-level').count()).toBe(1);
      if (javaScriptEnabled) {
        expect(problems).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      }
      await close();
    }
  });
});
