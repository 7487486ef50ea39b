export const LOCAL_SECRET_FILE: string;
export function randomSecret(): string;
export function devVarsSecret(path?: string): string | undefined;
export function localSigningSecret(path?: string): string;
