import { z } from 'zod';

/**
 * The one place that holds the company's details. Every page, the footer, the policies, the
 * JSON-LD and the contact links read them from here. The values are examples: an owner sets
 * them before going live (see README, "Company details").
 */
export const siteSchema = z.object({
  name: z.string().min(2).describe('Trading name, shown in the logo and used as default author'),
  legalName: z.string().min(2),
  tagline: z.string().min(10).max(80),
  origin: z.url().refine((u) => !u.endsWith('/'), 'origin has no trailing slash'),
  phone: z.object({
    display: z.string(),
    e164: z.string().regex(/^\+91\d{10}$/),
  }),
  whatsapp: z
    .string()
    .regex(/^91\d{10}$/)
    .describe('Number in international form without +, for wa.me links'),
  email: z.email(),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    region: z.literal('Tamil Nadu'),
    postalCode: z.literal('625015'),
    country: z.literal('India'),
    countryCode: z.literal('IN'),
  }),
  social: z.object({ instagram: z.url(), facebook: z.url() }),
  mapUrl: z.url(),
  foundingYear: z.number().int(),
});

export type Site = z.infer<typeof siteSchema>;

/** The schema of each content export of site.ts (src/platform/content/checked.ts). */
export const contentSchemas = { site: siteSchema };
