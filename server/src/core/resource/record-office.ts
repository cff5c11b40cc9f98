import type { ResourceDef } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { departmentColumn } from './department-scope.js';
import { asAnyDb } from './resource-store.js';

/** Which department (office) serves a region: the county's, else the city's, else the province's. */
export interface OfficeDirectory {
  officeOf(regionCode: string | null | undefined): Promise<string | undefined>;
}

/** A resource the owner field of a definition names, to read the owner's department from. */
export type OwnerLookup = (key: string) => ResourceDef | undefined;

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The department that keeps a record as its definition's scope derives it from the values being
 * written: the office serving its region, or the department of the record that owns it. Undefined
 * when the write leaves the source as it was, or the source names no office (the department stays
 * as it is: the adder's on an add).
 */
export async function derivedOffice(
  db: Db,
  def: ResourceDef,
  values: Record<string, unknown>,
  deps: { offices: OfficeDirectory; owner: OwnerLookup },
): Promise<string | undefined> {
  const office = def.scope && def.scope !== 'global' ? def.scope.office : undefined;
  if (!office) return undefined;
  if ('region' in office) {
    if (!(office.region in values)) return undefined;
    return deps.offices.officeOf(text(values[office.region])?.split(',')[0]);
  }
  const id = text(values[office.owner]);
  if (!id) return undefined;
  const ref = def.fields[office.owner]?.ref;
  const key = office.resource ?? (typeof ref === 'string' ? ref : ref?.resource);
  const ownerDef = key ? deps.owner(key) : undefined;
  const column = ownerDef ? departmentColumn(ownerDef) : undefined;
  if (!ownerDef || !column) throw new Error(`${def.key} 的归属记录 ${String(key)} 没有所属部门`);
  const row = await asAnyDb(db)
    .selectFrom(ownerDef.table)
    .select(column)
    .where('id', '=', id)
    .executeTakeFirst();
  return text((row as Record<string, unknown> | undefined)?.[column]);
}
