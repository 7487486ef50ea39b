import { SIZE_FINDER_PATH } from '@features/size-finder';
import { Icon } from '@platform/ui/Icon';
import { MissionCards, gradient } from './MissionCards';
import { SectionHead } from './SectionHead';
import { FaqAccordion } from './FaqAccordion.server';
import { Testimonials } from './Testimonials.server';
import { BlogCard } from './BlogCard';
import { reveal } from './Reveal';
import { productName } from './product-name';
import { aboutBlock, blogHead, featuredProducts, homeFaqHead, testimonialsHead, whoWeServe, whyChooseUs } from './content/home';
import { productImage, productPath, products, type Product } from '@features/catalogue';
import { homeFaqs } from './content/faq';
import { testimonials } from './content/testimonials';
import { blogPosts } from './content/blog';
import { localePath, type Locale } from '@platform/i18n/locales';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** About block: what the company is, three highlights, mission and vision, and 'More About Us'. */
export function AboutBlock() {
  const locale = useLocale();
  return (
    <section className="section home-about" aria-labelledby="home-about-h">
      <div className="container home-about-grid">
        <div>
          <SectionHead head={aboutBlock.head} id="home-about-h" align="start" />
          <p className="home-about-text">{aboutBlock.paragraph[locale]}</p>
          <ul className="tick-list">
            {aboutBlock.highlights.map((h) => (
              <li key={h.en}>
                <Icon name="check" size={18} />
                {h[locale]}
              </li>
            ))}
          </ul>
          <a className="btn btn-primary" href={localePath(locale, '/aboutus')}>
            {aboutBlock.button[locale]}
          </a>
        </div>
        <MissionCards />
      </div>
    </section>
  );
}

const materialTag: Record<Product['art']['material'], typeof m.home_tag_kraft> = {
  kraft: m.home_tag_kraft,
  clear: m.home_tag_clear,
  gold: m.home_tag_gold,
  silver: m.home_tag_silver,
  colour: m.home_tag_metallized,
  milky: m.home_tag_milky,
};
const finishTag: Record<Product['art']['finish'], typeof m.home_tag_matte> = {
  matte: m.home_tag_matte,
  glossy: m.home_tag_glossy,
  metallic: m.home_tag_metallic,
};

/** A product's features as chips: material, finish, window, zipper, in the page's language. */
export const artTags = (p: Product, locale: Locale): string[] =>
  [
    materialTag[p.art.material],
    finishTag[p.art.finish],
    ...(p.art.window ? [m.home_tag_window] : []),
    p.art.zipper ? m.home_tag_zipper : m.home_tag_no_zipper,
  ].map((words) => words({}, { locale }));

/** Featured products: four of the ten, each linking to its product page. */
export function FeaturedProducts() {
  const locale = useLocale();
  const picks = featuredProducts.slugs.map((slug) => {
    const p = products.find((x) => x.slug === slug);
    if (!p) throw new Error(`featured product ${slug} is not in the catalogue`);
    return p;
  });
  return (
    <section className="section section-alt" aria-labelledby="home-products-h">
      <div className="container">
        <SectionHead head={featuredProducts.head} id="home-products-h" />
        <ul className="product-teasers">
          {picks.map((p, i) => {
            const { name, lang } = productName(p, locale);
            return (
              <li key={p.slug} className="product-teaser" {...reveal(i * 100)}>
                <div className="product-teaser-art">
                  <img src={productImage(p)} width="200" height="240" alt="" loading="lazy" decoding="async" />
                </div>
                <h3 lang={lang}>
                  <a href={localePath(locale, productPath(p))}>{name}</a>
                </h3>
                <ul className="chips" aria-label={m.content_features({}, { locale })}>
                  {artTags(p, locale).map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="section-more">
          <a className="btn btn-ghost" href={localePath(locale, '/ourproducts')}>
            {`${featuredProducts.button[locale]} `}
            <Icon name="right" size={18} />
          </a>
          <a className="btn btn-ghost" href={localePath(locale, SIZE_FINDER_PATH)}>
            {`${m.content_size_question({}, { locale })} `}
            <Icon name="right" size={18} />
          </a>
        </p>
      </div>
    </section>
  );
}

/** Who We Serve: eight audience cards numbered 01–08. */
export function WhoWeServe() {
  const locale = useLocale();
  return (
    <section className="section" aria-labelledby="home-serve-h">
      <div className="container">
        <SectionHead head={whoWeServe.head} id="home-serve-h" />
        <ul className="serve-grid">
          {whoWeServe.cards.map((c, i) => (
            <li key={c.id} className="serve-card" {...reveal((i % 4) * 100)}>
              <span className="serve-num" aria-hidden="true">
                {c.id}
              </span>
              <span className="serve-icon" style={gradient(c.gradient)}>
                <Icon name={c.icon} size={24} />
              </span>
              <h3>{c.title[locale]}</h3>
              <p>{c.description[locale]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Why Choose Us: the five benefits 01–05, entering 0–400 ms apart. */
export function WhyChooseUs() {
  const locale = useLocale();
  return (
    <section className="section section-alt" aria-labelledby="home-why-h">
      <div className="container">
        <SectionHead head={whyChooseUs.head} id="home-why-h" />
        <ol className="benefit-grid">
          {whyChooseUs.cards.map((c) => (
            <li key={c.id} className="benefit-card" {...reveal(c.delay)}>
              <div className="benefit-top">
                <span className="benefit-icon" style={gradient(c.gradient)}>
                  <Icon name={c.icon} size={24} />
                </span>
                <span className="benefit-num" aria-hidden="true">
                  {c.id}
                </span>
              </div>
              <h3>{c.title[locale]}</h3>
              <p>{c.description[locale]}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Five of the fifteen questions, with a link to all of them. */
export function HomeFaq() {
  const locale = useLocale();
  return (
    <section className="section" aria-labelledby="home-faq-h">
      <div className="container home-faq">
        <div>
          <SectionHead head={homeFaqHead} id="home-faq-h" align="start" />
          <a className="btn btn-ghost" href={localePath(locale, '/faq')}>
            {`${m.content_view_all_faqs({}, { locale })} `}
            <Icon name="right" size={18} />
          </a>
        </div>
        <FaqAccordion items={homeFaqs} group="home-faq" />
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section className="section section-alt" aria-labelledby="home-quotes-h">
      <div className="container">
        <SectionHead head={testimonialsHead} id="home-quotes-h" />
        <Testimonials items={testimonials} />
      </div>
    </section>
  );
}

/** The three articles; on a Hindi or Tamil page, a line says they are written in English. */
export function BlogTeasers() {
  const locale = useLocale();
  return (
    <section className="section" aria-labelledby="home-blog-h">
      <div className="container">
        <SectionHead head={blogHead} id="home-blog-h" />
        {locale !== 'en' && <p className="blog-language-note">{m.content_blog_list_in_english({}, { locale })}</p>}
        <div className="blog-grid">
          {blogPosts.map((post, i) => (
            <BlogCard key={post.slug} post={post} delay={i * 100} />
          ))}
        </div>
        <p className="section-more">
          <a className="btn btn-ghost" href={localePath(locale, '/blog')}>
            {`${m.content_all_articles({}, { locale })} `}
            <Icon name="right" size={18} />
          </a>
        </p>
      </div>
    </section>
  );
}
