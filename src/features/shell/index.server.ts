/** What the site shell offers the app: the document every page is rendered in. */
export { Document } from './Document';
