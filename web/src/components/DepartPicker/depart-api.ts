import { http } from '../../api/request';

export const DEPART_PICKER_WIDTH = 500;

/** A department as the tree calls answer it. */
export interface DepartNode {
  key: string;
  id: string;
  value: string;
  title: string;
  orgCode: string;
  departName: string;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartNode[];
}

const asList = (result: unknown): DepartNode[] => (Array.isArray(result) ? result : []);

/** The departments under `parentId`; the top level when it is empty. */
export async function loadDepartChildren(parentId: string): Promise<DepartNode[]> {
  const res = await http.get<DepartNode[]>('/sys/sysDepart/queryTreeListByParent', { parentId });
  return asList(res.result);
}

/** Departments whose name contains the keyword, as leaves. */
export async function searchDeparts(keyWord: string): Promise<DepartNode[]> {
  const res = await http.get<DepartNode[]>('/sys/sysDepart/queryTreeListByParent', { keyWord });
  return asList(res.result).map((d) => ({ ...d, isLeaf: true }));
}

/** The department with this id, area code or org code, if any. */
export async function loadDepart(idOrCode: string): Promise<DepartNode | null> {
  const res = await http.get<DepartNode[]>(
    '/sys/sysDepart/queryById',
    { parentId: idOrCode },
    { silent: true },
  );
  return asList(res.result)[0] ?? null;
}
