/** What the system section's pages offer other sections. */

export { LoginHistoryCard } from './components/dashboard/LoginHistoryCard';
