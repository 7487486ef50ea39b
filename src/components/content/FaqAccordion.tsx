import type { FaqItem } from '../../content/faq';
import { Icon } from '../Icon';

/**
 * An exclusive accordion with no script (APG accordion, native): `<details>` sharing one `name`
 * keep at most one answer open, the first starts open, and a click on the open one closes it.
 * Closed answers stay in the page, so find-in-page finds and opens them.
 */
export function FaqAccordion({ items, group, headingLevel = 3 }: { items: readonly FaqItem[]; group: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="faq-list">
      {items.map((item, i) => (
        <details key={item.id} className="faq-item" name={group} open={i === 0} id={`${group}-${item.id}`}>
          <summary>
            <Heading className="faq-q">{item.question}</Heading>
            <Icon name="chevron" size={20} className="faq-chevron" />
          </summary>
          <div className="faq-a"><p>{item.answer}</p></div>
        </details>
      ))}
    </div>
  );
}
