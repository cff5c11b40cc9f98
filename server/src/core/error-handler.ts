import type { FastifyError, FastifyInstance } from 'fastify';
import { classifyDbError } from '../db/db-errors.js';
import { failure } from './envelope.js';
import { isHttpError } from './errors.js';

/** Chinese messages for the framework's own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度与内容不符',
  FST_ERR_CTP_INVALID_TYPE: '请求内容类型无效',
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_ASYNC_CONSTRAINT: '请求无效',
};

const DB_MESSAGES = {
  unique: '数据已存在，不能重复',
  too_long: '输入内容超出字段长度限制',
  invalid_value: '输入的值格式不正确',
  foreign_key: '关联的数据不存在或仍被引用',
} as const;

const DB_STATUS = { unique: 409, too_long: 400, invalid_value: 400, foreign_key: 409 } as const;

/** Maps any thrown error to the envelope. Only unknown errors become 500, and they are logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isHttpError(error)) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message));
    }
    const dbKind = classifyDbError(error);
    if (dbKind) {
      request.log.warn({ err: error }, 'database rejected input');
      const status = DB_STATUS[dbKind];
      return reply.status(status).send(failure(status, DB_MESSAGES[dbKind]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRAMEWORK_MESSAGES[error.code]) ??
        (status === 429 ? '请求过于频繁，请稍后再试' : '请求无效');
      return reply.status(status).send(failure(status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, '系统内部错误，请联系管理员'));
  });
}
