import { type EndpointResult, pickerApi } from '@vets/contracts';
import { call } from '../../api/call';

export const DEPART_PICKER_WIDTH = 500;

/** A department as the tree calls answer it, with the children loaded below it so far. */
export type DepartNode = EndpointResult<typeof pickerApi.queryTreeListByParent>[number] & {
  children?: DepartNode[];
};

const asList = (result: unknown): DepartNode[] => (Array.isArray(result) ? result : []);

/** The departments under `parentId`; the top level when it is empty. */
export async function loadDepartChildren(parentId: string): Promise<DepartNode[]> {
  const res = await call(pickerApi.queryTreeListByParent, { query: { parentId } });
  return asList(res.result);
}

/** Departments whose name contains the keyword, as leaves. */
export async function searchDeparts(keyWord: string): Promise<DepartNode[]> {
  const res = await call(pickerApi.queryTreeListByParent, { query: { keyWord } });
  return asList(res.result).map((d) => ({ ...d, isLeaf: true }));
}

/** The department with this id, area code or org code, if any. */
export async function loadDepart(idOrCode: string): Promise<DepartNode | null> {
  const res = await call(pickerApi.queryById, { query: { parentId: idOrCode } }, { silent: true });
  return asList(res.result)[0] ?? null;
}
