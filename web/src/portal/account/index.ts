/** What the other portal areas may use of the veteran's own corner. */
export { CompanyContact } from './CompanyContact';
export { accountPages } from './pages';
export { VeteranAction } from './VeteranAction';
export { signedInVeteran, veteranCall, veteranSignOut } from './veteran-http';
