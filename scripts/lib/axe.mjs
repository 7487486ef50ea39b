// axe-core in Debian's Chromium: every page at a phone and a desktop width, after its islands
// are live, with console errors, failed requests and requests to other hosts noted on the way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHECK_CHROME, CHECK_ENV, CHECK_FLAGS, CHROME, CHROME_LAUNCHER } from './chromium.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export { CHECK_CHROME, CHROME };

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

export const launchChromium = () => chromium.launch({ executablePath: CHROME_LAUNCHER, args: CHECK_FLAGS, env: { ...process.env, ...CHECK_ENV } });

/**
 * Resolves once no timed animation or transition runs on anything rendered (the ticker's endless
 * loop and scroll-driven effects aside), or after 5 s: the hero's slides rest 3 s between fades.
 */
const settle = (page) =>
  page.evaluate(async () => {
    const moving = () =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.timeline === document.timeline &&
            a.playState === 'running' &&
            Number.isFinite(a.effect?.getComputedTiming().endTime) &&
            a.effect?.target?.checkVisibility?.({ contentVisibilityAuto: true }),
        );
    const until = performance.now() + 5000;
    for (let list = moving(); list.length && performance.now() < until; list = moving()) {
      await Promise.race([Promise.all(list.map((a) => a.finished.catch(() => {}))), new Promise((done) => setTimeout(done, 500))]);
    }
  });

/**
 * Runs axe-core while nothing on screen starts to move. A carousel that turns while axe reads it
 * (its slides cross-fade every few seconds, and axe takes seconds on a slowed machine) has its
 * contrast measured half-way through the fade, which no visitor reads at rest. A run during which
 * a visible transition or animation started, or that began or ended with one under way, is run
 * again, up to three times; if every run saw
 * motion, only what every run found counts (a real violation is there at rest too).
 */
const stillRun = (page) =>
  page.evaluate(async () => {
    const runs = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const seen = (el) => el instanceof Element && el.checkVisibility({ contentVisibilityAuto: true });
      // Motion already under way counts as well as motion that starts during the run; an endless
      // one (the offer ticker's scroll) changes no colour and never comes to rest, so it does not.
      const running = () =>
        document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity && seen(a.effect?.target));
      let moved = running();
      const mark = (e) => {
        if (seen(e.target)) moved = true;
      };
      for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, mark, true);
      const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
      for (const type of ['transitionrun', 'animationstart']) document.removeEventListener(type, mark, true);
      if (!moved && !running()) return violations;
      runs.push(violations);
    }
    const key = (n) => n.target.join(' ');
    return runs[0]
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => runs.every((r) => r.some((o) => o.id === v.id && o.nodes.some((k) => key(k) === key(n))))) }))
      .filter((v) => v.nodes.length);
  });

/**
 * Opens `path` on `base` in a fresh context per viewport and runs axe-core (all rules, WCAG 2.x
 * A/AA and best practices) at rest, with motion allowed and with reduced motion. Returns, per viewport, the violations and what went wrong loading.
 */
export async function axePage(browser, base, path, viewports = Object.keys(VIEWPORTS)) {
  const origin = new URL(base).origin;
  const results = [];
  for (const name of viewports) {
    const context = await browser.newContext(VIEWPORTS[name]);
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) problems.push(`request to another host: ${url}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400 && r.url() !== new URL(path, base).href) problems.push(`${r.status()} for ${r.url()}`);
    });
    // JavaScript fetched at load: no scroll, no touch, until the page is ready (its load-time
    // islands live, <body data-client-loaded>). What it fetches after that, once idle, ahead of a
    // tap (the islands in view), is counted apart; all of it together is within "JS ever".
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body?.hasAttribute('data-client-loaded')) return;
        window.__readyAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-client-loaded'] });
    });
    // A page whose checks have not ended in two minutes is a failure, said, not a wait without end:
    // closing its context ends whatever still waits on it.
    let late = false;
    const limit = setTimeout(() => {
      late = true;
      void context.close().catch(() => {});
    }, 120_000);
    try {
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
      // Pages with islands mark <body data-client-loaded> when every eager island is live.
      await page
        .waitForFunction(() => document.body?.hasAttribute('data-client-loaded') || !document.querySelector('site-island'), null, { timeout: 10_000 })
        .catch(() => problems.push('islands did not all start within 10 s'));
      await page.waitForLoadState('networkidle').catch(() => {});
      const fetched = await page.evaluate(
        (from) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.startsWith(from) && new URL(e.name).pathname.endsWith('.js'))
            .map((e) => ({ path: new URL(e.name).pathname, atLoad: e.startTime <= (window.__readyAt ?? Infinity) })),
        origin,
      );
      const loadScripts = fetched.filter((f) => f.atLoad).map((f) => f.path);
      const idleScripts = fetched.filter((f) => !f.atLoad).map((f) => f.path);
      // Axe checks the page at rest as a visitor sees it, motion allowed, once what moves on
      // screen (a card fading in, the hero's cross-fade) has come to rest; then again as a
      // visitor who asks for reduced motion sees it. A violation found either way counts once.
      // Scrolled through first, as a visitor reads it: the cards that fade in as they come into view
      // have come in and rest. Otherwise axe's own scrolling, to see what lies behind a text,
      // starts their fade and measures a contrast half-way through it.
      await page.evaluate(async () => {
        const frame = () => new Promise(requestAnimationFrame);
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo({ top: y, behavior: 'instant' });
          await frame();
          await frame();
        }
        scrollTo({ top: 0, behavior: 'instant' });
        await frame();
      });
      await page.evaluate(axeSource);
      const found = new Map();
      for (const reducedMotion of ['no-preference', 'reduce']) {
        await page.emulateMedia({ reducedMotion });
        await settle(page);
        const violations = await stillRun(page);
        for (const v of violations) {
          const known = found.get(v.id);
          if (known) known.nodes.push(...v.nodes.filter((n) => !known.nodes.some((k) => k.target.join(' ') === n.target.join(' '))));
          else found.set(v.id, v);
        }
      }
      const violations = [...found.values()];
      results.push({
        viewport: name,
        problems,
        loadScripts,
        idleScripts,
        violations: violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })),
      });
    } catch (error) {
      if (!late) throw error;
      results.push({ viewport: name, problems: [...problems, 'the checks did not end within 120 s'], loadScripts: [], idleScripts: [], violations: [] });
    } finally {
      clearTimeout(limit);
      await context.close().catch(() => {});
    }
  }
  return results;
}
