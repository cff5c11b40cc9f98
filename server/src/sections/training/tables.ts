import type { institutionResource } from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

/** The training tables; resource tables are derived from their definitions. */
export type TrainingTables = {
  trInstitution: ResourceRow<typeof institutionResource> & { sysOrgCode: string | null };
};

export type TrainingDb = Kysely<CoreTables & TrainingTables>;

export const trainingDb = (db: Db): TrainingDb => db.withTables<TrainingTables>();
