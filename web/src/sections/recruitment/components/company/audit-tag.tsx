import { Tag } from 'antd';

const AUDIT_COLORS: Record<string, string> = { '0': 'gold', '1': 'green', '2': 'red' };

/** A status value as a coloured tag (approval colours unless others are given). */
export function auditTag(value: unknown, text: unknown, colors = AUDIT_COLORS) {
  if (value === null || value === undefined || value === '') return null;
  return <Tag color={colors[String(value)]}>{String(text || value)}</Tag>;
}
