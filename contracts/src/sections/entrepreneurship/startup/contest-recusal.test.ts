import { describe, expect, it } from 'vitest';
import { type RecusalEntrant, type RecusalJudge, recusalReasons } from './contest-recusal.js';

const judge: RecusalJudge = {
  judgeName: '王建国',
  workUnit: '河北科技大学',
  idCard: '13010219700101001X',
  phone: '13900001111',
};

/** An entrant the archive links to nobody on the panel. */
const stranger: RecusalEntrant = {
  family: [
    { memberName: '李秀英', idCard: '130102199001010028', workUnit: '石家庄市第一医院' },
    { memberName: '王建国', idCard: null, workUnit: '唐山钢铁集团' },
  ],
  employers: ['石家庄某物流有限公司'],
  businessName: '石家庄冀兵农业科技有限公司',
  mentors: [{ mentorName: '赵敏', workUnit: '河北农业大学', phone: '13800002222' }],
};

describe('recusal', () => {
  it('lets a judge score an entrant the records do not link them to', () => {
    // A namesake in another unit is no relative.
    expect(recusalReasons(judge, stranger)).toEqual([]);
  });

  it('recuses a family member by ID number, whatever the name', () => {
    const entrant = {
      ...stranger,
      family: [{ memberName: '王小建', idCard: '13010219700101001x', workUnit: null }],
    };
    expect(recusalReasons(judge, entrant)).toEqual(['评委为参赛人的家庭成员（王小建）']);
  });

  it('recuses a family member by name and work unit, written either way', () => {
    const entrant = {
      ...stranger,
      family: [{ memberName: '王建国', idCard: null, workUnit: ' 河北科技大学 ' }],
    };
    expect(recusalReasons(judge, entrant)).toHaveLength(1);
    const other = { ...judge, workUnit: '河北（石家庄）创业学院' };
    const relative = {
      ...stranger,
      family: [{ memberName: '王建国', idCard: null, workUnit: '河北(石家庄)创业学院' }],
    };
    expect(recusalReasons(other, relative)).toHaveLength(1);
  });

  it('recuses a judge from an employer of the entrant or from the business they founded', () => {
    const atEmployer = { ...judge, workUnit: '石家庄某物流有限公司' };
    expect(recusalReasons(atEmployer, stranger)).toEqual([
      '评委所在单位为参赛人的就业单位（石家庄某物流有限公司）',
    ]);
    const atBusiness = { ...judge, workUnit: '石家庄冀兵农业科技有限公司' };
    expect(recusalReasons(atBusiness, stranger)).toEqual([
      '评委所在单位为参赛人创办的企业（石家庄冀兵农业科技有限公司）',
    ]);
  });

  it('recuses a mentor of the project by name and unit, or by phone', () => {
    const mentor = { ...judge, judgeName: '赵敏', workUnit: '河北农业大学' };
    expect(recusalReasons(mentor, stranger)).toEqual(['评委为该参赛项目的创业导师']);
    const samePhone = { ...judge, phone: '13800002222' };
    expect(recusalReasons(samePhone, stranger)).toEqual(['评委为该参赛项目的创业导师']);
    const namesake = { ...judge, judgeName: '赵敏' };
    expect(recusalReasons(namesake, stranger)).toEqual([]);
  });

  it('never matches on empty values', () => {
    const bare = { judgeName: '陈静', workUnit: null, idCard: null, phone: null };
    const entrant: RecusalEntrant = {
      family: [{ memberName: '陈静', idCard: null, workUnit: null }],
      employers: [''],
      businessName: null,
      mentors: [{ mentorName: '刘洋', workUnit: null, phone: null }],
    };
    expect(recusalReasons(bare, entrant)).toEqual([]);
  });
});
