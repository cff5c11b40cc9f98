import { describe, expect, it } from 'vitest';
import {
  UPLOAD_ERROR_TITLE,
  UPLOAD_UNKNOWN_ERROR,
  uploadErrorText,
  uploadFailedText,
  uploadTooltip,
} from './upload-status';

describe('uploadTooltip', () => {
  it('shows the percentage while uploading, rounded down', () => {
    expect(uploadTooltip('uploading', 0)).toBe('上传中(0%)');
    expect(uploadTooltip('uploading', 42.9)).toBe('上传中(42%)');
    expect(uploadTooltip('uploading', 100)).toBe('上传中(100%)');
  });

  it('keeps the percentage within 0 to 100 and defaults to 0', () => {
    expect(uploadTooltip('uploading')).toBe('上传中(0%)');
    expect(uploadTooltip('uploading', Number.NaN)).toBe('上传中(0%)');
    expect(uploadTooltip('uploading', 130)).toBe('上传中(100%)');
    expect(uploadTooltip('uploading', -5)).toBe('上传中(0%)');
  });

  it('says done or failed for the end states, nothing otherwise', () => {
    expect(uploadTooltip('done')).toBe('上传完成');
    expect(uploadTooltip('error', 50)).toBe('上传失败');
    expect(uploadTooltip('removed')).toBe('');
    expect(uploadTooltip(undefined)).toBe('');
  });
});

describe('upload error texts', () => {
  it('titles the notification 上传出错', () => {
    expect(UPLOAD_ERROR_TITLE).toBe('上传出错');
  });

  it('prefixes the server message with 错误信息：', () => {
    expect(uploadErrorText('文件类型不允许')).toBe('错误信息：文件类型不允许');
  });

  it('falls back to 未知错误 without a message', () => {
    expect(UPLOAD_UNKNOWN_ERROR).toBe('未知错误');
    expect(uploadErrorText()).toBe('错误信息：未知错误');
    expect(uploadErrorText(null)).toBe('错误信息：未知错误');
    expect(uploadErrorText('  ')).toBe('错误信息：未知错误');
  });

  it('names the file that failed', () => {
    expect(uploadFailedText('简历.pdf')).toBe('简历.pdf 上传失败.');
  });
});
