import type { Env } from '../env';
import { sweep } from './forward';

/**
 * The cron trigger (wrangler.toml, every minute): forwards the pending enquiries that are due,
 * so a forward that failed or timed out is tried again until the mail script takes it.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const { delivered, failed } = await sweep(env, controller.scheduledTime);
  if (delivered || failed) console.log(`enquiry sweep: ${delivered} delivered, ${failed} to retry`);
};
