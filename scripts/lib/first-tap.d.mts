import type { Browser } from 'playwright-core';

/** A tap the first-tap table measures (scripts/lib/first-tap.mjs). */
export interface Widget {
  widget: string;
  path: string;
  target: string;
  /** Runs in the page; its value changes when the answer is there. */
  state: () => unknown;
  scroll?: boolean;
  stored?: Record<string, unknown>;
  prepare?: () => void;
  /** A key pressed instead of a tap on `target`. */
  key?: string;
  html?: string;
  /** Measured for comparison, not held to the budget. */
  reference?: boolean;
}

/**
 * Milliseconds from the tap's pointerdown: to the frame after the answer, to the answer's frame,
 * and Event Timing's figure; how long the browser held the tap before sending it to the page
 * (null without its latency record) and the frame after the answer from then; and the paths the
 * page fetched before the answer came.
 */
export interface Tap {
  painted: number;
  frame: number;
  event: number | null;
  held: number | null;
  sent: number;
  fetched: string[];
}

export const WIDGETS: Widget[];
export function measureTap(browser: Browser, base: string, widget: Widget, options?: { delay?: number; trace?: boolean; throttle?: boolean }): Promise<Tap>;
export function heldBeforeSending(events: Array<{ name: string; ph: string; args?: unknown }>): number | null;
