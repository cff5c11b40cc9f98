import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationSet } from './migration-set.js';

const m: Migration = { up: async () => undefined };
const names = (...list: string[]) => Object.fromEntries(list.map((n) => [n, m]));

describe('migrationSet', () => {
  const set = migrationSet([
    { area: 'core', migrations: names('0001-system-core', 'core-0001-locks') },
    {
      area: 'system',
      migrations: names('system-0002-b', '0017-system-resource-pages', 'system-0001-a'),
    },
    { area: 'training', migrations: names('training-0001-courses') },
  ]);

  it('runs released names first, then core, then each section in its order', () => {
    expect(Object.keys(set.migrations).sort(set.compare)).toEqual([
      '0001-system-core',
      '0017-system-resource-pages',
      'core-0001-locks',
      'system-0001-a',
      'system-0002-b',
      'training-0001-courses',
    ]);
  });

  it('refuses a name that is neither released nor its area’s, and a name used twice', () => {
    expect(() => migrationSet([{ area: 'grid', migrations: names('0040-grid-areas') }])).toThrow(
      '迁移 0040-grid-areas 须以其所属部分命名：grid-编号-说明',
    );
    expect(() => migrationSet([{ area: 'grid', migrations: names('training-0001-x') }])).toThrow(
      '须以其所属部分命名',
    );
    expect(() =>
      migrationSet([
        { area: 'core', migrations: names('0001-system-core') },
        { area: 'system', migrations: names('0001-system-core') },
      ]),
    ).toThrow('迁移 0001-system-core 重复（system）');
  });
});
