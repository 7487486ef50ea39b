import type { Env } from '@platform/env';
import { sweep } from './forward';
import { logEvent } from '../log';

/**
 * The cron trigger (wrangler.toml, every minute): forwards the pending enquiries that are due,
 * so a forward that failed or timed out is tried again until the mail script takes it; then the
 * inbox fallback, outage alerts, the daily digest of held enquiries and erasure (src/features/enquiry/delivery/inbox.ts).
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const { delivered, failed } = await sweep(env, controller.scheduledTime);
  if (delivered || failed) logEvent('sweep.done', { delivered, failed });
};
