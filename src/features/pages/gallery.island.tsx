import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { IslandIcon, leftPath, rightPath } from '@platform/ui/island-icon';
import { closePath, searchPath } from '@platform/ui/paths';
import { keepTabWithin } from '@client/lib/focus-trap';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface GalleryPicture {
  /** The client's brand, in its own Latin letters (marked English), and what the design is for: "<brand>: <subject>". */
  brand: string;
  subject: string;
  /** The filter key; `categoryNames` gives its words. */
  category: string;
  description: string;
  /** The full-size picture, which is also where its link goes without JavaScript. */
  src: string;
  alt: string;
}

export interface GalleryProps {
  /** The filter buttons after All: the keys, which the pictures' `category` name. */
  categories: string[];
  /** Each category's words in the page's language, by key. */
  categoryNames: Record<string, string>;
  pictures: GalleryPicture[];
  /** How many pictures at the top load at once; the rest load lazily. */
  eager: number;
  /** `note`: what shows instead of the filters without JavaScript. */
  slots: Slots<'note'>;
}

/**
 * The portfolio gallery: filter buttons (aria-pressed) hide the other
 * pictures and say how many show; a picture opens a lightbox (APG modal dialog) whose previous and
 * next wrap within the current filter, also with the arrow keys; focus moves to its close button
 * and Tab stays inside; ×, a click on the backdrop and Escape close it, and focus returns to the
 * picture last shown. The lightbox is a popover (the browser puts it above the page with its
 * backdrop and closes it on Escape or a click beside it) marked aria-modal, not a showModal()
 * dialog: making the rest of the page inert restyles every element of it, 20 ms of a tap on a
 * slow phone. Without JavaScript the filters are hidden (CSS) and each picture links to its
 * full-size image.
 */
export default island('gallery', function Gallery({ categories, categoryNames, pictures, eager, slots }: GalleryProps) {
  const locale = useLocale();
  const l = { locale };
  // null until a filter is chosen: nothing to announce yet.
  const [filter, setFilter] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const shown = pictures.flatMap((p, i) => (!filter || p.category === filter ? [i] : []));
  const current = pictures[shown[at] ?? 0]!;
  const move = (by: number) => setAt((a) => (a + by + shown.length) % shown.length);

  const open = (event: MouseEvent, position: number) => {
    // A click with a modifier opens the picture in a new tab or window, as the browser does.
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setAt(position);
    dialog.current!.showPopover();
    closer.current!.focus();
  };
  const close = () => dialog.current!.hidePopover();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else keepTabWithin(event, closer.current, next.current);
  };
  // Closed by any means (×, Escape, a click beside it), focus goes back to the picture last shown.
  const last = useRef(0);
  last.current = shown[at] ?? 0;
  useEffect(() => {
    const box = dialog.current!;
    const back = (event: Event) => {
      // The browser has put focus back where it was when the viewer opened (the picture opened
      // first), unless the visitor has since put it somewhere else of their own.
      const now = document.activeElement;
      if (
        (event as ToggleEvent).newState === 'closed' &&
        (!now || now === document.body || box.contains(now) || links.current.includes(now as HTMLAnchorElement))
      )
        links.current[last.current]?.focus();
    };
    box.addEventListener('toggle', back);
    return () => box.removeEventListener('toggle', back);
  }, []);

  return (
    <div className="container">
      {/* The note and the buttons share one cell, so the bar keeps its height when the script swaps them. */}
      <div className="filter-bar">
        <Slot name="note" content={slots.note} />
        <div className="filters" role="group" aria-label={m.content_gallery_filters({}, l)}>
          {['', ...categories].map((c) => (
            <button
              key={c}
              type="button"
              className="filter-btn"
              data-filter={c}
              aria-pressed={(filter ?? '') === c}
              onClick={() => {
                setFilter(c);
                setAt(0);
              }}
            >
              {c ? (categoryNames[c] ?? c) : m.content_gallery_all({}, l)}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status" data-status="">
        {filter !== null &&
          (filter
            ? m.content_gallery_showing_in({ count: shown.length, category: categoryNames[filter] ?? filter }, l)
            : m.content_gallery_showing({ count: shown.length }, l))}
      </p>
      <ul className="gallery-grid">
        {pictures.map((p, i) => (
          <li key={p.src} className="gallery-item" data-item="" data-category={p.category} hidden={!shown.includes(i)}>
            <figure>
              <a
                href={p.src}
                className="gallery-link"
                data-replay=""
                ref={(el) => {
                  links.current[i] = el;
                }}
                onClick={(e) => open(e, shown.indexOf(i))}
              >
                <img src={p.src} width="600" height="450" alt={p.alt} loading={i < eager ? undefined : 'lazy'} decoding="async" />
                <span className="gallery-zoom" aria-hidden="true">
                  <IslandIcon d={searchPath} />
                </span>
              </a>
              <figcaption>
                <span className="gallery-cat">{categoryNames[p.category] ?? p.category}</span>
                <strong data-title="">
                  <Title picture={p} />
                </strong>
                <span className="gallery-desc">{p.description}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div
        ref={dialog}
        id="lightbox"
        className="lightbox"
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={m.content_gallery_viewer({}, l)}
        onKeyDown={onKey}
      >
        <div className="lightbox-inner">
          <button ref={closer} type="button" className="lightbox-btn lightbox-close" data-close="" aria-label={m.content_gallery_close({}, l)} onClick={close}>
            <IslandIcon d={closePath} size={24} />
          </button>
          <figure className="lightbox-figure">
            <img data-lightbox-img="" src={current.src} width="600" height="450" alt={current.alt} loading="lazy" />
            <figcaption>
              <span data-lightbox-caption="">
                <Title picture={current} />
              </span>{' '}
              <span className="lightbox-count" data-lightbox-count="">{`${at + 1} / ${shown.length}`}</span>
            </figcaption>
          </figure>
          <button type="button" className="lightbox-btn lightbox-prev" aria-label={m.content_gallery_previous({}, l)} onClick={() => move(-1)}>
            <IslandIcon d={leftPath} size={24} />
          </button>
          <button
            ref={next}
            type="button"
            className="lightbox-btn lightbox-next"
            data-next=""
            aria-label={m.content_gallery_next({}, l)}
            onClick={() => move(1)}
          >
            <IslandIcon d={rightPath} size={24} />
          </button>
        </div>
      </div>
    </div>
  );
});

/** "Amma Podi House: idli podi range", the brand marked English (its own Latin letters) on a Hindi or Tamil page. */
function Title({ picture }: { picture: GalleryPicture }) {
  return useLocale() === 'en' ? (
    `${picture.brand}: ${picture.subject}`
  ) : (
    <>
      <span lang="en">{picture.brand}</span>: {picture.subject}
    </>
  );
}
