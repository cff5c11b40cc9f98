// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RichTextEditor, { RICH_TEXT_HEIGHT } from './RichTextEditor';

// ProseMirror measures ranges when it scrolls the selection into view; jsdom does no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
  Range.prototype.getClientRects = () => rects;
  document.elementFromPoint = () => null;
});

afterEach(cleanup);

function content() {
  return screen.getByTestId('rich-text-editor').querySelector('.ProseMirror') as HTMLElement;
}

describe('RichTextEditor', () => {
  it('is 460 high by default with Chinese toolbar titles', () => {
    render(<RichTextEditor value="<p>你好</p>" />);
    expect(RICH_TEXT_HEIGHT).toBe(460);
    expect(screen.getByTestId('rich-text-editor').style.height).toBe('460px');
    for (const title of ['加粗', '斜体', '下划线', '删除线', '无序列表', '有序列表', '居中对齐']) {
      expect(screen.getByRole('button', { name: title })).toBeTruthy();
    }
    for (const title of ['插入链接', '插入图片', '撤销', '重做']) {
      expect(screen.getByRole('button', { name: title })).toBeTruthy();
    }
    expect(content().innerHTML).toContain('你好');
  });

  it('keeps alignment, links, underline and images of the given HTML', () => {
    const html =
      '<p style="text-align: center">居中<u>下划线</u><a href="https://example.com">链接</a><img src="/api/sys/common/static/editor/a.png"></p>';
    render(<RichTextEditor value={html} />);
    const p = content().querySelector('p');
    expect(p?.getAttribute('style')).toContain('text-align: center');
    expect(content().querySelector('u')?.textContent).toBe('下划线');
    expect(content().querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(content().querySelector('img')?.getAttribute('src')).toBe(
      '/api/sys/common/static/editor/a.png',
    );
  });

  it('keeps tables, and inserts one from the toolbar', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        value="<table><tbody><tr><th>事项</th><th>时限</th></tr><tr><td>登记</td><td>即办</td></tr></tbody></table>"
        onChange={onChange}
      />,
    );
    expect(content().querySelectorAll('table td')).toHaveLength(2);
    expect(content().querySelector('th')?.textContent).toBe('事项');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '插入表格' }));
    });
    await waitFor(() => expect(content().querySelectorAll('table')).toHaveLength(2));
  });

  it('reports HTML on change, with the toolbar commands applied', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>正文</p>" onChange={onChange} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '居中对齐' }));
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toBe('<p style="text-align: center;">正文</p>');
  });

  it('applies a new value from outside without reporting it back', () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="<p>一</p>" onChange={onChange} />);
    rerender(<RichTextEditor value="<p>二</p>" onChange={onChange} />);
    expect(content().textContent).toBe('二');
    expect(onChange).not.toHaveBeenCalled();
  });
});
