import { z } from 'zod';
import { assertUnique, seoSchema, slug } from './schema';
import { dayRange, facts, inr, listJoin, units } from './facts';

export const faqItemSchema = z.object({
  id: slug.describe('Anchor of the question on /faq'),
  question: z.string().min(10).max(90).endsWith('?'),
  answer: z.string().min(60).max(520),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const [standardFrom, standardTo] = facts.standardDeliveryDays;
const [refundFrom, refundTo] = facts.refundDays;

/** The 15 questions of /faq (spec §2, §9), answered from the facts the site promises. */
export const faqs: readonly FaqItem[] = z.array(faqItemSchema).length(15).parse([
  {
    id: 'minimum-order',
    question: 'What is the minimum order quantity?',
    answer: `${facts.trialPouches} pouches per design, in any of our sizes: every price table starts there. ${facts.priceIncludes} Larger runs bring the price per pouch down.`,
  },
  {
    id: 'delivery-time',
    question: 'How long does delivery take?',
    answer: `Most custom orders are printed and delivered within ${standardFrom}–${standardTo} business days after you approve the final proof. We confirm the dispatch date with your quote, so you can plan your launch around it.`,
  },
  {
    id: 'express-delivery',
    question: 'Can I get my pouches faster?',
    answer: `Yes. Express delivery brings your order in ${dayRange(facts.expressDeliveryDays)} business days. Tell us your deadline when you enquire and we check the production slot before you confirm.`,
  },
  {
    id: 'shipping-area',
    question: 'Do you deliver across India?',
    answer: `Yes, we ship to every state through reliable nationwide courier partners, with tracking on every consignment. Delivery is free on orders above ${inr(facts.freeDeliveryAboveInr)}; below that, shipping is added at cost.`,
  },
  {
    id: 'materials',
    question: 'Which materials are your pouches made of?',
    answer: `We laminate ${listJoin(facts.materials)} films in ${facts.laminationLayers} layers: a printed outer layer, a barrier layer against moisture, light and air, and a food-contact inner layer that seals. Kraft gives a natural paper look; clear PET shows the product; metallized foil gives the strongest barrier.`,
  },
  {
    id: 'finishes',
    question: 'Which finishes can I choose?',
    answer: `Four: ${listJoin(facts.finishes)}. Matte feels soft and premium, glossy makes colours pop, metallic adds a gold or silver shine, and kraft keeps the natural brown paper look. Windows can be added to most styles.`,
  },
  {
    id: 'food-safety',
    question: 'Are the pouches safe for food?',
    answer: 'Yes. The inner layer that touches your product is food-grade and free of odour, and the laminate keeps out moisture and oxygen. Spices, snacks, dry fruits, coffee, tea, batter and powders are packed in our pouches every day.',
  },
  {
    id: 'sizes',
    question: 'What sizes are available?',
    answer: `Stock sizes are ${listJoin(facts.sizes)}. For example, the 250gm pouch measures 140 x 200 + 40 mm: 140 x 200 mm with a 40 mm bottom gusset (40 mm in all, folded 20 + 20 into the pouch), and the 50gm pouch 3.94 x 5.91 inch with a 1.18 inch gusset. A size is named for the most it is made to carry; how much of your product fits depends on its bulk density, which the size finder works out. Custom sizes are made to order.`,
  },
  {
    id: 'zipper',
    question: 'Do you make pouches with and without zippers?',
    answer: 'Both. Zipper pouches reseal after opening and suit products used over several days; pouches without a zipper are heat-sealed once and cost a little less. Every style stands up on its own bottom gusset.',
  },
  {
    id: 'window',
    question: 'Can my pouch have a clear window?',
    answer: 'Yes. Kraft and coloured pouches are available with a clear window so buyers can see the product, while the rest of the pouch carries your print. Fully transparent pouches are available too.',
  },
  {
    id: 'artwork',
    question: 'What artwork do you need from me?',
    answer: 'A print-ready PDF or Adobe Illustrator file in CMYK with fonts outlined and images at 300 dpi works best. If you only have a logo and an idea, our design support team can prepare the layout for you.',
  },
  {
    id: 'proof',
    question: 'Will I see a proof before printing?',
    answer: 'Always. We send a digital proof showing the print on the exact pouch size, and nothing is printed until you approve it in writing. Changes before approval are free.',
  },
  {
    id: 'multiple-designs',
    question: 'Can I print different designs in one order?',
    answer: 'Yes. Digital printing needs no plates, so several flavours or variants can share one order. Tell us how many pieces you need of each design and we quote them together.',
  },
  {
    id: 'returns',
    question: 'Can I return or cancel an order?',
    answer: `Custom-printed items are made for you and cannot be returned, and an order cannot be cancelled once it is printed or dispatched. If pouches arrive damaged or defective, tell us within ${facts.claimWithinHours} hours of delivery with photo or video proof and we replace them or refund you within ${refundFrom}–${refundTo} business days.`,
  },
  {
    id: 'quote',
    question: 'How do I get a price for my order?',
    answer: `Send us the pouch type, size, quantity and your delivery PIN code through the contact form. We reply within ${facts.replyWithinHours} hours. Prices include taxes unless stated otherwise, and your first custom order gets ${facts.firstOrderDiscountPercent}% off.`,
  },
]);

/** The questions the home page shows, in order; the rest are on /faq. */
export const homeFaqIds = ['minimum-order', 'delivery-time', 'materials', 'food-safety', 'sizes'] as const;
export const homeFaqs: readonly FaqItem[] = homeFaqIds.map((id) => {
  const found = faqs.find((f) => f.id === id);
  if (!found) throw new Error(`home FAQ names unknown question ${id}`);
  return found;
});

export const faqPage = z
  .object({ seo: seoSchema, heading: z.string(), lead: z.string(), asideTitle: z.string(), asideText: z.string() })
  .parse({
    seo: {
      title: 'FAQ: Custom Printed Pouches, MOQ & Delivery',
      description: `Answers on minimum order (${facts.trialPouches} pouches), delivery in ${dayRange(facts.standardDeliveryDays)} business days, materials, finishes, food safety and pouch sizes.`,
      keywords: ['pouch FAQ', 'minimum order quantity pouches', 'stand-up pouch delivery time', 'food grade pouches', 'pouch sizes'],
    },
    heading: 'Frequently Asked Questions',
    lead: 'Everything buyers ask before their first order: quantities, timelines, materials, finishes and what happens if something goes wrong.',
    asideTitle: 'Still have a question?',
    asideText: `Write to us and a packaging specialist replies within ${facts.replyWithinHours} hours.`,
  });

assertUnique(faqs, (f) => f.id, 'FAQ id');
assertUnique(faqs, (f) => f.question, 'FAQ question');
