/** What the print templates offer other features' server code: reading a custom size's address, the artwork guide, the custom size's template button. */
export { customSize } from './templates.server';
export type { TemplateDownload } from './ArtworkGuide';
export { ARTWORK_GUIDE_ANCHOR, ArtworkGuide } from './ArtworkGuide';
export { default as TemplatePdfIsland } from './template-pdf.island';
