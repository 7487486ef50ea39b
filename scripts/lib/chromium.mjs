// How the tests, the audit and the benchmarks start Debian's Chromium (`CHROME_PATH` points
// elsewhere): headless, through scripts/chromium, which merges the features switched off here with
// Playwright's own list.
import { fileURLToPath } from 'node:url';

/** The browser itself: what must be installed. */
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * What checks (the browser tests, axe-core) run in: the same Chromium's headless shell (Debian's
 * chromium-headless-shell, the same version and the same Blink), which draws no browser window
 * around the page: no tab strip, address bar or loading indicator to paint for every context, in
 * the browser process, at the page's device scale. The browser tests' Chromium then takes about a
 * third less CPU time (decision 091). What is timed (taps, Lighthouse, the mock-up's
 * repaints) keeps the browser as it comes: CHROME.
 */
export const CHECK_CHROME = process.env.CHECK_CHROME_PATH || '/usr/bin/chromium-headless-shell';
/** The environment that makes scripts/chromium start CHECK_CHROME. */
export const CHECK_ENV = { CHROME_PATH: CHECK_CHROME };
/** What is started: the browser, with every `--disable-features` it is given kept. */
export const CHROME_LAUNCHER = fileURLToPath(new URL('../chromium', import.meta.url));
/** For what is measured (taps, Lighthouse, the mock-up's repaints): the browser as it comes. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * For what is checked, not timed (the browser tests, axe-core, the favicon's drawing): full Chromium gives
 * every window the address bar's suggestion list as two preloaded pages of its own
 * (chrome://omnibox-popup.top-chrome), each in a renderer process, and a Playwright context is a
 * window. No page sees them: switched off, a context and its page cost the machine about half the
 * CPU time. Not for timing: without them a tap's frame comes one vsync later, on our pages and on
 * a plain one alike, so the tap table keeps the browser as it comes. The headless shell
 * (CHECK_CHROME) has no such window; the flags keep a check that runs in full Chromium
 * (CHECK_CHROME_PATH=/usr/bin/chromium) as light.
 */
export const CHECK_FLAGS = [...CHROME_FLAGS, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];
