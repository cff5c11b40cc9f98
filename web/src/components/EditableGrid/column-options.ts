import type { DictItemMap } from '@vets/contracts';
import { cachedDictItems } from '../../stores/session';
import type { GridColumn, GridOption } from './types';

const NO_OPTIONS: GridOption[] = [];

/** A column's options: its own, else the cached dictionary items of its dictCode. */
export function columnOptions(
  column: GridColumn,
  dict: DictItemMap = cachedDictItems(),
): GridOption[] {
  if (column.options) return column.options;
  if (!column.dictCode) return NO_OPTIONS;
  return dict[column.dictCode] ?? NO_OPTIONS;
}
