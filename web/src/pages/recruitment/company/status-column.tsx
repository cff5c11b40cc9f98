import type { ResourceRecord } from '@vets/contracts';
import type { ResourceColumn } from '../../../components/resource/resource-columns';
import { auditTag } from './audit-tag';

/** Renders the column `key` (a status dictionary field) as a coloured tag. */
export function withStatusTag(key: string, colors?: Record<string, string>) {
  return (standard: ResourceColumn[]): ResourceColumn[] =>
    standard.map((column) =>
      column.key === key
        ? {
            ...column,
            render: (value: unknown, record: ResourceRecord) =>
              auditTag(value, record[`${key}_dictText`], colors),
          }
        : column,
    );
}
