import { z } from 'zod';
import { assertUnique, callToActionSchema, seoSchema, slug } from './schema';
import { contentIcon } from './home';
import { dayRange, facts, inr, units } from './facts';

/**
 * The three pages the ticker links to (/offers, /bulk-orders, /shipping), built from the
 * business facts: a row of highlight cards, a few sections (steps, a table or a list) and a
 * closing call to enquire.
 */
const cardSchema = z.object({
  icon: contentIcon,
  /** Big figure on the card, e.g. "10%". */
  figure: z.string().min(1).max(12),
  title: z.string().min(5).max(60),
  text: z.string().min(30).max(240),
  terms: z.array(z.string().min(10)).max(4).default([]),
});

const sectionSchema = z.object({
  id: slug,
  title: z.string().min(5).max(70),
  text: z.string().min(30).max(400).optional(),
  steps: z.array(z.object({ title: z.string().min(3).max(50), text: z.string().min(20).max(240) })).optional(),
  list: z.array(z.string().min(10)).optional(),
  table: z
    .object({ caption: z.string(), head: z.array(z.string()).min(2), rows: z.array(z.array(z.string())).min(1) })
    .refine((t) => t.rows.every((row) => row.length === t.head.length), 'every row has a cell per column')
    .optional(),
});

export const infoPageSchema = z.object({
  slug,
  name: z.string().min(4).max(30),
  seo: seoSchema,
  eyebrow: z.string().min(3).max(30),
  heading: z.string().min(10).max(70),
  lead: z.string().min(40).max(260),
  cards: z.array(cardSchema).min(1).max(4),
  sections: z.array(sectionSchema).min(1).max(5),
  cta: callToActionSchema,
});
export type InfoPage = z.infer<typeof infoPageSchema>;

const standard = `${dayRange(facts.standardDeliveryDays)} business days`;
const express = `${dayRange(facts.expressDeliveryDays)} business days`;
const bulkAbove = units(facts.bulkDiscountAboveUnits);
const freeAbove = inr(facts.freeDeliveryAboveInr);

export const infoPages: readonly InfoPage[] = z.array(infoPageSchema).length(3).parse([
  {
    slug: 'offers',
    name: 'Offers',
    seo: {
      title: 'Offers on Custom Printed Pouches',
      description: `${facts.firstOrderDiscountPercent}% off your first custom order, free delivery above ${freeAbove} and an extra ${facts.bulkDiscountPercent}% off above ${bulkAbove} units. How to claim each offer.`,
      keywords: ['pouch printing offers', 'packaging discount', 'free delivery packaging', 'first order discount'],
    },
    eyebrow: 'Current Offers',
    heading: 'Save on your custom packaging',
    lead: 'Three standing offers for every buyer, from the first small run to a full production order. Mention them in your enquiry and we apply them to your quote.',
    cards: [
      { icon: 'tag', figure: `${facts.firstOrderDiscountPercent}%`, title: 'Off your first custom packaging order', text: 'New to us? Your first order of custom printed pouches is discounted, whatever the pouch type or size.', terms: ['One first order per business', 'Applies to printed pouches, not to shipping'] },
      { icon: 'truck', figure: 'Free', title: `Delivery on orders above ${freeAbove}`, text: 'We ship free to any address in India when your order value passes the threshold, with tracking on every consignment.', terms: [`Order value above ${freeAbove}, including taxes`, `Standard delivery in ${standard}`] },
      { icon: 'box', figure: `+${facts.bulkDiscountPercent}%`, title: `Extra off on orders above ${bulkAbove} units`, text: 'Large runs cost less to set up per pouch. We pass the saving on as an extra discount on the whole order.', terms: [`More than ${bulkAbove} pouches in one order`, 'Designs of the same size can be combined'] },
    ],
    sections: [
      {
        id: 'how-to-claim',
        title: 'How to claim an offer',
        steps: [
          { title: 'Enquire', text: 'Tell us the pouch type, size, quantity and delivery PIN code, and name the offer you want.' },
          { title: 'Get your quote', text: `We reply within ${facts.replyWithinHours} hours with a quote that shows the discount and delivery charges.` },
          { title: 'Approve and print', text: 'Approve the proof, and we print and ship your order at the quoted price.' },
        ],
      },
      {
        id: 'fine-print',
        title: 'The fine print',
        list: [
          'Offers apply to quotes issued while they are shown on this page.',
          `The first-order discount and the bulk discount above ${bulkAbove} units can be combined on one order.`,
          'Prices are inclusive of taxes unless stated otherwise; shipping may apply below the free delivery threshold.',
          'Offers cannot be exchanged for cash or applied to orders already invoiced.',
        ],
      },
    ],
    cta: { title: 'Claim your offer today', text: `Send us your requirement and get a quote with your discount within ${facts.replyWithinHours} hours.`, button: 'Enquire Now', href: '/contactus' },
  },
  {
    slug: 'bulk-orders',
    name: 'Bulk Orders',
    seo: {
      title: `Bulk Orders: Extra ${facts.bulkDiscountPercent}% Off Above ${bulkAbove} Units`,
      description: `Printing more than ${bulkAbove} pouches? Get an extra ${facts.bulkDiscountPercent}% off, one point of contact, consistent colour across reorders and scheduled dispatches.`,
      keywords: ['bulk pouch order', 'wholesale stand-up pouches', 'bulk packaging discount', 'large order pouches'],
    },
    eyebrow: 'Bulk Orders',
    heading: `Extra ${facts.bulkDiscountPercent}% off on orders above ${bulkAbove} units`,
    lead: 'For brands that pack at scale: lower prices, the same colour on every reorder, and deliveries planned around your production.',
    cards: [
      { icon: 'tag', figure: `+${facts.bulkDiscountPercent}%`, title: 'Extra bulk discount', text: `On top of our quantity pricing, every order above ${bulkAbove} units gets an extra ${facts.bulkDiscountPercent}% off.`, terms: [] },
      { icon: 'palette', figure: '1 proof', title: 'Consistent colour on reorders', text: 'We keep your approved proof and colour settings, so the next batch matches the last one.', terms: [] },
      { icon: 'truck', figure: 'Split', title: 'Scheduled or split dispatch', text: 'Receive a large order in planned lots to one or several addresses across India.', terms: [] },
    ],
    sections: [
      {
        id: 'how-it-works',
        title: 'How a bulk order works',
        steps: [
          { title: 'Share your requirement', text: 'Pouch type, sizes, quantity per design, annual volume if you know it, and delivery locations.' },
          { title: 'Sample and quote', text: `We recommend the material and send a quote with the bulk discount within ${facts.replyWithinHours} hours; a pre-production sample on request.` },
          { title: 'Proof and approval', text: 'You approve a digital proof of every design before anything is printed.' },
          { title: 'Production and dispatch', text: `Most orders are delivered in ${standard}; very large runs are scheduled in lots agreed with you.` },
        ],
      },
      {
        id: 'good-to-know',
        title: 'Good to know',
        list: [
          `The bulk discount applies when one order exceeds ${bulkAbove} pouches; designs of the same size can be combined.`,
          `The ${facts.firstOrderDiscountPercent}% first-order discount can be added if this is your first order with us.`,
          `Damage claims follow our return policy: report within ${facts.claimWithinHours} hours of delivery with photo or video proof.`,
        ],
      },
    ],
    cta: { title: 'Planning a large run?', text: 'Tell us the quantities and sizes and we will send a bulk quote with a production plan.', button: 'Request a Bulk Quote', href: '/contactus' },
  },
  {
    slug: 'shipping',
    name: 'Shipping',
    seo: {
      title: 'Shipping & Delivery Across India',
      description: `We deliver across India: most custom orders in ${standard}, express in ${express}, and free delivery on orders above ${freeAbove}.`,
      keywords: ['pouch delivery India', 'packaging shipping', 'express delivery pouches', 'free delivery packaging'],
    },
    eyebrow: 'Shipping & Delivery',
    heading: 'Fast, reliable delivery across India',
    lead: 'From Tamil Nadu to every state: tracked courier shipping, realistic dates you can plan a launch around, and free delivery on larger orders.',
    cards: [
      { icon: 'clock', figure: dayRange(facts.standardDeliveryDays), title: 'Business days for most custom orders', text: 'Counted from your proof approval to delivery at your door, printing included.', terms: [] },
      { icon: 'bolt', figure: dayRange(facts.expressDeliveryDays), title: 'Business days with express delivery', text: 'For launches and exhibitions: priority production and express courier.', terms: [] },
      { icon: 'truck', figure: 'Free', title: `Delivery on orders above ${freeAbove}`, text: 'Below that, shipping is charged at cost and shown in your quote before you confirm.', terms: [] },
    ],
    sections: [
      {
        id: 'timelines',
        title: 'Delivery timelines',
        text: 'Business days exclude Sundays and public holidays. The clock starts when you approve the final proof.',
        table: {
          caption: 'Delivery options and times',
          head: ['Service', 'Delivery time', 'Shipping charge'],
          rows: [
            ['Standard (most custom orders)', standard, `Free above ${freeAbove}, else at cost`],
            ['Express', express, 'Quoted with your order'],
            ['Bulk orders in lots', 'Scheduled with you', `Free above ${freeAbove}`],
          ],
        },
      },
      {
        id: 'tracking',
        title: 'Tracking and receiving your order',
        list: [
          'You receive the courier name and tracking number by e-mail or WhatsApp on dispatch.',
          'Cartons are sealed and labelled with your order number and the design inside.',
          `Check the cartons on delivery, and report any damage within ${facts.claimWithinHours} hours with photo or video proof.`,
        ],
      },
    ],
    cta: { title: 'Need pouches by a certain date?', text: 'Tell us your deadline and delivery PIN code; we confirm the dispatch date with your quote.', button: 'Ask About Delivery', href: '/contactus' },
  },
]);

export const infoPagePath = (p: Pick<InfoPage, 'slug'>): string => `/${p.slug}`;

assertUnique(infoPages, (p) => p.slug, 'info page slug');
for (const p of infoPages) assertUnique(p.sections, (s) => s.id, `section id in ${p.slug}`);
