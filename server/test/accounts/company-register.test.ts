import { creditCodeCheckChar } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlClock, postFrom, smsCode } from '../helpers/sms.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** 企业注册 (/company/register): code, account, company 待审核, and what it never reveals. */
const t = useTestApp();
let clock: ReturnType<typeof controlClock>;
beforeAll(() => {
  clock = controlClock(t);
});

const credit = (body17: string) => body17 + creditCodeCheckChar(body17);
let seq = 0;
function company(extra: Record<string, string> = {}) {
  seq += 1;
  return {
    password: 'Comp#2026pass',
    confirmpassword: 'Comp#2026pass',
    companyName: `石家庄注册测试企业${seq}有限公司`,
    creditCode: credit(`91130100MA0RG${String(seq).padStart(4, '0')}`),
    regionCode: '130102',
    contactName: '周经理',
    ...extra,
  };
}

async function register(mobile: string, body: Record<string, string>) {
  const captcha = await smsCode(t, clock, mobile, '1');
  return postFrom(t, '/company/register', { mobile, captcha, ...body });
}

const userOf = (mobile: string) =>
  t.db.selectFrom('sysUser').selectAll().where('phone', '=', mobile).executeTakeFirst();

describe('a company registers itself', () => {
  it('gets an account signing in by its phone, named otherwise, and a company awaiting approval', async () => {
    const body = company();
    const res = await register('13600000001', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('注册成功，企业信息已提交服务中心审核，审核通过后即可发布岗位');
    const user = await userOf('13600000001');
    expect(user).toMatchObject({ phone: '13600000001', realname: '周经理', orgCode: null });
    expect(user?.username).toMatch(/^qy[a-z0-9]{10}$/);
    const firm = await t.db
      .selectFrom('zpCompany')
      .selectAll()
      .where('id', '=', String(user!.companyId))
      .executeTakeFirstOrThrow();
    expect(firm).toMatchObject({
      companyName: body.companyName,
      creditCode: body.creditCode,
      auditStatus: '0',
      contactPhone: '13600000001',
    });
    expect(firm.sysOrgCode).toMatch(/^A01A01A\d\d$/);
    const roles = await t.db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('r.roleCode')
      .where('ur.userId', '=', user!.id)
      .execute();
    expect(roles.map((r) => r.roleCode)).toEqual(['companyUser']);

    const login = await postFrom(t, '/sys/clogin', {
      username: '13600000001',
      password: 'Comp#2026pass',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().result.userInfo.companyId).toBe(firm.id);
  });

  it('answers the same for a company already on record, and records a claim for staff', async () => {
    const first = company();
    await register('13600000002', first);
    const companies = async () =>
      Number(
        (
          await t.db
            .selectFrom('zpCompany')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await companies();
    for (const [mobile, same] of [
      ['13600000003', { creditCode: first.creditCode }],
      ['13600000004', { companyName: first.companyName }],
    ] as const) {
      const res = await register(mobile, company(same));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(
        '注册成功，企业信息已提交服务中心审核，审核通过后即可发布岗位',
      );
      expect((await userOf(mobile))?.companyId).toBeNull();
    }
    expect(await companies()).toBe(before);
    const claims = await t.db
      .selectFrom('accCompanyClaim')
      .select(['phone', 'status'])
      .orderBy('phone')
      .execute();
    expect(claims).toEqual([
      { phone: '13600000003', status: '0' },
      { phone: '13600000004', status: '0' },
    ]);
  });

  it('tells a phone owner that the phone is taken, after the code only', async () => {
    await register('13600000005', company());
    const again = await register('13600000005', company());
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('该手机号已注册，请直接登录；忘记密码可通过“忘记密码”找回');
    const guess = await postFrom(t, '/company/register', {
      mobile: '13600000005',
      captcha: '123456',
      ...company(),
    });
    expect(guess.json().message).toBe('验证码错误或已过期');
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ creditCode: '91130100MA0RG00001' }, '请输入正确的统一社会信用代码（18位，校验位需正确）'],
      [{ password: 'weak', confirmpassword: 'weak' }, '密码由8位数字、大小写字母和特殊符号组成!'],
      [{ confirmpassword: 'Other#2026pass' }, '两次输入的密码不一样！'],
      [{ regionCode: '999999' }, '请选择所在地区'],
      [{ companyName: '' }, '请输入企业名称'],
    ];
    for (const [bad, message] of cases) {
      const res = await register('13600000006', company(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await userOf('13600000006')).toBeUndefined();
  });
});

describe('claims on a company already on record (企业认领)', () => {
  it('staff link the account to the company, once; or refuse a claim', async () => {
    const admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const call = apiCaller(t, () => admin);
    const first = company();
    await register('13600000011', first);
    await register('13600000012', company({ creditCode: first.creditCode }));
    await register('13600000013', company({ companyName: first.companyName }));
    const list = await call('GET', '/accounts/companyClaim/list?status=0&pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    const claims = list.json().result.records as Array<Record<string, string>>;
    const mine = claims.filter((c) => ['13600000012', '13600000013'].includes(c.phone!));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ status_dictText: '待核实' });

    const [toLink, toRefuse] = mine;
    const linked = await call('POST', '/accounts/companyClaim/link', { id: toLink!.id });
    expect(linked.statusCode, linked.body).toBe(200);
    const owner = await userOf('13600000011');
    expect((await userOf(toLink!.phone!))?.companyId).toBe(owner!.companyId);
    const twice = await call('POST', '/accounts/companyClaim/link', { id: toLink!.id });
    expect(twice.statusCode).toBe(400);

    const refused = await call('POST', '/accounts/companyClaim/refuse', { ids: toRefuse!.id });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await userOf(toRefuse!.phone!))?.companyId).toBeNull();
  });

  it('a claim outside the caller’s office answers 404', async () => {
    await register('13600000021', company());
    const taken = company();
    await register('13600000022', taken);
    await register('13600000023', company({ creditCode: taken.creditCode }));
    const claim = await t.db
      .selectFrom('accCompanyClaim')
      .select('id')
      .where('phone', '=', '13600000023')
      .executeTakeFirstOrThrow();
    // Staff of 唐山 (A01A02): the claim belongs to 长安区 in 石家庄.
    const other = await createUser(t.ctx, {
      username: 'claim_ts',
      roles: ['staff'],
      orgCode: 'A01A02',
    });
    const headers = withToken((await login(t.app, other.username, other.password)).token);
    const res = await apiCaller(t, () => headers)('POST', '/accounts/companyClaim/link', {
      id: claim.id,
    });
    expect(res.statusCode).toBe(404);
  });
});
