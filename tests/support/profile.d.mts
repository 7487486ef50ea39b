/** The output intent's ICC profile, as the build reads it (profile.mjs). */
export function templateProfile(): Uint8Array;
