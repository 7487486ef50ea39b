/**
 * The policy pages' Quick Navigation. Markup contract inside the island: links `[data-nav]`
 * to `#<id>`, where the id sits on the body of a collapsible section (`<details name=…>`), so
 * that even without JavaScript the browser opens the section when the link is followed.
 * Here a link also scrolls smoothly (instantly under reduced motion), opens its section (the
 * shared `name` closes the others) and marks itself `aria-current`; while the visitor scrolls,
 * the section nearest the top of the screen becomes the current one.
 */
export function enhance(root: HTMLElement): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-nav]')];
  const bar = links[0]?.closest('ul');
  const targets = new Map<Element, HTMLAnchorElement>();
  for (const link of links) {
    const body = document.getElementById(link.hash.slice(1));
    const section = body?.closest('details');
    if (section) targets.set(section, link);
  }
  // A click pins the mark until the visitor scrolls by hand, so the smooth scroll does not flicker it.
  let pinned = false;

  const mark = (link: HTMLAnchorElement) => {
    for (const l of links) {
      if (l === link) l.setAttribute('aria-current', 'true');
      else l.removeAttribute('aria-current');
    }
    // On narrow screens the list is a horizontal strip: keep the current entry in it.
    if (bar && bar.scrollWidth > bar.clientWidth) bar.scrollLeft = link.offsetLeft - bar.offsetLeft - 16;
  };

  const open = (section: HTMLDetailsElement, link: HTMLAnchorElement, smooth: boolean) => {
    section.open = true;
    pinned = true;
    mark(link);
    section.scrollIntoView({ behavior: smooth && !matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'auto' });
  };

  for (const [section, link] of targets) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      history.replaceState(null, '', link.hash);
      open(section as HTMLDetailsElement, link, true);
    });
  }
  for (const type of ['wheel', 'touchmove', 'keydown']) addEventListener(type, () => { pinned = false; }, { passive: true });

  // Which sections cross a band from below the sticky header to 40 % down the screen: the
  // first of them is current; when none does and the first section is still below, it is.
  const visible = new Set<Element>();
  const sections = [...targets.keys()];
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target);
        else visible.delete(e.target);
      }
      if (pinned) return;
      const first = sections.find((s) => visible.has(s));
      if (first) mark(targets.get(first)!);
      else if (sections[0] && sections[0].getBoundingClientRect().top > innerHeight * 0.4) mark(targets.get(sections[0])!);
    },
    { rootMargin: '-120px 0px -60% 0px' },
  );
  for (const section of sections) io.observe(section);

  const start = [...targets].find(([, l]) => l.hash === location.hash);
  if (start) open(start[0] as HTMLDetailsElement, start[1], false);
  else if (links[0]) mark(links[0]);
}
