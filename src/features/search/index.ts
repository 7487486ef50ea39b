/** Search's public entry: the search box with suggestions and the longest query taken. */
export { MAX_QUERY_LENGTH } from './normalize';
export { SearchBox } from './search-box';
