import { type CSSProperties, useMemo } from 'react';
import { loadDictTexts } from '../SearchSelect/search-api';
import AsyncTreeSelect from './AsyncTreeSelect';
import { type TreeLoader, treeDataLoader } from './tree-api';
import { TREE_CONDITION_ERROR, treeConditionError } from './tree-condition';

export interface TreeSelectProps {
  /** The spec `table,text,code` of the tree's table. */
  dict: string;
  /** The column holding a node's parent code; default pid. */
  pidField?: string;
  /** The parent code of the first level; default '' (the roots). */
  pidValue?: string;
  /** A column telling whether a node has children ('1' or '0'); without it every node may expand. */
  hasChildField?: string;
  /** JSON text of an object of extra filters. */
  condition?: string;
  multiple?: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  /** Replaces the server call for a level (demos, tests); the default calls /sys/dict/loadTreeData. */
  loader?: TreeLoader;
  /** Replaces the texts call for values not loaded yet; the default calls /sys/dict/loadDictItem. */
  textLoader?: (values: string[]) => Promise<string[]>;
  'data-testid'?: string;
}

/** A tree over one table, loaded level by level. */
export default function TreeSelect({
  dict,
  pidField = 'pid',
  pidValue = '',
  hasChildField,
  condition,
  loader,
  textLoader,
  ...rest
}: TreeSelectProps) {
  const configError = treeConditionError(condition, TREE_CONDITION_ERROR);
  const load = useMemo<TreeLoader>(() => {
    if (loader) return loader;
    const [tableName = '', text = '', code = ''] = dict.split(',');
    return treeDataLoader({
      tableName,
      text,
      code,
      pidField,
      ...(hasChildField ? { hasChildField } : {}),
      ...(condition ? { condition } : {}),
    });
  }, [loader, dict, pidField, hasChildField, condition]);

  return (
    <AsyncTreeSelect
      {...rest}
      key={[dict, pidField, pidValue, hasChildField, condition].join('|')}
      configError={configError}
      loadRoot={() => load(pidValue)}
      loadChildren={load}
      loadTexts={textLoader ?? ((values) => loadDictTexts(dict, values))}
    />
  );
}
