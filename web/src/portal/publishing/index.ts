/** What the other portal areas may use of 新闻资讯 and 政策法规. */
export { newsDetailHref, policyDetailHref, publishingPages } from './pages';
export { useArticleList, usePolicyList } from './publishing-queries';
