import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, baseUrl, isFocused, launch, open } from '@tests/support/browser';
import { allVariants } from '@features/catalogue/catalogue';
import { variantWishItem } from '@features/catalogue/links';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const at = (width: number): BrowserContextOptions => ({ viewport: { width, height: 700 }, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;
/** The area two boxes share, in square pixels. */
const shared = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
/** Where the text of an element is drawn (its own box may be wider or narrower). */
const textBox = (l: Locator): Promise<Box> =>
  l.evaluate((el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    const b = r.getBoundingClientRect();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  });

/** A quote of 12 lines and a wishlist of 15 sizes, stored before the page opens. */
async function storeBusyVisitor(page: Page): Promise<void> {
  const variants = allVariants.slice(0, 15);
  const lines = variants.slice(0, 12).map((v) => ({
    product: v.product.slug,
    size: v.size,
    name: v.product.name.en,
    weight: v.weight,
    link: v.link,
    quantity: 500,
    note: '',
    tiers: v.tiers ?? [],
  }));
  await page.goto(new URL('/robots.txt', baseUrl()).href);
  await page.evaluate(
    ({ quote, wishlist }) => {
      localStorage.setItem('quote', quote);
      localStorage.setItem('wishlist', wishlist);
    },
    { quote: JSON.stringify(lines), wishlist: JSON.stringify(variants.map(variantWishItem)) },
  );
}

describe('the header on a phone', () => {
  // Every width below is read in a buyer's phone's fonts (tests/support/fonts.conf): checked here,
  // so that a machine whose fonts drift from those fails by name, not by a few pixels elsewhere.
  it("draws each language in the phone's fonts: Roboto in English, Noto Sans Devanagari and Tamil, and Noto Serif faces in headings", async () => {
    const drawn: Record<string, string[]> = {};
    for (const path of ['/', '/hi/', '/ta/']) {
      const { page, context, close } = await open(browser, path, { ...at(360), wait: false });
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      for (const selector of ['.hero-title', '.site-footer p']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        // The face that drew most of the text (digits and punctuation may come from another).
        drawn[`${path} ${selector}`] = [fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]!.familyName];
      }
      await close();
    }
    expect(drawn).toEqual({
      '/ .hero-title': ['Noto Serif'],
      '/ .site-footer p': ['Roboto'],
      '/hi/ .hero-title': ['Noto Serif Devanagari'],
      '/hi/ .site-footer p': ['Noto Sans Devanagari'],
      '/ta/ .hero-title': ['Noto Serif Tamil'],
      '/ta/ .site-footer p': ['Noto Sans Tamil'],
    });
  });

  for (const width of [320, 360, 390]) {
    it(`keeps the brand name, the quote, wishlist and menu apart at ${width} px, and two-digit counts leave their icons in view`, async () => {
      const { page, close } = await open(browser, '/robots.txt', { ...at(width), wait: false });
      await storeBusyVisitor(page);
      await page.goto(new URL('/', baseUrl()).href);
      await page.waitForSelector('body[data-client-loaded]', { state: 'attached' });
      await expect.poll(() => page.locator('[data-quote-count]').textContent()).toBe('12');
      await expect.poll(() => page.locator('[data-wish-count]').textContent()).toBe('15');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      const brand = await textBox(page.locator('.logo span'));
      const logo = await box(page.locator('.logo'));
      const controls = [await box(page.locator('[data-quote-link]')), await box(page.locator('[data-wish-link]')), await box(page.locator('.drawer-toggle'))];
      // The name is drawn inside its link, and the link ends before the first control begins. Under
      // 360 px, beside the language switcher, the name is not drawn but still read out.
      const hidden = await page.locator('.logo span').evaluate((el) => getComputedStyle(el).clipPath === 'inset(50%)');
      if (hidden) expect(await page.locator('.logo').textContent()).toContain('PrintPouch');
      else expect(brand.x + brand.width).toBeLessThanOrEqual(logo.x + logo.width + 0.5);
      expect(logo.x + logo.width).toBeLessThanOrEqual(controls[0]!.x);
      // Each control keeps its 44 px and its own place.
      for (const c of controls) expect([Math.round(c.width), Math.round(c.height)]).toEqual([44, 44]);
      expect(controls[0]!.x + controls[0]!.width).toBeLessThanOrEqual(controls[1]!.x);
      expect(controls[1]!.x + controls[1]!.width).toBeLessThanOrEqual(controls[2]!.x);
      expect(controls[2]!.x + controls[2]!.width).toBeLessThanOrEqual(width);

      // Past 300 px the back-to-top button takes the brand name's place beside the logo's mark, its
      // 44 px beside no other control; the name is no longer drawn, and the logo's link keeps it as its name.
      await page.evaluate(() => scrollTo({ top: 600, behavior: 'instant' }));
      const toTop = page.locator('.to-top');
      await expect.poll(() => toTop.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const up = await box(toTop);
      expect([Math.round(up.width), Math.round(up.height)]).toEqual([44, 44]);
      expect(await page.locator('.logo span').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      expect(await page.getByRole('link', { name: 'PrintPouch', exact: true }).count()).toBe(1);
      const scrolledControls = [
        await box(page.locator('.logo img')),
        await box(page.locator('[data-quote-link]')),
        await box(page.locator('[data-wish-link]')),
        await box(page.locator('.drawer-toggle')),
        await box(page.locator('.lang-switch')),
      ];
      for (const c of scrolledControls) expect(shared(c, up)).toBe(0);
      expect(up.x + up.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      for (const [link, count, next] of [
        ['[data-quote-link]', '[data-quote-count]', '[data-wish-link] svg'],
        ['[data-wish-link]', '[data-wish-count]', '.drawer-toggle svg'],
      ] as const) {
        const icon = await box(page.locator(`${link} svg`));
        const badge = await box(page.locator(count));
        // The count covers at most a tenth of its icon (a corner), and none of the next icon.
        expect(shared(icon, badge) / (icon.width * icon.height), `${count} on its icon`).toBeLessThanOrEqual(0.1);
        expect(shared(await box(page.locator(next)), badge), `${count} on the next icon`).toBe(0);
        expect(badge.y).toBeGreaterThanOrEqual(0);
      }
      await close();
    });
  }
});

const animationStates = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      document
        .getAnimations()
        .filter((a) => (a as CSSAnimation).animationName === 'marquee')
        .map((a) => a.playState),
    ),
  ]);
/** Whether every offer stands in full view. */
const offersInView = (page: Page, width: number) =>
  page.locator('.ticker-list:not([aria-hidden]) a').evaluateAll(
    (as, w) =>
      as.every((a) => {
        const r = a.getBoundingClientRect();
        return r.left >= 0 && r.right <= w;
      }),
    width,
  );

describe('the menu on a phone', () => {
  /** Records, before any script of the page runs, what the menu's panel goes through. */
  const watchDrawer = () => {
    const seen: string[] = [];
    (window as unknown as { drawerSeen: string[] }).drawerSeen = seen;
    for (const type of ['beforetoggle', 'transitionrun'] as const) {
      addEventListener(
        type,
        (e) => {
          if ((e.target as Element).id === 'drawer')
            seen.push(type === 'beforetoggle' ? `${type} ${(e as ToggleEvent).newState}` : `${type} ${(e as TransitionEvent).propertyName}`);
        },
        { capture: true },
      );
    }
    // How the panel is when it has just opened or closed: what a script that moves focus meets.
    const toggled: string[] = [];
    (window as unknown as { drawerToggled: string[] }).drawerToggled = toggled;
    addEventListener(
      'toggle',
      (e) => {
        const el = e.target as Element;
        if (el.id === 'drawer') toggled.push(`${(e as ToggleEvent).newState}: ${getComputedStyle(el).visibility}`);
      },
      { capture: true },
    );
  };
  const seen = (page: Page) => page.evaluate(() => (window as unknown as { drawerSeen: string[] }).drawerSeen);
  const toggled = (page: Page) => page.evaluate(() => (window as unknown as { drawerToggled: string[] }).drawerToggled);

  /** What the closed panel shows of itself: nothing seen, no focus taken, and a page no wider. */
  const closedPanel = (page: Page) =>
    page.locator('#drawer').evaluate((el) => {
      const link = el.querySelector('a')!;
      link.focus();
      return {
        open: el.matches(':popover-open'),
        visibility: getComputedStyle(el).visibility,
        laidOut: el.getClientRects().length > 0,
        pastTheRightEdge: el.getBoundingClientRect().left >= innerWidth,
        focusTaken: document.activeElement === link,
        pageWider: document.scrollingElement!.scrollWidth > innerWidth,
      };
    });
  /**
   * The drawer's events, the transitions started by each toggle in name order: transitions that
   * start in the same style change have no order between them (a loaded machine has reported
   * the overlay's before the transform's).
   */
  const byToggle = (events: string[]) => {
    const groups: string[][] = [];
    for (const e of events) e.startsWith('beforetoggle') || !groups.length ? groups.push([e]) : groups.at(-1)!.push(e);
    return groups.flatMap(([toggle, ...runs]) => [toggle!, ...runs.sort()]);
  };
  const CLOSED = { open: false, visibility: 'hidden', laidOut: true, pastTheRightEdge: true, focusTaken: false, pageWider: false };

  it('stays laid out while closed, unseen; a tap slides it in, and its Close button slides it out and hides it', async () => {
    const { page, close, problems } = await open(browser, '/aboutus', { ...PHONE, motion: true });
    await page.addInitScript(watchDrawer);
    await page.reload();
    await page.waitForSelector('body[data-client-loaded]');
    expect(await closedPanel(page)).toEqual(CLOSED);
    expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false);

    await page.locator('.drawer-toggle').tap();
    // It slides in, visible as soon as it is open: the search box in it takes focus then, and a
    // hidden box refuses focus (an eased visibility turns only once the slide has started on the
    // compositor, which on a busy phone can be after the focus).
    const OPENING = ['beforetoggle open', 'transitionrun overlay', 'transitionrun transform'];
    await expect.poll(async () => byToggle(await seen(page))).toEqual(OPENING);
    await expect.poll(() => toggled(page)).toEqual(['open: visible']);
    const drawer = page.locator('#drawer');
    await expect.poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().right - innerWidth))).toBe(0);
    expect(await drawer.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await expect.poll(() => page.locator('#drawer').getAttribute('aria-modal')).toBe('true');

    // It slides out, still seen and above the page until the slide ends (visibility and the top
    // layer turn at its end), then it is hidden as it was.
    await page.locator('.drawer-close').tap();
    const CLOSING = ['beforetoggle closed', 'transitionrun overlay', 'transitionrun transform', 'transitionrun visibility'];
    await expect.poll(async () => byToggle(await seen(page))).toEqual([...OPENING, ...CLOSING]);
    await expect.poll(() => toggled(page)).toEqual(['open: visible', 'closed: visible']);
    await expect.poll(() => closedPanel(page)).toEqual(CLOSED);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens at once under reduced motion, with focus in its search box, and closes at once', async () => {
    const { page, close, problems } = await open(browser, '/aboutus', { ...PHONE, reducedMotion: 'reduce' });
    await page.locator('site-island[data-island="site-nav"][data-live]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.locator('.drawer-toggle').tap();
    expect(await page.locator('#drawer').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    // Nothing inside it eases its visibility in after the panel (a hidden box refuses focus).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-mobile');
    expect(await page.locator('#drawer').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await page.locator('.drawer-close').tap();
    expect(await closedPanel(page)).toEqual(CLOSED);
    expect(problems).toEqual([]);
    await close();
  });

  it("is the header's row on a wide screen, where its button is hidden: its links shown and focusable, not a dialog, its head and search box not shown", async () => {
    const { page, close } = await open(browser, '/aboutus', DESKTOP);
    const panel = page.locator('#drawer');
    // Closed as the browser counts it, its list shown in the row: the panel gives its place to what it holds.
    expect(await panel.evaluate((el) => [el.matches(':popover-open'), getComputedStyle(el).display])).toEqual([false, 'contents']);
    const row = panel.locator('.drawer-body');
    expect(await row.evaluate((el) => [getComputedStyle(el).visibility, el.getClientRects().length > 0])).toEqual(['visible', true]);
    const home = panel.getByRole('link', { name: 'Home' });
    await home.focus();
    expect(await home.evaluate((a) => document.activeElement === a)).toBe(true);
    expect(await panel.getAttribute('role')).toBeNull();
    // In the header's row: within the header's box.
    expect(await row.evaluate((el) => el.getBoundingClientRect().bottom <= document.querySelector('.site-header')!.getBoundingClientRect().bottom)).toBe(true);
    for (const hidden of ['.drawer-toggle', '#drawer .drawer-head', '#search-mobile']) expect(await page.locator(hidden).isVisible(), hidden).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'About Us',
      'Our Products',
      'Portfolio',
      'Contact',
    ]);
    await close();
  });

  it('has its button outside any island: a tap on it meets no React root, and it opens the menu before React has started', async () => {
    const { page, close } = await open(browser, '/aboutus', { ...PHONE, wait: false });
    expect(await page.locator('.drawer-toggle').evaluate((b) => b.closest('site-island'))).toBeNull();
    await page.locator('.drawer-toggle').tap();
    await expect.poll(() => page.locator('#drawer').evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await close();
  });
});

describe('the ticker', () => {
  it('stops and starts again by a tap on its control on a phone, which says what it does and whether it is stopped', async () => {
    const { page, close } = await open(browser, '/', { ...PHONE, motion: true });
    const stop = page.getByRole('checkbox', { name: 'Stop the moving offers' });
    expect(await stop.isChecked()).toBe(false);
    expect(await animationStates(page)).toEqual(['running']);
    // The control is drawn where it is tapped: at the start of the bar, in view.
    const control = await box(page.locator('.ticker-stop-label'));
    expect(control.x).toBeGreaterThanOrEqual(0);
    expect(Math.min(control.width, control.height)).toBeGreaterThanOrEqual(24);
    // A finger on the drawn button.
    const tapControl = () => page.touchscreen.tap(control.x + control.width / 2, control.y + control.height / 2);
    await tapControl();
    await expect.poll(() => stop.isChecked()).toBe(true);
    await expect.poll(() => animationStates(page)).toEqual([]);
    expect(await offersInView(page, 390)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await tapControl();
    await expect.poll(() => stop.isChecked()).toBe(false);
    await expect.poll(() => animationStates(page)).toEqual(['running']);
    await close();
  });

  it('stops by its control without JavaScript too', async () => {
    const { page, close } = await open(browser, '/', { ...PHONE, javaScriptEnabled: false });
    const control = await box(page.locator('.ticker-stop-label'));
    await page.touchscreen.tap(control.x + control.width / 2, control.y + control.height / 2);
    expect(await page.isChecked('#ticker-stop')).toBe(true);
    expect(await animationStates(page)).toEqual([]);
    await close();
  });

  it('is met by the keyboard after the skip link and the header, its stop control first, and stops with Space', async () => {
    for (const options of [PHONE, DESKTOP]) {
      const { page, close } = await open(browser, '/', { ...options, motion: true });
      await page.locator('body').focus();
      const reached: string[] = [];
      for (let i = 0; i < 40 && !(await isFocused(page.locator('#ticker-stop'))); i++) {
        await page.keyboard.press('Tab');
        reached.push(
          await page.evaluate(() => {
            const el = document.activeElement!;
            return el.closest('.ticker') ? 'ticker' : el.closest('.site-header') ? 'header' : el.className;
          }),
        );
      }
      expect(reached[0]).toBe('skip-link');
      expect(reached[1]).toBe('header');
      expect(reached.at(-1)).toBe('ticker');
      expect(reached.slice(1, -1).every((r) => r === 'header')).toBe(true);
      await page.keyboard.press('Space');
      expect(await page.isChecked('#ticker-stop')).toBe(true);
      // Stopped, it stays stopped when focus moves on (hover and focus only pause it while they last).
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.ticker'))).toBe(false);
      await page.mouse.move(5, 600);
      expect(await animationStates(page)).toEqual([]);
      await close();
    }
  });

  it('shows no stop control under reduced motion, where nothing moves', async () => {
    const { page, close } = await open(browser, '/', { ...PHONE, reducedMotion: 'reduce' });
    expect(await page.locator('.ticker-stop-label').isVisible()).toBe(false);
    expect(await page.locator('#ticker-stop').isVisible()).toBe(false);
    expect(await offersInView(page, 390)).toBe(true);
    await close();
  });

  it('shows above the header', async () => {
    const { page, close } = await open(browser, '/', PHONE);
    const [ticker, header] = [await box(page.locator('.ticker')), await box(page.locator('.site-header'))];
    expect(ticker.y).toBe(0);
    expect(header.y).toBeCloseTo(ticker.y + ticker.height, 0);
    await close();
  });
});
