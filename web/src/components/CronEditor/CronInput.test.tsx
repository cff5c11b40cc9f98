// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test-support/dom-stubs';
import CronInput from './CronInput';

beforeAll(stubResizeObserver);

afterEach(cleanup);

async function openModal() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('cron-input-button'));
  });
  return screen.getByTestId('cron-modal-expression') as HTMLInputElement;
}

async function clickTab(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name }));
  });
}

describe('CronInput', () => {
  it('opens a 608-wide modal starting from the current expression', async () => {
    render(<CronInput value="0 0/30 9-17 * * ? *" />);
    const expression = await openModal();
    expect(expression.value).toBe('0 0/30 9-17 * * ? *');
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['秒', '分', '时', '日', '月', '周', '年']);
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('608px');
  });

  it('builds the expression from the chosen options and returns it on confirm', async () => {
    const onChange = vi.fn();
    render(<CronInput value="" onChange={onChange} />);
    const expression = await openModal();
    expect(expression.value).toBe('* * * * * ? *');

    await act(async () => {
      fireEvent.click(screen.getByTestId('cron-second-mode-specific'));
    });
    expect(expression.value).toBe('* * * * * ? *');

    await clickTab('时');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('时间隔'), { target: { value: '2' } });
    });
    expect(expression.value).toBe('* * 0/2 * * ? *');

    await clickTab('周');
    await act(async () => {
      fireEvent.click(screen.getByTestId('cron-week-mode-nth'));
    });
    expect(expression.value).toBe('* * 0/2 ? * 1#1 *');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    expect(onChange).toHaveBeenCalledWith('* * 0/2 ? * 1#1 *');
  });

  it('clamps a typed interval to its bound', async () => {
    render(<CronInput value="0 0 0 * * ? *" />);
    const expression = await openModal();
    await clickTab('分');
    const input = screen.getByLabelText('分间隔');
    await act(async () => {
      fireEvent.change(input, { target: { value: '75' } });
      fireEvent.blur(input);
    });
    expect(expression.value).toBe('0 0/60 0 * * ? *');
  });

  it('warns about an unreadable expression and starts from the default', async () => {
    render(<CronInput value="0 0 25 * * ? *" />);
    const expression = await openModal();
    expect(expression.value).toBe('* * * * * ? *');
    expect(screen.getByText(/时：25 不在 0-23 范围内/)).toBeTruthy();
  });

  it('passes typed text straight through', () => {
    const onChange = vi.fn();
    render(<CronInput value="" onChange={onChange} />);
    fireEvent.change(screen.getByTestId('cron-input'), { target: { value: '0 0 1 * * ? *' } });
    expect(onChange).toHaveBeenCalledWith('0 0 1 * * ? *');
  });
});
