import { INSTITUTION_ACCOUNT_MESSAGES } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditCode } from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** 培训机构: staff keep the institutions and open their accounts; an account keeps its own. */
const t = useTestApp();
let admin: Record<string, string>;
const asAdmin = apiCaller(t, () => admin);
type Call = ReturnType<typeof apiCaller>;

async function addInstitution(name: string, tail: string) {
  const res = await asAdmin('POST', '/training/institution/add', {
    institutionName: name,
    institutionType: '1',
    creditCode: creditCode(tail),
    regionCode: '130102',
    contactName: '刘老师',
    contactPhone: '13912340000',
    trainingScope: '电工,焊工',
  });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json().result.id);
}

const account = (mobile: string) => ({
  realname: '赵主任',
  mobile,
  password: 'Train#2026pw',
  confirmpassword: 'Train#2026pw',
});

async function signIn(mobile: string): Promise<Call> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/clogin`,
    payload: { username: mobile, password: 'Train#2026pw' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const headers = withToken(res.json().result.token);
  return apiCaller(t, () => headers);
}

let own: string;
let other: string;
let mine: Call;

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  own = await addInstitution('石家庄退役军人职业技能培训学校', '0EA000001');
  other = await addInstitution('唐山工业职业技能培训中心', '0EA000002');
});

describe('opening an institution’s account', () => {
  it('opens an education account named by the phone, signing in at the enterprise login', async () => {
    const res = await asAdmin('POST', '/training/institution/openAccount', {
      id: own,
      ...account('13600001111'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(INSTITUTION_ACCOUNT_MESSAGES.opened);
    mine = await signIn('13600001111');
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      payload: { username: '13600001111', password: 'Train#2026pw' },
    });
    expect(staffLogin.statusCode).toBe(200);
    expect(staffLogin.json().result.userInfo.companyId).toBe(own);
  });

  it('refuses a phone another account has, a weak password and an unknown institution', async () => {
    const taken = await asAdmin('POST', '/training/institution/openAccount', {
      id: other,
      ...account('13600001111'),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(INSTITUTION_ACCOUNT_MESSAGES.phoneTaken);
    const weak = await asAdmin('POST', '/training/institution/openAccount', {
      id: other,
      ...account('13600002222'),
      password: '123',
      confirmpassword: '123',
    });
    expect(weak.statusCode).toBe(400);
    const unknown = await asAdmin('POST', '/training/institution/openAccount', {
      id: 'nosuchinstitution',
      ...account('13600003333'),
    });
    expect(unknown.statusCode).toBe(404);
    const users = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('phone', 'in', ['13600002222', '13600003333'])
      .execute();
    expect(users).toHaveLength(0);
  });
});

describe('an institution’s own account', () => {
  it('reads and edits its own institution, its contact unmasked', async () => {
    const list = await mine('GET', '/training/institution/list');
    expect(list.json().result.records.map((r: { id: string }) => r.id)).toEqual([own]);
    const read = await mine('GET', `/training/institution/queryById?id=${own}`);
    expect(read.json().result).toMatchObject({
      contactPhone: '13912340000',
      contactName: '刘老师',
    });
    const edited = await mine('PUT', '/training/institution/edit', {
      id: own,
      version: read.json().result.version,
      trainingScope: '电工,焊工,叉车司机',
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('reaches no other institution, adds none and opens no account', async () => {
    for (const [method, url, body] of [
      ['GET', `/training/institution/queryById?id=${other}`],
      ['PUT', '/training/institution/edit', { id: other, version: 1, trainingScope: '改' }],
    ] as const) {
      const res = await mine(method, url, body);
      expect(res.statusCode, url).toBe(404);
    }
    for (const [method, url, body] of [
      ['POST', '/training/institution/add', { institutionName: '自建机构' }],
      ['DELETE', `/training/institution/delete?id=${own}`],
      ['POST', '/training/institution/openAccount', { id: own, ...account('13600004444') }],
      ['GET', '/recruitment/company/list'],
    ] as const) {
      const res = await mine(method, url, body);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
