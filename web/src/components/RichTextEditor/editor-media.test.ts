import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../../api/request', () => ({ http: { post: (...args: unknown[]) => post(...args) } }));

const { normalizeImageSrc, normalizeLink, uploadEditorImage } = await import('./editor-media');

beforeEach(() => post.mockReset());

describe('normalizeLink', () => {
  it('keeps http, https, mailto and site paths', () => {
    expect(normalizeLink(' https://a.cn/x ')).toBe('https://a.cn/x');
    expect(normalizeLink('HTTP://a.cn')).toBe('HTTP://a.cn');
    expect(normalizeLink('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(normalizeLink('/portal/news')).toBe('/portal/news');
  });

  it('adds http:// to a bare host and refuses other schemes', () => {
    expect(normalizeLink('www.mva.gov.cn')).toBe('http://www.mva.gov.cn');
    expect(normalizeLink('javascript:alert(1)')).toBe('');
    expect(normalizeLink('data:text/html,x')).toBe('');
    expect(normalizeLink('//evil.example')).toBe('');
    expect(normalizeLink('   ')).toBe('');
  });
});

describe('normalizeImageSrc', () => {
  it('accepts http(s) addresses and site paths only', () => {
    expect(normalizeImageSrc('https://a.cn/a.png')).toBe('https://a.cn/a.png');
    expect(normalizeImageSrc('/api/sys/common/static/a.png')).toBe('/api/sys/common/static/a.png');
    expect(normalizeImageSrc('javascript:x')).toBe('');
    expect(normalizeImageSrc('a.png')).toBe('');
  });
});

describe('uploadEditorImage', () => {
  it('posts the file with biz=editor to /sys/common/upload and returns the message path', async () => {
    post.mockResolvedValue({ success: true, message: 'editor/20250101/x.png', code: 200 });
    const file = new File(['png'], '图.png', { type: 'image/png' });
    await expect(uploadEditorImage(file)).resolves.toBe('editor/20250101/x.png');
    const [url, form, options] = post.mock.calls[0]!;
    expect(url).toBe('/sys/common/upload');
    expect(options).toEqual({ silent: true });
    const data = form as FormData;
    expect(data.get('biz')).toBe('editor');
    expect((data.get('file') as File).name).toBe('图.png');
    // The server only sees fields sent before the file.
    expect([...data.keys()].indexOf('biz')).toBeLessThan([...data.keys()].indexOf('file'));
  });

  it('fails with the server message when the upload is refused', async () => {
    post.mockResolvedValue({ success: false, message: '文件类型不允许', code: 400 });
    await expect(uploadEditorImage(new File(['x'], 'a.png'))).rejects.toThrow('文件类型不允许');
  });
});
