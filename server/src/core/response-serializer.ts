import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/** Object keys of `input` that `output` lost, as paths (`result.records.0.passwordHash`). */
export function droppedPaths(input: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((item, i) => droppedPaths(item, output[i], `${path}${i}.`));
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in output)) return [`${path}${key}`];
    return droppedPaths(value, output[key], `${path}${key}.`);
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Serialises a response through its declared zod schema, so that a route sends exactly the
 * fields it declares. With `strict` (the test suites) a field the schema does not declare is an
 * error instead of being dropped, so that a missing declaration shows in the tests.
 */
export const zodSerializerCompiler =
  (strict: boolean): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) =>
  (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      throw new Error(`响应不符合声明（${method} ${url}）：${parsed.error.message}`);
    if (strict) {
      const dropped = droppedPaths(data, parsed.data);
      if (dropped.length)
        throw new Error(
          `响应含有未声明的字段（${method} ${url}）：${dropped.slice(0, 5).join('、')}`,
        );
    }
    return JSON.stringify(parsed.data);
  };
