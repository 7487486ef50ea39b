import { z } from 'zod';
import { checked } from '@platform/content/checked';

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

export const site: Site = checked(siteSchema, {
  name: 'PrintPouch',
  legalName: 'PrintPouch Packaging Private Limited',
  tagline: 'Custom digitally printed stand-up and zipper pouches',
  origin: 'https://www.printpouch.example',
  phone: { display: '+91 98765 43210', e164: '+919876543210' },
  whatsapp: '919876543210',
  email: 'hello@printpouch.example',
  address: {
    street: '14, SIDCO Industrial Estate, Kappalur',
    locality: 'Thiruparankundram',
    city: 'Madurai',
    region: 'Tamil Nadu',
    postalCode: '625015',
    country: 'India',
    countryCode: 'IN',
  },
  social: {
    instagram: 'https://www.instagram.com/printpouch.example',
    facebook: 'https://www.facebook.com/printpouch.example',
  },
  mapUrl: 'https://www.openstreetmap.org/search?query=Madurai%20625015',
  foundingYear: 2019,
});

/** The address on one line, as the footer and policies print it. */
export const addressLine = (s: Site = site): string =>
  `${s.address.street}, ${s.address.locality}, ${s.address.city}, ${s.address.region} ${s.address.postalCode}, ${s.address.country}`;
