import { Tag } from 'antd';
import { FileTagsDisplay } from './cell-editors';
import { optionLabel, splitMulti, valueText } from './cell-values';
import { MULTI_SELECT_MAX_TAGS } from './grid-constants';
import type { CellRenderProps, GridColumn, GridOption } from './types';

const PRESET_COLORS = ['blue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'red'];

function labelOf(options: GridOption[], value: string): string {
  const option = options.find((o) => o.value === value);
  return option ? optionLabel(option) : value;
}

function tagColor(column: GridColumn, options: GridOption[], value: string): string | undefined {
  if (typeof column.setTagColor === 'function') return column.setTagColor(value);
  const index = options.findIndex((o) => o.value === value);
  return PRESET_COLORS[Math.max(index, 0) % PRESET_COLORS.length];
}

function ChoiceTags({ p, values }: { p: CellRenderProps; values: string[] }) {
  const shown = p.column.type === 'list_multi' ? values.slice(0, MULTI_SELECT_MAX_TAGS) : values;
  const rest = values.length - shown.length;
  return (
    <>
      {shown.map((v) => (
        <Tag
          key={v}
          color={p.column.setTagColor ? tagColor(p.column, p.options, v) : undefined}
          title={labelOf(p.options, v)}
        >
          {labelOf(p.options, v)}
        </Tag>
      ))}
      {rest > 0 && <Tag>+{rest}...</Tag>}
    </>
  );
}

/**
 * The text of a read-only cell, or null when it shows tags. Plain text keeps the rows light:
 * scrolling mounts a row's cells every frame.
 */
export function plainDisplayText(p: CellRenderProps): string | null {
  switch (p.column.type) {
    case 'select':
    case 'sel_search':
    case 'radio': {
      if (p.column.setTagColor) return null;
      const text = valueText(p.value);
      return text === '' ? '' : labelOf(p.options, text);
    }
    case 'checkbox_meta':
      return splitMulti(p.value)
        .map((v) => labelOf(p.options, v))
        .join(',');
    case 'list_multi':
    case 'upload':
    case 'file':
    case 'image':
      return null;
    default:
      return valueText(p.value);
  }
}

/** The read-only content of a cell that is not being edited. */
export function CellDisplay(p: CellRenderProps) {
  switch (p.column.type) {
    case 'upload':
    case 'file':
    case 'image':
      return <FileTagsDisplay {...p} />;
    case 'list_multi':
      return <ChoiceTags p={p} values={splitMulti(p.value)} />;
    default: {
      const text = plainDisplayText(p);
      if (text !== null) return text;
      const value = valueText(p.value);
      return value === '' ? null : <ChoiceTags p={p} values={[value]} />;
    }
  }
}
