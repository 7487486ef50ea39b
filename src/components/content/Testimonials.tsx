import { Island } from '../Island';
import TestimonialsIsland from '../../../client/islands/testimonials';
import type { Testimonial } from '../../content/testimonials';

const initials = (name: string) => name.split(/\s+/).map((w) => w[0]).slice(0, 2).join('');

/**
 * The testimonials carousel: the `testimonials` island, with each quote handed to it as static
 * content. Without JavaScript all six quotes show as a grid; it starts when it nears the viewport.
 */
export function Testimonials({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const slots = Object.fromEntries(
    items.map((t, i) => [
      `quote-${i}`,
      <figure className="quote-card">
        <blockquote><p>{t.quote}</p></blockquote>
        <figcaption>
          <span className="avatar" aria-hidden="true">{initials(t.author)}</span>
          <span><strong>{t.author}</strong><span className="quote-role">{t.role}</span></span>
        </figcaption>
      </figure>,
    ]),
  );
  return (
    <Island
      of={TestimonialsIsland}
      props={{ label, dotLabels: items.map((t, i) => `Show testimonial ${i + 1}: ${t.author}`) }}
      slots={slots}
      load="visible"
    />
  );
}
