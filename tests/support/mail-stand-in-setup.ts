import type { TestProject } from 'vitest/node';
import { startMailStandIn } from './mail-stand-in.mjs';

declare module 'vitest' {
  // Also declared for the worker tests in tests/worker/provided.d.ts.
  export interface ProvidedContext {
    mailStandIn: { base: string; secret: string };
  }
}

/** One mail-script stand-in on a free loopback port for the worker tests; each test file uses its own channel. */
export default async function setup(project: TestProject) {
  const secret = 'test-mail-script-secret-0123456789';
  const standIn = await startMailStandIn({ secret });
  project.provide('mailStandIn', { base: standIn.base, secret });
  return standIn.stop;
}
