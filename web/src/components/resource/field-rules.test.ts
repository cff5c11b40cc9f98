// @vitest-environment jsdom
import { jobPositionResource } from '@vets/contracts';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { fieldRules } from './field-rules';

describe('fieldRules', () => {
  it('checks a field declared at least another against the form value of that field', async () => {
    const rules = fieldRules(
      jobPositionResource,
      'salaryMax',
      jobPositionResource.fields.salaryMax,
      {},
    );
    const order = rules[1] as (form: { getFieldValue(name: string): unknown }) => RuleObject;
    const form = (salaryMin: unknown) => ({ getFieldValue: () => salaryMin });
    const check = (salaryMin: unknown, salaryMax: unknown) =>
      order(form(salaryMin)).validator!({} as never, salaryMax, () => undefined);
    await expect(check(9000, 6000)).rejects.toThrow('最高月薪不能低于最低月薪');
    await expect(check(5000, 8000)).resolves.toBeUndefined();
    await expect(check(null, 8000)).resolves.toBeUndefined();
  });
});
