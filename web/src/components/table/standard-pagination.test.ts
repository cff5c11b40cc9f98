import { describe, expect, it, vi } from 'vitest';
import { showTotal, standardPagination } from './standard-pagination';

describe('standardPagination', () => {
  it('shows 10/20/30, quick jump and the a-b 共 N 条 summary', () => {
    const onChange = vi.fn();
    const p = standardPagination({ current: 2, size: 10 }, 35, onChange);
    expect(p).toMatchObject({
      current: 2,
      pageSize: 10,
      total: 35,
      pageSizeOptions: ['10', '20', '30'],
      showSizeChanger: true,
      showQuickJumper: true,
    });
    expect(showTotal(35, [11, 20])).toBe('11-20 共 35 条');
    p.onChange?.(3, 20);
    expect(onChange).toHaveBeenCalledWith({ current: 3, size: 20 });
  });
});
