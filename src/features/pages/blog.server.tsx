import type { Context } from 'hono';
import type { PageView } from '@platform/render/render';
import type { AppEnv } from '@platform/app-env';
import { Icon } from '@platform/ui/Icon';
import { PageHeader } from './PageHeader';
import { BlogCard } from './BlogCard';
import { CtaBand } from './CtaBand';
import { blogCategoryNames, blogImage, blogIndex, blogPath, blogPosts, displayDate, readMinutes, type BlogBlock, type BlogPost } from './content/blog';
import { getInTouch } from './content/home';
import { seoIn } from '@platform/content/blocks';
import { site } from '@platform/content/site';
import { absoluteUrl, canonicalUrl, ORGANIZATION_ID } from '@platform/render/seo';
import { contentMeta, homeCrumb } from './content-meta';
import type { Crumb } from './PageHeader';
import { baseLocale, localePath, localeTag, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The articles are written in English; on a Hindi or Tamil page their words are marked so. */
const ARTICLE_LOCALE: Locale = 'en';

const blogCrumb = (locale: Locale): Crumb => ({ name: blogIndex.eyebrow[locale], path: '/blog' });
/** The `lang` of an article's words on a page in `locale`: none when the page is English too. */
const articleLang = (locale: Locale) => (locale === ARTICLE_LOCALE ? undefined : ARTICLE_LOCALE);

function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2>{block.text}</h2>;
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}

function articleJsonLd(post: BlogPost, locale: Locale): object {
  const url = canonicalUrl(localePath(locale, blogPath(post)));
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
    wordCount: post.body
      .map((b) => (b.type === 'ul' ? b.items.join(' ') : b.text))
      .join(' ')
      .split(/\s+/).length,
    inLanguage: localeTag[ARTICLE_LOCALE],
    mainEntityOfPage: { '@id': `${url}#webpage` },
    author: { '@type': 'Organization', name: site.name, url: `${site.origin}/` },
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/**
 * /blog/<slug>: a full article with its picture, date, reading time and Article JSON-LD; null for
 * an unknown slug. Under /hi/ and /ta/ the page around the article (breadcrumbs, dates, the links
 * after it) is in that language, and a line at the top says the article itself is in English.
 */
export function blogPostPage(c: Context<AppEnv>): PageView | null {
  const locale: Locale = c.get('locale') ?? baseLocale;
  const post = blogPosts.find((p) => p.slug === c.req.param('slug'));
  if (!post) return null;
  const lang = articleLang(locale);
  const trail: Crumb[] = [homeCrumb(locale), blogCrumb(locale), { name: post.title, path: blogPath(post), ...(lang && { lang }) }];
  const more = blogPosts.filter((p) => p !== post);
  return {
    meta: contentMeta({
      seo: { title: post.seoTitle, description: post.description, keywords: post.keywords },
      trail,
      locale,
      jsonLd: [articleJsonLd(post, locale)],
      meta: { ogType: 'article' },
    }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={blogCategoryNames[post.category][locale]} title={post.title} lead={post.description} lang={lang}>
          {lang && <p className="article-language-note">{m.content_blog_post_in_english({}, { locale })}</p>}
          <p className="blog-meta">
            <span>
              <Icon name="calendar" size={16} /> <time dateTime={post.date}>{displayDate(post.date, locale)}</time>
            </span>
            <span>
              <Icon name="clock" size={16} /> {m.content_blog_min_read({ minutes: readMinutes(post) }, { locale })}
            </span>
            <span>{m.content_blog_by({ name: site.name }, { locale })}</span>
          </p>
        </PageHeader>
        <article className="section article" lang={lang}>
          <div className="container article-inner">
            <img className="article-image" src={blogImage(post)} width="800" height="450" alt={post.imageAlt} fetchPriority="high" />
            <div className="prose">
              {post.body.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </div>
          </div>
        </article>
        <section className="section section-alt" aria-labelledby="more-h">
          <div className="container">
            <h2 id="more-h" className="more-title">
              {m.content_blog_more({}, { locale })}
            </h2>
            <div className="blog-grid blog-grid-2">
              {more.map((p) => (
                <BlogCard key={p.slug} post={p} />
              ))}
            </div>
          </div>
        </section>
        <CtaBand cta={getInTouch} id="blog-cta-h" />
      </>
    ),
  };
}

/** /blog: every article as a teaser; under /hi/ and /ta/, with a line saying the articles are in English. */
export function blogIndexPage(c?: Context<AppEnv>): PageView {
  const locale: Locale = c?.get('locale') ?? baseLocale;
  const trail = [homeCrumb(locale), blogCrumb(locale)];
  const heading = blogIndex.heading[locale];
  return {
    meta: contentMeta({
      seo: seoIn(blogIndex.seo, locale),
      trail,
      locale,
      type: 'CollectionPage',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          url: canonicalUrl(localePath(locale, '/blog')),
          name: heading,
          blogPost: blogPosts.map((p) => ({
            '@type': 'BlogPosting',
            headline: p.title,
            url: canonicalUrl(localePath(locale, blogPath(p))),
            datePublished: p.date,
            ...(articleLang(locale) && { inLanguage: localeTag[ARTICLE_LOCALE] }),
          })),
        },
      ],
    }),
    body: (
      <>
        <PageHeader trail={trail} eyebrow={blogIndex.eyebrow[locale]} title={heading} lead={blogIndex.lead[locale]}>
          {articleLang(locale) && <p className="article-language-note">{m.content_blog_list_in_english({}, { locale })}</p>}
        </PageHeader>
        <section className="section" aria-label={m.content_blog_articles({}, { locale })}>
          <div className="container blog-grid">
            {blogPosts.map((p) => (
              <BlogCard key={p.slug} post={p} headingLevel={2} />
            ))}
          </div>
        </section>
      </>
    ),
  };
}
