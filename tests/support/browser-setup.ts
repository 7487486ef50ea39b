import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildProduction, serveProduction } from '../../scripts/lib/production.mjs';
import { randomSecret } from '../../scripts/lib/local-secret.mjs';
import { launchBrowserServer } from './browser';
import { startMailStandIn } from './mail-stand-in.mjs';

/**
 * One real site for the browser tests and one Chromium that every test file connects to, each in
 * browser contexts of its own. The site is the production build (the client bundle and the
 * deployable worker, as `npm run preview` serves them) in workerd on a loopback port
 * (BROWSER_PORT, default 8799): the bytes a visitor gets, rendered by React's production build.
 * Its D1 and R2 live in a folder of this run's own (`localState`, wrangler's layout, so
 * `wrangler d1 execute --local --persist-to` reads it), deleted at the end; pages are rendered on
 * every request, the page cache off (it has tests of its own). `npm test` builds once before
 * every stage (SITE_BUILT=1); run alone, this builds first. Runs once for the whole run,
 * whichever project asks first. The site forwards its enquiries to the mail script's stand-in
 * (tests/support/mail-stand-in.mjs) on a loopback port, channel `browser`: a test reads what the
 * staff's copy said from its log (`mailLog`).
 */
type Shared = { baseUrl: string; browserEndpoint: string; localState: string; signingSecret: string; mailLog: string; stop: () => Promise<void> };
// Kept on the process, not in this module: each project loads the module afresh, and a second
// site would only find the port taken.
const run = globalThis as typeof globalThis & { browserSetup?: { shared?: Promise<Shared>; users: number } };
run.browserSetup ??= { users: 0 };
const state = run.browserSetup;

async function startSite(port: number) {
  if (!process.env.SITE_BUILT) buildProduction();
  const localState = mkdtempSync(join(tmpdir(), 'site-browser-'));
  // A secret of this run's own: a test that mints a link must know it, and nobody else does.
  const signingSecret = randomSecret();
  const mailSecret = randomSecret();
  const mail = await startMailStandIn({ secret: mailSecret });
  const site = await serveProduction({
    port,
    persist: join(localState, 'v3'),
    vars: { PAGE_CACHE: 'off', SIGNING_SECRET: signingSecret, MAIL_SCRIPT_URL: mail.url('browser'), MAIL_SCRIPT_SECRET: mailSecret },
  });
  return {
    url: site.url,
    localState,
    signingSecret,
    mailLog: `${mail.base}/__log/browser`,
    stop: async () => {
      await site.stop();
      await mail.stop();
      rmSync(localState, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  state.shared ??= (async () => {
    const [site, browser] = await Promise.all([startSite(Number(process.env.BROWSER_PORT || 8799)), launchBrowserServer()]);
    return {
      baseUrl: site.url,
      browserEndpoint: browser.wsEndpoint(),
      localState: site.localState,
      signingSecret: site.signingSecret,
      mailLog: site.mailLog,
      stop: async () => {
        await browser.close();
        await site.stop();
      },
    };
  })();
  const { baseUrl, browserEndpoint, localState, signingSecret, mailLog, stop } = await state.shared;
  state.users++;
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browserEndpoint);
  project.provide('localState', localState);
  project.provide('signingSecret', signingSecret);
  project.provide('mailLog', mailLog);
  return async () => {
    if (--state.users === 0) await stop();
  };
}
