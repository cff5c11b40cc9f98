// @vitest-environment jsdom
import {
  companyResource,
  deliveryResource,
  dictResource,
  jobPositionResource,
  positionResource,
  recommendRuleResource,
  resumeResource,
  userResource,
} from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { toSearchParams } from './ResourceSearchForm';
import { displayValue, essentialColumns, resourceColumns } from './resource-columns';

describe('standard columns and search parameters', () => {
  it('builds columns from list fields with sorting where allowed', () => {
    const cols = resourceColumns(positionResource, { field: 'code', order: 'asc' });
    expect(cols.map((c) => c.title)).toEqual(['职务编码', '职务名称', '职级', '创建时间']);
    expect(cols[0]).toMatchObject({ sorter: true, sortOrder: 'ascend' });
    expect(cols[1]).toMatchObject({ sorter: false, sortOrder: null });
  });

  it('shows dictionary text when the record has it', () => {
    const f = positionResource.fields.postRank;
    expect(displayValue('postRank', f, { id: '1', postRank: '3', postRank_dictText: '中级' })).toBe(
      '中级',
    );
    expect(displayValue('postRank', f, { id: '1', postRank: '3' })).toBe('3');
    const org = userResource.fields.orgCode;
    expect(
      displayValue('orgCode', org, { id: '1', orgCode: 'A01', orgCode_dictText: '省中心' }),
    ).toBe('省中心');
    expect(displayValue('description', positionResource.fields.description, { id: '1' })).toBe('');
  });

  it('reads booleans as 是/否 and departments by name', () => {
    const active = recommendRuleResource.fields.active;
    expect(displayValue('active', active, { id: '1', active: 'Y' })).toBe('是');
    expect(displayValue('active', active, { id: '1', active: 'N' })).toBe('否');
    const org = companyResource.fields.sysOrgCode;
    expect(org.ref).toEqual({ resource: 'sysDepart', by: 'orgCode' });
    expect(
      displayValue('sysOrgCode', org, {
        id: '1',
        sysOrgCode: 'A01A01',
        sysOrgCode_dictText: '石家庄市退役军人就业创业服务中心',
      }),
    ).toBe('石家庄市退役军人就业创业服务中心');
    // A code whose department is gone still shows something.
    expect(
      displayValue('sysOrgCode', org, { id: '1', sysOrgCode: 'A09', sysOrgCode_dictText: '' }),
    ).toBe('A09');
  });

  it('keeps the title and the status on a narrow screen and hides the rest', () => {
    expect([...essentialColumns(jobPositionResource)].sort()).toEqual(['status', 'title']);
    expect([...essentialColumns(companyResource)].sort()).toEqual(['auditStatus', 'companyName']);
    // No title field: the first column (求职者) stands for the record.
    expect([...essentialColumns(deliveryResource)].sort()).toEqual(['resumeId', 'status']);
    const cols = resourceColumns(jobPositionResource, {});
    const hidden = cols.filter((c) => c.responsive).map((c) => c.key);
    expect(hidden).toContain('companyId');
    expect(hidden).not.toContain('title');
    expect(hidden).not.toContain('status');
    expect(cols.find((c) => c.key === 'companyId')?.responsive).toEqual(['md']);
  });

  it('drops blank search values and trims text', () => {
    expect(toSearchParams(dictResource, { dictName: '  学历 ', dictCode: '' })).toEqual({
      dictName: '*学历*',
    });
  });

  it('searches a chosen province or city by its code prefix and a district exactly', () => {
    expect(toSearchParams(resumeResource, { regionCode: '130100' })).toEqual({
      regionCode: '1301*',
    });
    expect(toSearchParams(resumeResource, { regionCode: '130000' })).toEqual({
      regionCode: '13*',
    });
    expect(toSearchParams(resumeResource, { regionCode: '130102' })).toEqual({
      regionCode: '130102',
    });
    expect(toSearchParams(deliveryResource, { companyId: 'c1' })).toEqual({ companyId: 'c1' });
  });
});
