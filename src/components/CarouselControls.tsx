import { Icon } from './Icon';

/**
 * Attributes of slide `index` of `count` in a cross-fading carousel, as the `carousel` island
 * expects them before it starts: a labelled group, the first one current, the others hidden from
 * everyone and out of the tab order.
 */
export function fadeSlideAttrs(index: number, count: number) {
  const first = index === 0;
  return {
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${index + 1} of ${count}`,
    'data-slide': '',
    'data-active': first ? '' : undefined,
    'aria-hidden': first ? undefined : true,
    inert: !first,
  } as const;
}

export interface CarouselControlsProps {
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

/**
 * The controls of every carousel, in the markup the `carousel` island reads: the rotation
 * control (`data-rotate`, starting as "Stop"), previous and next (`data-prev`, `data-next`) and
 * one dot per slide (`data-dot`, the first current), all naming the slides they control.
 */
export function CarouselControls({
  slidesId,
  dotLabels,
  className,
  buttonClass = 'icon-btn',
  arrowClass,
  dotsClass,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
}: CarouselControlsProps) {
  const arrow = arrowClass ? `${buttonClass} ${arrowClass}` : buttonClass;
  return (
    <div className={className}>
      <button type="button" className={`${buttonClass} rotate-btn`} data-rotate="" aria-label="Stop automatic slide show">
        <Icon name="pause" size={18} className="i-pause" />
        <Icon name="play" size={18} className="i-play" />
      </button>
      <button type="button" className={arrow} data-prev="" aria-controls={slidesId} aria-label={previousLabel}><Icon name="left" size={18} /></button>
      <div className={dotsClass ? `dots ${dotsClass}` : 'dots'}>
        {dotLabels.map((label, i) => (
          <button key={label} type="button" className="dot" data-dot="" aria-controls={slidesId} aria-label={label} aria-current={i === 0 ? 'true' : undefined} />
        ))}
      </div>
      <button type="button" className={arrow} data-next="" aria-controls={slidesId} aria-label={nextLabel}><Icon name="right" size={18} /></button>
    </div>
  );
}
