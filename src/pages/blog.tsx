import type { Context } from 'hono';
import type { PageView } from '../render/render';
import { Icon } from '../components/Icon';
import { PageHeader } from '../components/content/PageHeader';
import { BlogCard } from '../components/content/BlogCard';
import { CtaBand } from '../components/content/CtaBand';
import { blogImage, blogIndex, blogPath, blogPosts, displayDate, readMinutes, type BlogBlock, type BlogPost } from '../content/blog';
import { getInTouch } from '../content/home';
import { site } from '../content/site';
import { absoluteUrl, canonicalUrl } from '../render/seo';
import { contentMeta, HOME_CRUMB } from './content-meta';

const BLOG_CRUMB = { name: 'Blog', path: '/blog' };

function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2>{block.text}</h2>;
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return <ul>{block.items.map((item) => <li key={item}>{item}</li>)}</ul>;
  }
}

function articleJsonLd(post: BlogPost): object {
  const url = canonicalUrl(blogPath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: absoluteUrl(blogImage(post)),
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    keywords: post.keywords.join(', '),
    wordCount: post.body.map((b) => (b.type === 'ul' ? b.items.join(' ') : b.text)).join(' ').split(/\s+/).length,
    inLanguage: 'en-IN',
    mainEntityOfPage: { '@id': `${url}#webpage` },
    author: { '@type': 'Organization', name: site.name, url: `${site.origin}/` },
    publisher: { '@id': `${site.origin}/#organization` },
  };
}

/** /blog/<slug>: a full article with its picture, date, reading time and Article JSON-LD; null for an unknown slug. */
export function blogPostPage(c: Context): PageView | null {
  const post = blogPosts.find((p) => p.slug === c.req.param('slug'));
  if (!post) return null;
  const trail = [HOME_CRUMB, BLOG_CRUMB, { name: post.title, path: blogPath(post) }];
  const more = blogPosts.filter((p) => p !== post);
  return {
    meta: contentMeta({
      seo: { title: post.seoTitle, description: post.description, keywords: post.keywords },
      trail,
      jsonLd: [articleJsonLd(post)],
      meta: { ogType: 'article' },
    }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={post.category} title={post.title} lead={post.description}>
          <p className="blog-meta">
            <span><Icon name="calendar" size={16} /> <time dateTime={post.date}>{displayDate(post.date)}</time></span>
            <span><Icon name="clock" size={16} /> {readMinutes(post)} min read</span>
            <span>By the {site.name} team</span>
          </p>
        </PageHeader>
        <article className="section article">
          <div className="container article-inner">
            <img className="article-image" src={blogImage(post)} width="800" height="450" alt={post.imageAlt} fetchPriority="high" />
            <div className="prose">{post.body.map((b, i) => <Block key={i} block={b} />)}</div>
          </div>
        </article>
        <section className="section section-alt" aria-labelledby="more-h">
          <div className="container">
            <h2 id="more-h" className="more-title">More from the blog</h2>
            <div className="blog-grid blog-grid-2">{more.map((p) => <BlogCard key={p.slug} post={p} />)}</div>
          </div>
        </section>
        <CtaBand cta={getInTouch} id="blog-cta-h" />
      </>
    ),
  };
}

/** /blog: every article as a teaser. */
export function blogIndexPage(): PageView {
  const trail = [HOME_CRUMB, BLOG_CRUMB];
  return {
    meta: contentMeta({
      seo: blogIndex.seo,
      trail,
      type: 'CollectionPage',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Blog', url: canonicalUrl('/blog'), name: blogIndex.heading, blogPost: blogPosts.map((p) => ({ '@type': 'BlogPosting', headline: p.title, url: canonicalUrl(blogPath(p)), datePublished: p.date })) }],
    }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow="Blog" title={blogIndex.heading} lead={blogIndex.lead} />
        <section className="section" aria-label="Articles">
          <div className="container blog-grid">{blogPosts.map((p) => <BlogCard key={p.slug} post={p} headingLevel={2} />)}</div>
        </section>
      </>
    ),
  };
}
