import { z } from 'zod';
import { assertUnique, callToActionSchema, hexColour, sectionHeadSchema } from './schema';
import { dayRange, facts, units } from './facts';

/** Icons the content pages use; each name must exist in src/components/Icon.tsx (the type check proves it). */
export const contentIcon = z.enum([
  'target', 'eye', 'store', 'home', 'jar', 'nut', 'cup', 'leaf', 'cake', 'rocket',
  'printer', 'sliders', 'shield', 'clock', 'headset', 'truck', 'tag', 'box', 'bolt', 'layers', 'palette', 'check',
]);
export type ContentIcon = z.infer<typeof contentIcon>;

const gradient = z.tuple([hexColour, hexColour]);

export const missionCardSchema = z.object({
  icon: contentIcon,
  title: z.string().min(3).max(30),
  description: z.string().min(40).max(260),
  gradient,
});

/** Mission and vision (spec §1), shown on the home page and on /aboutus. */
export const missionVision = z.array(missionCardSchema).length(2).parse([
  {
    icon: 'target',
    title: 'Our Mission',
    description:
      'To give every brand, from a home kitchen to a national FMCG label, affordable, creative, functional and sustainable packaging solutions that protect the product and sell it on the shelf.',
    gradient: ['#e8590c', '#f2b630'],
  },
  {
    icon: 'eye',
    title: 'Our Vision',
    description:
      "To be India's most trusted brand in digital packaging manufacturing: known for honest advice, colours that match the proof, and pouches that arrive on time.",
    gradient: ['#1f6f5c', '#0f3d2e'],
  },
]);
export const MISSION_STAGGER_MS = 300;

export const aboutBlock = z
  .object({ head: sectionHeadSchema, paragraph: z.string().min(80).max(400), highlights: z.array(z.string().min(5).max(60)).length(3), button: z.string() })
  .parse({
    head: { eyebrow: 'About Us', title: 'Packaging that works as hard as your brand' },
    paragraph:
      'We are a Tamil Nadu manufacturer of custom digitally printed stand-up and zipper pouches. Digital printing needs no plates or cylinders, so a small brand can order short runs in full colour and a growing brand can change designs without paying for new tooling.',
    highlights: [
      `Orders from ${facts.trialPouches} printed pouches per design`,
      `${facts.laminationLayers}-layer laminated, food-grade materials`,
      `Delivered across India in ${dayRange(facts.standardDeliveryDays)} business days`,
    ],
    button: 'More About Us',
  });

export const featuredProducts = z
  .object({ head: sectionHeadSchema, slugs: z.array(z.string()).length(4), button: z.string() })
  .parse({
    head: {
      eyebrow: 'Our Products',
      title: 'Our Digital Packaging Products',
      lead: 'Ten pouch types in kraft, clear PET and metallized foil, each in sizes from 50 g to 2 kg and printed with your design.',
    },
    slugs: ['kraft-with-window', 'gold-zipper', 'coloured-window-zipper', 'transparent-zipper'],
    button: 'View All Products',
  });

export const whoWeServeCardSchema = z.object({
  id: z.string().regex(/^0[1-8]$/),
  title: z.string().min(5).max(40),
  description: z.string().min(40).max(160),
  icon: contentIcon,
  gradient,
});

export const whoWeServe = z
  .object({ head: sectionHeadSchema, cards: z.array(whoWeServeCardSchema).length(8) })
  .parse({
    head: {
      eyebrow: 'Who We Serve',
      title: 'Pouches for every kind of maker',
      lead: 'From a first batch of home-made podi to a national snack brand: the same printing quality at the quantity you need.',
    },
    cards: [
      { id: '01', title: 'Food & FMCG Brands', icon: 'store', gradient: ['#e8590c', '#f59f00'], description: 'Shelf-ready pouches with barrier layers and consistent colour across every reorder and every SKU.' },
      { id: '02', title: 'Home Food Makers & Women Entrepreneurs', icon: 'home', gradient: ['#c2255c', '#f06595'], description: 'Start small with trial quantities and packaging that looks as good as the big brands beside you.' },
      { id: '03', title: 'Spice & Masala Sellers', icon: 'jar', gradient: ['#b42318', '#f76707'], description: 'Aroma-locking metallized pouches with zippers that keep masalas and podis fresh after opening.' },
      { id: '04', title: 'Dry Fruit & Snack Makers', icon: 'nut', gradient: ['#9a3412', '#d97706'], description: 'Window pouches that show off cashews, almonds and namkeen while keeping out moisture.' },
      { id: '05', title: 'Coffee, Tea & Protein Powder', icon: 'cup', gradient: ['#5c3d2e', '#a0785a'], description: 'Foil-lined stand-up pouches for coffee beans, leaf tea and supplement powders, in the size the size finder works out for your weight.' },
      { id: '06', title: 'Farmers & Organic Brands', icon: 'leaf', gradient: ['#2b8a3e', '#74b816'], description: 'Natural kraft finishes that tell an honest, earthy story for millets, jaggery, honey and grains.' },
      { id: '07', title: 'Bakeries, Pet & Nutraceutical Brands', icon: 'cake', gradient: ['#1971c2', '#4dabf7'], description: 'Resealable pouches for cookies, pet treats and health mixes, printed with the details buyers look for.' },
      { id: '08', title: 'Eco-friendly Makers & Startups', icon: 'rocket', gradient: ['#5f3dc4', '#9775fa'], description: 'Handmade and small-batch businesses get professional packaging without a large first order.' },
    ],
  });

export const getInTouch = callToActionSchema.parse({
  eyebrow: 'Get in Touch',
  title: 'Ready to create packaging your customers remember?',
  text: `Tell us your product, pouch size and quantity. Our team replies within ${facts.replyWithinHours} hours with options, a price and a delivery date.`,
  button: 'Contact Us',
  href: '/contactus',
});

export const benefitSchema = z.object({
  id: z.string().regex(/^0[1-5]$/),
  title: z.string().min(5).max(50),
  description: z.string().min(40).max(200),
  icon: contentIcon,
  gradient,
  /** Entrance delay in ms (spec §9: 0, 100, 200, 300, 400). */
  delay: z.number().int().min(0).max(1000),
});

/** Why Choose Us: the five benefits of spec §1, numbered 01–05, entering 100 ms apart. */
export const whyChooseUs = z
  .object({ head: sectionHeadSchema, cards: z.array(benefitSchema).length(5) })
  .parse({
    head: {
      eyebrow: 'Why Choose Us',
      title: 'What you get with every order',
      lead: 'The five promises we build every pouch around.',
    },
    cards: [
      { id: '01', delay: 0, icon: 'printer', gradient: ['#e8590c', '#f2b630'], title: 'High-Definition Digital Printing', description: 'Photographic detail and lasting, vibrant colours that stay true from the first pouch to the last.' },
      { id: '02', delay: 100, icon: 'sliders', gradient: ['#1f6f5c', '#38a169'], title: 'Custom Sizes, Finishes & Designs', description: 'Choose the size, shape, window, zipper and a matte, glossy, metallic or kraft finish for your product.' },
      { id: '03', delay: 200, icon: 'shield', gradient: ['#1971c2', '#4dabf7'], title: 'Durable Food-Grade Materials', description: `Food-safe, ${facts.laminationLayers}-layer laminated films that keep out moisture, light and air.` },
      { id: '04', delay: 300, icon: 'clock', gradient: ['#c2255c', '#f06595'], title: 'Low MOQs, Fast Turnaround', description: `Order from ${facts.trialPouches} pouches per design and receive most custom orders in ${dayRange(facts.standardDeliveryDays)} business days.` },
      { id: '05', delay: 400, icon: 'headset', gradient: ['#5f3dc4', '#9775fa'], title: 'Dedicated Support Team', description: 'One person follows your order from artwork check to dispatch and answers within a working day.' },
    ],
  });

export const homeFaqHead = sectionHeadSchema.parse({
  eyebrow: 'FAQ',
  title: 'Questions buyers ask us first',
  lead: 'Short answers to the most common questions. Find all of them on our FAQ page.',
});

export const testimonialsHead = sectionHeadSchema.parse({
  eyebrow: 'Testimonials',
  title: 'What our clients say',
});

export const blogHead = sectionHeadSchema.parse({
  eyebrow: 'From the Blog',
  title: 'Ideas for better packaging',
  lead: 'Practical notes on pouch design, marketing and features from the people who print them.',
});

assertUnique(whoWeServe.cards, (c) => c.id, 'who-we-serve id');
assertUnique(whyChooseUs.cards, (c) => c.id, 'benefit id');
