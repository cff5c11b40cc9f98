import { companyAuditStatus } from '@vets/contracts';
import { Tag } from 'antd';

const A = companyAuditStatus.values;
const AUDIT_COLORS: Record<string, string> = {
  [A.pending]: 'gold',
  [A.approved]: 'green',
  [A.rejected]: 'red',
};

/** A status value as a coloured tag (approval colours unless others are given). */
export function auditTag(value: unknown, text: unknown, colors = AUDIT_COLORS) {
  if (value === null || value === undefined || value === '') return null;
  return <Tag color={colors[String(value)]}>{String(text || value)}</Tag>;
}
