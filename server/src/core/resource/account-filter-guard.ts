import { type FieldDef, holdsPhone, probesPhoneDigits, type SuperQueryRule } from '@vets/contracts';
import { forbidden } from '../errors.js';

const PARTIAL: ReadonlySet<SuperQueryRule> = new Set(['like', 'right_like', 'left_like']);
const RANGE: ReadonlySet<SuperQueryRule> = new Set(['gt', 'ge', 'lt', 'le']);

/**
 * A sign-in name (`sensitive: 'account'`) may hold a phone number, masked for callers without the
 * resource's `…:sensitive` permission; such a caller may still filter by the name, but not with a
 * value that would find one: an exact value holding a phone, a partial value of digits (see
 * probesPhoneDigits), or a range, which brackets any number. Throws a 403 for those.
 */
export function guardAccountFilter(
  field: FieldDef,
  op: SuperQueryRule,
  value: string | number | Array<string | number>,
  access: { sensitive: boolean },
): void {
  if (access.sensitive || field.sensitive !== 'account') return;
  const texts = (Array.isArray(value) ? value : [value]).map(String);
  const probes = RANGE.has(op)
    ? true
    : PARTIAL.has(op)
      ? texts.some(probesPhoneDigits)
      : texts.some(holdsPhone);
  if (probes)
    throw forbidden(`没有查看敏感信息的权限，不能以手机号或其中的数字查询“${field.label}”`);
}
