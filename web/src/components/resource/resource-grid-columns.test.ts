import {
  archiveFamilyResource,
  resumeEducationResource,
  resumeSkillResource,
} from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import type { CellRuleContext } from '../EditableGrid';
import { validateCell } from '../EditableGrid/cell-rules';
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

const familyColumns = resourceGridColumns(archiveFamilyResource);
const check = (key: string, value: unknown) => {
  const column = familyColumns.find((c) => c.key === key)!;
  return validateCell({ value, row: { id: 'r', [key]: value }, rowIndex: 0, column, rows: [] });
};

describe('sub-table columns with personal fields (an archive’s family members)', () => {
  it('let a masked ID number or phone through, as the server keeps the stored value', async () => {
    expect(await check('idCard', '1301**********0011')).toBeNull();
    expect(await check('phone', '139****5678')).toBeNull();
  });

  it('still check what the user types', async () => {
    expect(await check('idCard', '130102199001010012')).not.toBeNull();
    expect(await check('phone', '12345')).not.toBeNull();
    expect(await check('memberName', '')).not.toBeNull();
  });

  it('leave out the archive key', () => {
    expect(familyColumns.map((c) => c.key)).not.toContain('archiveId');
  });
});
