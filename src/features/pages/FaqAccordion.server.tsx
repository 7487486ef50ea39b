import type { FaqItem } from './content/faq';
import type { Slots } from '@platform/islands/slot';
import { Island } from '@platform/islands/Island';
import FaqAccordionIsland from './faq-accordion.island';
import { useLocale } from '@platform/i18n/locale';

/** The questions and answers of an FAQ accordion as its slots (`q-<i>`, `a-<i>`), as text: in the page's HTML once, never again in its props. */
export function faqSlots(items: ReadonlyArray<{ question: string; answer: string }>): Slots {
  return Object.fromEntries(
    items.flatMap(({ question, answer }, i) => [
      [`q-${i}`, question],
      [`a-${i}`, answer],
    ]),
  );
}

/** The home page and /faq accordion: the `faq-accordion` island with questions as headings, one answer open at a time, in the page's language. */
export function FaqAccordion({ items, group, headingLevel = 3 }: { items: readonly FaqItem[]; group: string; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  return (
    <Island
      of={FaqAccordionIsland}
      props={{ group, headingLevel, count: items.length, ids: items.map(({ id }) => id) }}
      slots={faqSlots(items.map(({ question, answer }) => ({ question: question[locale], answer: answer[locale] })))}
      load="interaction"
    />
  );
}
