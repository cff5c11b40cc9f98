import {
  duplicateCheckApi,
  type EndpointInput,
  type FieldDef,
  isEmptyValue,
  orderErrors,
  type ResourceDef,
  validateField,
} from '@vets/contracts';
import type { Rule } from 'antd/es/form';
import { call } from '../../api/call';
import { ApiError } from '../../api/transport';

/** A form value as the API expects it: multiple choices are comma-joined (dates are text already). */
export function apiValue(value: unknown): unknown {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * antd rules for a field: the same check the server runs (the rule catalogue), then the
 * duplicate check for unique fields, skipped when the value is empty.
 */
export function fieldRules(
  def: Pick<ResourceDef, 'table' | 'parentKey'>,
  key: string,
  f: FieldDef,
  context: { dataId?: string; parentValue?: string },
): Rule[] {
  const rules: Rule[] = [
    {
      required: Boolean(f.required),
      validator: async (_rule, value) => {
        // A masked personal value left as read: the server keeps the stored one.
        if (f.sensitive && typeof value === 'string' && value.includes('*')) return;
        const message = validateField(f, apiValue(value));
        if (message) throw new Error(message);
      },
    },
  ];
  const atLeast = f.atLeast;
  if (atLeast) {
    rules.push(({ getFieldValue }) => ({
      validator: async (_rule, value) => {
        const values = { [key]: apiValue(value), [atLeast.field]: getFieldValue(atLeast.field) };
        const message = orderErrors({ fields: { [key]: f } }, values)[key];
        if (message) throw new Error(message);
      },
    }));
  }
  if (f.unique) {
    rules.push({
      validateTrigger: 'onBlur',
      validator: async (_rule, value) => {
        if (isEmptyValue(value)) return;
        const query: EndpointInput<typeof duplicateCheckApi.check>['query'] = {
          tableName: def.table,
          fieldName: key,
          fieldVal: String(apiValue(value)),
        };
        if (context.dataId) query.dataId = context.dataId;
        if (def.parentKey && context.parentValue) {
          query.conditionName = def.parentKey;
          query.conditionVal = context.parentValue;
        }
        try {
          await call(duplicateCheckApi.check, { query }, { silent: true });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) throw new Error(error.message);
        }
      },
    });
  }
  return rules;
}
