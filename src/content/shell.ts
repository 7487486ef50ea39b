import { z } from 'zod';

const link = z.object({ label: z.string().min(2), href: z.string().regex(/^\/[a-z0-9\-/]*$/) });

/**
 * Main navigation, in the header's order. `megaMenu` marks the entry that opens the products menu;
 * `sections` are other path prefixes whose pages belong to the entry (marked current there too).
 */
export const mainNav = z
  .array(link.extend({ megaMenu: z.boolean().optional(), sections: z.array(z.string().startsWith('/')).optional() }))
  .parse([
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/aboutus' },
    { label: 'Our Products', href: '/ourproducts', megaMenu: true, sections: ['/products'] },
    { label: 'Portfolio', href: '/portfolio' },
    { label: 'Contact', href: '/contactus' },
  ]);

export const footerQuickLinks = z.array(link).parse([
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/aboutus' },
  { label: 'Our Products', href: '/ourproducts' },
  { label: 'Faq', href: '/faq' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Contact Us', href: '/contactus' },
]);

export const footerImportantLinks = z.array(link).parse([
  { label: 'Terms and Conditions', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Refund & Cancellation Policy', href: '/refund-and-cancellation' },
  { label: 'Return Policy', href: '/return-policy' },
]);

export const footerAbout =
  'We design and digitally print custom stand-up and zipper pouches for food and FMCG brands across India — from 100-piece trial runs to full production, in kraft, PET and metallized foil.';

/** The promotional ticker: offers and service promises, each linking to the page that explains it. */
export const tickerItems = z.array(link.extend({ icon: z.enum(['truck', 'tag', 'box', 'bolt']) })).length(4).parse([
  { icon: 'truck', label: 'Free delivery on orders above ₹1500', href: '/shipping' },
  { icon: 'tag', label: '10% off your first custom packaging order', href: '/offers' },
  { icon: 'box', label: 'Extra 15% off on orders above 5000 units', href: '/bulk-orders' },
  { icon: 'bolt', label: 'Express delivery in 3-5 business days', href: '/ourproducts' },
]);

export const heroSlideSchema = z.object({
  title: z.string().min(10).max(70),
  points: z.array(z.string().min(5).max(70)).length(4),
  buttonText: z.string().min(3).max(24),
  href: z.string().startsWith('/'),
  /** Two colours of the slide's background gradient. */
  gradient: z.tuple([z.string(), z.string()]),
  /** Product whose drawing decorates the slide. */
  productSlug: z.string(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const heroSlides = z.array(heroSlideSchema).length(3).parse([
  {
    title: 'Stand Out on the Shelf with Custom Printed Pouches',
    points: ['Full-colour HD digital printing', 'Orders from just 100 pouches', 'Stand-up and zipper styles', 'Food-grade, 3-layer laminated'],
    buttonText: 'Explore Products',
    href: '/ourproducts',
    gradient: ['#0f3d2e', '#1f6f5c'],
    productSlug: 'kraft-with-window',
  },
  {
    title: 'Turn Your Packaging into a Brand Statement',
    points: ['Your artwork, your colours', 'Matte, glossy and kraft finishes', 'Custom sizes from 50 g to 2 kg', 'Design support from our team'],
    buttonText: 'Get a Free Quote',
    href: '/contactus',
    gradient: ['#4a1d0f', '#9a3412'],
    productSlug: 'coloured-zipper',
  },
  {
    title: 'Window and Metallic Foil Finishes that Sell',
    points: ['Clear windows show your product', 'Gold and silver metallized foil', 'Barrier layers keep food fresh', 'Resealable zipper on every size'],
    buttonText: 'See Finishes',
    href: '/products/kraft-inner-foiled',
    gradient: ['#1e1b4b', '#4338ca'],
    productSlug: 'gold-zipper',
  },
]);

export const heroBadges = ['Premium Quality', 'Fast Delivery', 'Custom Solutions'] as const;
