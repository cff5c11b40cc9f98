import type { ResourceRecord } from '@vets/contracts';
import type { ResourceColumn } from '../../../../components/resource/resource-columns';
import { auditTag } from './audit-tag';

/** Shows the column `key` (a status dictionary field) second, as a coloured tag. */
export function withStatusTag(key: string, colors?: Record<string, string>) {
  return (standard: ResourceColumn[]): ResourceColumn[] => {
    const status = standard.find((column) => column.key === key);
    if (!status) return standard;
    const tagged: ResourceColumn = {
      ...status,
      width: 100,
      render: (value: unknown, record: ResourceRecord) =>
        auditTag(value, record[`${key}_dictText`], colors),
    };
    const rest = standard.filter((column) => column !== status);
    return [...rest.slice(0, 1), tagged, ...rest.slice(1)];
  };
}
