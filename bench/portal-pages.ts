/** The portal's pages, with a real record for each detail page, read from the running app. */
import type { PortalPage } from '../web/src/portal/portal-page.js';

interface Page {
  path: string;
  /** What the page is, for the tables. */
  name: string;
}

// The web's page declarations, which tsx loads at run time. The specifier is a variable so that
// this workspace's type check stops at the type above instead of compiling the web's pages.
const DECLARATIONS = '../web/src/portal/portal-pages.ts';

async function declaredPages(): Promise<readonly PortalPage[]> {
  const module = (await import(DECLARATIONS)) as { PORTAL_PAGES: readonly PortalPage[] };
  return module.PORTAL_PAGES;
}

const nameOf = (page: PortalPage) => page.name ?? page.nav?.label ?? page.title;

async function firstId(base: string, list: string): Promise<string | null> {
  const res = await fetch(`${base}/api${list}`);
  if (!res.ok) return null;
  const body = (await res.json()) as { result?: { records?: Array<{ id: string }> } };
  return body.result?.records?.[0]?.id ?? null;
}

/**
 * Every portal page a visitor reads (not the veteran's own), lists first, each in the areas'
 * order; a detail page whose list is empty is left out with a warning.
 */
export async function portalPages(base: string): Promise<Page[]> {
  const declared = (await declaredPages()).filter((page) => !page.veteranOnly);
  const pages = declared
    .filter((page) => !page.detailOf)
    .map((page) => ({ path: page.path, name: nameOf(page) }));
  for (const d of declared) {
    if (!d.detailOf) continue;
    const id = await firstId(base, d.detailOf);
    if (id) pages.push({ path: `${d.path}?id=${id}`, name: nameOf(d) });
    else console.log(`warning: no record for ${nameOf(d)} (${d.detailOf})`);
  }
  return pages;
}
