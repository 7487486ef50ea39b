import type { TestProject } from 'vitest/node';
import { startSite } from './server';

/** One real site for the browser tests: wrangler dev on a loopback port (BROWSER_PORT, default 8799). */
export default async function setup(project: TestProject) {
  const site = await startSite(Number(process.env.BROWSER_PORT || 8799));
  project.provide('baseUrl', site.url);
  return site.stop;
}
