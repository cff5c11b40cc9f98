import { Input, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import PickerModal from '../picker/PickerModal';
import { ui } from '../ui-bridge';
import DepartTreeBox from './DepartTreeBox';
import {
  DEPART_PICKER_WIDTH,
  type DepartNode,
  loadDepartChildren,
  searchDeparts,
} from './depart-api';
import { checkDepart, nodesByKey } from './depart-tree';
import { useDepartTree } from './use-depart-tree';

export const PICK_DEPART_WARNING = '请选择部门';

/** What the picker needs of a department chosen before. */
export type ChosenDepart = Pick<DepartNode, 'id' | 'departName'> & Partial<DepartNode>;

export interface DepartPickerModalProps {
  open: boolean;
  multi?: boolean;
  title?: string;
  initial?: ChosenDepart[];
  onOk: (departs: ChosenDepart[]) => void;
  onCancel: () => void;
}

/** A department tree loaded level by level, with a name search on Enter. */
export default function DepartPickerModal({
  open,
  multi = false,
  title = '选择部门',
  initial,
  onOk,
  onCancel,
}: DepartPickerModalProps) {
  const { tree, setTree, loading, setLoading, loadData } = useDepartTree();
  const [checked, setChecked] = useState<string[]>([]);
  const [chosen, setChosen] = useState<ReadonlyMap<string, ChosenDepart>>(new Map());
  const [keyword, setKeyword] = useState('');
  const known = useMemo(() => nodesByKey(tree), [tree]);

  const showTree = (load: Promise<DepartNode[]>) => {
    setLoading(true);
    load
      .then(setTree)
      .catch(() => setTree([]))
      .finally(() => setLoading(false));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial choice is read when the modal opens.
  useEffect(() => {
    if (!open) return;
    const start = initial ?? [];
    setChecked(start.map((d) => d.id));
    setChosen(new Map(start.map((d) => [d.id, d])));
    setKeyword('');
    showTree(loadDepartChildren(''));
  }, [open]);

  const check = (key: string, on: boolean) => {
    const next = checkDepart(checked, key, on, multi);
    setChecked(next);
    setChosen((prev) => {
      const map = new Map<string, ChosenDepart>();
      for (const k of next) {
        const node = known.get(k) ?? prev.get(k);
        if (node) map.set(k, node);
      }
      return map;
    });
  };

  const search = (value: string) => {
    const text = value.trim();
    showTree(text ? searchDeparts(text) : loadDepartChildren(''));
  };

  const confirm = () => {
    const departs = checked.flatMap((k) => {
      const d = chosen.get(k);
      return d ? [d] : [];
    });
    if (!departs.length) {
      ui().message.warning(PICK_DEPART_WARNING);
      return;
    }
    onOk(departs);
  };

  return (
    <PickerModal
      open={open}
      title={title}
      width={DEPART_PICKER_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
    >
      <div data-testid="depart-picker-modal">
        <Input.Search
          allowClear
          placeholder="请输入部门名称，回车搜索"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={search}
          style={{ marginBottom: 12 }}
        />
        <DepartTreeBox loading={loading} hasNodes={tree.length > 0} maxHeight={420}>
          <Tree<DepartNode>
            checkable
            checkStrictly
            treeData={tree}
            checkedKeys={{ checked, halfChecked: [] }}
            selectedKeys={[]}
            loadData={loadData}
            onCheck={(_keys, info) => check(String(info.node.key), info.checked)}
            onSelect={(_keys, info) =>
              check(String(info.node.key), !checked.includes(String(info.node.key)))
            }
          />
        </DepartTreeBox>
      </div>
    </PickerModal>
  );
}
