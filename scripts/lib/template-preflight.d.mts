export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
export interface Layer {
  name: string;
  print: string | undefined;
  step: string | undefined;
  inPrintEvent: boolean;
}
export const HAIRLINE: { min: number; max: number };
export function preflightChecks(file: string, options: { white: boolean }): { checks: Check[]; pages: number; layers: Layer[]; spots: string[] };
export function separations(
  file: string,
  page: number,
  options?: { resolution?: number; keep?: string },
): Record<string, { width: number; height: number; inked: number; file: string }>;
