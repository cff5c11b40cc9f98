// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CodeEditor from './CodeEditor';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CodeEditor', () => {
  it('sets the initial content 300 ms after mount', () => {
    render(<CodeEditor value="const a = 1;" language="javascript" />);
    const root = screen.getByTestId('code-editor');
    const content = () => root.querySelector('.cm-content')?.textContent ?? '';
    expect(root.getAttribute('data-ready')).toBe('false');
    expect(content()).toBe('');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(content()).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(root.getAttribute('data-ready')).toBe('true');
    expect(content()).toBe('const a = 1;');
  });

  it('stays read-only when asked', () => {
    render(<CodeEditor value="SELECT 1" language="sql" readOnly />);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    const content = screen.getByTestId('code-editor').querySelector('.cm-content');
    expect(content?.getAttribute('contenteditable')).toBe('false');
  });
});
