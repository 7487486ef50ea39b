import type { Miniflare } from 'miniflare';

/** Builds the client and the deployable worker (scripts/lib/production.mjs); returns the worker's size. */
export function buildProduction(options?: { client?: boolean }): { raw: number; gzip: number };

export interface ProductionServer {
  url: string;
  mf: Miniflare;
  /** Fires the scheduled handler now, as a cron trigger would. */
  scheduled(cronExpression?: string): Promise<{ outcome: string; noRetry: boolean }>;
  runtimePids(): number[];
  stop(): Promise<void>;
}

/** The production build in workerd with wrangler.toml's bindings and assets (scripts/lib/production.mjs). */
export function serveProduction(options: {
  port?: number;
  host?: string;
  extraWorkers?: object[];
  inspectorPort?: number;
  /** true: the local state npm start uses; a string: that folder (wrangler's v3 layout inside). */
  persist?: boolean | string;
  cron?: boolean;
  vars?: Record<string, string>;
}): Promise<ProductionServer>;
