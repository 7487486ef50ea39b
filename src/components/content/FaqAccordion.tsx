import type { FaqItem } from '../../content/faq';
import { Island } from '../Island';
import FaqAccordionIsland from '../../../client/islands/faq-accordion';

/** The home page and /faq accordion: the `faq-accordion` island with questions as headings, one answer open at a time. */
export function FaqAccordion({ items, group, headingLevel = 3 }: { items: readonly FaqItem[]; group: string; headingLevel?: 2 | 3 }) {
  return (
    <Island
      of={FaqAccordionIsland}
      props={{ group, headingLevel, items: items.map(({ id, question, answer }) => ({ id, question, answer })) }}
      load="interaction"
    />
  );
}
