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

/** Opens a page with a controllable clock installed before any script runs, paused once the page is live. */
async function openWithClock(path: string, options = DESKTOP) {
  const opened = await open(browser, path, { ...options, wait: false });
  await opened.page.clock.install();
  await opened.page.reload();
  await opened.page.waitForSelector('body[data-client-loaded]');
  // Pause a little ahead of the page's time (no timer of the page is due that soon).
  await opened.page.clock.pauseAt((await opened.page.evaluate(() => Date.now())) + 1500);
  return opened;
}

const activeSlides = (page: Page) => page.$$eval('.tcar [data-slide][data-active]', (els) => els.map((e) => e.getAttribute('aria-label')));
const visibleDots = (page: Page) => page.locator('.tcar .dot:visible').count();

/** Slides whose box lies inside the carousel's window, once the track has stopped moving. */
async function slidesInView(page: Page): Promise<string[]> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = await page.$eval('.tcar-track', (t) => getComputedStyle(t).transform);
    if (now === last) break;
    last = now;
    await page.waitForTimeout(100);
  }
  return page.$$eval('.tcar [data-slide]', (slides) => {
    const box = document.querySelector('.tcar-viewport')!.getBoundingClientRect();
    return slides
      .filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((s) => s.getAttribute('aria-label')!);
  });
}

async function startTestimonials(page: Page) {
  await page.locator('.tcar').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="testimonials"][data-live]');
  await page.mouse.move(5, 5);
}

describe('testimonials carousel', () => {
  it('shows two per view, advances a page every 4 s, loops, and pauses on hover and focus', async () => {
    const { page, close, problems } = await openWithClock('/');
    await startTestimonials(page);
    expect(await activeSlides(page)).toEqual(['1 of 6', '2 of 6']);
    expect(await visibleDots(page)).toBe(3);
    expect(await page.$eval('.tcar-track', (t) => getComputedStyle(t).transitionDuration)).toBe('0.8s');
    await page.clock.runFor(3900);
    expect(await activeSlides(page)).toEqual(['1 of 6', '2 of 6']);
    await page.clock.runFor(100);
    expect(await activeSlides(page)).toEqual(['3 of 6', '4 of 6']);
    expect(await slidesInView(page)).toEqual(['3 of 6', '4 of 6']);
    expect(await page.locator('.tcar .dot[aria-current]').getAttribute('aria-label')).toMatch(/^Show testimonial 3/);
    await page.clock.runFor(4000);
    expect(await activeSlides(page)).toEqual(['5 of 6', '6 of 6']);
    await page.clock.runFor(4000);
    expect(await activeSlides(page)).toEqual(['1 of 6', '2 of 6']);

    await page.hover('.tcar-viewport');
    await page.clock.runFor(12000);
    expect(await activeSlides(page)).toEqual(['1 of 6', '2 of 6']);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4000);
    expect(await activeSlides(page)).toEqual(['3 of 6', '4 of 6']);

    await page.focus('.tcar [data-rotate]');
    await page.clock.runFor(12000);
    expect(await activeSlides(page)).toEqual(['3 of 6', '4 of 6']);
    expect(problems).toEqual([]);
    await close();
  });

  it('works by keyboard: arrows wrap, dots jump, the rotation control stops it', async () => {
    const { page, close } = await openWithClock('/');
    await startTestimonials(page);
    await page.focus('.tcar [data-prev]');
    await page.keyboard.press('Enter');
    expect(await activeSlides(page)).toEqual(['5 of 6', '6 of 6']);
    await page.keyboard.press('Tab'); // first visible dot
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await activeSlides(page)).toEqual(['3 of 6', '4 of 6']);
    await page.focus('.tcar [data-next]');
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    expect(await activeSlides(page)).toEqual(['1 of 6', '2 of 6']);
    await page.focus('.tcar [data-rotate]');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('.tcar [data-rotate]', 'aria-label')).toBe('Start automatic slide show');
    expect(await page.getAttribute('#testimonial-slides', 'aria-live')).toBe('polite');
    await page.mouse.move(5, 5);
    await page.locator('h1').first().focus();
    await page.clock.runFor(12000);
    expect(await activeSlides(page)).toEqual(['1 of 6', '2 of 6']);
    await close();
  });

  it('shows one per view with six dots at 768 px and below, and hides the arrows at 480 px and below', async () => {
    const { page, close } = await openWithClock('/', { viewport: { width: 768, height: 900 } });
    await startTestimonials(page);
    expect(await activeSlides(page)).toEqual(['1 of 6']);
    expect(await visibleDots(page)).toBe(6);
    expect(await page.locator('.tcar [data-next]').isVisible()).toBe(true);
    await page.clock.runFor(4000);
    expect(await activeSlides(page)).toEqual(['2 of 6']);
    expect(await slidesInView(page)).toEqual(['2 of 6']);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator('.tcar [data-next]').isVisible()).toBe(false);
    expect(await page.locator('.tcar [data-prev]').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => activeSlides(page)).toEqual(['1 of 6', '2 of 6']);
    expect(await visibleDots(page)).toBe(3);
    await close();
  });

  it('stays still under reduced motion', async () => {
    const { page, close } = await openWithClock('/', { ...DESKTOP, reducedMotion: 'reduce' });
    await startTestimonials(page);
    await page.clock.runFor(12000);
    expect(await activeSlides(page)).toEqual(['1 of 6', '2 of 6']);
    await close();
  });
});

describe('FAQ accordion', () => {
  const openItems = (page: Page) => page.$$eval('details.faq-item', (ds) => ds.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])));

  it('opens one answer at a time, first open, and closes the open one on a click', async () => {
    const { page, close, problems } = await open(browser, '/faq');
    expect(await page.locator('details.faq-item').count()).toBe(15);
    expect(await openItems(page)).toEqual([0]);
    await page.click('details.faq-item >> nth=3 >> summary');
    expect(await openItems(page)).toEqual([3]);
    await page.click('details.faq-item >> nth=3 >> summary');
    expect(await openItems(page)).toEqual([]);
    await page.focus('details.faq-item >> nth=7 >> summary');
    await page.keyboard.press('Enter');
    expect(await openItems(page)).toEqual([7]);
    await page.keyboard.press('Space');
    expect(await openItems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('lets the browser find a closed answer and open it', async () => {
    const { page, close } = await open(browser, '/faq#:~:text=tracking%20on%20every%20consignment');
    await expect.poll(() => page.$eval('#faq-shipping-area', (d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await openItems(page)).toEqual([3]);
    await close();
  });

  it('works on the home page subset and links to all questions', async () => {
    const { page, close } = await open(browser, '/');
    const items = page.locator('details[name="home-faq"]');
    expect(await items.count()).toBe(5);
    await items.nth(2).locator('summary').click();
    expect(await page.$$eval('details[name="home-faq"][open]', (d) => d.length)).toBe(1);
    expect(await page.getAttribute('.home-faq a.btn', 'href')).toBe('/faq');
    await close();
  });
});

describe('portfolio', () => {
  const shownTitles = (page: Page) => page.$$eval('[data-item]:not([hidden]) [data-title]', (t) => t.map((x) => x.textContent));
  const pressed = (page: Page) => page.$$eval('[data-filter]', (bs) => bs.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent));

  it('filters by category with All first and active', async () => {
    const { page, close, problems } = await open(browser, '/portfolio');
    expect(await page.$$eval('[data-filter]', (bs) => bs.map((b) => b.textContent))).toEqual(['All', 'Standup', 'Label', 'Package', 'Zip Pouch']);
    expect(await pressed(page)).toEqual(['All']);
    expect(await shownTitles(page)).toHaveLength(10);
    // The island starts on this first click, which it answers once live.
    await page.click('[data-filter="Zip Pouch"]');
    await expect.poll(() => pressed(page)).toEqual(['Zip Pouch']);
    expect(await page.$$eval('[data-item]:not([hidden])', (is) => is.map((i) => i.getAttribute('data-category')))).toEqual([
      'Zip Pouch',
      'Zip Pouch',
      'Zip Pouch',
    ]);
    expect(await page.textContent('[data-status]')).toBe('Showing 3 pictures in Zip Pouch');
    await page.focus('[data-filter="Label"]');
    await page.keyboard.press('Enter');
    expect(await shownTitles(page)).toHaveLength(2);
    await page.click('[data-filter=""]');
    expect(await shownTitles(page)).toHaveLength(10);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a modal lightbox whose previous/next wrap within the filter, by keyboard too, and returns focus to the picture', async () => {
    const { page, close } = await open(browser, '/portfolio');
    await page.click('[data-filter="Standup"]');
    await expect.poll(() => shownTitles(page)).toHaveLength(3);
    const standup = await shownTitles(page);
    const caption = () => page.textContent('[data-lightbox-caption]');
    const count = () => page.textContent('[data-lightbox-count]');

    await page.focus('[data-item]:not([hidden]) .gallery-link >> nth=0');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.$eval('.lightbox', (d) => d.matches(':popover-open'))).toBe(true);
    // A modal dialog to assistive technology, with focus on its first button.
    expect(await page.$eval('.lightbox', (d) => [d.getAttribute('role'), d.getAttribute('aria-modal'), d.getAttribute('aria-label')])).toEqual([
      'dialog',
      'true',
      'Picture viewer',
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    // Tab stays inside: past the last button to the first, and back with Shift.
    for (const [key, label] of [
      ['Tab', 'Previous picture'],
      ['Tab', 'Next picture'],
      ['Tab', 'Close'],
      ['Shift+Tab', 'Next picture'],
      ['Shift+Tab', 'Previous picture'],
      ['Shift+Tab', 'Close'],
    ]) {
      await page.keyboard.press(key!);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    }
    expect(await caption()).toBe(standup[0]);
    expect(await count()).toBe('1 / 3');
    await page.keyboard.press('ArrowLeft');
    expect(await caption()).toBe(standup[2]);
    expect(await count()).toBe('3 / 3');
    await page.keyboard.press('ArrowRight');
    expect(await caption()).toBe(standup[0]);
    await page.click('.lightbox [data-next]');
    expect(await caption()).toBe(standup[1]);
    expect(await page.$eval('[data-lightbox-img]', (img) => new URL((img as HTMLImageElement).src).pathname)).toMatch(/^\/img\/portfolio\/\d+\.svg$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.$eval('.lightbox', (d) => d.matches(':popover-open'))).toBe(false);
    // The popover's toggle event comes a task after it closes: wait for its handler to move focus
    // to the picture last shown.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-item]')?.querySelector('[data-title]')?.textContent)).toBe(standup[1]);
    await close();
  });

  it('closes the lightbox with × and with a click on the backdrop', async () => {
    const { page, close } = await open(browser, '/portfolio');
    const isOpen = () => page.$eval('.lightbox', (d) => d.matches(':popover-open'));
    // The island starts on this first click, which opens the lightbox once live instead of the image.
    await page.click('[data-item] .gallery-link >> nth=4');
    await expect.poll(isOpen).toBe(true);
    await page.click('.lightbox [data-close]');
    expect(await isOpen()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.gallery-link'))).toBe(true);
    await page.click('[data-item] .gallery-link >> nth=0');
    await expect.poll(isOpen).toBe(true);
    await page.mouse.click(4, 400);
    expect(await isOpen()).toBe(false);
    // The page behind does not scroll while it is open, and does again once closed.
    await page.click('[data-item] .gallery-link >> nth=1');
    await expect.poll(isOpen).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    await close();
  });
});

describe('policy quick navigation', () => {
  const current = (page: Page) => page.$$eval('.quick-nav [aria-current]', (as) => as.map((a) => a.getAttribute('href')));
  const openSections = (page: Page) => page.$$eval('details.policy-section[open] .policy-body', (bs) => bs.map((b) => b.id));

  it('scrolls to a section, opens it alone and marks it; marks sections while scrolling', async () => {
    // The site's own smooth scrolling: a scroll by script takes over from the wheel's, as a visitor's would.
    const { page, close, problems } = await open(browser, '/terms-and-conditions', { ...DESKTOP, motion: true });
    expect(await current(page)).toEqual(['#orders']);
    expect(await openSections(page)).toEqual(['orders']);
    expect(await page.$eval('.quick-nav-title', (h) => h.textContent)).toBe('Quick Navigation');
    // The navigation sticks below the header (72 px + 24 px) while the page scrolls on.
    const navTop = await page.$eval('.quick-nav', (n) => n.getBoundingClientRect().top + scrollY);
    await page.evaluate((y) => scrollTo(0, y), navTop - 96 + 120);
    await expect.poll(() => page.$eval('.quick-nav', (n) => Math.round(n.getBoundingClientRect().top))).toBe(96);
    await page.click('.quick-nav a[href="#liability"]');
    expect(await openSections(page)).toEqual(['liability']);
    expect(await current(page)).toEqual(['#liability']);
    await expect
      .poll(() => page.$eval('#liability', (b) => Math.round(b.closest('details')!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(140);
    expect(new URL(page.url()).hash).toBe('#liability');

    await page.mouse.move(900, 500);
    await page.mouse.wheel(0, -10);
    await page.evaluate(() => {
      const d = document.getElementById('pricing')!.closest('details')!;
      scrollTo(0, scrollY + d.getBoundingClientRect().top - 130);
    });
    await expect.poll(() => current(page)).toEqual(['#pricing']);
    await page.click('#pricing >> xpath=.. >> summary');
    expect(await openSections(page)).toEqual(['pricing']);
    await page.click('#pricing >> xpath=.. >> summary');
    expect(await openSections(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('is a sticky strip on phones', async () => {
    const { page, close } = await open(browser, '/privacy-policy', PHONE);
    await page.click('.quick-nav a[href="#contact"]');
    expect(await openSections(page)).toEqual(['contact']);
    await expect.poll(() => page.$eval('.quick-nav', (n) => Math.round(n.getBoundingClientRect().top))).toBe(72);
    expect(await page.locator('.quick-nav a[href="#contact"]').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await close();
  });

  it('opens the linked section without JavaScript too', async () => {
    const { page, close } = await open(browser, '/return-policy', { ...DESKTOP, javaScriptEnabled: false });
    expect(await openSections(page)).toEqual(['non-returnable']);
    await page.click('.quick-nav a[href="#how-to-claim"]');
    await expect.poll(() => openSections(page)).toEqual(['how-to-claim']);
    expect(await page.locator('#how-to-claim').isVisible()).toBe(true);
    await close();
  });
});

describe('entrance animations (how they fade in: reveal.test.ts)', () => {
  const hidden = (page: Page) => page.$$eval('[data-reveal]', (els) => els.filter((e) => getComputedStyle(e).opacity !== '1').length);

  it('hide nothing without JavaScript or under reduced motion', async () => {
    for (const options of [
      { ...DESKTOP, javaScriptEnabled: false },
      { ...PHONE, javaScriptEnabled: false },
      { ...DESKTOP, reducedMotion: 'reduce' as const },
    ]) {
      // One window per way of visiting, going from page to page as a visitor does.
      const { page, close } = await open(browser, '/', options);
      for (const path of ['/', '/aboutus', '/offers']) {
        if (path !== '/') await page.goto(new URL(path, page.url()).href);
        if (options.javaScriptEnabled !== false) await page.waitForSelector('body[data-client-loaded]');
        expect(await page.locator('[data-reveal]').count(), path).toBeGreaterThan(3);
        expect(await hidden(page), path).toBe(0);
      }
      await close();
    }
  });
});

describe('without JavaScript', () => {
  it('shows every testimonial, the portfolio pictures with their full-size links, and opens FAQ answers', async () => {
    const { page, close } = await open(browser, '/', { ...PHONE, javaScriptEnabled: false });
    for (let i = 0; i < 6; i++) expect(await page.locator('.tcar-slide').nth(i).isVisible()).toBe(true);
    expect(await page.locator('.tcar-controls').isVisible()).toBe(false);
    await page.goto(`${page.url().replace(/\/$/, '')}/portfolio`);
    expect(await page.locator('.filters').isVisible()).toBe(false);
    expect(await page.locator('.filter-note').isVisible()).toBe(true);
    for (let i = 0; i < 10; i++) {
      const link = page.locator('[data-item] .gallery-link').nth(i);
      await link.scrollIntoViewIfNeeded();
      expect(await link.getAttribute('href')).toBe(`/img/portfolio/${i + 1}.svg`);
      await expect.poll(() => link.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await page.goto(page.url().replace('/portfolio', '/faq'));
    await page.click('details.faq-item >> nth=5 >> summary');
    expect(await page.locator('details.faq-item >> nth=5 >> .faq-a').isVisible()).toBe(true);
    await close();
  });
});

// Each content page's console, other hosts and sideways scroll, on a phone and widened to a
// desktop: the sitemap walk (sitemap-walk.test.ts), which reaches every one of them.
