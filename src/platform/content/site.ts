import type { Site } from './site.schema';

export type { Site } from './site.schema';

/**
 * The one place that holds the company's details. Every page, the footer, the policies, the
 * JSON-LD and the contact links read them from here. The values are examples: an owner sets
 * them before going live (see README, "Company details"). Their rules: site.schema.ts.
 */
export const site: Site = {
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
};

/** The address on one line, as the footer and policies print it. */
export const addressLine = (s: Site = site): string =>
  `${s.address.street}, ${s.address.locality}, ${s.address.city}, ${s.address.region} ${s.address.postalCode}, ${s.address.country}`;
