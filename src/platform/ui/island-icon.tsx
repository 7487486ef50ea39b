/**
 * The stroke icon islands draw, and the arrows of the carousels and the picture viewer (this
 * module shares React's chunk). The carousel's pause and play are in ./carousel.tsx, the other
 * paths islands draw in ./paths.ts, each fetched only with the islands that use them; the
 * server's Icon (src/platform/ui/Icon.tsx) draws these and more.
 */
export const leftPath = 'M15 5l-7 7 7 7';
export const rightPath = 'M9 5l7 7-7 7';
/** The carousels' pause and play buttons. */
export const pausePath = 'M8 5v14M16 5v14';
export const playPath = 'M7 5l12 7-12 7z';

/** A decorative icon: hidden from assistive technology, named by the control around it. */
export function IslandIcon({ d, size = 20, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg className={className ? `ico ${className}` : 'ico'} width={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
