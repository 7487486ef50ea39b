/**
 * The stroke icon islands draw, and the paths of the carousel controls, which show at load on
 * the pages that start React at once (this module shares React's chunk). The other paths islands
 * draw are in ./paths.ts, fetched only with the islands that use them; the server's Icon
 * (src/components/Icon.tsx) draws these and more.
 */
export const leftPath = 'M15 5l-7 7 7 7';
export const rightPath = 'M9 5l7 7-7 7';
export const pausePath = 'M8 5v14M16 5v14';
export const playPath = 'M7 5l12 7-12 7z';

/** A decorative icon: hidden from assistive technology, named by the control around it. */
export function IslandIcon({ d, size = 20, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
