/** What the identity section's pages offer other sections. */

export { ThirdPartyBinding } from './pages/account/ThirdPartyBinding';
