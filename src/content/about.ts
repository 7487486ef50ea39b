import { z } from 'zod';
import { sceneSchema } from '../art/scene';
import { callToActionSchema, sectionHeadSchema, seoSchema } from './schema';
import { contentIcon } from './home';
import { dayRange, facts, listJoin, units } from './facts';
import { products } from './products';
import { site } from './site';

const [smallest, largest] = [facts.sizes[0]!, facts.sizes.at(-1)!];

/** /aboutus: the company, how an order is made, and the figures behind it (spec §2 About). */
export const aboutPage = z
  .object({
    seo: seoSchema,
    eyebrow: z.string(),
    heading: z.string().min(10).max(70),
    lead: z.string().min(40).max(240),
    image: z.object({ scene: sceneSchema, alt: z.string().min(20), badge: z.string(), badgeNote: z.string() }),
    paragraphs: z.array(z.string().min(120).max(600)).length(3),
    process: z.object({
      head: sectionHeadSchema,
      steps: z.array(z.object({ icon: contentIcon, title: z.string().min(3).max(20), text: z.string().min(40).max(220) })).length(6),
    }),
    figures: z.object({
      head: sectionHeadSchema,
      items: z.array(z.object({ value: z.string().min(1).max(14), label: z.string().min(5).max(60) })).min(4).max(8),
    }),
    materials: z.object({
      head: sectionHeadSchema,
      items: z.array(z.object({ name: z.string(), text: z.string().min(40).max(220), swatch: z.tuple([z.string(), z.string()]) })).length(facts.materials.length),
      finishesNote: z.string(),
    }),
    cta: callToActionSchema,
  })
  .parse({
    seo: {
      title: 'About Us: Digital Pouch Printing Manufacturer',
      description: `${site.name} makes custom digitally printed stand-up and zipper pouches in Tamil Nadu for food and FMCG brands across India. Our story, process and capacity.`,
      keywords: ['about us', 'pouch manufacturer Tamil Nadu', 'digital printing packaging', 'stand-up pouch maker India'],
    },
    eyebrow: 'About Us',
    heading: `We print the pouches India's growing brands are proud of`,
    lead: 'A packaging manufacturer built for short runs, fast changes and honest advice.',
    image: {
      scene: {
        layout: 'trio',
        background: ['#e3f1ec', '#8fd0b5'],
        garnish: 'grain',
        pouches: [
          { brand: site.name, line: 'Kraft · window', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#0f3d2e' } },
          { brand: site.name, line: 'Gold · zipper', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#c2410c' } },
          { brand: site.name, line: 'Silver · window', art: { material: 'silver', finish: 'metallic', window: true, zipper: true, colour: '#1f6f5c' } },
        ],
      },
      alt: 'Three printed stand-up pouches: kraft with a window, gold metallic and silver with a window',
      badge: 'Trusted Manufacturer',
      badgeNote: `Since ${site.foundingYear}, Tamil Nadu`,
    },
    paragraphs: [
      `${site.name} began in ${site.foundingYear} in Madurai with a simple observation: the small food brands around us made wonderful products but packed them in plain plastic, because printed pouches meant buying tens of thousands of pieces and paying for printing cylinders. Digital printing changed that, and we built our company around it.`,
      `Today we design, print, laminate and convert stand-up and zipper pouches under one roof. ${products.length} pouch types in ${listJoin(facts.materials)}, each in sizes from ${smallest} to ${largest}, carry spices, snacks, dry fruits, coffee, tea, batter, pet food and health products for brands across India.`,
      `What our clients value most is not the machines but the people: a dedicated contact who checks every file, a proof before anything is printed, realistic delivery dates, and a reply to every enquiry within ${facts.replyWithinHours} hours. Whether you order your first ${facts.trialPouches} pouches or your hundredth thousand, you get the same care.`,
    ],
    process: {
      head: { eyebrow: 'How We Work', title: 'From your artwork to your door', lead: `Six steps, most custom orders delivered in ${dayRange(facts.standardDeliveryDays)} business days after proof approval.` },
      steps: [
        { icon: 'palette', title: 'Artwork', text: 'Send your design, or a logo and an idea. We check size, bleed, colours and legal text, and help with the layout if you need it.' },
        { icon: 'check', title: 'Proof', text: 'You receive a digital proof on the exact pouch size. Nothing is printed until you approve it in writing.' },
        { icon: 'printer', title: 'Print', text: 'HD digital presses print your design in full colour on the outer film, with no plates and no minimum per design.' },
        { icon: 'layers', title: 'Laminate', text: `The printed film is laminated into a ${facts.laminationLayers}-layer, food-grade structure with the barrier your product needs.` },
        { icon: 'box', title: 'Pouch', text: 'The laminate is converted into stand-up pouches with gusset, zipper, window and tear notches as ordered, then checked.' },
        { icon: 'truck', title: 'Dispatch', text: `Packed in labelled cartons and shipped across India with tracking; express delivery in ${dayRange(facts.expressDeliveryDays)} business days.` },
      ],
    },
    figures: {
      head: { eyebrow: 'In Figures', title: 'Materials and capacity', lead: 'What we make, in numbers.' },
      items: [
        { value: String(products.length), label: 'pouch types, with and without zipper' },
        { value: String(facts.sizes.length), label: `stock sizes, from ${smallest} to ${largest}` },
        { value: `${facts.laminationLayers}-layer`, label: 'laminated, food-grade protection' },
        { value: String(facts.materials.length), label: `materials: ${listJoin(facts.materials)}` },
        { value: String(facts.finishes.length), label: `finishes: ${listJoin(facts.finishes)}` },
        { value: String(facts.trialPouches), label: 'printed pouches minimum per design, in any size' },
        { value: dayRange(facts.standardDeliveryDays), label: `business days for most custom orders; express ${dayRange(facts.expressDeliveryDays)}` },
        { value: `${facts.replyWithinHours} h`, label: 'to answer every enquiry' },
      ],
    },
    materials: {
      head: { eyebrow: 'Materials', title: 'Films we print on', lead: 'Every pouch is a laminate of layers chosen for your product.' },
      items: [
        { name: 'PET', text: 'Clear, glossy and strong. Shows the product, gives colours depth and resists moisture. Used for transparent pouches and windows.', swatch: ['#eef4f7', '#b7c9d3'] },
        { name: 'Kraft', text: 'Natural brown paper on the outside for an earthy, handmade look, laminated to food-grade film inside.', swatch: ['#c89b6d', '#a87a4f'] },
        { name: 'Metallized Foil', text: 'A metallized inner layer that blocks light, oxygen and moisture best: the choice for coffee, tea, spices and oily snacks.', swatch: ['#eef0f3', '#a9b0ba'] },
      ],
      finishesNote: `Any of them in a ${listJoin(facts.finishes)} finish, with or without a window and zipper.`,
    },
    cta: { title: 'Let us make your next pouch', text: `Tell us about your product and we reply within ${facts.replyWithinHours} hours with a recommendation and a price.`, button: 'Contact Us', href: '/contactus' },
  });
