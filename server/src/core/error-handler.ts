import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { classifyDbError } from '../db/db-errors.js';
import { failure } from './envelope.js';
import { isHttpError } from './errors.js';

const BROKEN_MULTIPART = '上传的数据不完整或格式错误，请重新上传';

/** Chinese messages for the framework's and its plugins' own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度与内容不符',
  FST_ERR_CTP_INVALID_TYPE: '请求内容类型无效',
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
  FST_ERR_ASYNC_CONSTRAINT: '请求无效',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以 multipart/form-data 上传文件',
  FST_PARTS_LIMIT: '上传的文件或字段过多',
  FST_FILES_LIMIT: '上传的文件过多',
  FST_FIELDS_LIMIT: '上传的字段过多',
  FST_REQ_FILE_TOO_LARGE: '文件大小超过限制',
  FST_PROTO_VIOLATION: '上传的字段名无效',
  FST_INVALID_JSON_FIELD_ERROR: '上传的字段不是合法的 JSON',
  FST_MP_PREMATURE_CLOSE: BROKEN_MULTIPART,
};

/**
 * Errors the multipart parser (busboy) raises for a malformed or truncated body. They carry no
 * status or code, only these messages.
 */
const MULTIPART_PARSE_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of (form|file|multipart data)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed (part header|urlencoded form)$/,
];

const isMultipartParseError = (error: FastifyError) =>
  error.statusCode === undefined &&
  MULTIPART_PARSE_ERRORS.some((pattern) => pattern.test(error.message ?? ''));

const CJK = /[\u4e00-\u9fff]/;

const DB_MESSAGES = {
  unique: '数据已存在，不能重复',
  too_long: '输入内容超出字段长度限制',
  invalid_value: '输入的值格式不正确',
  foreign_key: '关联的数据不存在或仍被引用',
  missing: '缺少必填的数据',
} as const;

const DB_STATUS = {
  unique: 409,
  too_long: 400,
  invalid_value: 400,
  foreign_key: 409,
  missing: 400,
} as const;

/** The Chinese message of a 4xx the framework or a plugin raised. */
function clientErrorMessage(error: FastifyError, status: number): string {
  const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (known) return known;
  // Plugins configured with Chinese messages (the rate limiter's envelope) keep them.
  if (typeof error.message === 'string' && CJK.test(error.message)) return error.message;
  if (status === 413) return '请求内容过大';
  if (status === 429) return '请求过于频繁，请稍后再试';
  return '请求无效';
}

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
    if (isMultipartParseError(error)) {
      request.log.warn({ err: error }, 'malformed multipart body');
      return reply.status(400).send(failure(400, BROKEN_MULTIPART));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, clientErrorMessage(error, status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, '系统内部错误，请联系管理员'));
  });
}

/**
 * The errors Fastify raises before a route is found (a malformed URL, a path parameter over the
 * length limit), which never reach the error handler: the same envelope, in Chinese.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const status = error.statusCode ?? 400;
  (reply as FastifyReply).status(status).send(failure(status, clientErrorMessage(error, status)));
};
