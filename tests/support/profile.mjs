import { readFileSync } from 'node:fs';

/** Where the build reads the output intent's ICC profile from (src/features/print-templates/templates.ts PROFILE_PATH), from the project's root. */
const PROFILE_PATH = new URL('../../src/features/print-templates/icc/artifex-cmyk-swop.icc', import.meta.url);

/** The output intent's ICC profile, as the build reads it. */
export const templateProfile = () => new Uint8Array(readFileSync(PROFILE_PATH));
