import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { startSite } from './server';

/**
 * One real site for the browser tests (wrangler dev on a loopback port, BROWSER_PORT, default
 * 8799) and one Chromium that every test file connects to, each in browser contexts of its own.
 * Runs once for the whole run, whichever project asks first.
 */
type Shared = { baseUrl: string; browserEndpoint: string; stop: () => Promise<void> };
// Kept on the process, not in this module: each project loads the module afresh, and a second
// site would only find the port taken.
const run = globalThis as typeof globalThis & { browserSetup?: { shared?: Promise<Shared>; users: number } };
run.browserSetup ??= { users: 0 };
const state = run.browserSetup;

export default async function setup(project: TestProject) {
  state.shared ??= (async () => {
    const [site, browser] = await Promise.all([startSite(Number(process.env.BROWSER_PORT || 8799)), launchBrowserServer()]);
    return { baseUrl: site.url, browserEndpoint: browser.wsEndpoint(), stop: async () => { await browser.close(); await site.stop(); } };
  })();
  const { baseUrl, browserEndpoint, stop } = await state.shared;
  state.users++;
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browserEndpoint);
  return async () => { if (--state.users === 0) await stop(); };
}
