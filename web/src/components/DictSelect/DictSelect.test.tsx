// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { useSession } from '../../stores/session';
import { envelope } from '../../test-support/envelope';
import DictSelect from './DictSelect';
import DictText from './DictText';
import { clearDictMemory } from './dict-cache';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const send = vi.mocked(request);

beforeEach(() => {
  localStorage.clear();
  clearDictMemory();
  useSession.setState({ dictItems: {} });
  send.mockReset();
});
afterEach(cleanup);

describe('DictSelect', () => {
  it('shows 字典Code不能为空! for an empty code and asks nothing', () => {
    render(<DictSelect dictCode="" data-testid="dict" />);
    expect(screen.getByRole('alert').textContent).toBe('字典Code不能为空!');
    expect(send).not.toHaveBeenCalled();
  });

  it('renders fetched items as radios, the value checked', async () => {
    send.mockResolvedValue(
      envelope([
        { value: '1', text: '男', title: '男', label: '男' },
        { value: '2', text: '女', title: '女', label: '女' },
      ]),
    );
    render(<DictSelect dictCode="sex" type="radio" value="2" />);
    const female = await screen.findByLabelText('女');
    expect((female as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('男') as HTMLInputElement).checked).toBe(false);
    expect(send).toHaveBeenCalledWith('GET', '/sys/dict/getDictItems/sex', {});
  });
});

describe('DictText', () => {
  it('shows the texts of comma-joined values', async () => {
    useSession.setState({
      dictItems: {
        edu: [
          { value: '1', text: '博士', title: '博士', label: '博士' },
          { value: '3', text: '本科', title: '本科', label: '本科' },
        ],
      },
    });
    render(<DictText dictCode="edu" value="3,1" data-testid="t" />);
    await waitFor(() => expect(screen.getByTestId('t').textContent).toBe('本科,博士'));
  });
});
