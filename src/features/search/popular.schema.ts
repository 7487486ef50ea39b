import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';

/** The schema of each content export of popular.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  popularIn: z
    .array(textSchema(z.string().min(2).max(24)))
    .min(4)
    .max(10),
};
