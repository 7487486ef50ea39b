/** The browser itself: what must be installed (scripts/lib/chromium.mjs). */
export const CHROME: string;
/** What is started: scripts/chromium, which starts the browser with every `--disable-features` kept. */
export const CHROME_LAUNCHER: string;
/** For what is measured: headless, sandbox off, no background traffic. */
export const CHROME_FLAGS: string[];
/** For what is checked, not timed: the same, with the address bar's preloaded pages off. */
export const CHECK_FLAGS: string[];
/** What checks run in: Chromium's headless shell (CHECK_CHROME_PATH overrides). */
export const CHECK_CHROME: string;
/** The environment that makes scripts/chromium start CHECK_CHROME. */
export const CHECK_ENV: { CHROME_PATH: string };
