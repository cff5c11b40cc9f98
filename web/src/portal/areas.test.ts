import { describe, expect, it } from 'vitest';
import { PORTAL_AREAS } from './areas';
import type { PortalArea } from './portal-page';

/** An area is a folder of the portal with an `area.ts`. */
const AREA_FILES = import.meta.glob<Record<string, PortalArea>>('./*/area.ts', { eager: true });
const AREAS = Object.keys(AREA_FILES).map((file) => file.split('/')[1]!);

const SOURCES = import.meta.glob<string>(['./*/**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** `spec` seen from `file`, both relative to this folder: `./recruitment/pages`. */
function resolve(file: string, spec: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

describe('the portal areas', () => {
  it('names every area in areas.ts', () => {
    const declared = Object.values(AREA_FILES).flatMap((exports) => Object.values(exports));
    expect(declared).toHaveLength(AREAS.length);
    for (const area of declared) expect(PORTAL_AREAS).toContain(area);
    expect(PORTAL_AREAS).toHaveLength(AREAS.length);
  });

  it('reach one another only through index.ts', () => {
    const reaches = Object.entries(SOURCES).flatMap(([file, text]) =>
      [...text.matchAll(SPECIFIER)].flatMap((m) => {
        const target = resolve(file, (m[1] ?? m[2])!);
        const [, from] = file.split('/');
        const [, to, ...inner] = target.split('/');
        const viaIndex =
          inner.length === 0 || (inner.length === 1 && /^index(\.ts)?$/.test(inner[0]!));
        return to && to !== from && AREAS.includes(to) && !viaIndex ? [`${file} → ${target}`] : [];
      }),
    );
    expect(reaches).toEqual([]);
  });

  it('keep to re-exports in index.ts, which the build takes as free of side effects', () => {
    for (const area of AREAS) {
      const lines = SOURCES[`./${area}/index.ts`]?.match(/^\S.*$/gm) ?? [];
      const statements = lines.filter((line) => !line.startsWith('/'));
      expect(statements.length, area).toBeGreaterThan(0);
      for (const line of statements) expect(line, area).toMatch(/^(export \{|\} from '\.)/);
    }
  });
});
