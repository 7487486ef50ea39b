import { Island } from '@platform/islands/Island';
import { FaqAccordionIsland } from '@features/pages/index.server';
import { faqSlots } from '@features/pages/index.server';

/** A product page's FAQ: the `faq-accordion` island in its compact look, one answer open at a time. */
export function Faq({ items, group }: { items: ReadonlyArray<{ question: string; answer: string }>; group: string }) {
  return <Island of={FaqAccordionIsland} props={{ group, count: items.length }} slots={faqSlots(items)} load="interaction" />;
}
