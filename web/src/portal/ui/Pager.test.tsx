// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Pager from './Pager';

afterEach(cleanup);

describe('Pager', () => {
  it('shows the total, the pages and marks the current one', () => {
    render(<Pager current={2} pageSize={10} total={25} onChange={vi.fn()} />);
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(screen.getByTitle('2').getAttribute('aria-current')).toBe('page');
  });

  it('goes to a chosen page, and to the previous and next ones', () => {
    const onChange = vi.fn();
    render(<Pager current={2} pageSize={10} total={25} onChange={onChange} />);
    fireEvent.click(screen.getByTitle('3'));
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(<Pager current={1} pageSize={10} total={25} onChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    rerender(<Pager current={3} pageSize={10} total={25} onChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
