import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launch, open, type Page } from '@tests/support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('hero carousel', () => {
  it('advances every 4 s with a controllable clock, wraps, and pauses on hover and focus', async () => {
    const { page, close, problems } = await open(browser, '/', { ...DESKTOP, wait: false });
    await page.clock.install();
    await page.reload();
    await page.waitForSelector('body[data-client-loaded]');
    await page.mouse.move(5, 790);
    const active = () => page.locator('.hero [data-slide][data-active]').getAttribute('aria-label');
    // After the clock moves, React commits the next slide in a task of its own: wait for it (a
    // busy machine takes longer), while the fake clock stays put so no further turn can happen.
    const shows = (label: string) => expect.poll(active, { timeout: 10_000 }).toBe(label);
    await shows('1 of 3');
    await page.clock.runFor(4000);
    await shows('2 of 3');
    await page.clock.runFor(4000);
    await shows('3 of 3');
    await page.clock.runFor(4000);
    await shows('1 of 3');
    await page.hover('.hero-title >> visible=true');
    await page.clock.runFor(12000);
    await shows('1 of 3');
    await page.mouse.move(5, 790);
    await page.clock.runFor(4000);
    await shows('2 of 3');
    expect(problems).toEqual([]);
    await close();
  });

  it('has previous/next that wrap, dots that jump, and a rotation control', async () => {
    const { page, close } = await open(browser, '/');
    const active = () => page.locator('.hero [data-slide][data-active]').getAttribute('aria-label');
    await page.click('[aria-label="Stop automatic slide show"]');
    await expect.poll(() => page.getAttribute('[data-rotate]', 'aria-label')).toBe('Start automatic slide show');
    expect(await page.getAttribute('[data-slides]', 'aria-live')).toBe('polite');
    await page.click('[aria-label="Previous slide"]');
    expect(await active()).toBe('3 of 3');
    await page.click('[aria-label="Next slide"]');
    expect(await active()).toBe('1 of 3');
    await page.click('.dot >> nth=1');
    expect(await active()).toBe('2 of 3');
    expect(await page.getAttribute('.dot >> nth=1', 'aria-current')).toBe('true');
    // The page keeps its one level-one heading whichever slide shows.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['PrintPouch — Custom Printed Stand-Up & Zipper Pouches in India']);
    // Only the current slide can be reached by keyboard or screen reader.
    expect(await page.locator('[data-slide][inert]').count()).toBe(2);
    await close();
  });

  it('stays still under reduced motion', async () => {
    const { page, close } = await open(browser, '/', { ...DESKTOP, reducedMotion: 'reduce', wait: false });
    await page.clock.install();
    await page.reload();
    await page.waitForSelector('body[data-client-loaded]');
    await page.clock.runFor(12000);
    expect(await page.locator('.hero [data-slide][data-active]').getAttribute('aria-label')).toBe('1 of 3');
    expect(await page.getAttribute('[data-rotate]', 'aria-label')).toBe('Start automatic slide show');
    await close();
  });
});

describe('header', () => {
  it('opens the mega menu on hover and closes on leaving', async () => {
    const { page, close } = await open(browser, '/');
    const menu = page.locator('#mega-menu');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.hover('.has-mega > a');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator('.mega-grid a').count()).toBe(10);
    expect(await menu.locator('img').first().getAttribute('src')).toMatch(/^\/img\/pouch\/.+\.svg$/);
    await page.mouse.move(600, 700);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await close();
  });

  it('opens the mega menu by click and by keyboard, and closes it on Escape with focus back', async () => {
    const { page, close } = await open(browser, '/');
    const toggle = page.locator('.mega-toggle');
    // The first click wakes the navigation's island and is replayed once it is live.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(600, 700);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#mega-menu') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('mega-toggle'))).toBe(true);
    await close();
  });

  it('shows the wishlist badge only above 0 and follows changes from another tab', async () => {
    const { page, context, close } = await open(browser, '/');
    const badge = page.locator('[data-wish-count]');
    expect(await badge.isVisible()).toBe(false);
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/robots.txt`);
    await other.evaluate(() =>
      localStorage.setItem(
        'wishlist',
        JSON.stringify([{ id: '9', name: 'Kraft', text: '', image: '/img/pouch/kraft-with-window.svg', link: '/products/kraft-with-window' }]),
      ),
    );
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toBe('1');
    expect(await page.getAttribute('[data-wish-link]', 'aria-label')).toBe('Wishlist, 1 item');
    await other.evaluate(() => localStorage.setItem('wishlist', '[]'));
    await expect.poll(() => badge.isVisible()).toBe(false);
    await close();
  });

  it('treats a corrupt stored wishlist as empty', async () => {
    const { page, close, problems } = await open(browser, '/');
    await page.evaluate(() => localStorage.setItem('wishlist', '{not json'));
    await page.reload();
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.locator('[data-wish-count]').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  /** Whether the header shows its compact style's shadow (a transparent, empty one before). */
  const compact = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).boxShadow.includes('0px 6px 24px'));

  // Where the page's column leaves a gutter it floats there, shown past 300 px (narrower, it is the footer's last line).
  it('changes style past 50 px and shows the back-to-top button past 300 px, which scrolls to the top', async () => {
    const { page, close } = await open(browser, '/', { viewport: { width: 1600, height: 500 } });
    await page.evaluate(() => scrollTo(0, 40));
    await page.waitForTimeout(100);
    expect(await compact(page)).toBe(false);
    await page.evaluate(() => scrollTo(0, 60));
    await expect.poll(() => compact(page)).toBe(true);
    expect(await page.locator('.to-top').isVisible()).toBe(false);
    await page.evaluate(() => scrollTo(0, 320));
    await expect.poll(() => page.locator('.to-top').isVisible()).toBe(true);
    await page.click('.to-top');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(page.url()).not.toContain('#top');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
    await expect.poll(() => page.locator('.to-top').isVisible()).toBe(false);
    await close();
  });

  it('knows how far down a page is when it is opened part-way down, before any scroll', async () => {
    const { page, close } = await open(browser, '/', { viewport: { width: 1600, height: 500 } });
    await page.evaluate(() => scrollTo(0, 400));
    await expect.poll(() => page.locator('.to-top').isVisible()).toBe(true);
    // A reload restores the position; the state must follow it without a scroll of ours.
    await page.reload();
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
    expect(await compact(page)).toBe(true);
    expect(await page.locator('.to-top').isVisible()).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(() => page.locator('.to-top').isVisible()).toBe(false);
    expect(await compact(page)).toBe(false);
    await close();
  });

  it('search trims, ignores empty text, and goes to /search?query=', async () => {
    const { page, close } = await open(browser, '/');
    const box = page.locator('#search-desktop');
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('  kraft pouch & co ');
    await Promise.all([page.waitForURL(/\/search\?/), box.press('Enter')]);
    expect(new URL(page.url()).search).toBe('?query=kraft%20pouch%20%26%20co');
    await close();
  });

  it('mobile menu opens as a dialog with its own search, keeps focus, closes on Escape and on navigation', async () => {
    const { page, close } = await open(browser, '/', PHONE);
    const opener = page.locator('.drawer-toggle');
    await opener.click();
    const drawer = page.locator('#drawer');
    await expect.poll(() => drawer.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-mobile');
    expect(await page.getAttribute('#search-mobile', 'placeholder')).toBe('Search products...');
    await page.click('#drawer .mega-toggle');
    // The ten products, then the size finder.
    expect(await page.locator('#mega-menu a').count()).toBe(12);
    expect(await page.locator('#mega-menu a').last().getAttribute('href')).toBe('/size-finder');
    await expect.poll(() => page.locator('#mega-menu a').first().isVisible()).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#drawer'))).toBe(true);
    // Tab from the panel's last link comes back to its close button, and Shift+Tab goes the other way.
    await page.locator('#drawer .nav-list > li:last-child > a').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('drawer-close');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/contactus');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#drawer').evaluate((el) => el.matches(':popover-open'))).toBe(false);
    expect(await drawer.evaluate((el) => el.matches(':popover-open'))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('drawer-toggle'))).toBe(true);
    await opener.click();
    await Promise.all([page.waitForURL(/\/aboutus$/), page.click('#drawer .nav-list a[href="/aboutus"]')]);
    await page.goBack();
    await page.waitForSelector('body[data-client-loaded]');
    expect(await page.locator('#drawer').evaluate((el) => el.matches(':popover-open'))).toBe(false);
    await close();
  });
});

describe('ticker', () => {
  it('moves the highlight every 3 s and pauses on hover and keyboard focus', async () => {
    const { page, close, problems } = await open(browser, '/', { ...DESKTOP, wait: false, motion: true });
    await page.clock.install();
    await page.reload();
    await page.waitForSelector('.ticker[data-live]');
    await page.mouse.move(600, 700);
    // Which offer is lit, read as a visitor sees it: the one at full strength with its gold bar;
    // the copy of the list that makes the loop seamless lights the same one.
    const lit = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.ticker-list')].map((list) =>
          [...list.querySelectorAll('a')].map((a) => getComputedStyle(a).opacity === '1' && getComputedStyle(a, '::after').opacity === '1').join(),
        ),
      );
    // The lit offer fades in over 0.25 s of real time (the page's clock is ours, the compositor's is not): room for a busy machine.
    const shows = (...on: boolean[]) => expect.poll(lit, { timeout: 5000 }).toEqual([on.join(), on.join()]);
    await shows(true, false, false, false);
    await page.clock.runFor(3000);
    await shows(false, true, false, false);
    await page.clock.runFor(6000);
    await shows(false, false, false, true);
    await page.clock.runFor(3000);
    await shows(true, false, false, false);
    // The marquee is the ticker's one CSS animation: nothing else in it restyles in every frame.
    const animated = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a instanceof CSSAnimation && ((a.effect as KeyframeEffect).target as Element).closest('.ticker'))
          .map((a) => `${(a as CSSAnimation).animationName} ${a.playState}`),
      );
    expect(await animated()).toEqual(['marquee running']);
    // A pointer on it pauses the marquee and the highlight; so does keyboard focus on an offer.
    await page.hover('.ticker');
    await expect.poll(animated).toEqual(['marquee paused']);
    await page.clock.runFor(9000);
    await shows(true, false, false, false);
    await page.mouse.move(600, 700);
    await expect.poll(animated).toEqual(['marquee running']);
    await page.clock.runFor(3000);
    await shows(false, true, false, false);
    await page.focus('.ticker-list:not([aria-hidden]) a');
    await page.clock.runFor(9000);
    await shows(false, true, false, false);
    expect(problems).toEqual([]);
    await close();
  });

  it('stands still under reduced motion, the first offer lit', async () => {
    const { page, close } = await open(browser, '/', { ...DESKTOP, reducedMotion: 'reduce', wait: false, motion: true });
    await page.clock.install();
    await page.reload();
    await page.waitForSelector('.ticker[data-live]');
    expect(await page.evaluate(() => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'marquee').length)).toBe(0);
    const lit = () => page.locator('.ticker-list:not([aria-hidden]) a').evaluateAll((as) => as.map((a) => getComputedStyle(a).opacity === '1'));
    expect(await lit()).toEqual([true, false, false, false]);
    // The highlight stays on the first offer.
    await page.clock.runFor(9000);
    expect(await lit()).toEqual([true, false, false, false]);
    await close();
  });

  it('links its offers to real pages', async () => {
    const { page, close } = await open(browser, '/');
    const hrefs = await page.locator('.ticker-list:not([aria-hidden]) a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/shipping', '/offers', '/bulk-orders', '/ourproducts']);
    await close();
  });
});

describe('without JavaScript', () => {
  it('reads, links and searches', async () => {
    const { page, close } = await open(browser, '/', { ...DESKTOP, javaScriptEnabled: false });
    expect(await page.locator('h1').textContent()).toBe('PrintPouch — Custom Printed Stand-Up & Zipper Pouches in India');
    expect(await page.locator('.hero-title >> visible=true').textContent()).toBe('Stand Out on the Shelf with Custom Printed Pouches');
    await page.hover('.has-mega > a');
    await expect.poll(() => page.locator('#mega-menu').isVisible()).toBe(true);
    await page.fill('#search-desktop', 'kraft');
    await Promise.all([page.waitForURL(/\/search\?query=kraft/), page.press('#search-desktop', 'Enter')]);
    await close();
  });
});

describe('every page', () => {
  it('has no console errors and contacts no other host', async () => {
    for (const options of [DESKTOP, PHONE]) {
      const { problems, foreign, close } = await open(browser, '/', options);
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      await close();
    }
  });
});
