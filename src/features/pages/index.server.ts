/**
 * What the content pages offer other features' server code: the home page (which every unknown
 * address shows), the page header and head fields of a content page, the FAQ's accordion.
 */
export { homePage } from './home.server';
export { faqSlots } from './FaqAccordion.server';
export { PageHeader } from './PageHeader';
export { HOME_CRUMB, contentMeta } from './content-meta';
export { default as FaqAccordionIsland } from './faq-accordion.island';
