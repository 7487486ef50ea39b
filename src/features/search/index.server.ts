/** What search offers other features' server code: the header's search box. */
export { default as SearchBoxIsland } from './search-box.island';
