import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';

/** 加密: the session's AES key material and the data key. */
export const cryptoApi = defineEndpoints('加密', {
  getEncryptedString: {
    method: 'GET',
    path: '/sys/getEncryptedString',
    summary: '获取本会话的 AES 密钥与偏移量（key、iv）',
    access: SESSION,
    response: z.object({ key: z.string(), iv: z.string() }),
  },
  getSecretKey: {
    method: 'POST',
    path: '/sys/getSecretKey',
    summary: '获取本会话的数据密钥（由安装密钥按会话派生，随会话失效）',
    access: SESSION,
    response: z.string().describe('数据密钥'),
  },
});
