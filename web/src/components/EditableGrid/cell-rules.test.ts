import { describe, expect, it } from 'vitest';
import { ruleMessage, validateCell, validateRows } from './cell-rules';
import type { CellRule, GridColumn, GridRow } from './types';

const col = (validateRules: CellRule[], extra: Partial<GridColumn> = {}): GridColumn => ({
  key: 'f',
  title: '字段',
  validateRules,
  ...extra,
});

const check = (column: GridColumn, value: unknown, rows: GridRow[] = []) =>
  validateCell({ value, row: { id: 'r', f: value }, rowIndex: 0, column, rows });

describe('grid cell rules', () => {
  it('required fails on empty values with the rule message, title filled in', async () => {
    const c = col([{ required: true, message: '{title}必须填写' }]);
    expect(await check(c, '')).toBe('字段必须填写');
    expect(await check(c, '   ')).toBe('字段必须填写');
    expect(await check(c, null)).toBe('字段必须填写');
    expect(await check(c, [])).toBe('字段必须填写');
    expect(await check(c, 0)).toBeNull();
    expect(await check(c, 'x')).toBeNull();
    expect(await check(col([{ required: true }]), undefined)).toBe('字段不能为空');
    // jeecg's spelling of the placeholder works too.
    const jeecg = col([{ required: true, message: `\${title}必填` }]);
    expect(await check(jeecg, '')).toBe('字段必填');
  });

  it('unique compares across all rows and fails with the rule message', async () => {
    const rows: GridRow[] = [
      { id: 'a', f: 'x' },
      { id: 'b', f: 'y' },
      { id: 'c', f: 'x' },
    ];
    const c = col([{ unique: true, message: '编码重复了' }]);
    const errors = await validateRows(rows, [c]);
    expect(errors).toEqual([
      { rowIndex: 0, rowId: 'a', key: 'f', message: '编码重复了' },
      { rowIndex: 2, rowId: 'c', key: 'f', message: '编码重复了' },
    ]);
    expect(await check(c, 'y', rows)).toBeNull();
    // Empty values are never duplicates.
    expect(await validateRows([{ id: 'a' }, { id: 'b' }], [c])).toEqual([]);
  });

  it('named patterns come from the catalogue and skip empty values', async () => {
    const mobile = col([{ pattern: 'mobile', message: '请输入正确的手机号' }]);
    expect(await check(mobile, '13812345678')).toBeNull();
    expect(await check(mobile, '12812345678')).toBe('请输入正确的手机号');
    expect(await check(mobile, '')).toBeNull();
    const money = col([{ pattern: 'money' }]);
    expect(await check(money, '12.34')).toBeNull();
    expect(await check(money, '12.345')).toBe('字段格式不正确');
    expect(await check(col([{ pattern: 'postcode' }]), '012345')).toBe('字段格式不正确');
    expect(await check(col([{ pattern: 'non-empty' }]), '')).toBe('字段格式不正确');
  });

  it('custom regex as a RegExp or a source string', async () => {
    expect(await check(col([{ pattern: /^A\d+$/, message: '以A开头' }]), 'B1')).toBe('以A开头');
    expect(
      await check(col([{ pattern: '^[a-z]{3}$', message: '三个小写字母' }]), 'abc'),
    ).toBeNull();
    expect(await check(col([{ pattern: '^[a-z]{3}$', message: '三个小写字母' }]), 'abcd')).toBe(
      '三个小写字母',
    );
  });

  it('custom handlers may be sync or async; false uses the rule message, a string is the message', async () => {
    const sync = col([{ handler: ({ value }) => value !== 'bad', message: '不允许bad' }]);
    expect(await check(sync, 'bad')).toBe('不允许bad');
    expect(await check(sync, 'ok')).toBeNull();
    const asyncRule = col([
      {
        handler: async ({ value }) => {
          await new Promise((r) => setTimeout(r, 1));
          return value === 'taken' ? '该值已被占用' : true;
        },
      },
    ]);
    expect(await check(asyncRule, 'taken')).toBe('该值已被占用');
    expect(await check(asyncRule, 'free')).toBeNull();
    const throwing = col([
      {
        handler: () => {
          throw new Error('服务不可用');
        },
      },
    ]);
    expect(await check(throwing, 'x')).toBe('服务不可用');
  });

  it('reports the first failing rule only', async () => {
    const c = col([{ required: true }, { pattern: 'integer', message: '请输入整数' }]);
    expect(await check(c, '')).toBe('字段不能为空');
    expect(await check(c, '1.5')).toBe('请输入整数');
  });

  it('fills the title into default messages', () => {
    expect(ruleMessage({ unique: true }, { key: 'code', title: '编码' })).toBe('编码不能重复');
  });
});
