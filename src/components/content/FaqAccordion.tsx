import type { FaqItem } from '../../content/faq';
import { Island } from '../Island';
import FaqAccordionIsland from '../../../client/islands/faq-accordion';
import { useLocale } from '../../../client/lib/locale';

/** The home page and /faq accordion: the `faq-accordion` island with questions as headings, one answer open at a time, in the page's language. */
export function FaqAccordion({ items, group, headingLevel = 3 }: { items: readonly FaqItem[]; group: string; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  return (
    <Island
      of={FaqAccordionIsland}
      props={{ group, headingLevel, items: items.map(({ id, question, answer }) => ({ id, question: question[locale], answer: answer[locale] })) }}
      load="interaction"
    />
  );
}
