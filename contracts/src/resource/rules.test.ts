import { describe, expect, it } from 'vitest';
import { CELL_PATTERNS } from './cell-rules.js';
import { validateField, validateRecord } from './field-validation.js';
import { FORM_PATTERNS } from './form-rules.js';
import { maskValue } from './masking.js';
import { wrapFilterValue } from './query-rules.js';

const ok = (name: keyof typeof FORM_PATTERNS, value: string) =>
  FORM_PATTERNS[name].pattern.test(value);

describe('form rule catalogue', () => {
  it('matches the patterns of widgets.md section 5', () => {
    expect(ok('phone', '13812345678')).toBe(true);
    expect(ok('phone', '12812345678')).toBe(false);
    expect(ok('phone', '16812345678')).toBe(false);
    expect(ok('bankCard', '6222021234567890')).toBe(true);
    expect(ok('bankCard', '0222021234')).toBe(false);
    expect(ok('idCard', '11010519491231002X')).toBe(true);
    expect(ok('idCard', '110105491231002')).toBe(true);
    expect(ok('idCard', '1101051949123100')).toBe(false);
    expect(ok('qq', '1234')).toBe(false);
    expect(ok('qq', '123456789012')).toBe(true);
    expect(ok('url', 'https://a.cn')).toBe(true);
    expect(ok('url', 'ftp://a.cn')).toBe(false);
    expect(ok('code20', 'A'.repeat(20))).toBe(true);
    expect(ok('code20', 'A'.repeat(21))).toBe(false);
    expect(ok('cnEnName', '张 San')).toBe(true);
    expect(ok('cnEnName', '张')).toBe(false);
    expect(ok('digitLines', '12\n34')).toBe(true);
    expect(ok('max255', 'x'.repeat(256))).toBe(false);
    expect(ok('landline', '0311-87654321')).toBe(true);
  });

  it('gives the catalogue messages word for word', () => {
    expect(FORM_PATTERNS.phone.message).toBe('请输入正确手机号');
    expect(FORM_PATTERNS.idCard.message).toBe('请输入正确的身份证号码');
    expect(FORM_PATTERNS.url.message).toBe('请输入以http和https开头的网址');
    expect(FORM_PATTERNS.cnEnName.message).toBe('请输入2到100位的中英文字符和空格');
  });
});

describe('field validation', () => {
  it('checks required, lengths, numbers, dates and patterns', () => {
    expect(validateField({ label: '名称', kind: 'string', required: true }, '')).toBe('请输入名称');
    expect(validateField({ label: '类型', kind: 'string', dict: 'x', required: true }, null)).toBe(
      '请选择类型',
    );
    expect(
      validateField({ label: '手机', kind: 'string', pattern: 'phone', required: true }, ''),
    ).toBe('请输入手机号');
    expect(validateField({ label: '名称', kind: 'string', maxLength: 2 }, '长名称')).toBe(
      '最大长度2位字符',
    );
    expect(validateField({ label: '名称', kind: 'string', minLength: 3 }, '短')).toBe(
      '最小长度3位字符',
    );
    expect(validateField({ label: '年龄', kind: 'integer', min: 16 }, 15)).toBe('年龄不能小于16');
    expect(validateField({ label: '年龄', kind: 'integer' }, '1.5')).toBe('年龄必须是整数');
    expect(validateField({ label: '日期', kind: 'date' }, '2026-02-30')).toBe(
      '日期应为 YYYY-MM-DD 格式的日期',
    );
    expect(validateField({ label: '日期', kind: 'date' }, '2028-02-29')).toBeNull();
    expect(validateField({ label: '开关', kind: 'switch' }, 'X')).toBe('开关只能是 Y 或 N');
    expect(validateField({ label: '名称', kind: 'string' }, undefined)).toBeNull();
  });

  it('skips absent fields in partial mode and server-managed fields always', () => {
    const def = {
      fields: {
        a: { label: 'A', kind: 'string' as const, required: true },
        b: { label: 'B', kind: 'string' as const, required: true, form: false },
      },
    };
    expect(validateRecord(def, {})).toEqual({ a: '请输入A' });
    expect(validateRecord(def, {}, { partial: true })).toEqual({});
  });
});

describe('cell patterns, filter wrapping and masking', () => {
  it('knows the named cell patterns', () => {
    expect(CELL_PATTERNS['n6-16'].test('123456')).toBe(true);
    expect(CELL_PATTERNS['n6-16'].test('12345')).toBe(false);
    expect(CELL_PATTERNS['s6-18'].test('abcdef')).toBe(true);
    expect(CELL_PATTERNS.postcode.test('100000')).toBe(true);
    expect(CELL_PATTERNS.postcode.test('012345')).toBe(false);
    expect(CELL_PATTERNS.money.test('12.345')).toBe(false);
    expect(CELL_PATTERNS.money.test('-12.34')).toBe(true);
  });

  it('wraps filter values by rule', () => {
    expect(wrapFilterValue('like', 'a')).toBe('*a*');
    expect(wrapFilterValue('ne', 'a')).toBe('!a');
    expect(wrapFilterValue('ge', '3')).toBe('>=3');
    expect(wrapFilterValue('le', '3')).toBe('<=3');
    expect(wrapFilterValue('eq', 'a')).toBe('a');
  });

  it('masks personal values', () => {
    expect(maskValue('phone', '13812345678')).toBe('138****5678');
    expect(maskValue('idCard', '11010519491231002X')).toBe('1101**********002X');
    expect(maskValue('name', '欧阳娜娜')).toBe('欧***');
    expect(maskValue('email', 'zhang@a.cn')).toBe('z****@a.cn');
  });
});
