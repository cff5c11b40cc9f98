// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test-support/dom-stubs';
import { DEFAULT_SWITCH_OPTIONS, switchChecked, switchValue } from './switch-values';
import YNSwitch from './YNSwitch';

// antd's Form grid reads breakpoints, which jsdom lacks.
beforeAll(stubMatchMedia);

afterEach(cleanup);

describe('switch values', () => {
  it('defaults to Y (on) and N (off)', () => {
    expect(DEFAULT_SWITCH_OPTIONS).toEqual(['Y', 'N']);
    expect(switchChecked('Y')).toBe(true);
    expect(switchChecked('N')).toBe(false);
    expect(switchValue(true)).toBe('Y');
    expect(switchValue(false)).toBe('N');
  });

  it('treats the first option as on and anything else as off', () => {
    const options = ['1', '0'] as const;
    expect(switchChecked('1', options)).toBe(true);
    expect(switchChecked('0', options)).toBe(false);
    expect(switchChecked('', options)).toBe(false);
    expect(switchChecked(undefined, options)).toBe(false);
    expect(switchValue(true, options)).toBe('1');
    expect(switchValue(false, options)).toBe('0');
  });
});

describe('YNSwitch', () => {
  it('shows the value and reports the other value on click', () => {
    const onChange = vi.fn();
    render(<YNSwitch value="Y" onChange={onChange} data-testid="sw" />);
    const sw = screen.getByTestId('sw');
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.querySelector('.ant-switch-inner-checked')?.textContent).toBe('是');
    expect(sw.querySelector('.ant-switch-inner-unchecked')?.textContent).toBe('否');
    fireEvent.click(sw);
    expect(onChange).toHaveBeenLastCalledWith('N');
  });

  it('replaces an empty value with the off value', () => {
    const onChange = vi.fn();
    const { rerender } = render(<YNSwitch value="" onChange={onChange} data-testid="sw" />);
    expect(onChange).toHaveBeenCalledWith('N');
    onChange.mockClear();
    rerender(<YNSwitch value={null} options={['1', '0']} onChange={onChange} data-testid="sw" />);
    expect(onChange).toHaveBeenCalledWith('0');
    expect(screen.getByTestId('sw').getAttribute('aria-checked')).toBe('false');
  });

  it('leaves a set value alone on mount', () => {
    const onChange = vi.fn();
    render(<YNSwitch value="N" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works as an antd Form control', async () => {
    const form = createRef<FormInstance>();
    render(
      <Form ref={form} initialValues={{ other: 'x' }}>
        <Form.Item name="enabled" label="启用">
          <YNSwitch data-testid="sw" />
        </Form.Item>
      </Form>,
    );
    // The empty field is filled with the off value.
    expect(form.current?.getFieldValue('enabled')).toBe('N');
    await act(async () => {
      fireEvent.click(screen.getByTestId('sw'));
    });
    expect(form.current?.getFieldValue('enabled')).toBe('Y');
    expect(screen.getByTestId('sw').getAttribute('aria-checked')).toBe('true');
  });
});
