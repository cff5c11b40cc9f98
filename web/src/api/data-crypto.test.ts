import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../config';
import { decryptData, encryptData } from './data-crypto';

vi.mock('./system', () => ({ secretKey: vi.fn(async () => 'key-from-server') }));

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  appConfig.encryptService = null;
});

const answer = (body: unknown) => ({ json: async () => body }) as Response;

describe('the data encryption switch', () => {
  it('passes data through while off, calling nothing', async () => {
    expect(await encryptData('13912345678')).toBe('13912345678');
    expect(await decryptData('abc')).toBe('abc');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when on, posts appCode, dataKey and data and reads data of a code-200 answer', async () => {
    appConfig.encryptService = { url: 'https://crypto.example.cn/api', appCode: 'vets' };
    fetchMock.mockResolvedValueOnce(answer({ code: 200, data: 'CIPHER' }));
    expect(await encryptData('13912345678')).toBe('CIPHER');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://crypto.example.cn/api/encryptData');
    expect(JSON.parse(String(init.body))).toEqual({
      appCode: 'vets',
      dataKey: 'key-from-server',
      data: '13912345678',
    });
    fetchMock.mockResolvedValueOnce(answer({ code: '200', data: 'PLAIN' }));
    expect(await decryptData('CIPHER')).toBe('PLAIN');
    expect(fetchMock.mock.calls[1]![0]).toBe('https://crypto.example.cn/api/decryptData');
  });

  it('gives an empty string when the service refuses or cannot be reached', async () => {
    appConfig.encryptService = { url: 'https://crypto.example.cn/api', appCode: 'vets' };
    fetchMock.mockResolvedValueOnce(answer({ code: 500, message: 'bad key' }));
    expect(await encryptData('x')).toBe('');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await decryptData('x')).toBe('');
  });
});
