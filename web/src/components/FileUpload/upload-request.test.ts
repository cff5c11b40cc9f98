// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { storage } from '../../stores/storage';
import { uploadAction, uploadData, uploadHeaders } from './upload-request';

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: 'tok-1' });
});

describe('upload requests', () => {
  it('posts to /sys/common/upload under the API base by default', () => {
    expect(uploadAction()).toBe('/api/sys/common/upload');
    expect(uploadAction('/sys/oss/file/upload')).toBe('/api/sys/oss/file/upload');
    expect(uploadAction('https://oss.example.cn/up')).toBe('https://oss.example.cn/up');
  });

  it('attaches the token and tenant only when asked', () => {
    expect(uploadHeaders(true)).toEqual({ 'X-Access-Token': 'tok-1', 'X-Tenant-Id': '0' });
    storage.set('TENANT_ID', 3);
    expect(uploadHeaders(true)['X-Tenant-Id']).toBe('3');
    expect(uploadHeaders(false)).toEqual({});
  });

  it('sends biz (default temp) and, for images, accept=image', () => {
    expect(uploadData()).toEqual({ biz: 'temp', isup: '1' });
    expect(uploadData('')).toEqual({ biz: 'temp', isup: '1' });
    expect(uploadData('avatar', true)).toEqual({ biz: 'avatar', isup: '1', accept: 'image' });
  });
});
