import { useLayoutEffect, useRef, useState } from 'react';
import { island } from '@platform/islands/define-island';
import { IslandIcon } from '@platform/ui/island-icon';
import { chevronPath } from '@platform/ui/paths';
import { Slot, type Slots } from '@platform/islands/slot';

export interface FaqAccordionProps {
  /** The `name` the answers share, and the prefix of their ids. */
  group: string;
  /** How many questions. */
  count: number;
  /** Each question's id after `<group>-` (home page and /faq), so a link can open it. */
  ids?: string[];
  /** Questions as headings of this level in cards (home page and /faq); without it, the compact product page look. */
  headingLevel?: 2 | 3;
  /** `q-<i>` and `a-<i>`: question i and its answer, as the server wrote them. */
  slots: Slots;
}

/**
 * An FAQ accordion with one answer open at a time, the first open, and a click on the open one
 * closing it (APG accordion on `<details>`/`<summary>`). Without JavaScript the shared `name`
 * keeps the group exclusive in the browser itself; here React holds which one is open, also in
 * browsers without exclusive `<details>`. Closed answers stay in the page, so find-in-page finds
 * and opens them.
 */
export default island('faq-accordion', function FaqAccordion({ group, count, ids, headingLevel, slots }: FaqAccordionProps) {
  const [open, setOpen] = useState(0);
  const details = useRef<Array<HTMLDetailsElement | null>>([]);
  // An answer opened or closed while the island started is taken as it is. A layout effect, so the
  // state is settled in the hydration's own task: a passive one would commit later and could undo
  // a click that came in between.
  useLayoutEffect(() => {
    setOpen(details.current.findIndex((d) => d?.open));
  }, []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={headingLevel ? 'faq-list' : 'faq'}>
      {Array.from({ length: count }, (_, i) => (
        <details
          key={i}
          ref={(el) => {
            details.current[i] = el;
          }}
          className={headingLevel ? 'faq-item' : undefined}
          name={group}
          open={i === open}
          id={ids && `${group}-${ids[i]}`}
          onToggle={(e) => {
            const nowOpen = e.currentTarget.open;
            setOpen((o) => (nowOpen ? i : o === i ? -1 : o));
          }}
        >
          {headingLevel ? (
            <>
              <summary>
                <Heading className="faq-q">
                  <Slot name={`q-${i}`} content={slots[`q-${i}`]} />
                </Heading>
                <IslandIcon d={chevronPath} size={20} className="faq-chevron" />
              </summary>
              <div className="faq-a">
                <p>
                  <Slot name={`a-${i}`} content={slots[`a-${i}`]} />
                </p>
              </div>
            </>
          ) : (
            <>
              <summary>
                <Slot name={`q-${i}`} content={slots[`q-${i}`]} />
              </summary>
              <p>
                <Slot name={`a-${i}`} content={slots[`a-${i}`]} />
              </p>
            </>
          )}
        </details>
      ))}
    </div>
  );
});
