import { describe, expect, it, vi } from 'vitest';
import {
  SELECT_MODAL_FIRST_PAGE,
  SELECT_MODAL_WIDTH,
  selectModalPagination,
  selectModalParams,
} from './select-modal';

describe('select modal paging', () => {
  it('starts at 5 a page with sizes 5/10/20/30 and width 900', () => {
    expect(SELECT_MODAL_WIDTH).toBe(900);
    expect(SELECT_MODAL_FIRST_PAGE).toEqual({ current: 1, size: 5 });
    const onChange = vi.fn();
    const p = selectModalPagination(SELECT_MODAL_FIRST_PAGE, 12, onChange);
    expect(p).toMatchObject({ pageSize: 5, total: 12, pageSizeOptions: ['5', '10', '20', '30'] });
    p.onChange?.(2, 10);
    expect(onChange).toHaveBeenCalledWith({ current: 2, size: 10 });
  });

  it('sends trimmed search values and the fixed parameters, leaving out blanks', () => {
    expect(selectModalParams({ keyword: ' a ', status: '', x: undefined }, { type: '1' })).toEqual({
      type: '1',
      keyword: 'a',
    });
  });
});
