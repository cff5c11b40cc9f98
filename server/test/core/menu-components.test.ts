import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESOURCES } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { sectionMenus } from '../../src/sections/composition.js';
import { SECTIONS } from '../../src/sections/index.js';

const webSections = fileURLToPath(new URL('../../../web/src/sections', import.meta.url));
/** Components the web shell renders itself (menu-routes.ts). */
const SHELL = new Set(['layouts/RouteView', 'layouts/IframePageView']);

const pageFile = (area: string, rest: string) =>
  [`${rest}.tsx`, `${rest}/index.tsx`, `${rest}/Index.tsx`].some((f) =>
    existsSync(path.join(webSections, area, 'pages', f)),
  );

/** The rule of web/src/app/page-registry.tsx: `area/Page`, or a path under any section's pages. */
function resolves(component: string): boolean {
  if (SHELL.has(component)) return true;
  if (component.startsWith('resource:')) return RESOURCES.has(component.slice('resource:'.length));
  const [area, ...rest] = component.split('/');
  if (area && rest.length > 0 && pageFile(area, rest.join('/'))) return true;
  return readdirSync(webSections).some((dir) => pageFile(dir, component));
}

describe('seeded menus', () => {
  it('name a page the web app has, for every menu entry of every section', () => {
    const menus = SECTIONS.flatMap(sectionMenus).filter((m) => m.component);
    const missing = menus
      .filter((m) => !resolves(m.component!))
      .map((m) => `${m.name}: ${m.component}`);
    console.log(`menu entries with a page: ${menus.length}`);
    expect(missing).toEqual([]);
    expect(menus.length).toBeGreaterThan(50);
  });
});
