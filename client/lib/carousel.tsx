import { useEffect, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './motion';
import { IslandIcon, leftPath, pausePath, playPath, rightPath } from '@platform/ui/island-icon';
import { useLocale } from '@platform/i18n/locale';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** Wraps `index + by` into 0…count−1. */
export const wrapIndex = (index: number, by: number, count: number): number => (((index + by) % count) + count) % count;

export interface CarouselOptions {
  count: number;
  /** Milliseconds between automatic moves. */
  interval: number;
  /** Slides in view at once (1 for a cross-fading carousel); it moves a page of them at a time. */
  perView?: number;
}

/**
 * The state of an APG carousel: which page shows, automatic rotation every `interval` ms that
 * pauses while the pointer or focus is inside, never starts under reduced motion unless the
 * visitor presses the rotation control, and wraps at both ends. When `perView` changes, the page
 * changes with it so that the first slide in view stays in view.
 */
export function useCarousel({ count, interval, perView = 1 }: CarouselOptions) {
  const [page, setPage] = useState(0);
  const [pagedBy, setPagedBy] = useState(perView);
  const [choice, setChoice] = useState<'auto' | 'play' | 'stop'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  if (pagedBy !== perView) {
    setPagedBy(perView);
    setPage(Math.floor((page * pagedBy) / perView));
  }
  const pages = Math.ceil(count / perView);
  const rotating = choice === 'play' || (choice === 'auto' && !reduced);
  const go = (to: number) => setPage(wrapIndex(to, 0, pages));

  // biome-ignore lint/correctness/useExhaustiveDependencies: each turn, by hand or by the timer, starts a full interval again
  useEffect(() => {
    if (!rotating || hovered || focused || count < 2) return;
    const timer = setTimeout(() => setPage((p) => wrapIndex(p, 1, pages)), interval);
    return () => clearTimeout(timer);
  }, [page, rotating, hovered, focused, pages, interval, count]);

  const first = Math.min(page * perView, count - perView);
  return {
    /** Handlers for the carousel's root element. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
    /** Index of the first slide in view. */
    first,
    /** Whether slide `i` is in view. */
    current: (i: number) => i >= first && i < first + perView,
    /** The slides' live region: silent while rotating (APG), polite otherwise. */
    live: rotating ? ('off' as const) : ('polite' as const),
    controls: {
      rotating,
      onRotate: () => setChoice(rotating ? 'stop' : 'play'),
      onPrevious: () => go(page - 1),
      onNext: () => go(page + 1),
      /** Dot `i` is current when its slide starts the page in view; only dots that start a page show. */
      dot: (i: number) => ({ current: i === page * perView, hidden: i % perView !== 0, onClick: () => go(Math.floor(i / perView)) }),
    },
  };
}

/** Attributes of slide `i` in a cross-fading carousel: a labelled group ("2 of 3", in the page's language); the others hidden from everyone and out of the tab order. */
export function fadeSlideProps(i: number, count: number, current: boolean, locale: Locale = baseLocale) {
  return {
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': m.content_slide_of({ n: i + 1, count }, { locale }),
    'data-slide': '',
    'data-active': current ? '' : undefined,
    'aria-hidden': current ? undefined : true,
    inert: !current,
  } as const;
}

export interface CarouselControlsProps {
  controls: ReturnType<typeof useCarousel>['controls'];
  /** Id of the element holding the slides, which the buttons control. */
  slidesId: string;
  /** One accessible name per slide, for its dot. */
  dotLabels: readonly string[];
  className: string;
  /** Class of the round rotation and arrow buttons. */
  buttonClass?: string;
  /** Extra class on the previous and next buttons (e.g. to hide them on narrow screens). */
  arrowClass?: string;
  dotsClass?: string;
  previousLabel?: string;
  nextLabel?: string;
}

/** The controls of every carousel: rotation (stop / start), previous, one dot per slide, next. */
export function CarouselControls({
  controls,
  slidesId,
  dotLabels,
  className,
  buttonClass = 'icon-btn',
  arrowClass,
  dotsClass,
  previousLabel,
  nextLabel,
}: CarouselControlsProps) {
  const locale = useLocale();
  const arrow = arrowClass ? `${buttonClass} ${arrowClass}` : buttonClass;
  const { rotating } = controls;
  return (
    <div className={className}>
      <button
        type="button"
        className={`${buttonClass} rotate-btn`}
        data-rotate=""
        data-state={rotating ? 'playing' : 'stopped'}
        aria-label={rotating ? m.content_carousel_stop({}, { locale }) : m.content_carousel_start({}, { locale })}
        onClick={controls.onRotate}
      >
        <IslandIcon d={pausePath} size={18} className="i-pause" />
        <IslandIcon d={playPath} size={18} className="i-play" />
      </button>
      <button
        type="button"
        className={arrow}
        data-prev=""
        aria-controls={slidesId}
        aria-label={previousLabel ?? m.content_carousel_previous({}, { locale })}
        onClick={controls.onPrevious}
      >
        <IslandIcon d={leftPath} size={18} />
      </button>
      <div className={dotsClass ? `dots ${dotsClass}` : 'dots'}>
        {dotLabels.map((label, i) => {
          const dot = controls.dot(i);
          return (
            <button
              key={label}
              type="button"
              className="dot"
              data-dot=""
              aria-controls={slidesId}
              aria-label={label}
              aria-current={dot.current || undefined}
              hidden={dot.hidden}
              onClick={dot.onClick}
            />
          );
        })}
      </div>
      <button
        type="button"
        className={arrow}
        data-next=""
        aria-controls={slidesId}
        aria-label={nextLabel ?? m.content_carousel_next({}, { locale })}
        onClick={controls.onNext}
      >
        <IslandIcon d={rightPath} size={18} />
      </button>
    </div>
  );
}
