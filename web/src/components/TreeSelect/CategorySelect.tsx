import type { CSSProperties } from 'react';
import { ui } from '../ui-bridge';
import AsyncTreeSelect from './AsyncTreeSelect';
import { loadCategoryChildren, loadCategoryRoot, loadCategoryTexts } from './tree-api';
import { CATEGORY_CONDITION_ERROR, treeConditionError } from './tree-condition';

export interface CategorySelectProps {
  /** The code of the category whose descendants are offered; empty for all. */
  pcode?: string;
  /** JSON text of an object of extra filters. */
  condition?: string;
  multiple?: boolean;
  /** Category ids, comma-joined when several. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
  'data-testid'?: string;
}

/** A category tree (分类字典), loaded level by level. */
export default function CategorySelect({ pcode = '', condition, ...rest }: CategorySelectProps) {
  return (
    <AsyncTreeSelect
      {...rest}
      key={`${pcode}|${condition ?? ''}`}
      configError={treeConditionError(condition, CATEGORY_CONDITION_ERROR)}
      loadRoot={() => loadCategoryRoot(pcode, condition)}
      loadChildren={loadCategoryChildren}
      loadTexts={loadCategoryTexts}
      onRootError={(error) => ui().message.error(error.message)}
    />
  );
}
