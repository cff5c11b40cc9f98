import { type FieldDef, fieldInList, type ResourceDef, type ResourceRecord } from '@vets/contracts';
import type { TableColumnType } from 'antd';
import { Typography } from 'antd';

export type ResourceColumn = TableColumnType<ResourceRecord>;

/** The text a cell shows: dictionary text when there is one, else the value. */
export function displayValue(key: string, f: FieldDef, record: ResourceRecord): string {
  const text = f.dict || f.ref ? record[`${key}_dictText`] : undefined;
  const value = text ?? record[key];
  return value === null || value === undefined ? '' : String(value);
}

/** Table columns of the definition's list fields, with sorting where the field allows it. */
export function resourceColumns(
  def: ResourceDef,
  sort: { field?: string; order?: 'asc' | 'desc' },
): ResourceColumn[] {
  return Object.entries(def.fields)
    .filter(([, f]) => fieldInList(f))
    .map(([key, f]) => ({
      key,
      dataIndex: key,
      title: f.label,
      width: f.width,
      ellipsis: f.kind === 'text' || f.kind === 'richtext',
      sorter: Boolean(f.sortable),
      sortOrder: sort.field === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, record: ResourceRecord) =>
        f.kind === 'richtext' ? (
          <Typography.Text ellipsis>
            {displayValue(key, f, record).replace(/<[^>]+>/g, '')}
          </Typography.Text>
        ) : (
          displayValue(key, f, record)
        ),
    }));
}
