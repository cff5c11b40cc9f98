// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { buildUrl } from './transport';

describe('buildUrl', () => {
  it('adds the base and a _t timestamp to GET requests', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    expect(buildUrl('/sys/log/list', 'GET', { pageNo: 2, username: '', x: undefined })).toBe(
      '/api/sys/log/list?pageNo=2&_t=1700000000000',
    );
    vi.restoreAllMocks();
  });

  it('leaves dictionary item reads and writes without the timestamp', () => {
    expect(buildUrl('/sys/dict/getDictItems/sex', 'GET')).toBe('/api/sys/dict/getDictItems/sex');
    expect(buildUrl('/sys/login', 'POST')).toBe('/api/sys/login');
  });
});
