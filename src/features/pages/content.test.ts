import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveHead } from '@platform/render/seo';
import { facts, inr, dayRange, listJoin } from '@platform/content/facts';
import { factsSchema } from '@platform/content/facts.schema';
import { seoIn } from '@platform/content/blocks';
import { seoSchema } from '@platform/content/blocks.schema';
import { locales } from '@platform/i18n/locales';
import { faqPage, faqs, homeFaqs } from './content/faq';
import { faqItemSchema } from './content/faq.schema';
import { testimonials } from './content/testimonials';
import { testimonialSchema } from './content/testimonials.schema';
import { blogIndex, blogPosts, displayDate, readMinutes } from './content/blog';
import { blogPostSchema } from './content/blog.schema';
import { aboutBlock, featuredProducts, missionVision, whoWeServe, whyChooseUs } from './content/home';
import { benefitSchema, missionCardSchema, whoWeServeCardSchema } from './content/home.schema';
import { gallery, galleryCategories, portfolioPage } from './content/gallery';
import { galleryItemSchema } from './content/gallery.schema';
import { policiesIn } from './content/policies';

const policies = policiesIn.en;
import { policySchema } from './content/policies.schema';
import { infoPages } from './content/offers';
import { infoPageSchema } from './content/offers.schema';
import { aboutPage } from './content/about';
import { products } from '@features/catalogue/products';

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

describe('content parses against its schemas', () => {
  it('facts', () => expect(() => factsSchema.parse(facts)).not.toThrow());
  it('15 FAQs with unique ids and questions', () => {
    expect(z.array(faqItemSchema).parse(faqs)).toHaveLength(15);
    expect(unique(faqs.map((f) => f.id))).toBe(true);
    for (const l of locales) expect(unique(faqs.map((f) => f.question[l]))).toBe(true);
  });
  it('6 testimonials with author and role', () => {
    expect(z.array(testimonialSchema).parse(testimonials)).toHaveLength(6);
    expect(unique(testimonials.map((t) => t.author.en))).toBe(true);
  });
  it('3 blog posts with unique slugs, one per category', () => {
    expect(z.array(blogPostSchema).parse(blogPosts)).toHaveLength(3);
    expect(unique(blogPosts.map((p) => p.slug))).toBe(true);
    expect(blogPosts.map((p) => p.category).sort()).toEqual(['Design', 'Features', 'Marketing']);
  });
  it('8 who-we-serve cards numbered 01–08', () => {
    expect(
      z
        .array(whoWeServeCardSchema)
        .parse(whoWeServe.cards)
        .map((c) => c.id),
    ).toEqual(['01', '02', '03', '04', '05', '06', '07', '08']);
  });
  it('5 benefits numbered 01–05 entering 0, 100, 200, 300, 400 ms', () => {
    const cards = z.array(benefitSchema).parse(whyChooseUs.cards);
    expect(cards.map((c) => c.id)).toEqual(['01', '02', '03', '04', '05']);
    expect(cards.map((c) => c.delay)).toEqual([0, 100, 200, 300, 400]);
  });
  it('mission and vision', () => {
    expect(
      z
        .array(missionCardSchema)
        .parse(missionVision)
        .map((c) => c.title.en),
    ).toEqual(['Our Mission', 'Our Vision']);
    expect(missionVision[0]!.description.en).toMatch(/affordable, creative, functional and sustainable packaging/);
    expect(missionVision[1]!.description.en).toMatch(/India's most trusted brand in digital packaging manufacturing/);
  });
  it('10 gallery items with unique ids, every category used', () => {
    expect(z.array(galleryItemSchema).parse(gallery)).toHaveLength(10);
    expect(unique(gallery.map((g) => g.id))).toBe(true);
    expect(new Set(gallery.map((g) => g.category))).toEqual(new Set(galleryCategories));
    expect(galleryCategories).toEqual(['Standup', 'Label', 'Package', 'Zip Pouch']);
  });
  it('4 policies with unique slugs and unique section ids, each ending with contact details', () => {
    expect(
      z
        .array(policySchema)
        .parse(policies)
        .map((p) => p.slug),
    ).toEqual(['terms-and-conditions', 'return-policy', 'refund-and-cancellation', 'privacy-policy']);
    for (const p of policies) {
      expect(unique(p.sections.map((s) => s.id))).toBe(true);
      expect(p.sections.at(-1)!.contact).toBe(true);
    }
  });
  it('3 info pages: offers, bulk orders, shipping', () => {
    expect(
      z
        .array(infoPageSchema)
        .parse(infoPages)
        .map((p) => p.slug),
    ).toEqual(['offers', 'bulk-orders', 'shipping']);
    for (const p of infoPages) expect(p.cta.href).toBe('/contactus');
  });
  it('home FAQs are a subset of the FAQ page, featured products exist in the catalogue', () => {
    for (const f of homeFaqs) expect(faqs).toContain(f);
    for (const slug of featuredProducts.slugs) expect(products.map((p) => p.slug)).toContain(slug);
  });
});

describe('SEO lengths', () => {
  // The pages written in every language are checked in each of them.
  const records = [
    ...locales.flatMap(
      (l) =>
        [
          [`faq (${l})`, seoIn(faqPage.seo, l)],
          [`portfolio (${l})`, seoIn(portfolioPage.seo, l)],
          [`blog (${l})`, seoIn(blogIndex.seo, l)],
          [`about (${l})`, seoIn(aboutPage.seo, l)],
          ...infoPages.map((p) => [`${p.slug} (${l})`, seoIn(p.seo, l)] as const),
        ] as const,
    ),
    ...policies.map((p) => [p.slug, p.seo] as const),
    ...blogPosts.map((p) => [p.slug, { title: p.seoTitle, description: p.description, keywords: p.keywords }] as const),
  ] as const;
  it.each(records)('%s: title within 60 characters with the company name, description 70–160', (_, seo) => {
    seoSchema.parse(seo);
    const head = resolveHead({ ...seo, path: '/x' });
    expect(head.title.length).toBeLessThanOrEqual(60);
    expect(head.description.length).toBeGreaterThanOrEqual(70);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });
  it('no two pages share a title or description', () => {
    expect(unique(records.map(([, s]) => s.title))).toBe(true);
    expect(unique(records.map(([, s]) => s.description))).toBe(true);
  });
});

describe('texts state the business facts of the original site', () => {
  const faqText = faqs.map((f) => f.answer.en).join(' ');
  const policyText = (slug: string) => JSON.stringify(policies.find((p) => p.slug === slug));
  it('FAQ: minimum order, delivery, express, materials, finishes, food safety, sizes', () => {
    for (const fact of [
      '100 pouches per design',
      '7–10 business days',
      '3–5 business days',
      'PET, Kraft and Metallized Foil',
      'matte, glossy, metallic and kraft',
      'food-grade',
      '140 x 200 mm',
      '3.94 x 5.91 inch',
      '₹1,500',
    ])
      expect(faqText).toContain(fact);
  });
  it('policies: 48 hours with proof, 7–10 business days to the original payment method, 7-day return, no cancellation once printed', () => {
    expect(policyText('return-policy')).toContain('within 48 hours of delivery');
    expect(policyText('return-policy')).toContain('returned within 7 days of approval');
    expect(policyText('return-policy')).toMatch(/non-returnable/);
    expect(policyText('refund-and-cancellation')).toContain('7–10 business days');
    expect(policyText('refund-and-cancellation')).toContain('original payment method');
    expect(policyText('refund-and-cancellation')).toContain('cannot be cancelled once printed or dispatched');
    expect(policyText('terms-and-conditions')).toContain('inclusive of taxes unless stated otherwise');
    expect(policyText('terms-and-conditions')).toContain('Shipping charges may apply');
    expect(facts.policyEffective.label).toBe('October 2025');
  });
  it('offers: the three ticker offers', () => {
    const offers = JSON.stringify(infoPages.find((p) => p.slug === 'offers'));
    expect(offers).toContain('10%');
    expect(offers).toContain('₹1,500');
    expect(offers).toContain('+15%');
    expect(offers).toContain('5,000 units');
    expect(JSON.stringify(infoPages.find((p) => p.slug === 'shipping'))).toMatch(/7–10 business days[\s\S]*3–5 business days/);
  });
  it('about block and figures quote the same facts', () => {
    expect(aboutBlock.highlights.map((h) => h.en).join(' ')).toContain('100 printed pouches per design');
    expect(aboutPage.figures.items.map((f) => f.value.en)).toEqual(expect.arrayContaining(['10', '9', '3-layer', '100', '7–10']));
  });
});

describe('formatting helpers', () => {
  it('writes rupees and units with Indian digit grouping', () => {
    expect(inr(1500)).toBe('₹1,500');
    expect(inr(150000)).toBe('₹1,50,000');
  });
  it('joins ranges and lists', () => {
    expect(dayRange([7, 10])).toBe('7–10');
    expect(listJoin(['a'])).toBe('a');
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b and c');
  });
  it('counts reading time from the words and prints dates in en-IN', () => {
    expect(readMinutes({ body: [{ type: 'p', text: Array(401).fill('word').join(' ') }] })).toBe(3);
    expect(readMinutes({ body: [{ type: 'p', text: 'short' }] })).toBe(1);
    expect(displayDate('2025-10-06')).toBe('6 Oct 2025');
  });
});
