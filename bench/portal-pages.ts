/** The portal's pages, with a real record for each detail page, read from the running app. */

interface Page {
  path: string;
  /** What the page is, for the tables. */
  name: string;
}

async function firstId(base: string, list: string): Promise<string | null> {
  const res = await fetch(`${base}/api${list}`);
  if (!res.ok) return null;
  const body = (await res.json()) as { result?: { records?: Array<{ id: string }> } };
  return body.result?.records?.[0]?.id ?? null;
}

const LISTS: Page[] = [
  { path: '/home', name: '首页' },
  { path: '/zph', name: '招聘会' },
  { path: '/zpxx', name: '招聘信息' },
  { path: '/zpqiye', name: '企业列表' },
  { path: '/zpgw', name: '岗位列表' },
  { path: '/xwzx', name: '新闻资讯' },
  { path: '/zcfg', name: '政策法规' },
  { path: '/ncpt', name: '农业创新平台' },
  { path: '/cyds', name: '创业大赛' },
  { path: '/cycxcgz', name: '成果展示' },
  { path: '/cycgzh', name: '成果转化' },
  { path: '/jypxlm', name: '教育培训联盟' },
  { path: '/cjh', name: '促进会' },
];

const DETAILS: Array<Page & { list: string }> = [
  { path: '/zphxq', name: '招聘会详情', list: '/portal/jobFair/list' },
  { path: '/zpxxxq', name: '岗位详情', list: '/portal/position/list' },
  { path: '/zpxxxq/qyxx', name: '企业信息', list: '/portal/company/list' },
  { path: '/xwzxxq', name: '信息详情', list: '/portal/article/list' },
  { path: '/zcfgxq', name: '政策详情', list: '/portal/policy/list' },
  { path: '/cydsxiangqing', name: '大赛详情', list: '/portal/contest/list' },
  { path: '/cycxcgzxiangqing', name: '成果详情', list: '/portal/achievement/list' },
  { path: '/cycgzhxiangqing', name: '转化项目详情', list: '/portal/transformation/list' },
];

/** Every portal page; a detail page whose list is empty is left out with a warning. */
export async function portalPages(base: string): Promise<Page[]> {
  const pages = [...LISTS];
  for (const d of DETAILS) {
    const id = await firstId(base, d.list);
    if (id) pages.push({ path: `${d.path}?id=${id}`, name: d.name });
    else console.log(`warning: no record for ${d.name} (${d.list})`);
  }
  return pages;
}
