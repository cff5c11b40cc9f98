/** What the other portal areas may use of 首页. */
export { homePages } from './pages';
