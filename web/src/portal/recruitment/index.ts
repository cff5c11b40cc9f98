/** What the other portal areas may use of 招聘会 and 招聘信息. */
export { default as CompanyCard } from './components/CompanyCard';
export { default as FairCard } from './components/FairCard';
export { default as PositionCard } from './components/PositionCard';
export {
  companyInfoHref,
  fairDetailHref,
  positionDetailHref,
  positionSearchHref,
  recruitmentPages,
} from './pages';
