import type { Press } from '@features/print-templates/pdf';
/** The press's output condition the build makes templates with: none until the owner supplies one. */
export function templateProfile(): Press | null;
export const STAND_IN_PROFILE: string;
/** A stand-in press condition (Ghostscript's CMYK output profile), for tests of the file made when one is supplied. */
export function standInPress(): Press | undefined;
