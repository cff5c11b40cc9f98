import type { Clock } from '../../../db/clock.js';
import type { DialectName } from '../../../db/database.js';
import type { RecruitmentDb } from '../tables.js';
import { generateRecruitment } from './recruitment-generator.js';

const DEMO_SEED = 20261123;

/** Demo recruitment data for a new installation: only while there is no company at all. */
export async function seedDemoRecruitment(
  db: RecruitmentDb,
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
