import { TreeSelect as AntTreeSelect } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/transport';
import { joinValues, splitValues } from '../DictSelect/dict-text';
import { ellipsisText, TREE_ELLIPSIS_LENGTH } from '../Ellipsis/ellipsis-text';
import { ui } from '../ui-bridge';
import type { TreeLoader } from './tree-api';
import { attachChildren, type TreeNode, titlesByValue } from './tree-nodes';

export const TREE_POPUP_MAX_HEIGHT = 400;

/** Shows a load failure, unless the request layer has already notified it. */
function reportLoadError(error: Error): void {
  if (!(error instanceof ApiError)) ui().message.error(error.message);
}

export interface AsyncTreeSelectProps {
  loadRoot: () => Promise<TreeNode[]>;
  loadChildren: TreeLoader;
  /** Texts of values not loaded into the tree yet, in the values' order. */
  loadTexts?: (values: string[]) => Promise<string[]>;
  /** A configuration error: shown, and nothing is loaded. */
  configError?: string | null;
  onRootError?: (error: Error) => void;
  multiple?: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
  'data-testid'?: string;
}

interface Labeled {
  value: string;
  label: string;
}

/**
 * A tree select whose levels load on expand; values are comma-joined when several. The root
 * loads on mount: give it a `key` that changes with the loaders' inputs.
 */
export default function AsyncTreeSelect({
  loadRoot,
  loadChildren,
  loadTexts,
  configError,
  onRootError,
  multiple = false,
  value,
  onChange,
  placeholder = '请选择',
  disabled,
  style,
  id,
  'data-testid': testId,
}: AsyncTreeSelectProps) {
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const loaders = useRef({ loadRoot, loadChildren, loadTexts, onRootError });
  loaders.current = { loadRoot, loadChildren, loadTexts, onRootError };
  const askedTexts = useRef(new Set<string>());
  const selected = useMemo(() => splitValues(value), [value]);

  useEffect(() => {
    if (configError) {
      // Keyed, so several selects with the same mistake show it once.
      ui().message.error({ content: configError, key: configError });
      return;
    }
    let live = true;
    setTree([]);
    loaders.current.loadRoot().then(
      (nodes) => live && setTree(nodes),
      (error: Error) => {
        if (!live) return;
        (loaders.current.onRootError ?? reportLoadError)(error);
      },
    );
    return () => {
      live = false;
    };
  }, [configError]);

  useEffect(() => {
    const fetchTexts = loaders.current.loadTexts;
    if (!fetchTexts || configError) return;
    const missing = selected.filter((v) => !known.has(v) && !askedTexts.current.has(v));
    if (!missing.length) return;
    for (const v of missing) askedTexts.current.add(v);
    fetchTexts(missing)
      .then((texts) =>
        setKnown((prev) => {
          const next = new Map(prev);
          missing.forEach((v, i) => {
            if (texts[i]) next.set(v, texts[i]);
          });
          return next;
        }),
      )
      .catch(() => {});
  }, [selected, known, configError]);

  const titles = useMemo(() => titlesByValue(tree), [tree]);
  const labeled: Labeled[] = selected.map((v) => ({
    value: v,
    label: titles.get(v) ?? known.get(v) ?? v,
  }));

  const expand = async (key: string) => {
    try {
      const children = await loaders.current.loadChildren(key);
      setTree((prev) => attachChildren(prev, key, children));
    } catch (error) {
      reportLoadError(error as Error);
      setTree((prev) => attachChildren(prev, key, []));
    }
  };

  return (
    <AntTreeSelect<Labeled | Labeled[]>
      id={id}
      data-testid={testId}
      style={style}
      disabled={disabled}
      status={configError ? 'error' : undefined}
      placeholder={configError ?? placeholder}
      allowClear
      multiple={multiple}
      treeCheckable={false}
      labelInValue
      treeData={tree}
      treeNodeFilterProp="title"
      showSearch
      listHeight={TREE_POPUP_MAX_HEIGHT}
      styles={{ popup: { root: { maxHeight: TREE_POPUP_MAX_HEIGHT, overflow: 'auto' } } }}
      treeTitleRender={(node) => {
        const title = String((node as TreeNode).title ?? '');
        return <span title={title}>{ellipsisText(title, TREE_ELLIPSIS_LENGTH)}</span>;
      }}
      loadData={(node) => expand(String((node as unknown as TreeNode).key))}
      value={multiple ? labeled : labeled[0]}
      onChange={(next) => {
        const list = next === undefined || next === null ? [] : Array.isArray(next) ? next : [next];
        setKnown((prev) => {
          const copy = new Map(prev);
          for (const item of list) {
            if (typeof item.label === 'string') copy.set(String(item.value), item.label);
          }
          return copy;
        });
        const values = list.map((item) => String(item.value));
        onChange?.(values.length ? joinValues(values) : undefined);
      }}
    />
  );
}
