import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';

/** Setting up through the API what a test does not exercise: accounts, offices, roles. */

export async function apiToken(
  request: APIRequestContext,
  username = 'admin',
  password = ADMIN_PASSWORD,
) {
  const res = await request.post('/api/sys/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { token: string } }).result.token;
}

export async function api<T = { id: string }>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${url}`, {
    method,
    headers: { 'X-Access-Token': token },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await res.json()) as { success: boolean; message: string; result: T };
  expect(res.status(), body.message).toBe(200);
  return body.result;
}

interface Depart {
  id: string;
  orgCode: string;
  departName: string;
  children?: Depart[];
}

/** A seeded office by its name, as the department picker shows it. */
export async function officeOf(request: APIRequestContext, token: string, departName: string) {
  const forest = await api<Depart[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList');
  const all = (nodes: Depart[]): Depart[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
  const office = all(forest).find((d) => d.departName === departName);
  expect(office, departName).toBeTruthy();
  return office!;
}

export async function roleId(request: APIRequestContext, token: string, code: string) {
  const url = `/sys/role/list?roleCode=${code}`;
  const { records } = await api<{ records: Array<{ id: string }> }>(request, token, 'GET', url);
  return records[0]!.id;
}

/** The password of every account the tests add. */
export const PASSWORD = 'Arch#2026pass';

/** An account in the office named `departName` with one seeded role, as an administrator adds it. */
export async function addUser(
  request: APIRequestContext,
  token: string,
  username: string,
  departName: string,
  role: string,
  extra: Record<string, unknown> = {},
) {
  const office = await officeOf(request, token, departName);
  return api(request, token, 'POST', '/sys/user/add', {
    username,
    realname: `${username}姓名`,
    orgCode: office.orgCode,
    password: PASSWORD,
    confirmpassword: PASSWORD,
    selectedroles: await roleId(request, token, role),
    selecteddeparts: office.id,
    ...extra,
  });
}
