import { describe, expect, it } from 'vitest';
import {
  fileListValue,
  fileNameOfPath,
  keepLast,
  type PathFile,
  responseMessage,
  responsePath,
  settleFile,
  valueFileList,
} from './upload-value';

const toUrl = (path: string) => `/api/sys/common/static/${path}`;

describe('upload values', () => {
  it('takes the path from the response field, message by default', () => {
    expect(responsePath({ success: true, message: 'temp/1/a.png' })).toBe('temp/1/a.png');
    expect(
      responsePath({ success: true, result: 'temp/1/b.png', message: '上传成功！' }, 'result'),
    ).toBe('temp/1/b.png');
    expect(responsePath({ success: false, message: '文件太大' })).toBeNull();
    expect(responsePath({ success: true, message: '' })).toBeNull();
    expect(responsePath('x')).toBeNull();
    expect(responsePath(undefined)).toBeNull();
  });

  it('reads the server message of a failure', () => {
    expect(responseMessage({ success: false, message: '不支持上传该类型的文件：.exe' })).toBe(
      '不支持上传该类型的文件：.exe',
    );
    expect(responseMessage('网关错误')).toBe('网关错误');
    expect(responseMessage(undefined)).toBeUndefined();
    expect(responseMessage({ message: '' })).toBeUndefined();
  });

  it('keeps only the last N entries, all for 0', () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1, 2], 5)).toEqual([1, 2]);
    expect(keepLast([1, 2, 3], 0)).toEqual([1, 2, 3]);
  });

  it('names a file after the last part of its path', () => {
    expect(fileNameOfPath('temp/20260301/ab12.pdf')).toBe('ab12.pdf');
    expect(fileNameOfPath('https://x.cn/a/b.png?x=1')).toBe('b.png');
    expect(fileNameOfPath('c.txt')).toBe('c.txt');
  });

  it('turns a comma-joined value into done entries and back', () => {
    const list = valueFileList('temp/a.png,temp/b.png', toUrl);
    expect(list.map((f) => [f.name, f.status, f.url, f.path])).toEqual([
      ['a.png', 'done', '/api/sys/common/static/temp/a.png', 'temp/a.png'],
      ['b.png', 'done', '/api/sys/common/static/temp/b.png', 'temp/b.png'],
    ]);
    expect(new Set(list.map((f) => f.uid)).size).toBe(2);
    expect(fileListValue(list)).toBe('temp/a.png,temp/b.png');
    expect(valueFileList('', toUrl)).toEqual([]);
  });

  it('leaves uploading and failed entries out of the value', () => {
    const list: PathFile[] = [
      { uid: '1', name: 'a', status: 'done', path: 'temp/a.png' },
      { uid: '2', name: 'b', status: 'uploading', percent: 40 },
      { uid: '3', name: 'c', status: 'error' },
    ];
    expect(fileListValue(list)).toBe('temp/a.png');
  });

  it('settles a finished upload with its path, or as failed without one', () => {
    const done: PathFile = {
      uid: '1',
      name: 'a.png',
      status: 'done',
      response: { success: true, message: 'temp/x/a1.png' },
    };
    expect(settleFile(done, 'message', toUrl)).toMatchObject({
      status: 'done',
      path: 'temp/x/a1.png',
      url: '/api/sys/common/static/temp/x/a1.png',
    });
    const refused: PathFile = { ...done, response: { success: false, message: '不允许' } };
    expect(settleFile(refused, 'message', toUrl).status).toBe('error');
    const uploading: PathFile = { uid: '2', name: 'b', status: 'uploading' };
    expect(settleFile(uploading, 'message', toUrl)).toBe(uploading);
  });
});
