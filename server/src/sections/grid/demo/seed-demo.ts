import { ROLE_GRID_WORKER } from '@vets/contracts';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { insertRows } from '../../../db/demo/batch-insert.js';
import { addDays } from '../../../db/demo/demo-time.js';
import { personName } from '../../../db/demo/person-names.js';
import { createRng, type Rng } from '../../../db/demo/prng.js';
import { newId } from '../../../db/ids.js';
import { archivesOfCounty, assignArchivesToGrid } from '../../archives/index.js';
import { createSeedAccount, departmentRegions } from '../../organisation/index.js';
import { gridDb } from '../tables.js';
import { gridBoundary, gridCentre } from './grid-boundary.js';
import { GRID_PLACES, type GridPlace } from './grid-places.js';
import { type Visitor, visitRows } from './visit-rows.js';

const DEMO_SEED = 20261125;

interface Worker extends Visitor {
  id: string;
}

async function createWorkers(
  db: Db,
  clock: Clock,
  rng: Rng,
  place: GridPlace,
  orgCode: string,
  count: number,
  next: () => number,
): Promise<Worker[]> {
  const workers: Worker[] = [];
  for (let i = 0; i < count; i++) {
    const male = rng.chance(0.6);
    const worker = {
      username: `wgy_${place.slug}${String(next()).padStart(2, '0')}`,
      realname: personName(rng, male),
    };
    const id = await createSeedAccount(db, clock, {
      ...worker,
      orgCode,
      role: ROLE_GRID_WORKER,
      sex: male ? '1' : '2',
    });
    workers.push({ ...worker, id });
  }
  return workers;
}

/** One county's grids: boundaries, workers, its veterans shared out, their visits. */
async function seedPlace(db: Db, clock: Clock, rng: Rng, place: GridPlace, orgCode: string) {
  const now = clock.nowText();
  const members = await archivesOfCounty(db, place.countyCode);
  let serial = 0;
  for (const [index, street] of place.streets.entries()) {
    const id = newId();
    const workers = await createWorkers(
      db,
      clock,
      rng,
      place,
      orgCode,
      rng.int(1, 2),
      () => ++serial,
    );
    const mine = members.filter((_, i) => i % place.streets.length === index);
    const centre = gridCentre(place.centre, index, place.streets.length);
    await gridDb(db)
      .insertInto('gridGrid')
      .values({
        id,
        gridName: `${place.countyName}${street}网格`,
        regionCode: place.countyCode,
        workerIds: workers.map((w) => w.id).join(','),
        boundary: JSON.stringify(gridBoundary(rng, centre, rng.int(12, 20) / 10)),
        remark: null,
        sysOrgCode: orgCode,
        createBy: 'system',
        createTime: addDays(now, -200),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await gridDb(db)
      .insertInto('gridWorker')
      .values(workers.map((w) => ({ gridId: id, userId: w.id })))
      .execute();
    await assignArchivesToGrid(
      db,
      mine.map((m) => m.id),
      id,
    );
    const share = 0.65 + 0.17 * rng.next();
    await insertRows(gridDb(db), 'gridVisit', visitRows(rng, mine, id, workers, share, now), 500);
  }
}

/** Demo grids for a new installation: only while there is no grid at all. */
export async function seedDemoGrids(db: Db, clock: Clock): Promise<boolean> {
  if (await gridDb(db).selectFrom('gridGrid').select('id').limit(1).executeTakeFirst())
    return false;
  const rng = createRng(DEMO_SEED);
  const offices = await departmentRegions(db);
  for (const place of GRID_PLACES) {
    const office = offices.find((o) => o.regionCode === place.countyCode);
    if (office) await seedPlace(db, clock, rng, place, office.orgCode);
  }
  return true;
}
