// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test-support/dom-stubs';
import FilePopup from './FilePopup';

beforeAll(stubResizeObserver);

afterEach(cleanup);

const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

describe('FilePopup', () => {
  it('shows 未上传任何文件 and stays open when confirmed with no file', async () => {
    const onOk = vi.fn();
    render(<FilePopup open onOk={onOk} onCancel={() => {}} />);
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(await screen.findByText('未上传任何文件')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByTestId('file-popup')).toBeTruthy();
  });

  it('returns the stored paths comma-joined on confirm', async () => {
    const onOk = vi.fn();
    render(<FilePopup open value="temp/a.pdf,temp/b.pdf" onOk={onOk} onCancel={() => {}} />);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(onOk).toHaveBeenCalledWith('temp/a.pdf,temp/b.pdf');
  });

  it('keeps only the last N of the stored files with a number limit', () => {
    render(
      <FilePopup
        open
        value="temp/a.pdf,temp/b.pdf,temp/c.pdf"
        number={2}
        onOk={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByText('b.pdf')).toBeTruthy();
    expect(screen.getByText('c.pdf')).toBeTruthy();
  });
});
