import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://www.printpouch.example';
const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const types = (html: string) => jsonLd(html).map((b) => b['@type']);

const pages = [
  { path: '/aboutus', title: 'About Us: Digital Pouch Printing Manufacturer | PrintPouch', h1: 'We print the pouches', ld: ['AboutPage', 'BreadcrumbList'] },
  {
    path: '/faq',
    title: 'FAQ: Custom Printed Pouches, MOQ &amp; Delivery | PrintPouch',
    h1: 'Frequently Asked Questions',
    ld: ['WebPage', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/portfolio',
    title: 'Portfolio: Custom Printed Pouches We Made | PrintPouch',
    h1: 'Our Portfolio',
    ld: ['CollectionPage', 'BreadcrumbList', 'ImageGallery'],
  },
  { path: '/terms-and-conditions', title: 'Terms and Conditions | PrintPouch', h1: 'Terms and Conditions', ld: ['WebPage', 'BreadcrumbList'] },
  { path: '/return-policy', title: 'Return Policy | PrintPouch', h1: 'Return Policy', ld: ['WebPage', 'BreadcrumbList'] },
  {
    path: '/refund-and-cancellation',
    title: 'Refund and Cancellation Policy | PrintPouch',
    h1: 'Refund &amp; Cancellation Policy',
    ld: ['WebPage', 'BreadcrumbList'],
  },
  { path: '/privacy-policy', title: 'Privacy Policy | PrintPouch', h1: 'Privacy Policy', ld: ['WebPage', 'BreadcrumbList'] },
  { path: '/offers', title: 'Offers on Custom Printed Pouches | PrintPouch', h1: 'Save on your custom packaging', ld: ['WebPage', 'BreadcrumbList'] },
  {
    path: '/bulk-orders',
    title: 'Bulk Orders: Extra 15% Off Above 5,000 Units | PrintPouch',
    h1: 'Extra 15% off on orders above 5,000 units',
    ld: ['WebPage', 'BreadcrumbList'],
  },
  {
    path: '/shipping',
    title: 'Shipping &amp; Delivery Across India | PrintPouch',
    h1: 'Fast, reliable delivery across India',
    ld: ['WebPage', 'BreadcrumbList'],
  },
  {
    path: '/blog',
    title: 'Blog: Pouch Design, Marketing &amp; Features | PrintPouch',
    h1: 'The Packaging Blog',
    ld: ['CollectionPage', 'BreadcrumbList', 'Blog'],
  },
  {
    path: '/blog/pouch-design-that-stands-out',
    title: 'Pouch Design: 5 Rules to Stand Out on the Shelf | PrintPouch',
    h1: 'Five Design Rules for Pouches',
    ld: ['WebPage', 'BreadcrumbList', 'BlogPosting'],
  },
  {
    path: '/blog/packaging-that-brings-customers-back',
    title: 'Packaging That Turns Buyers into Regulars | PrintPouch',
    h1: 'How Custom Packaging Turns',
    ld: ['WebPage', 'BreadcrumbList', 'BlogPosting'],
  },
  {
    path: '/blog/choosing-pouch-features',
    title: 'Zipper, Window or Foil? Choosing Pouch Features | PrintPouch',
    h1: 'Zipper, Window or Foil?',
    ld: ['WebPage', 'BreadcrumbList', 'BlogPosting'],
  },
];

describe('content pages', () => {
  it.each(pages)('$path answers 200 with its title, one h1, canonical, description, keywords and JSON-LD', async ({ path, title, h1, ld }) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toMatch(/<meta name="description" content="[^"]{70,160}"\/>/);
    expect(html).not.toContain('<meta name="keywords" content="custom printed pouches, stand-up pouch');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}`));
    expect(types(html)).toEqual(['WebSite', 'Organization', ...ld]);
    const crumbs = jsonLd(html).find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement[0].item).toBe(`${ORIGIN}/`);
    expect(crumbs.itemListElement.at(-1).item).toBe(`${ORIGIN}${path}`);
  });

  it('lists every content page in the sitemap', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const { path } of pages) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
  });

  it('answers an unknown blog post with the home page, 404 and noindex', async () => {
    const res = await get('/blog/no-such-post');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
    expect(html).toContain('Stand Out on the Shelf');
  });
});

describe('home page', () => {
  it('shows its sections in the spec order after the hero', async () => {
    const html = await (await get('/')).text();
    const order = [
      'class="hero"',
      'id="home-about-h"',
      'id="home-products-h"',
      'id="home-serve-h"',
      'id="home-contact-h"',
      'id="home-why-h"',
      'id="home-faq-h"',
      'id="home-quotes-h"',
      'id="home-blog-h"',
    ];
    const at = order.map((s) => html.indexOf(s));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('begins each section heading with the name the spec gives the section', async () => {
    const html = await (await get('/')).text();
    const headings = [...html.matchAll(/<h2 id="home-[a-z]+-h">(.*?)<\/h2>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'));
    const names = ['About Us', 'Our Products', 'Who We Serve', 'Get in Touch', 'Why Choose Us', 'FAQ', 'Testimonials', 'From the Blog'];
    expect(headings.map((h) => h.split(': ')[0])).toEqual(names);
    expect(headings.every((h) => h.split(': ')[1]!.length > 5)).toBe(true);
  });

  it('links More About Us, Contact Us, the FAQ, products and three blog posts to their pages', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<a class="btn btn-primary" href="/aboutus">More About Us</a>');
    expect(html).toContain('<a class="btn btn-accent" href="/contactus">Contact Us</a>');
    expect(html).toMatch(/href="\/faq">View all FAQs/);
    expect(html.match(/<h3><a href="\/products\/[a-z-]+">/g)).toHaveLength(4);
    expect(html.match(/<a href="\/blog\/[a-z-]+">/g)).toHaveLength(3);
    expect(html).not.toMatch(/href="#?"/);
  });

  it('numbers eight audience cards and five benefits with their delays', async () => {
    const html = await (await get('/')).text();
    expect([...html.matchAll(/<span class="serve-num" aria-hidden="true">(\d\d)<\/span>/g)].map((m) => m[1])).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
    ]);
    expect([...html.matchAll(/class="benefit-card" data-reveal=""(?: style="--stagger:(\d+)")?/g)].map((m) => Number(m[1] ?? 0) * 100)).toEqual([
      0, 100, 200, 300, 400,
    ]);
    expect([...html.matchAll(/<span class="benefit-num" aria-hidden="true">(\d\d)<\/span>/g)].map((m) => m[1])).toEqual(['01', '02', '03', '04', '05']);
  });

  it('renders six testimonials in a slide carousel that autoplays every 4 s, and a five-question FAQ', async () => {
    const html = await (await get('/')).text();
    expect(html.match(/class="tcar-slide"/g)).toHaveLength(6);
    expect(html).toContain('data-island="testimonials"');
    expect(html).toContain('--speed:800ms');
    expect(html.match(/<details class="faq-item" name="home-faq"/g)).toHaveLength(5);
  });
});

describe('FAQ page', () => {
  it('has 15 questions in one exclusive accordion with the first open, and the same 15 in FAQPage JSON-LD', async () => {
    const html = await (await get('/faq')).text();
    const details = [...html.matchAll(/<details class="faq-item" name="faq"( open="")?/g)];
    expect(details).toHaveLength(15);
    expect(details.map((d) => Boolean(d[1]))).toEqual([true, ...Array(14).fill(false)]);
    const faq = jsonLd(html).find((b) => b['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(15);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'What is the minimum order quantity?', acceptedAnswer: { '@type': 'Answer' } });
    expect(faq.mainEntity[0].acceptedAnswer.text).toContain('100 pouches per design');
  });
});

describe('policy pages', () => {
  it('dates the privacy policy by its own revision, the others by the common date', async () => {
    const privacy = await (await get('/privacy-policy')).text();
    expect(privacy).toMatch(/Effective from <time datetime="2026-12">December 2026<\/time>/i);
    expect(privacy).toContain('any artwork files you attach');
    expect(privacy).toContain('Your artwork files are deleted with them, at the same time.');
    const page = jsonLd(privacy).find((b) => b['@type'] === 'WebPage');
    expect(page).toMatchObject({ datePublished: '2025-10-01', dateModified: '2026-12-04' });
    // The one cookie the site sets (the page a form post lands on) is stated.
    expect(privacy).toContain('It sets one cookie of its own, only when you send an enquiry without JavaScript');
    expect(await (await get('/return-policy')).text()).toMatch(/Effective from <time datetime="2025-10">October 2025<\/time>/i);
  });

  it('link each Quick Navigation entry to a section body inside a collapsible section, first open, effective October 2025', async () => {
    const html = await (await get('/refund-and-cancellation')).text();
    const links = [...html.matchAll(/<a href="#([a-z-]+)" data-nav="">/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const id of links)
      expect(html).toMatch(
        new RegExp(`<details class="policy-section" name="refund-and-cancellation"( open="")?><summary>.*?</summary><div class="policy-body" id="${id}">`),
      );
    expect(html.match(/<details class="policy-section"[^>]*open=""/g)).toHaveLength(1);
    expect(html).toMatch(/Effective from <time datetime="2025-10">October 2025<\/time>/i);
    expect(html).toContain('hello@printpouch.example');
    expect(html).toContain('+91 98765 43210');
    expect(html).toContain('625015');
    const page = jsonLd(html).find((b) => b['@type'] === 'WebPage');
    expect(page.datePublished).toBe('2025-10-01');
  });
});

describe('pictures', () => {
  it.each(['/img/portfolio/1.svg', '/img/portfolio/10.svg', '/img/blog/choosing-pouch-features.svg', '/img/about/pouches.svg'])(
    '%s is an SVG',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    },
  );

  it.each(['/img/portfolio/11.svg', '/img/blog/nope.svg', '/img/about/x.svg'])('%s is 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('the portfolio links every picture to its full-size image', async () => {
    const html = await (await get('/portfolio')).text();
    expect(html.match(/<a href="\/img\/portfolio\/\d+\.svg" class="gallery-link" data-replay=""/g)).toHaveLength(10);
    expect(html.match(/<button type="button" class="filter-btn" data-filter="[^"]*" aria-pressed="(true|false)">/g)).toHaveLength(5);
    expect(html).toMatch(/data-filter="" aria-pressed="true">All</);
  });
});
