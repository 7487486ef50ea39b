import { assertUnique } from '@platform/content/blocks';
import { dayRange, facts, inr, listJoin, units } from '@platform/content/facts';
import type { Text } from '@platform/i18n/text';
import { localeTag, type Locale } from '@platform/i18n/locales';
import type { Content, BlogPost } from './blog.schema';

export type { BlogBlock, BlogPost } from './blog.schema';

import type { BlogCategory } from './categories';

export { blogCategories } from './categories';
/** Each category's label; the category itself stays the key (and the teaser's class). */
export const blogCategoryNames: Readonly<Record<BlogCategory, Text>> = {
  Design: { en: 'Design', hi: 'डिज़ाइन', ta: 'டிசைன்' },
  Marketing: { en: 'Marketing', hi: 'मार्केटिंग', ta: 'மார்க்கெட்டிங்' },
  Features: { en: 'Features', hi: 'फ़ीचर्स', ta: 'அம்சங்கள்' },
};

/**
 * The three blog posts teased on the home page (Design, Marketing, Features). They are
 * written in English only: the Hindi and Tamil pages show them marked `lang="en"` and say so.
 */
export const blogPosts: readonly BlogPost[] = [
  {
    slug: 'pouch-design-that-stands-out',
    title: 'Five Design Rules for Pouches That Stand Out on the Shelf',
    seoTitle: 'Pouch Design: 5 Rules to Stand Out on the Shelf',
    description: 'A buyer looks at a shelf for about three seconds. Five rules for pouch artwork that wins that moment, from one hero message to the gusset.',
    category: 'Design',
    date: '2025-09-18',
    keywords: ['pouch design', 'packaging design tips', 'stand-up pouch artwork', 'label design'],
    imageAlt: 'Two kraft zipper pouches with bold green and teal label bands',
    scene: {
      layout: 'pair',
      background: ['#fff4e6', '#ffc078'],
      garnish: 'beans',
      pouches: [
        { brand: 'Your Brand', line: 'Hero message', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#0b7285' } },
        { brand: 'Your Brand', line: 'Second flavour', art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#2b8a3e' } },
      ],
    },
    body: [
      {
        type: 'p',
        text: 'A shopper scanning a shelf gives each pack about three seconds. In that time your pouch has to say what is inside, who made it and why it is worth picking up. These five rules come from the thousands of designs we have checked before printing.',
      },
      { type: 'h2', text: '1. One hero message, not five' },
      {
        type: 'p',
        text: 'Pick the one thing that makes your product different — "stone-ground", "no palm oil", "single origin" — and give it the biggest type after your brand name. Everything else moves to the back panel. A front panel that tries to say everything says nothing.',
      },
      { type: 'h2', text: '2. Design for the shape, not the flat sheet' },
      {
        type: 'p',
        text: 'A stand-up pouch bulges when it is filled, and the top 3 cm above the zipper is often folded or hidden on the shelf. Keep your logo and hero message in the middle band, and remember that the bottom gusset shows when the pouch stands.',
      },
      { type: 'h2', text: '3. Use the window as part of the design' },
      {
        type: 'p',
        text: 'A clear window is the most honest advertisement for dry fruits, millets and snacks. Frame it with your artwork rather than cutting it anywhere, and check that the product behind it looks good once it settles.',
      },
      { type: 'h2', text: '4. Choose the finish with the story' },
      {
        type: 'p',
        text: `Our pouches come in ${listJoin(facts.finishes)} finishes. Kraft says natural and handmade, matte says premium, glossy makes bright colours pop and metallic foil reads as festive or luxurious. The finish is part of your message, not an afterthought.`,
      },
      { type: 'h2', text: '5. Make the back panel easy to trust' },
      {
        type: 'ul',
        items: [
          'Ingredients and nutrition facts in at least 6 pt type',
          'FSSAI licence number, batch, date of packing and best before',
          'MRP and net weight where the law asks for them',
          'Your phone, e-mail or website so buyers can reorder',
        ],
      },
      {
        type: 'p',
        text: 'Send us your artwork at any stage. Our team checks bleed, safe areas and colour before we make the proof, and you approve every detail before a single pouch is printed.',
      },
    ],
  },
  {
    slug: 'packaging-that-brings-customers-back',
    title: 'How Custom Packaging Turns First-Time Buyers into Regulars',
    seoTitle: 'Packaging That Turns Buyers into Regulars',
    description: 'Packaging is the one ad every customer keeps at home. How small food brands use printed pouches to be remembered, reordered and recommended.',
    category: 'Marketing',
    date: '2025-10-06',
    keywords: ['packaging marketing', 'small food brand marketing', 'custom printed pouches', 'repeat customers'],
    imageAlt: 'A family of three kraft tea pouches with matching label bands in different colours',
    scene: {
      layout: 'trio',
      background: ['#e6fcf5', '#96f2d7'],
      garnish: 'leaves',
      pouches: [
        { brand: 'Your Brand', line: 'Family pack', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#c2255c' } },
        { brand: 'Your Brand', line: 'Trial size', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#e8590c' } },
        { brand: 'Your Brand', line: 'Refill', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#5f3dc4' } },
      ],
    },
    body: [
      {
        type: 'p',
        text: 'Most small food brands spend on advertising to win a first order and then hope for the second. Yet the pouch sits in the customer’s kitchen for weeks, seen every day. Used well, it is the cheapest marketing you will ever buy.',
      },
      { type: 'h2', text: 'Be recognisable from across the room' },
      {
        type: 'p',
        text: 'Keep one colour, one typeface and one logo position across every product. When a customer runs out, they should find you on a crowded shelf or in an online listing at a glance. A consistent family of pouches also makes a small range look established.',
      },
      { type: 'h2', text: 'Make reordering effortless' },
      {
        type: 'ul',
        items: [
          'Print your WhatsApp number or a short web address near the zipper, where the hand goes every day',
          'Add a QR code that opens your reorder page',
          'Offer a refill size so the loyal customer pays less per gram',
        ],
      },
      { type: 'h2', text: 'Let the pouch carry your story' },
      {
        type: 'p',
        text: 'A two-line story on the back — who you are, where the ingredients come from — turns a commodity into a brand. Home food makers and farmer brands tell us this is what customers mention when they recommend them.',
      },
      { type: 'h2', text: 'Short runs let you test before you scale' },
      {
        type: 'p',
        text: `Digital printing needs no plates, so you can try a new flavour or a festive edition from ${facts.trialPouches} pouches per design. Watch what sells, then reorder the winners. Orders above ${units(facts.bulkDiscountAboveUnits)} units get an extra ${facts.bulkDiscountPercent}% off, and your first custom order ${facts.firstOrderDiscountPercent}% off.`,
      },
      {
        type: 'p',
        text: 'Packaging will not fix a poor product, but it will make sure a good one is remembered. Tell us about your range and we will suggest a pouch family that fits your budget.',
      },
    ],
  },
  {
    slug: 'choosing-pouch-features',
    title: 'Zipper, Window or Foil? Choosing the Right Pouch Features',
    seoTitle: 'Zipper, Window or Foil? Choosing Pouch Features',
    description:
      'Zippers, windows, foil barriers and finishes each solve a different problem. A short guide to choosing the features your product really needs.',
    category: 'Features',
    date: '2025-10-22',
    keywords: ['zipper pouch', 'window pouch', 'foil pouch', 'pouch features', 'barrier packaging'],
    imageAlt: 'A gold metallic stand-up zipper pouch with a dark label band and coffee beans in front',
    scene: {
      layout: 'single',
      background: ['#edf2ff', '#bac8ff'],
      garnish: 'beans',
      pouches: [{ brand: 'Your Brand', line: 'Zipper · foil', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#1c2421' } }],
    },
    body: [
      {
        type: 'p',
        text: 'Every feature on a pouch exists to protect the product or to sell it. Paying for features your product does not need wastes money; skipping one it needs costs you returns. Here is how to decide.',
      },
      { type: 'h2', text: 'Zipper: for products used over days' },
      {
        type: 'p',
        text: 'If a customer opens the pack and comes back to it — coffee, masala, dry fruits, protein powder, pet treats — a resealable zipper keeps the rest fresh and makes the pouch feel premium. Single-use products such as a batch of batter or a snack portion can do without.',
      },
      { type: 'h2', text: 'Window: for products that sell by their looks' },
      {
        type: 'p',
        text: 'Cashews, millets, granola and cookies sell themselves when buyers can see them. Avoid windows for light-sensitive products such as coffee, green tea or oils, which lose flavour when exposed to light.',
      },
      { type: 'h2', text: 'Foil and barrier layers: for products that fear air and moisture' },
      {
        type: 'p',
        text: `Our pouches are ${facts.laminationLayers}-layer laminates. An inner metallized or foil layer blocks light and oxygen best, which is why coffee, tea and spices usually choose it. Clear PET gives good moisture protection with full visibility.`,
      },
      { type: 'h2', text: 'A quick checklist' },
      {
        type: 'ul',
        items: [
          'Used over several days? Add a zipper.',
          'Sells on appearance and not light-sensitive? Add a window.',
          'Oily, aromatic or hygroscopic? Choose an inner foiled or metallized pouch.',
          `Need it soon? Most custom orders arrive in ${dayRange(facts.standardDeliveryDays)} business days, express in ${dayRange(facts.expressDeliveryDays)}.`,
        ],
      },
      {
        type: 'p',
        text: `Not sure? Send us a sample of your product and we will recommend the pouch and size — delivery is free on orders above ${inr(facts.freeDeliveryAboveInr)}.`,
      },
    ],
  },
];

export const blogPath = (p: Pick<BlogPost, 'slug'>): string => `/blog/${p.slug}`;
export const blogImage = (p: Pick<BlogPost, 'slug'>): string => `/img/blog/${p.slug}.svg`;

const WORDS_PER_MINUTE = 200;
/** Reading time in whole minutes, counted from the article's own words. */
export function readMinutes(post: Pick<BlogPost, 'body'>): number {
  const text = post.body.map((b) => (b.type === 'ul' ? b.items.join(' ') : b.text)).join(' ');
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
}

/**
 * "18 Sept 2025", "18 सितंबर 2025", "18 செப்டம்பர், 2025": the date as the teasers print it, in
 * the page's language with Latin digits, in UTC so server and reader agree. English keeps the short
 * month; Hindi and Tamil write the month in full (their short forms are abbreviations a reader
 * would not write).
 */
export const displayDate = (iso: string, locale: Locale = 'en'): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(`${localeTag[locale]}-u-nu-latn`, {
    day: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const blogIndex: Content['blogIndex'] = {
  seo: {
    title: { en: 'Blog: Pouch Design, Marketing & Features', hi: 'ब्लॉग: पाउच डिज़ाइन, मार्केटिंग और फ़ीचर्स', ta: 'வலைப்பதிவு: பவுச் டிசைன், மார்க்கெட்டிங்' },
    description: {
      en: 'Practical articles on pouch artwork, packaging that brings customers back, and choosing zippers, windows and foil barriers for your product.',
      hi: 'पाउच आर्टवर्क, ग्राहकों को दोबारा लाने वाली पैकेजिंग, और अपने प्रोडक्ट के लिए ज़िपर, विंडो और फ़ॉइल बैरियर चुनने पर काम के लेख (अंग्रेज़ी में)।',
      ta: 'பவுச் ஆர்ட்வொர்க், வாடிக்கையாளர்களைத் திரும்ப வரவைக்கும் பேக்கேஜிங், ஜிப்பர், விண்டோ, ஃபாயில் பேரியர் தேர்வு பற்றிய கட்டுரைகள் (ஆங்கிலத்தில்).',
    },
    keywords: ['packaging blog', 'pouch design tips', 'packaging marketing', 'pouch features'],
  },
  eyebrow: { en: 'Blog', hi: 'ब्लॉग', ta: 'வலைப்பதிவு' },
  heading: { en: 'The Packaging Blog', hi: 'पैकेजिंग ब्लॉग', ta: 'பேக்கேஜிங் வலைப்பதிவு' },
  lead: {
    en: 'Short, practical reads from the team that prints your pouches.',
    hi: 'आपके पाउच प्रिंट करने वाली टीम के छोटे, काम के लेख।',
    ta: 'உங்கள் பவுச்களை பிரிண்ட் செய்யும் குழுவின் சுருக்கமான, பயனுள்ள கட்டுரைகள்.',
  },
};

assertUnique(blogPosts, (p) => p.slug, 'blog slug');
assertUnique(blogPosts, (p) => p.title, 'blog title');
