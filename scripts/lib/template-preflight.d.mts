export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
export interface Layer {
  ref: string;
  name: string;
  print: string | undefined;
  group: string | undefined;
  type: string | undefined;
  step: string | undefined;
  /** On in the default configuration, which a RIP prints. */
  byDefault: boolean;
}
export const PROCESSING_STEPS: { source: string; typed: Record<string, string[]>; untyped: string[] };
export function processingStepKnown(group: string | undefined, type: string | undefined): boolean;
export function withArtwork(file: string, page: number, out: string): string;
export const HAIRLINE: { min: number; max: number };
export function preflightChecks(
  file: string,
  options: { white: boolean; press?: string | null },
): { checks: Check[]; pages: number; layers: Layer[]; spots: string[] };
export function separations(
  file: string,
  page: number,
  options?: { resolution?: number; keep?: string },
): Record<string, { width: number; height: number; inked: number; coverage: number; file: string }>;
