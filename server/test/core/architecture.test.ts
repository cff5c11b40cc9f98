import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { RESOURCES, snakeCase as snake } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { CORE_TABLES } from '../../src/db/schema.js';
import { sectionTables } from '../../src/sections/composition.js';
import { SECTIONS } from '../../src/sections/index.js';

/**
 * The shape ARCHITECTURE.md describes, checked on the source: no import cycles, core/ and db/
 * import no section, a section reaches another only through its index.ts, no permission code is
 * spelled outside contracts, and every route declares its response.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const WORKSPACES = ['contracts/src', 'server/src', 'web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [full] : [];
  });
}

const FILES = WORKSPACES.flatMap((ws) => sourceFiles(path.join(ROOT, ws)));
const rel = (file: string) => path.relative(ROOT, file);

const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((c) => FILES.includes(c));
}

const GRAPH = new Map(
  FILES.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((m) => resolve(file, (m[1] ?? m[2])!))
      .filter((t): t is string => t !== undefined);
    return [file, targets];
  }),
);

/** Strongly connected components with more than one file (Tarjan). */
function cycles(): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of GRAPH.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(rel(w));
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of FILES) if (!indexOf.has(file)) visit(file);
  return found;
}

const SECTION = /^(contracts|server|web)\/src\/(sections|portal)\/([^/]+)\/(.*)$/;
/** The business sections, from their manifests (the portal's other folders are its shell). */
const AREAS: ReadonlySet<string> = new Set(SECTIONS.map((s) => s.key));

function sectionOf(file: string): { area: string; inner: string } | undefined {
  const m = SECTION.exec(rel(file));
  if (!m || !AREAS.has(m[3]!)) return undefined;
  return { area: m[3]!, inner: m[4]! };
}

const imports = () => [...GRAPH].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

describe('the shape of the code', () => {
  it('has no import cycles', () => {
    expect(cycles()).toEqual([]);
  });

  it('core/ and db/ import no section', () => {
    const leaks = imports().filter(
      ({ from, to }) =>
        /^server\/src\/(core|db)\//.test(rel(from)) && /^server\/src\/sections\//.test(rel(to)),
    );
    expect(leaks.map(({ from, to }) => `${rel(from)} → ${rel(to)}`)).toEqual([]);
  });

  it('a section uses another only through that section’s index.ts', () => {
    const reaches = imports().filter(({ from, to }) => {
      const a = sectionOf(from);
      const b = sectionOf(to);
      if (!a || !b || a.area === b.area) return false;
      return b.inner !== 'index.ts';
    });
    expect(reaches.map(({ from, to }) => `${rel(from)} → ${rel(to)}`)).toEqual([]);
  });

  it('spells no permission code outside contracts, of any length', () => {
    const prefixes = new Set([...RESOURCES.values()].map((def) => def.permission.split(':')[0]!));
    const literal = new RegExp(`['"\`](${[...prefixes].join('|')})(:[A-Za-z_]+)+['"\`]`);
    const spelled = FILES.filter(
      (f) => !rel(f).startsWith('contracts/') && literal.test(readFileSync(f, 'utf8')),
    ).map(rel);
    expect(prefixes.size).toBeGreaterThan(5);
    expect(spelled).toEqual([]);
  });

  it('spells no dictionary code outside its dictionary', () => {
    // Where code names a dictionary (a prop, a report field, a lookup), it names its definition.
    const naming =
      /(?:dictCode\s*[=:]\s*\{?\s*|dicts?\.get\(\s*|getDictItems\/)['"`]([^'"`]+)['"`]/g;
    const spelled = FILES.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(naming)].map((m) => `${rel(f)}: ${m[1]}`),
    );
    expect(spelled).toEqual([]);
  });

  it('writes a table only from its owner, or a section that administers a core table', () => {
    const writes = /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"](\w+)/g;
    const allowed = new Map<string, ReadonlySet<string>>([
      ['core', new Set(CORE_TABLES)],
      ['db', new Set(CORE_TABLES)],
      ...SECTIONS.map(
        (s) => [s.key, new Set([...sectionTables(s), ...(s.administers ?? [])])] as const,
      ),
    ]);
    const written = FILES.filter(
      (f) => rel(f).startsWith('server/src/') && !rel(f).includes('/migrations/'),
    ).flatMap((f) => {
      const area = /^server\/src\/(?:sections\/)?([^/]+)\//.exec(rel(f))?.[1] ?? '';
      return [...readFileSync(f, 'utf8').matchAll(writes)].map((m) => ({
        at: `${rel(f)}: ${snake(m[1]!)}`,
        ok: allowed.get(area)?.has(snake(m[1]!)) ?? false,
      }));
    });
    expect(written.length).toBeGreaterThan(100);
    expect(written.filter((w) => !w.ok).map((w) => w.at)).toEqual([]);
  });

  it('web components/ and api/ import nothing from app/', () => {
    const leaks = imports().filter(
      ({ from, to }) =>
        /^web\/src\/(components|api)\//.test(rel(from)) && /^web\/src\/app\//.test(rel(to)),
    );
    expect(leaks.map(({ from, to }) => `${rel(from)} → ${rel(to)}`)).toEqual([]);
  });

  it('names every section in exactly one file per side', () => {
    const keys = [...AREAS];
    // A file names a section when it imports from the section's folder (`./grid/…`).
    const namesAll = (file: string) => {
      const text = readFileSync(file, 'utf8');
      return keys.every((key) => new RegExp(`from '\\./${key}/`).test(text));
    };
    const listing = (side: string) =>
      FILES.filter((f) => rel(f).startsWith(`${side}/src/`) && namesAll(f)).map(rel);
    expect(listing('server')).toEqual(['server/src/sections/index.ts']);
    expect(listing('contracts')).toEqual(['contracts/src/sections/index.ts']);
    // The back office: every section with a web folder, in web/src/sections/index.ts.
    const webKeys = readdirSync(path.join(ROOT, 'web/src/sections')).filter((k) => AREAS.has(k));
    const webList = readFileSync(path.join(ROOT, 'web/src/sections/index.ts'), 'utf8');
    expect(webKeys.filter((k) => !webList.includes(`from './${k}/section'`))).toEqual([]);
  });

  it('registers no route outside the contracts’ endpoints and the engine', () => {
    // app.get/post/put/delete/route: hand-written registrations that bypass serve().
    const direct = /\bapp\.(get|post|put|delete|route)\(/;
    const allowed = new Set([
      'server/src/core/api-route.ts',
      'server/src/core/static-web.ts',
      'server/src/core/resource/resource-actions.ts',
    ]);
    const registering = FILES.filter(
      (f) =>
        rel(f).startsWith('server/src/') &&
        !allowed.has(rel(f)) &&
        direct.test(readFileSync(f, 'utf8')),
    ).map(rel);
    expect(registering).toEqual([]);
  });
});
