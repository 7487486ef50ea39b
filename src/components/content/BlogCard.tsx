import { Icon } from '../Icon';
import { blogImage, blogPath, displayDate, readMinutes, type BlogPost } from '../../content/blog';
import { reveal } from './Reveal';

/** A blog teaser: picture, category, title, description, date and reading time, linking to the article. */
export function BlogCard({ post, delay = 0, headingLevel = 3 }: { post: BlogPost; delay?: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card" {...reveal(delay)}>
      <img src={blogImage(post)} width="800" height="450" alt="" loading="lazy" decoding="async" />
      <div className="blog-card-body">
        <span className={`blog-cat blog-cat-${post.category.toLowerCase()}`}>{post.category}</span>
        <Heading className="blog-card-title"><a href={blogPath(post)}>{post.title}</a></Heading>
        <p>{post.description}</p>
        <p className="blog-meta">
          <span><Icon name="calendar" size={16} /> <time dateTime={post.date}>{displayDate(post.date)}</time></span>
          <span><Icon name="clock" size={16} /> {readMinutes(post)} min read</span>
        </p>
      </div>
    </article>
  );
}
