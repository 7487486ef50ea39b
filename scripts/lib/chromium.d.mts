/** The browser itself: what must be installed (scripts/lib/chromium.mjs). */
export const CHROME: string;
/** What is started: scripts/chromium, which starts the browser with every `--disable-features` kept. */
export const CHROME_LAUNCHER: string;
/** Headless, sandbox off, no background traffic, the address bar's preloaded pages off. */
export const CHROME_FLAGS: string[];
