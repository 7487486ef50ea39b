import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { IslandIcon } from '@platform/ui/island-icon';
import { chevronPath } from '@platform/ui/paths';
import { scrollBehavior } from '@client/lib/scroll';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface PolicyNavProps {
  /** The `name` the sections share (at most one open). */
  group: string;
  /** Each section's anchor (on its body) and title. */
  sections: Array<{ id: string; title: string }>;
  /** `section-<i>`: the body of section i. */
  slots: Slots;
}

/**
 * A policy's Quick Navigation beside its collapsible sections (`<details name>`: at most one
 * open, the first open, a click on the open one closes it). Without JavaScript a link still opens
 * its section, because the browser reveals a `<details>` holding the target. Here a link scrolls
 * smoothly (instantly under reduced motion), opens its section and marks itself `aria-current`;
 * while the visitor scrolls, the section nearest the top of the screen becomes current; the
 * section named by the address's `#fragment` opens at start.
 */
export default island('policy-nav', function PolicyNav({ group, sections, slots }: PolicyNavProps) {
  const locale = useLocale();
  const [open, setOpen] = useState(0);
  const [current, setCurrent] = useState(-1);
  const details = useRef<Array<HTMLDetailsElement | null>>([]);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const bar = useRef<HTMLUListElement>(null);
  /** A click pins the mark until the visitor scrolls by hand, so the smooth scroll does not flicker it. */
  const pinned = useRef(false);
  /** The section to bring into view once it is open. */
  const pending = useRef<{ i: number; behavior: ScrollBehavior } | null>(null);

  const go = (i: number, behavior: ScrollBehavior) => {
    pinned.current = true;
    pending.current = { i, behavior };
    setOpen(i);
    setCurrent(i);
  };

  useLayoutEffect(() => {
    if (!pending.current) return;
    const { i, behavior } = pending.current;
    pending.current = null;
    details.current[i]?.scrollIntoView({ behavior });
  });

  // On narrow screens the list is a horizontal strip: keep the current entry in it.
  useEffect(() => {
    const list = bar.current;
    const link = links.current[current];
    if (list && link && list.scrollWidth > list.clientWidth) list.scrollLeft = link.offsetLeft - list.offsetLeft - 16;
  }, [current]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the address's section is opened
  useEffect(() => {
    const start = sections.findIndex((s) => `#${s.id}` === location.hash);
    if (start >= 0) go(start, 'auto');
    else {
      setOpen(details.current.findIndex((d) => d?.open));
      setCurrent(0);
    }
    const unpin = () => {
      pinned.current = false;
    };
    const types = ['wheel', 'touchmove', 'keydown'];
    for (const type of types) addEventListener(type, unpin, { passive: true });
    // Which sections cross a band from below the sticky header to 40 % down the screen: the
    // first of them is current; when none does and the first section is still below, it is.
    const visible = new Set<Element>();
    const all = details.current.filter((d): d is HTMLDetailsElement => d !== null);
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.add(e.target);
          else visible.delete(e.target);
        }
        if (pinned.current) return;
        const first = all.findIndex((s) => visible.has(s));
        if (first >= 0) setCurrent(first);
        else if (all[0] && all[0].getBoundingClientRect().top > innerHeight * 0.4) setCurrent(0);
      },
      { rootMargin: '-120px 0px -60% 0px' },
    );
    for (const section of all) io.observe(section);
    return () => {
      io.disconnect();
      for (const type of types) removeEventListener(type, unpin);
    };
  }, []);

  const follow = (i: number) => (event: MouseEvent) => {
    event.preventDefault();
    history.replaceState(null, '', `#${sections[i]!.id}`);
    go(i, scrollBehavior());
  };

  return (
    <div className="container policy-layout">
      <nav className="quick-nav" aria-labelledby="quick-nav-h">
        <h2 id="quick-nav-h" className="quick-nav-title">
          {m.policies_quick_nav({}, { locale })}
        </h2>
        <ul className="quick-nav-list" ref={bar}>
          {sections.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                data-nav=""
                ref={(el) => {
                  links.current[i] = el;
                }}
                aria-current={i === current || undefined}
                onClick={follow(i)}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="policy-sections">
        {sections.map((s, i) => (
          <details
            key={s.id}
            ref={(el) => {
              details.current[i] = el;
            }}
            className="policy-section"
            name={group}
            open={i === open}
            onToggle={(e) => {
              const nowOpen = e.currentTarget.open;
              setOpen((o) => (nowOpen ? i : o === i ? -1 : o));
            }}
          >
            <summary>
              <h2>{s.title}</h2>
              <IslandIcon d={chevronPath} size={20} className="faq-chevron" />
            </summary>
            <div className="policy-body" id={s.id}>
              <Slot name={`section-${i}`} content={slots[`section-${i}`]} />
            </div>
          </details>
        ))}
      </div>
    </div>
  );
});
