import { applyCheckRule, parseCheckRule } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { FILL_RULES } from '../services/fill-rules.js';
import { systemDb } from '../tables.js';

/** 校验规则 checkByCode and 填值规则 (the fill-rule registry). */
export const ruleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sys/checkRule/checkByCode',
    {
      config: { access: SESSION },
      schema: {
        tags: ['校验'],
        summary: '按规则编码校验一个值',
        querystring: z.object({
          ruleCode: z.string().min(1, '缺少参数：ruleCode').max(100),
          value: z.string().max(1000).default(''),
        }),
      },
    },
    async (request) => {
      const { ruleCode, value } = request.query;
      const rule = await systemDb(ctx.db)
        .selectFrom('sysCheckRule')
        .select('ruleJson')
        .where('ruleCode', '=', ruleCode)
        .executeTakeFirst();
      if (!rule) throw notFound(`校验规则 ${ruleCode} 不存在`);
      const parts = parseCheckRule(rule.ruleJson);
      if (typeof parts === 'string') throw badRequest(`校验规则 ${ruleCode} 配置有误：${parts}`);
      const problem = applyCheckRule(parts, value);
      if (problem) throw badRequest(problem);
      return ok(null, '该值可用！');
    },
  );

  app.get(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    {
      config: { access: SESSION },
      schema: {
        tags: ['校验'],
        summary: '按填值规则生成编码（仅内置规则）',
        params: z.object({ ruleCode: z.string().max(100) }),
        querystring: z.record(z.string(), z.string().max(200)),
      },
    },
    async (request) => {
      const rule = FILL_RULES.get(request.params.ruleCode);
      if (!rule) throw notFound(`填值规则 ${request.params.ruleCode.slice(0, 64)} 不存在`);
      const params = Object.fromEntries(
        rule.params.map((p) => [p, (request.query as Record<string, string>)[p] ?? '']),
      );
      return ok(await rule.generate(ctx.db, params), '生成成功');
    },
  );
};
