import { applyCheckRule, parseCheckRule, ruleApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { FILL_RULES } from '../services/fill-rules.js';
import { systemDb } from '../tables.js';

/** 校验规则 checkByCode and 填值规则 (the fill-rule registry). */
export const ruleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, ruleApi.checkByCode, async (request) => {
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
  });

  serve(app, ruleApi.executeRuleByCode, async (request) => {
    const rule = FILL_RULES.get(request.params.ruleCode);
    if (!rule) throw notFound(`填值规则 ${request.params.ruleCode.slice(0, 64)} 不存在`);
    const params = Object.fromEntries(
      rule.params.map((p) => [p, (request.query as Record<string, string>)[p] ?? '']),
    );
    return ok(await rule.generate(ctx.db, params), '生成成功');
  });
};
