import { resumeEducationResource, resumeSkillResource } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import type { CellRuleContext } from '../EditableGrid';
import { resourceGridColumns } from './resource-grid-columns';

const run = async (column: ReturnType<typeof resourceGridColumns>[number], value: unknown) => {
  for (const rule of column.validateRules ?? []) {
    if ('handler' in rule) {
      const result = await rule.handler({ value } as CellRuleContext);
      if (result !== true && result !== undefined && result !== null) return result;
    }
  }
  return true;
};

describe('resourceGridColumns', () => {
  it('maps form fields to cell types, leaving out the parent key', () => {
    const columns = resourceGridColumns(resumeEducationResource);
    expect(columns.map((c) => [c.key, c.type])).toEqual([
      ['school', 'input'],
      ['major', 'input'],
      ['education', 'select'],
      ['startDate', 'date'],
      ['endDate', 'date'],
    ]);
    expect(columns[2]!.dictCode).toBe('education');
  });

  it('marks required cells and checks values with the shared field rules', async () => {
    const [name] = resourceGridColumns(resumeSkillResource);
    expect(name!.validateRules?.[0]).toEqual({ required: true, message: '请输入技能/证书名称' });
    expect(await run(name!, 'x'.repeat(61))).toBe('最大长度60位字符');
    expect(await run(name!, '电工证')).toBe(true);
    const date = resourceGridColumns(resumeSkillResource).find((c) => c.key === 'obtainDate')!;
    expect(await run(date, '2024-02-30')).toBe('取得时间应为 YYYY-MM-DD 格式的日期');
  });
});
