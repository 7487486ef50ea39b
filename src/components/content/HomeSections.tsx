import { SIZE_FINDER_PATH } from '../../catalogue/size-finder-data';
import { Icon } from '../Icon';
import { MissionCards, gradient } from './MissionCards';
import { SectionHead } from './SectionHead';
import { FaqAccordion } from './FaqAccordion';
import { Testimonials } from './Testimonials';
import { BlogCard } from './BlogCard';
import { reveal } from './Reveal';
import { aboutBlock, blogHead, featuredProducts, homeFaqHead, testimonialsHead, whoWeServe, whyChooseUs } from '../../content/home';
import { productImage, productPath, products, type Product } from '../../content/products';
import { homeFaqs } from '../../content/faq';
import { testimonials } from '../../content/testimonials';
import { blogPosts } from '../../content/blog';

/** About block: what the company is, three highlights, mission and vision, and 'More About Us'. */
export function AboutBlock() {
  return (
    <section className="section home-about" aria-labelledby="home-about-h">
      <div className="container home-about-grid">
        <div>
          <SectionHead head={aboutBlock.head} id="home-about-h" align="start" />
          <p className="home-about-text">{aboutBlock.paragraph}</p>
          <ul className="tick-list">
            {aboutBlock.highlights.map((h) => <li key={h}><Icon name="check" size={18} />{h}</li>)}
          </ul>
          <a className="btn btn-primary" href="/aboutus">{aboutBlock.button}</a>
        </div>
        <MissionCards />
      </div>
    </section>
  );
}

const artTags = (p: Product): string[] => {
  const material = { kraft: 'Kraft', clear: 'Clear PET', gold: 'Gold foil', silver: 'Silver foil', colour: 'Metallized', milky: 'Milky' }[p.art.material];
  return [material, p.art.finish[0]!.toUpperCase() + p.art.finish.slice(1), ...(p.art.window ? ['Window'] : []), p.art.zipper ? 'Zipper' : 'No zipper'];
};

/** Featured products: four of the ten, each linking to its product page. */
export function FeaturedProducts() {
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
          {picks.map((p, i) => (
            <li key={p.slug} className="product-teaser" {...reveal(i * 100)}>
              <div className="product-teaser-art"><img src={productImage(p)} width="200" height="240" alt="" loading="lazy" decoding="async" /></div>
              <h3><a href={productPath(p)}>{p.name.en}</a></h3>
              <ul className="chips" aria-label="Features">{artTags(p).map((t) => <li key={t}>{t}</li>)}</ul>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <a className="btn btn-ghost" href="/ourproducts">{featuredProducts.button} <Icon name="right" size={18} /></a>
          <a className="btn btn-ghost" href={SIZE_FINDER_PATH}>Which size do I need? <Icon name="right" size={18} /></a>
        </p>
      </div>
    </section>
  );
}

/** Who We Serve: eight audience cards numbered 01–08. */
export function WhoWeServe() {
  return (
    <section className="section" aria-labelledby="home-serve-h">
      <div className="container">
        <SectionHead head={whoWeServe.head} id="home-serve-h" />
        <ul className="serve-grid">
          {whoWeServe.cards.map((c, i) => (
            <li key={c.id} className="serve-card" {...reveal((i % 4) * 100)}>
              <span className="serve-num" aria-hidden="true">{c.id}</span>
              <span className="serve-icon" style={gradient(c.gradient)}><Icon name={c.icon} size={24} /></span>
              <h3>{c.title}</h3>
              <p>{c.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Why Choose Us: the five benefits 01–05, entering 0–400 ms apart. */
export function WhyChooseUs() {
  return (
    <section className="section section-alt" aria-labelledby="home-why-h">
      <div className="container">
        <SectionHead head={whyChooseUs.head} id="home-why-h" />
        <ol className="benefit-grid">
          {whyChooseUs.cards.map((c) => (
            <li key={c.id} className="benefit-card" {...reveal(c.delay)}>
              <div className="benefit-top">
                <span className="benefit-icon" style={gradient(c.gradient)}><Icon name={c.icon} size={24} /></span>
                <span className="benefit-num" aria-hidden="true">{c.id}</span>
              </div>
              <h3>{c.title}</h3>
              <p>{c.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Five of the fifteen questions, with a link to all of them. */
export function HomeFaq() {
  return (
    <section className="section" aria-labelledby="home-faq-h">
      <div className="container home-faq">
        <div>
          <SectionHead head={homeFaqHead} id="home-faq-h" align="start" />
          <a className="btn btn-ghost" href="/faq">View all FAQs <Icon name="right" size={18} /></a>
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
        <Testimonials items={testimonials} label="Client testimonials" />
      </div>
    </section>
  );
}

export function BlogTeasers() {
  return (
    <section className="section" aria-labelledby="home-blog-h">
      <div className="container">
        <SectionHead head={blogHead} id="home-blog-h" />
        <div className="blog-grid">
          {blogPosts.map((post, i) => <BlogCard key={post.slug} post={post} delay={i * 100} />)}
        </div>
        <p className="section-more"><a className="btn btn-ghost" href="/blog">All articles <Icon name="right" size={18} /></a></p>
      </div>
    </section>
  );
}
