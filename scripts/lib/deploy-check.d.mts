export function missingSecrets(secrets: { name: string; type?: string }[], vars?: Record<string, unknown>): { name: string; why: string }[];
export function secretsInVars(vars?: Record<string, unknown>): string[];
