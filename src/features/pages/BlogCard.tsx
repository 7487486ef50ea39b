import { Icon } from '@platform/ui/Icon';
import { blogCategoryNames, blogImage, blogPath, displayDate, readMinutes, type BlogPost } from './content/blog';
import { reveal } from './Reveal';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * A blog teaser: picture, category, title, description, date and reading time, linking to the
 * article. The articles are written in English: on a Hindi or Tamil page their title and
 * description are marked so, while the category, date and reading time are in the page's language.
 */
export function BlogCard({ post, delay = 0, headingLevel = 3 }: { post: BlogPost; delay?: number; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const english = locale === 'en' ? undefined : 'en';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card" {...reveal(delay)}>
      <img src={blogImage(post)} width="800" height="450" alt="" loading="lazy" decoding="async" />
      <div className="blog-card-body">
        <span className={`blog-cat blog-cat-${post.category.toLowerCase()}`}>{blogCategoryNames[post.category][locale]}</span>
        <Heading className="blog-card-title" lang={english}>
          <a href={localePath(locale, blogPath(post))}>{post.title}</a>
        </Heading>
        <p lang={english}>{post.description}</p>
        <p className="blog-meta">
          <span>
            <Icon name="calendar" size={16} /> <time dateTime={post.date}>{displayDate(post.date, locale)}</time>
          </span>
          <span>
            <Icon name="clock" size={16} /> {m.content_blog_min_read({ minutes: readMinutes(post) }, { locale })}
          </span>
        </p>
      </div>
    </article>
  );
}
