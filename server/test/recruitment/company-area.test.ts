import { COMPANY_BOOTH_MESSAGES, COMPANY_NOT_APPROVED_MESSAGE } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCompany,
  addFair,
  addPosition,
  addResume,
  approveCompany,
  idCard,
  publish,
  zy,
} from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  login,
  signedInUser,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** 企业中心: a company user works with its own company only, and adds nothing until approved. */
const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

interface Firm {
  companyId: string;
  call: ReturnType<typeof apiCaller>;
}

async function companyUser(name: string, tail: string, username: string): Promise<Firm> {
  const companyId = String((await addCompany(call, name, tail)).id);
  return {
    companyId,
    call: await signedInUser(t, { username, roles: ['companyUser'], companyId }),
  };
}

const position = (companyId: string, title: string) => ({
  title,
  companyId,
  categoryId: zy('4-02'),
  regionCode: '130102',
  expireDate: '2099-12-31',
});

let own: Firm;
let other: Firm;
let ownPosition: string;
let otherPosition: string;
let ownDelivery: string;
let otherDelivery: string;

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  own = await companyUser('冀中精工机械有限公司', '0CA000001', 'qy_own');
  other = await companyUser('燕赵物流有限公司', '0CA000002', 'qy_other');
  const resume = await addResume(call, '韩卫东', idCard('130102', '19900101', '031'));
  const theirs = await addPosition(call, other.companyId, { title: '仓储主管' });
  otherPosition = String(theirs.id);
  await approveCompany(call, other.companyId);
  await publish(call, otherPosition);
  const applied = await call('POST', '/recruitment/delivery/add', {
    resumeId: resume.id,
    positionId: otherPosition,
  });
  otherDelivery = String(applied.json().result.id);
});

describe('before approval', () => {
  it('reads the approval status of its own company only', async () => {
    const mine = await own.call('GET', `/company/companyInfo/queryById?id=${own.companyId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result).toMatchObject({
      approvalStatus: '0',
      approvalStatus_dictText: '待审核',
      companyName: '冀中精工机械有限公司',
    });
    const theirs = await own.call('GET', `/company/companyInfo/queryById?id=${other.companyId}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('reads its own contact person and phone unmasked', async () => {
    const mine = await own.call('GET', `/recruitment/company/queryById?id=${own.companyId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result).toMatchObject({
      contactName: '王经理',
      contactPhone: '13912345678',
    });
  });

  it('adds no position, with the approval message', async () => {
    const res = await own.call(
      'POST',
      '/recruitment/position/add',
      position(own.companyId, '钳工'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(COMPANY_NOT_APPROVED_MESSAGE);
    const count = await t.db
      .selectFrom('zpPosition')
      .select('id')
      .where('companyId', '=', own.companyId)
      .execute();
    expect(count).toHaveLength(0);
  });

  it('may not approve itself', async () => {
    const res = await own.call('POST', '/recruitment/company/audit', {
      ids: own.companyId,
      approve: true,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('once approved', () => {
  beforeAll(async () => {
    await approveCompany(call, own.companyId);
  });

  it('drafts and publishes its own positions, kept by the office of its company', async () => {
    const added = await own.call(
      'POST',
      '/recruitment/position/add',
      position(own.companyId, '数控车工'),
    );
    expect(added.statusCode, added.body).toBe(200);
    ownPosition = String(added.json().result.id);
    expect(added.json().result.status).toBe('0');
    const published = await publish(own.call, ownPosition);
    expect(published.statusCode, published.body).toBe(200);
    const company = await t.db
      .selectFrom('zpCompany')
      .select('sysOrgCode')
      .where('id', '=', own.companyId)
      .executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('zpPosition')
      .select(['sysOrgCode', 'status', 'createBy'])
      .where('id', '=', ownPosition)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sysOrgCode: company.sysOrgCode, status: '1', createBy: 'qy_own' });
  });

  it('cannot post for another company', async () => {
    const res = await own.call(
      'POST',
      '/recruitment/position/add',
      position(other.companyId, '叉车工'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('不存在');
  });

  it('sees only its own positions, and another company’s answer 404 on every route', async () => {
    const list = await own.call('GET', '/recruitment/position/list?pageSize=100');
    expect(list.json().result.records.map((r: { id: string }) => r.id)).toEqual([ownPosition]);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/recruitment/position/queryById?id=${otherPosition}`],
      ['PUT', '/recruitment/position/edit', { id: otherPosition, version: 1, title: '改' }],
      ['DELETE', `/recruitment/position/delete?id=${otherPosition}`],
      ['POST', '/recruitment/position/close', { ids: otherPosition }],
      ['GET', `/recruitment/company/queryById?id=${other.companyId}`],
      ['PUT', '/recruitment/company/edit', { id: other.companyId, version: 1, scale: '1' }],
      ['GET', `/recruitment/delivery/queryById?id=${otherDelivery}`],
      ['PUT', '/recruitment/delivery/changeStatus', { id: otherDelivery, status: '2' }],
    ];
    for (const [method, url, body] of routes) {
      const res = await own.call(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('handles the applications to its positions and arranges interviews', async () => {
    const resume = await addResume(call, '马卫国', idCard('130102', '19880202', '051'));
    const applied = await call('POST', '/recruitment/delivery/add', {
      resumeId: resume.id,
      positionId: ownPosition,
    });
    ownDelivery = String(applied.json().result.id);
    const list = await own.call('GET', '/recruitment/delivery/list');
    expect(list.json().result.records.map((r: { id: string }) => r.id)).toEqual([ownDelivery]);
    const viewed = await own.call('PUT', '/recruitment/delivery/changeStatus', {
      id: ownDelivery,
      status: '2',
    });
    expect(viewed.statusCode, viewed.body).toBe(200);
    const interview = {
      interviewTime: '2026-12-01 09:30:00',
      mode: '1',
      place: '石家庄市长安区建设北大街9号',
      status: '1',
    };
    const invited = await own.call('POST', '/recruitment/interview/add', {
      ...interview,
      deliveryId: ownDelivery,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const refused = await own.call('POST', '/recruitment/interview/add', {
      ...interview,
      deliveryId: otherDelivery,
    });
    expect(refused.statusCode).toBe(404);
    const interviews = await own.call('GET', '/recruitment/interview/list');
    expect(interviews.json().result.total).toBe(1);
    const theirs = await other.call('GET', '/recruitment/interview/list');
    expect(theirs.json().result.total).toBe(0);
    const staff = await call('GET', `/recruitment/interview/list?positionId=${ownPosition}`);
    expect(staff.json().result.total).toBe(1);
  });

  it('reads its evaluations and writes none', async () => {
    const added = await call('POST', '/recruitment/companyEvaluation/add', {
      companyId: own.companyId,
      evaluatorType: '1',
      evaluatorName: '长安区服务站',
      score: 5,
    });
    expect(added.statusCode, added.body).toBe(200);
    const mine = await own.call(
      'GET',
      `/recruitment/companyEvaluation/list?companyId=${own.companyId}`,
    );
    expect(mine.json().result.total).toBe(1);
    const theirs = await own.call(
      'GET',
      `/recruitment/companyEvaluation/list?companyId=${other.companyId}`,
    );
    expect(theirs.json().result.total ?? 0).toBe(0);
    const self = await own.call('POST', '/recruitment/companyEvaluation/add', {
      companyId: own.companyId,
      evaluatorType: '1',
      evaluatorName: '自评',
      score: 5,
    });
    expect(self.statusCode).toBe(403);
  });

  it('names only its own company in a dictionary or a picker', async () => {
    const dict = await own.call('GET', '/sys/dict/getDictItems/zp_company,companyName,id');
    expect(dict.statusCode, dict.body).toBe(200);
    expect(dict.json().result.map((o: { value: string }) => o.value)).toEqual([own.companyId]);
    const picker = await own.call('GET', '/recruitment/position/refOptions?field=companyId');
    expect(picker.json().result.records.map((o: { value: string }) => o.value)).toEqual([
      own.companyId,
    ]);
  });

  it('applies for a booth with its own published positions, once, and withdraws it while pending', async () => {
    const fair = async (status: string, endTime = '2099-05-01 16:00:00') =>
      String(
        (
          await addFair(call, {
            title: `退役军人专场招聘会${status}${endTime.slice(0, 4)}`,
            startTime: '2020-05-01 09:00:00',
            endTime,
            status,
          })
        ).id,
      );
    const open = await fair('1');
    const draft = await fair('0');
    const over = await fair('1', '2021-05-01 16:00:00');

    const listed = (await own.call('GET', '/company/booth/fairs')).json().result;
    const ids = listed.map((f: { id: string }) => f.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(over);
    const positions = (await own.call('GET', '/company/booth/positions')).json().result;
    expect(positions.map((p: { id: string }) => p.id)).toEqual([ownPosition]);

    for (const [fairId, positionIds, message] of [
      [draft, [ownPosition], COMPANY_BOOTH_MESSAGES.fairClosed],
      [over, [ownPosition], COMPANY_BOOTH_MESSAGES.fairClosed],
      [open, [otherPosition], COMPANY_BOOTH_MESSAGES.positions],
      [open, [], COMPANY_BOOTH_MESSAGES.positions],
    ] as const) {
      const res = await own.call('POST', '/company/booth/apply', { fairId, positionIds });
      expect(res.statusCode, `${fairId} ${positionIds}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const applied = await own.call('POST', '/company/booth/apply', {
      fairId: open,
      positionIds: [ownPosition, ownPosition],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe(COMPANY_BOOTH_MESSAGES.applied);
    const boothId = String(applied.json().result.id);
    const twice = await own.call('POST', '/company/booth/apply', {
      fairId: open,
      positionIds: [ownPosition],
    });
    expect(twice.statusCode).toBe(400);

    const mine = (await own.call('GET', '/company/booth/fairs')).json().result;
    expect(mine.find((f: { id: string }) => f.id === open).booth).toMatchObject({
      id: boothId,
      status_dictText: '待审核',
      positionTitles: ['数控车工'],
    });
    const theirs = (await other.call('GET', '/company/booth/fairs')).json().result;
    expect(theirs.find((f: { id: string }) => f.id === open).booth).toBeNull();
    const stolen = await other.call('POST', '/company/booth/withdraw', { id: boothId });
    expect(stolen.statusCode).toBe(404);
    // The fair's own booth pages stay the staff's.
    const staffPage = await own.call('GET', `/recruitment/fairBooth/list?fairId=${open}`);
    expect(staffPage.statusCode).toBe(403);

    const audited = await call('POST', '/recruitment/fairBooth/audit', {
      ids: boothId,
      approve: true,
    });
    expect(audited.statusCode, audited.body).toBe(200);
    const late = await own.call('POST', '/company/booth/withdraw', { id: boothId });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(COMPANY_BOOTH_MESSAGES.notPending);
    const after = (await own.call('GET', '/company/booth/fairs')).json().result;
    expect(after.find((f: { id: string }) => f.id === open).booth.status_dictText).toBe('已通过');
  });

  it('reaches nothing of the staff’s', async () => {
    for (const url of ['/recruitment/resume/list', '/archive/basic/list', '/sys/user/list']) {
      const res = await own.call('GET', url);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
