import { portalPageAt } from './portal-pages';

const SUMMARY = '退役军人就业创业服务门户：招聘会、岗位、政策、创业扶持与培训。';

/**
 * The browser tab's title and the description of a portal page, for `useDocumentMeta`: 首页 is
 * the site itself, its tab shows the site's name alone; an undeclared path sets nothing (null).
 */
export function portalMeta(pathname: string): {
  title: string | null | undefined;
  description?: string;
} {
  const page = portalPageAt(pathname);
  if (!page) return { title: null };
  return {
    title: page.parent === undefined ? undefined : page.title,
    description: page.description ?? `${page.title} - ${SUMMARY}`,
  };
}
