/** What the size finder offers other features' server code: its section of a product page. */
export { SizeFinder } from './SizeFinder.server';
