import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiCaller, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

const RULE = JSON.stringify([
  { digits: 2, pattern: '[A-Z]+', message: '前两位须为大写字母' },
  { digits: '*', pattern: '\\d{4,8}', message: '其余须为4到8位数字' },
]);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('check rules', () => {
  it('checks a value by rule code with the failing part’s message', async () => {
    const added = await call('POST', '/sys/checkRule/add', {
      ruleName: '退役证号',
      ruleCode: 'veteranCertNo',
      ruleJson: RULE,
    });
    expect(added.statusCode, added.body).toBe(200);
    const check = (value: string) =>
      call(
        'GET',
        `/sys/checkRule/checkByCode?ruleCode=veteranCertNo&value=${encodeURIComponent(value)}`,
      );
    const good = await check('TY123456');
    expect(good.json()).toMatchObject({ success: true, message: '该值可用！' });
    const bad = await check('ty123456');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('前两位须为大写字母');
    expect((await check('TY12')).json().message).toBe('其余须为4到8位数字');
    const unknown = await call('GET', '/sys/checkRule/checkByCode?ruleCode=nope&value=1');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses malformed rules on save', async () => {
    const bad = await call('POST', '/sys/checkRule/add', {
      ruleName: '坏规则',
      ruleCode: 'badRule',
      ruleJson: '[{"digits":1,"pattern":"(","message":"m"}]',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('不是有效的正则表达式');
  });
});

describe('fill rules', () => {
  it('generates a department code by name from the fixed registry only', async () => {
    const root = await t.db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01')
      .executeTakeFirstOrThrow();
    const code = await call(
      'GET',
      `/sys/fillRule/executeRuleByCode/depart_org_code?parentId=${root.id}`,
    );
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json().result).toMatch(/^A01[A-Z]\d{2}$/);
    const unknown = await call('GET', '/sys/fillRule/executeRuleByCode/constructor');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/sys/fillRule/executeRuleByCode/depart_org_code',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
