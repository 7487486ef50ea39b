/**
 * Stroke icon paths (24 × 24) that islands draw with IslandIcon (./island-icon.tsx), one export each;
 * kept apart from React's chunk so a page fetches them only with an island that shows them.
 */
export const heartPath = 'M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.4h3C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z';
export const searchPath = 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.3-2.2L21 21';
export const menuPath = 'M3 6h18M3 12h18M3 18h18';
export const closePath = 'M6 6l12 12M18 6L6 18';
export const chevronPath = 'M6 9l6 6 6-6';
export const upPath = 'M12 19V5M5 12l7-7 7 7';
export const checkPath = 'M4 12l5 5L20 6';
export const alertPath = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v5.5M12 16.5h.01';
/** A clipboard with lines: the quote list. */
export const quotePath = 'M9 3h6v3H9zM9 4.5H6.5A1.5 1.5 0 0 0 5 6v14a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 20V6a1.5 1.5 0 0 0-1.5-1.5H15M8.5 11h7M8.5 15h7';
