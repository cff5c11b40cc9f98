export { default as SearchSelect, type SearchSelectProps } from './SearchSelect';
export { SEARCH_DEBOUNCE_MS, SEARCH_EMPTY_TEXT, SEARCH_HINT } from './search-select';
