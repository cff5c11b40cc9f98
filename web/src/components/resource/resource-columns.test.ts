// @vitest-environment jsdom
import { dictResource, positionResource, userResource } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { toSearchParams } from './ResourceSearchForm';
import { displayValue, resourceColumns } from './resource-columns';

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

  it('drops blank search values and trims text', () => {
    expect(toSearchParams(dictResource, { dictName: '  学历 ', dictCode: '' })).toEqual({
      dictName: '*学历*',
    });
  });
});
