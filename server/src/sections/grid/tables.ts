import type { gridResource, visitResource } from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

export interface GridWorkerTable {
  gridId: string;
  userId: string;
}

/** The grid tables; resource tables are derived from their definitions. */
export type GridTables = {
  gridGrid: ResourceRow<typeof gridResource> & { sysOrgCode: string | null };
  gridWorker: GridWorkerTable;
  gridVisit: ResourceRow<typeof visitResource> & { sysOrgCode: string | null };
};

export type GridSchema = CoreTables & GridTables;

export type GridDb = Kysely<GridSchema>;

export const gridDb = (db: Db): GridDb => db.withTables<GridTables>();
