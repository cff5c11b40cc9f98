import type { positionResource } from '@vets/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

/** A permission a department may hand on to its own roles. */
export interface SysDepartPermissionTable {
  id: string;
  departId: string;
  permissionId: string;
}

/** A role that belongs to one department (部门角色). */
export interface SysDepartRoleTable {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** The organisation section's own tables; resource tables are derived from their definitions. */
export type OrganisationTables = {
  sysDepartPermission: SysDepartPermissionTable;
  sysDepartRole: SysDepartRoleTable;
  sysPosition: ResourceRow<typeof positionResource>;
};

export type OrganisationDb = Kysely<CoreTables & OrganisationTables>;

export const organisationDb = (db: Db): OrganisationDb => db.withTables<OrganisationTables>();
