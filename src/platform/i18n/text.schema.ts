import { z } from 'zod';

const textOf = (one: z.ZodString) => z.object({ en: one, hi: one, ta: one });
let plainText: ReturnType<typeof textOf> | undefined;
/**
 * The zod form of `Text` (text.ts), with the English schema's own rules applied to every language;
 * one schema for the plain case, which hundreds of fields share.
 */
export const textSchema = (one?: z.ZodString) => (one ? textOf(one) : (plainText ??= textOf(z.string().min(1))));
