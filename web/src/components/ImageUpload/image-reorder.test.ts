import { describe, expect, it } from 'vitest';
import { MOVE_AT_END, MOVE_UNKNOWN, moveImage } from './image-reorder';
import { IMAGE_BUTTON_TEXT, IMAGE_ONLY_MESSAGE, isImageFile } from './image-rules';

const paths = ['a.png', 'b.png', 'c.png'];

describe('moveImage', () => {
  it('swaps an image with its left or right neighbour', () => {
    expect(moveImage(paths, 1, 'left')).toEqual({ ok: true, paths: ['b.png', 'a.png', 'c.png'] });
    expect(moveImage(paths, 1, 'right')).toEqual({ ok: true, paths: ['a.png', 'c.png', 'b.png'] });
    expect(paths).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('warns 未知的操作 when moving the first image left', () => {
    expect(MOVE_UNKNOWN).toBe('未知的操作');
    expect(moveImage(paths, 0, 'left')).toEqual({ ok: false, warning: '未知的操作' });
  });

  it('warns 已到最后~ when moving the last image right', () => {
    expect(MOVE_AT_END).toBe('已到最后~');
    expect(moveImage(paths, 2, 'right')).toEqual({ ok: false, warning: '已到最后~' });
    expect(moveImage(['only.png'], 0, 'right')).toEqual({ ok: false, warning: '已到最后~' });
  });

  it('treats an index outside the list as unknown', () => {
    expect(moveImage(paths, 3, 'left')).toEqual({ ok: false, warning: MOVE_UNKNOWN });
    expect(moveImage(paths, -1, 'right')).toEqual({ ok: false, warning: MOVE_UNKNOWN });
    expect(moveImage([], 0, 'right')).toEqual({ ok: false, warning: MOVE_UNKNOWN });
  });
});

describe('image rules', () => {
  it('accepts only files whose type contains image', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
    expect(isImageFile({})).toBe(false);
    expect(IMAGE_ONLY_MESSAGE).toBe('请上传图片');
    expect(IMAGE_BUTTON_TEXT).toBe('upload image');
  });
});
