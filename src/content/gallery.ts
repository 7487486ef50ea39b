import { z } from 'zod';
import { sceneSchema } from '../art/scene';
import { assertUnique, callToActionSchema, seoSchema } from './schema';
import { facts } from './facts';

/** The portfolio filter categories (spec §3), in the order the filter buttons show them after All. */
export const galleryCategories = ['Standup', 'Label', 'Package', 'Zip Pouch'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export const galleryItemSchema = z.object({
  id: z.number().int().min(1),
  category: z.enum(galleryCategories),
  title: z.string().min(5).max(50),
  description: z.string().min(30).max(160),
  alt: z.string().min(20).max(160),
  scene: sceneSchema,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** Ten mock-ups of pouches printed for client brands (spec §3: 10 gallery items). */
export const gallery: readonly GalleryItem[] = z.array(galleryItemSchema).length(10).parse([
  {
    id: 1, category: 'Standup', title: 'Amma Podi House: idli podi range',
    description: 'Matt kraft window stand-up pouch with a red label band; the window shows the podi.',
    alt: 'Kraft stand-up pouch with a clear window, printed with the Amma Podi brand in red',
    scene: { layout: 'single', background: ['#fff1e6', '#ffc078'], garnish: 'spice', pouches: [{ brand: 'Amma Podi', line: 'Idli podi · 250 g', art: { material: 'kraft', finish: 'matte', window: true, zipper: false, colour: '#c92a2a' } }] },
  },
  {
    id: 2, category: 'Zip Pouch', title: 'Hill Bean Coffee: single-origin beans',
    description: 'Inner foiled kraft zipper pouches keep roasted beans fresh; a green band per origin.',
    alt: 'Two matt kraft zipper pouches for Hill Bean Coffee with dark green label bands, coffee beans in front',
    scene: { layout: 'pair', background: ['#e6fcf5', '#63e6be'], garnish: 'beans', pouches: [{ brand: 'Hill Bean', line: 'Coffee · 500 g', art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#0b7285' } }, { brand: 'Hill Bean', line: 'Coffee · 250 g', art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#2b8a3e' } }] },
  },
  {
    id: 3, category: 'Package', title: 'Green Fields Organics: millet family',
    description: 'Three sizes of one design for a millet range, from 250 g to 1 kg, in natural kraft.',
    alt: 'A family of three kraft window pouches in different sizes for Green Fields Organics millets',
    scene: { layout: 'trio', background: ['#f4fce3', '#a9e34b'], garnish: 'grain', pouches: [{ brand: 'Green Fields', line: 'Millet · 1 kg', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#2b8a3e' } }, { brand: 'Green Fields', line: 'Ragi · 250 g', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#5c940d' } }, { brand: 'Green Fields', line: 'Foxtail · 500 g', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#087f5b' } }] },
  },
  {
    id: 4, category: 'Label', title: 'Zaika Dry Fruits: gift labels',
    description: 'Round printed labels on clear pouches let one stock pouch carry many products.',
    alt: 'Clear stand-up pouch of cashews with a round Zaika label, beside a sheet of matching labels',
    scene: { layout: 'label', background: ['#fff9db', '#ffd43b'], garnish: 'nuts', pouches: [{ brand: 'Zaika', line: 'Premium cashews', art: { material: 'clear', finish: 'glossy', window: false, zipper: true, colour: '#862e9c' } }] },
  },
  {
    id: 5, category: 'Standup', title: 'Crunchy Trails: masala peanuts',
    description: 'Glossy coloured stand-up pouch with inner metallization for crisp snacks.',
    alt: 'Glossy orange stand-up snack pouch printed for Crunchy Trails masala peanuts',
    scene: { layout: 'single', background: ['#fff4e6', '#ffa94d'], garnish: 'nuts', pouches: [{ brand: 'Crunchy Trails', line: 'Masala peanuts', art: { material: 'colour', finish: 'glossy', window: false, zipper: false, colour: '#e8590c' } }] },
  },
  {
    id: 6, category: 'Zip Pouch', title: 'FitFuel: whey protein refill',
    description: 'Two-sided silver zipper pouch in 1 kg for protein powder, resealed after every scoop.',
    alt: 'Silver stand-up zipper pouches for FitFuel whey protein with indigo label bands',
    scene: { layout: 'pair', background: ['#edf2ff', '#91a7ff'], garnish: 'none', pouches: [{ brand: 'FitFuel', line: 'Whey · 1 kg', art: { material: 'silver', finish: 'metallic', window: false, zipper: true, colour: '#364fc7' } }, { brand: 'FitFuel', line: 'Whey · 500 g', art: { material: 'silver', finish: 'metallic', window: false, zipper: true, colour: '#1864ab' } }] },
  },
  {
    id: 7, category: 'Package', title: 'Royal Chai: festive tea collection',
    description: 'Gold metallic pouches in three sizes for a Diwali gift collection of leaf teas.',
    alt: 'Three gold metallic tea pouches of different sizes for the Royal Chai gift collection',
    scene: { layout: 'trio', background: ['#fff0f6', '#f783ac'], garnish: 'leaves', pouches: [{ brand: 'Royal Chai', line: 'Masala chai', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#a61e4d' } }, { brand: 'Royal Chai', line: 'Assam · 100 g', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#862e9c' } }, { brand: 'Royal Chai', line: 'Green · 250 g', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#2b8a3e' } }] },
  },
  {
    id: 8, category: 'Label', title: 'Nandini Foods: batter labels',
    description: 'Milky stand-up pouches with dated labels for fresh idli and dosa batter.',
    alt: 'Milky white batter pouch with a round blue Nandini label, beside a sheet of labels',
    scene: { layout: 'label', background: ['#e7f5ff', '#74c0fc'], garnish: 'grain', pouches: [{ brand: 'Nandini', line: 'Idli & dosa batter', art: { material: 'milky', finish: 'glossy', window: false, zipper: true, colour: '#1971c2' } }] },
  },
  {
    id: 9, category: 'Standup', title: 'Kaveri Masala: sambar powder',
    description: 'One-sided silver stand-up pouch with a window, printed in deep red for a spice brand.',
    alt: 'Silver stand-up pouch with a window, printed in deep red for Kaveri sambar powder',
    scene: { layout: 'single', background: ['#fff5f5', '#ff8787'], garnish: 'spice', pouches: [{ brand: 'Kaveri', line: 'Sambar powder', art: { material: 'silver', finish: 'metallic', window: true, zipper: false, colour: '#a51111' } }] },
  },
  {
    id: 10, category: 'Zip Pouch', title: 'Paws & Treats: chicken jerky',
    description: 'Coloured window zipper pouches show the treats and reseal to keep them crunchy.',
    alt: 'Two purple window zipper pouches for Paws and Treats chicken jerky dog treats',
    scene: { layout: 'pair', background: ['#f3f0ff', '#b197fc'], garnish: 'none', pouches: [{ brand: 'Paws & Treats', line: 'Chicken jerky', art: { material: 'colour', finish: 'glossy', window: true, zipper: true, colour: '#6741d9' } }, { brand: 'Paws & Treats', line: 'Fish bites', art: { material: 'colour', finish: 'glossy', window: true, zipper: true, colour: '#0c8599' } }] },
  },
]);

export const galleryImage = (item: Pick<GalleryItem, 'id'>): string => `/img/portfolio/${item.id}.svg`;

export const portfolioPage = z
  .object({ seo: seoSchema, heading: z.string(), lead: z.string(), withoutScript: z.string().min(20).max(140), cta: callToActionSchema })
  .parse({
    seo: {
      title: 'Portfolio: Custom Printed Pouches We Made',
      description: 'See stand-up, zipper and labelled pouches we printed for spice, coffee, snack, tea and pet-food brands across India. Filter by style and open any design.',
      keywords: ['pouch printing portfolio', 'custom pouch designs', 'printed stand-up pouch examples', 'zipper pouch designs', 'pouch labels'],
    },
    heading: 'Our Portfolio',
    lead: 'Pouches we have printed for brands like yours. Filter by style and open any design to see it large.',
    /** Shown in place of the filter buttons, which need JavaScript. */
    withoutScript: 'Ten designs, from stand-up and zipper pouches to labels and product families. Open any picture to see it full size.',
    cta: {
      title: 'Want your brand in our portfolio?',
      text: `Send us your product and artwork idea; we reply within ${facts.replyWithinHours} hours with pouch options and a price.`,
      button: 'Contact Us',
      href: '/contactus',
    },
  });

assertUnique(gallery, (g) => String(g.id), 'gallery id');
assertUnique(gallery, (g) => g.title, 'gallery title');
