import { type FieldDef, fieldInList, type ResourceDef, type ResourceRecord } from '@vets/contracts';
import type { TableColumnType } from 'antd';
import { Typography } from 'antd';

export type ResourceColumn = TableColumnType<ResourceRecord>;

const SWITCH_TEXT: Record<string, string> = { Y: '是', N: '否' };

/**
 * The text a cell shows: the dictionary or referenced record's text when there is one (else the
 * stored value), 是/否 for a switch.
 */
export function displayValue(key: string, f: FieldDef, record: ResourceRecord): string {
  const text = f.dict || f.ref ? record[`${key}_dictText`] : undefined;
  const value = text !== undefined && text !== null && text !== '' ? text : record[key];
  if (value === null || value === undefined) return '';
  if (f.kind === 'switch' && !f.dict) return SWITCH_TEXT[String(value)] ?? String(value);
  return String(value);
}

/** Fields that hold a record's status: those its transitions change, and status dictionaries. */
export function statusFields(def: ResourceDef): Set<string> {
  const keys = new Set<string>();
  for (const action of Object.values(def.actions ?? {}))
    if (action.transition) keys.add(action.transition.field);
  for (const [key, f] of Object.entries(def.fields))
    if (f.dict && /status$/i.test(key) && fieldInList(f)) keys.add(key);
  return keys;
}

/**
 * The columns a narrow screen keeps: the record's title (its title field, else the first
 * column) and its status.
 */
export function essentialColumns(def: ResourceDef): Set<string> {
  const listed = Object.entries(def.fields).filter(([, f]) => fieldInList(f));
  const title =
    def.titleField && listed.some(([key]) => key === def.titleField)
      ? def.titleField
      : listed[0]?.[0];
  const keys = statusFields(def);
  if (title) keys.add(title);
  return keys;
}

/** Below this antd breakpoint only the essential columns show. */
const FULL_TABLE_FROM = ['md'] as const;

/**
 * Table columns of the definition's list fields, with sorting where the field allows it; on a
 * phone's width only the title and the status stay.
 */
export function resourceColumns(
  def: ResourceDef,
  sort: { field?: string; order?: 'asc' | 'desc' },
): ResourceColumn[] {
  const essential = essentialColumns(def);
  return Object.entries(def.fields)
    .filter(([, f]) => fieldInList(f))
    .map(([key, f]) => ({
      key,
      dataIndex: key,
      title: f.label,
      width: f.width,
      ellipsis: f.kind === 'text' || f.kind === 'richtext',
      ...(essential.has(key) ? {} : { responsive: [...FULL_TABLE_FROM] }),
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
