import { Island } from '@platform/islands/Island';
import TestimonialsIsland from './testimonials.island';
import type { Testimonial } from './content/testimonials';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The first letter of each of the first two words: "LN", "लन". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => Array.from(w)[0])
    .slice(0, 2)
    .join('');

/**
 * The testimonials carousel: the `testimonials` island, with each quote handed to it as static
 * content. Without JavaScript all six quotes show as a grid; it starts when it nears the viewport.
 * The company's own name keeps its Latin letters, marked English on the Hindi and Tamil pages.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const locale = useLocale();
  const slots = Object.fromEntries(
    items.map((t, i) => [
      `quote-${i}`,
      <figure key={t.author.en} className="quote-card">
        <blockquote>
          <p>{t.quote[locale]}</p>
        </blockquote>
        <figcaption>
          <span className="avatar" aria-hidden="true">
            {initials(t.author[locale])}
          </span>
          <span>
            <strong>{t.author[locale]}</strong>
            <span className="quote-role">
              {locale === 'en' ? (
                `${t.role.en}, ${t.company}, ${t.city.en}`
              ) : (
                <>
                  {`${t.role[locale]}, `}
                  <span lang="en">{t.company}</span>
                  {`, ${t.city[locale]}`}
                </>
              )}
            </span>
          </span>
        </figcaption>
      </figure>,
    ]),
  );
  return (
    <Island
      of={TestimonialsIsland}
      props={{
        label: m.content_testimonials_label({}, { locale }),
        dotLabels: items.map((t, i) => m.content_testimonial_dot({ n: i + 1, author: t.author[locale] }, { locale })),
      }}
      slots={slots}
      load="visible"
    />
  );
}
