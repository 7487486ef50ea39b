import type { Env } from '@platform/env';

/**
 * How forwards to the mail script are timed. A failed or timed-out forward is tried again after
 * 1, 2, 4 … minutes, at most an hour apart, for as long as it takes: an enquiry is never given up.
 * The ±20 % jitter spreads a backlog so that it does not all arrive at once when the mail script
 * comes back. FORWARD_RETRY_BASE_MS and FORWARD_TIMEOUT_MS scale the schedule for tests and the bench.
 */
export const retryPolicy = {
  baseMs: 60_000,
  /** The longest wait between tries, as a multiple of the first. */
  maxFactor: 60,
  /** A forward gives up waiting for the mail script after this long. */
  timeoutMs: 5_000,
  /** How long one forward holds its row; longer than the timeout plus the D1 writes around it. */
  leaseMs: 60_000,
  /** Forwards in flight at once during a sweep (a Worker may hold six outgoing connections). */
  concurrency: 6,
  /** A sweep stops starting new forwards after this long; the next cron run goes on. */
  sweepBudgetMs: 45_000,
} as const;

export interface RetryTiming {
  baseMs: number;
  timeoutMs: number;
}

export const retryTiming = (env: Env): RetryTiming => ({
  baseMs: env.FORWARD_RETRY_BASE_MS ? Number(env.FORWARD_RETRY_BASE_MS) : retryPolicy.baseMs,
  timeoutMs: env.FORWARD_TIMEOUT_MS ? Number(env.FORWARD_TIMEOUT_MS) : retryPolicy.timeoutMs,
});

/** Delay before the next try, after `failures` failed tries (1 or more). `random` in [0, 1). */
export function retryDelay(failures: number, random = Math.random(), baseMs: number = retryPolicy.baseMs): number {
  const exponential = Math.min(baseMs * retryPolicy.maxFactor, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.8 + 0.4 * random));
}
