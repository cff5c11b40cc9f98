import { describe, expect, it } from 'vitest';
import { ok, okJson } from './envelope.js';

describe('okJson', () => {
  it('gives the same envelope as ok() around pre-serialised JSON', () => {
    const result = { menu: [{ title: '首页 "x"' }], auth: [] };
    const parsed = JSON.parse(okJson(JSON.stringify(result), '查询成功'));
    const { timestamp, ...rest } = parsed;
    const { timestamp: _t, ...expected } = ok(result, '查询成功');
    expect(rest).toEqual(expected);
    expect(typeof timestamp).toBe('number');
  });
});
