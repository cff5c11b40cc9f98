import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  dataParams,
  hasCollapsedItems,
  type ReportQueryItem,
  reportQueryParams,
  sameSort,
  selfParams,
  sortOf,
  visibleQueryItems,
} from './report-query';

const items: ReportQueryItem[] = [
  { field: 'username', label: '用户账号', type: 'String', mode: 'single', hidden: '0' },
  { field: 'sex', label: '性别', type: 'String', mode: 'single', hidden: '1', dictCode: 'sex' },
  { field: 'createTime', label: '创建时间', type: 'Datetime', mode: 'group', hidden: '1' },
  { field: 'birthday', label: '生日', type: 'Date', mode: 'single', hidden: '0' },
];

describe('report query items', () => {
  it('shows items flagged hidden only when expanded', () => {
    expect(visibleQueryItems(items, false).map((i) => i.field)).toEqual(['username', 'birthday']);
    expect(visibleQueryItems(items, true)).toHaveLength(4);
    expect(hasCollapsedItems(items)).toBe(true);
    expect(hasCollapsedItems([items[0]!])).toBe(false);
  });

  it('sends single fields by name, group fields as _begin/_end, dates formatted, blanks left out', () => {
    expect(
      reportQueryParams(items, {
        username: ' zhang ',
        sex: '',
        createTime_begin: dayjs('2024-01-02 03:04:05'),
        createTime_end: null,
        birthday: dayjs('2000-05-06 10:00:00'),
        stray: 'x',
      }),
    ).toEqual({
      username: 'zhang',
      createTime_begin: '2024-01-02 03:04:05',
      birthday: '2000-05-06',
    });
  });
});

describe('getData parameters', () => {
  it('adds paging, sort, search and self_ filters', () => {
    expect(
      dataParams({
        pageNo: 2,
        pageSize: 10,
        sort: { column: 'username', order: 'asc' },
        search: { realname: '张' },
        param: { orgCode: 'A01', empty: '' },
      }),
    ).toEqual({
      pageNo: 2,
      pageSize: 10,
      column: 'username',
      order: 'asc',
      realname: '张',
      self_orgCode: 'A01',
    });
    expect(selfParams(undefined)).toEqual({});
    expect(dataParams({ pageNo: 1, pageSize: 10, sort: null, search: {} })).toEqual({
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('reads the table sorter as column and order', () => {
    expect(sortOf({ field: 'username', order: 'descend' })).toEqual({
      column: 'username',
      order: 'desc',
    });
    expect(sortOf([{ field: 'a', order: 'ascend' }])).toEqual({ column: 'a', order: 'asc' });
    expect(sortOf({ field: 'a', order: null })).toBeNull();
    expect(sameSort(null, sortOf({}))).toBe(true);
    expect(sameSort({ column: 'a', order: 'asc' }, { column: 'a', order: 'desc' })).toBe(false);
  });
});
