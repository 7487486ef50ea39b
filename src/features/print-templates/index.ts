/** The print templates' public entry: the dieline's layout, a size's template files and their addresses, the film's white ink, reading a design's size. */
export { pathPoints } from './bottom-seal';
export { jpegComponents, jpegDensity, pngDensity, pointsMm, rasterSizeMm, svgSizeMm } from './design-size';
export type { DielineLayout, Piece, Rect, Role, Shape } from './layout';
export { STYLES, WINDOW, dielineLayout } from './layout';
export type { TemplateSpec } from './pdf';
export { SLUG_MM } from './sheets';
export type { PressCondition } from './press';
export { PRESS_CONDITION } from './press';
export { WHITE_WINDOW_CLEARANCE } from './white';
export { TEMPLATES_ID, dielineFileName, dielinePath, templateSpec, variantDieline } from './template-files';
export type { Film, PrintedProduct } from './white-ink';
export { filmOf, needsWhiteInk } from './white-ink';
