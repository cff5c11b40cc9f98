import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  FILE_POPUP_BODY_HEIGHT,
  FILE_POPUP_WIDTH,
  filePopupResult,
  filesFromPaths,
  keepLastFiles,
  NO_FILE_MESSAGE,
  responsePath,
  UNLIMITED_FILES,
} from './file-popup';

const done = (path: string): UploadFile => ({
  uid: path,
  name: path,
  status: 'done',
  response: { success: true, message: path },
});

describe('file pop-up', () => {
  it('is 520 wide and 200 high with no file limit by default', () => {
    expect(FILE_POPUP_WIDTH).toBe(520);
    expect(FILE_POPUP_BODY_HEIGHT).toBe(200);
    expect(UNLIMITED_FILES).toBe(0);
  });

  it('refuses to confirm with no uploaded file: 未上传任何文件', () => {
    expect(NO_FILE_MESSAGE).toBe('未上传任何文件');
    expect(filePopupResult([])).toEqual({ ok: false, error: '未上传任何文件' });
    const uploading: UploadFile = { uid: '1', name: 'a', status: 'uploading', percent: 40 };
    const failed: UploadFile = {
      uid: '2',
      name: 'b',
      status: 'error',
      response: { success: false, message: '文件类型不允许' },
    };
    expect(filePopupResult([uploading, failed])).toEqual({ ok: false, error: '未上传任何文件' });
  });

  it('returns the uploaded paths comma-joined, skipping unfinished ones', () => {
    const uploading: UploadFile = { uid: '1', name: 'a', status: 'uploading' };
    expect(filePopupResult([done('temp/a.pdf'), uploading, done('temp/b.doc')])).toEqual({
      ok: true,
      value: 'temp/a.pdf,temp/b.doc',
    });
  });

  it('takes the path from the message of a successful response only', () => {
    expect(responsePath(done('x/y.png'))).toBe('x/y.png');
    expect(
      responsePath({ status: 'done', response: { success: false, message: '失败' } }),
    ).toBeNull();
    expect(responsePath({ status: 'error', response: { success: true, message: 'x' } })).toBeNull();
  });

  it('keeps only the last N files with a limit, all of them without', () => {
    const list = [1, 2, 3, 4];
    expect(keepLastFiles(list)).toEqual([1, 2, 3, 4]);
    expect(keepLastFiles(list, 0)).toEqual([1, 2, 3, 4]);
    expect(keepLastFiles(list, 1)).toEqual([4]);
    expect(keepLastFiles(list, 3)).toEqual([2, 3, 4]);
    expect(keepLastFiles(list, 9)).toEqual([1, 2, 3, 4]);
  });

  it('shows stored paths as uploaded files named after their last segment', () => {
    const files = filesFromPaths('temp/20250101/a.pdf, temp/b.doc,');
    expect(files.map((f) => [f.name, f.status])).toEqual([
      ['a.pdf', 'done'],
      ['b.doc', 'done'],
    ]);
    expect(filePopupResult(files)).toEqual({ ok: true, value: 'temp/20250101/a.pdf,temp/b.doc' });
    expect(filesFromPaths('')).toEqual([]);
    expect(filesFromPaths(null)).toEqual([]);
  });
});
