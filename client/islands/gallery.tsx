import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { island } from '../lib/island';
import { Slot, type Slots } from '../lib/slot';
import { IslandIcon, leftPath, rightPath } from '../lib/icon';
import { closePath, searchPath } from '../lib/paths';

export interface GalleryPicture {
  title: string;
  category: string;
  description: string;
  /** The full-size picture, which is also where its link goes without JavaScript. */
  src: string;
  alt: string;
}

export interface GalleryProps {
  /** The filter buttons after All. */
  categories: string[];
  pictures: GalleryPicture[];
  /** How many pictures at the top load at once; the rest load lazily. */
  eager: number;
  /** `note`: what shows instead of the filters without JavaScript. */
  slots: Slots<'note'>;
}

/**
 * The portfolio gallery (spec §2 Portfolio): filter buttons (aria-pressed) hide the other
 * pictures and say how many show; a picture opens a modal lightbox (showModal) whose previous and
 * next wrap within the current filter, also with the arrow keys; ×, a click on the backdrop and
 * Escape close it, and focus returns to the picture last shown. Without JavaScript the filters
 * are hidden (CSS) and each picture links to its full-size image.
 */
export default island('gallery', function Gallery({ categories, pictures, eager, slots }: GalleryProps) {
  // null until a filter is chosen: nothing to announce yet.
  const [filter, setFilter] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const shown = pictures.flatMap((p, i) => (!filter || p.category === filter ? [i] : []));
  const current = pictures[shown[at] ?? 0]!;
  const move = (by: number) => setAt((a) => (a + by + shown.length) % shown.length);

  const open = (event: MouseEvent, position: number) => {
    // A click with a modifier opens the picture in a new tab or window, as the browser does.
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setAt(position);
    dialog.current!.showModal();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
  };
  // The dialog box is filled by its content, so a click on the dialog itself is on the backdrop.
  const onBackdrop = (event: MouseEvent) => event.target === event.currentTarget && dialog.current!.close();

  return (
    <div className="container">
      {/* The note and the buttons share one cell, so the bar keeps its height when the script swaps them. */}
      <div className="filter-bar">
        <Slot name="note" content={slots.note} />
        <div className="filters" role="group" aria-label="Show pictures of">
          {['', ...categories].map((c) => (
            <button key={c} type="button" className="filter-btn" data-filter={c} aria-pressed={(filter ?? '') === c}
              onClick={() => { setFilter(c); setAt(0); }}>
              {c || 'All'}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status" data-status="">
        {filter !== null && `Showing ${shown.length} ${shown.length === 1 ? 'picture' : 'pictures'}${filter ? ` in ${filter}` : ''}`}
      </p>
      <ul className="gallery-grid">
        {pictures.map((p, i) => (
          <li key={p.src} className="gallery-item" data-item="" data-category={p.category} hidden={!shown.includes(i)}>
            <figure>
              <a href={p.src} className="gallery-link" data-replay="" ref={(el) => { links.current[i] = el; }} onClick={(e) => open(e, shown.indexOf(i))}>
                <img src={p.src} width="600" height="450" alt={p.alt} loading={i < eager ? undefined : 'lazy'} decoding="async" />
                <span className="gallery-zoom" aria-hidden="true"><IslandIcon d={searchPath} /></span>
              </a>
              <figcaption>
                <span className="gallery-cat">{p.category}</span>
                <strong data-title="">{p.title}</strong>
                <span className="gallery-desc">{p.description}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className="lightbox" aria-label="Picture viewer" onClick={onBackdrop} onKeyDown={onKey}
        onClose={() => links.current[shown[at]!]?.focus()}>
        <div className="lightbox-inner">
          <button type="button" className="lightbox-btn lightbox-close" data-close="" aria-label="Close" onClick={() => dialog.current!.close()}>
            <IslandIcon d={closePath} size={24} />
          </button>
          <figure className="lightbox-figure">
            <img data-lightbox-img="" src={current.src} width="600" height="450" alt={current.alt} loading="lazy" />
            <figcaption>
              <span data-lightbox-caption="">{current.title}</span> <span className="lightbox-count" data-lightbox-count="">{`${at + 1} / ${shown.length}`}</span>
            </figcaption>
          </figure>
          <button type="button" className="lightbox-btn lightbox-prev" aria-label="Previous picture" onClick={() => move(-1)}>
            <IslandIcon d={leftPath} size={24} />
          </button>
          <button type="button" className="lightbox-btn lightbox-next" data-next="" aria-label="Next picture" onClick={() => move(1)}>
            <IslandIcon d={rightPath} size={24} />
          </button>
        </div>
      </dialog>
    </div>
  );
});
