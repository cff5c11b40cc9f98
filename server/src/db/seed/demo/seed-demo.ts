import type { Clock } from '../../clock.js';
import type { Db, DialectName } from '../../database.js';
import { generateRecruitment } from './recruitment-generator.js';

export const DEMO_SEED = 20261123;

/** Demo recruitment data for a new installation: only while there is no company at all. */
export async function seedDemoRecruitment(
  db: Db,
  dialect: DialectName,
  clock: Clock,
): Promise<boolean> {
  const any = await db.selectFrom('zpCompany').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await generateRecruitment(db, dialect, {
    companies: 50,
    positions: 300,
    resumes: 200,
    fairs: 5,
    seed: DEMO_SEED,
    now: clock.nowText(),
  });
  return true;
}
