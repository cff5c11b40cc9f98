/** What the other portal areas may use of 创业服务. */
export { contestDetailHref, entrepreneurshipPages } from './pages';
