import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sections from './sections/index.js';
import * as vocabulary from './vocabulary/index.js';

/**
 * The contracts' shape (ARCHITECTURE.md): a section reaches another only through that section's
 * index.ts, reaches the vocabulary only through vocabulary/index.ts, and the vocabulary imports
 * no section.
 */
const SRC = import.meta.dirname;

const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** `sections/<area>/…` → area; `vocabulary/…` → 'vocabulary'; anything else → undefined. */
function ownerOf(file: string): string | undefined {
  const [top, area, ...rest] = file.split('/');
  if (top === 'vocabulary') return 'vocabulary';
  return top === 'sections' && rest.length > 0 ? area : undefined;
}

const entryOf = (owner: string) =>
  owner === 'vocabulary' ? 'vocabulary/index.ts' : `sections/${owner}/index.ts`;

/** Files relative to contracts/src, with their text: every import that crosses a boundary it may not. */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    const from = ownerOf(file);
    if (!from) continue;
    for (const [, spec] of text.matchAll(SPECIFIER)) {
      const target = path.posix.join(path.posix.dirname(file), spec!).replace(/\.js$/, '.ts');
      const to = ownerOf(target);
      const forbidden =
        from === 'vocabulary'
          ? target.startsWith('sections/')
          : to !== undefined && to !== from && target !== entryOf(to);
      if (forbidden) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

function sourceFiles(): Map<string, string> {
  const names = readdirSync(SRC, { recursive: true, encoding: 'utf8' });
  return new Map(
    names
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.split(path.sep).join('/'))
      .map((name) => [name, readFileSync(path.join(SRC, name), 'utf8')]),
  );
}

describe('section boundaries in the contracts', () => {
  it('sections reach each other and the vocabulary only through an index.ts', () => {
    expect(boundaryViolations(sourceFiles())).toEqual([]);
  });

  it('no section re-exports a vocabulary name', () => {
    expect(Object.keys(vocabulary).filter((name) => name in sections)).toEqual([]);
  });

  it('finds the imports the shape forbids', () => {
    const files = new Map([
      [
        'sections/archives/resources/a.ts',
        "import { region } from '../../recruitment/resources/fields.js';",
      ],
      ['sections/grid/b.ts', "import { education } from '../../vocabulary/education.js';"],
      [
        'sections/grid/c.ts',
        "export * from '../recruitment/index.js';\nimport('../system/dicts.js');",
      ],
      ['vocabulary/d.ts', "import { sex } from '../sections/system/index.js';"],
      ['vocabulary/e.ts', "import type { X } from '../sections/registry.js';"],
      [
        'sections/grid/ok.ts',
        "import { AREA_REF } from '../../vocabulary/index.js';\nimport { archiveField } from '../archives/index.js';\nimport { x } from './y.js';",
      ],
    ]);
    expect(boundaryViolations(files)).toEqual([
      'sections/archives/resources/a.ts → sections/recruitment/resources/fields.ts',
      'sections/grid/b.ts → vocabulary/education.ts',
      'sections/grid/c.ts → sections/system/dicts.ts',
      'vocabulary/d.ts → sections/system/index.ts',
      'vocabulary/e.ts → sections/registry.ts',
    ]);
  });
});
