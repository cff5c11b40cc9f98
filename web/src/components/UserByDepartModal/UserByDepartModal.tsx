import { Col, Input, Row, type TableColumnsType, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useSession } from '../../stores/session';
import DepartTreeBox from '../DepartPicker/DepartTreeBox';
import type { DepartNode } from '../DepartPicker/depart-api';
import { useDepartTree } from '../DepartPicker/use-depart-tree';
import { confirmPick } from '../picker/confirm-pick';
import PickerModal from '../picker/PickerModal';
import SelectableTable from '../picker/SelectableTable';
import { emptySelection, type Selection, selectionOf } from '../picker/selection';
import { type PageState, standardPagination } from '../table/standard-pagination';
import type { PickerUser } from '../UserPicker/user-api';
import { ui } from '../ui-bridge';
import {
  matchUsers,
  NO_OWN_DEPART,
  sexText,
  USER_BY_DEPART_TITLE,
  USER_BY_DEPART_WIDTH,
} from './user-by-depart';
import { loadStartDepart, loadUsersOfOrg } from './user-by-depart-api';

const COLUMNS: TableColumnsType<PickerUser> = [
  { title: '用户账号', dataIndex: 'username' },
  { title: '用户姓名', dataIndex: 'realname' },
  { title: '性别', dataIndex: 'sex', render: (sex: string | null) => sexText(sex) },
  { title: '手机号', dataIndex: 'phone' },
  { title: '所属部门', dataIndex: 'orgName', ellipsis: true },
];

const FIRST_PAGE: PageState = { current: 1, size: 10 };
const keyOf = (u: PickerUser) => u.id;

export interface UserByDepartModalProps {
  open: boolean;
  multi?: boolean;
  initial?: PickerUser[];
  onOk: (users: PickerUser[]) => void;
  onCancel: () => void;
}

/** Users picked department by department, within the current user's own office. */
export default function UserByDepartModal({
  open,
  multi = true,
  initial,
  onOk,
  onCancel,
}: UserByDepartModalProps) {
  const {
    tree,
    setTree,
    loading: treeLoading,
    setLoading: setTreeLoading,
    loadData,
  } = useDepartTree();
  const [current, setCurrent] = useState<DepartNode | null>(null);
  const [users, setUsers] = useState<PickerUser[]>([]);
  const [usersLoading, setUsersLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [selection, setSelection] = useState<Selection<PickerUser>>(emptySelection);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial choice is read when the modal opens.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setSelection(selectionOf(initial ?? [], keyOf));
    setTree([]);
    setCurrent(null);
    setUsers([]);
    setKeyword('');
    setTreeLoading(true);
    const user = useSession.getState().userInfo;
    loadStartDepart({ areaCode: user?.areaCode, orgCode: user?.orgCode })
      .then((root) => {
        if (!live) return;
        if (!root) {
          ui().message.warning(NO_OWN_DEPART);
          return;
        }
        setTree([root]);
        setCurrent(root);
      })
      .catch(() => {})
      .finally(() => live && setTreeLoading(false));
    return () => {
      live = false;
    };
  }, [open]);

  useEffect(() => {
    if (!current) return;
    let live = true;
    setUsersLoading(true);
    setPage((p) => ({ ...p, current: 1 }));
    loadUsersOfOrg(current.orgCode)
      .then((list) => live && setUsers(list))
      .catch(() => live && setUsers([]))
      .finally(() => live && setUsersLoading(false));
    return () => {
      live = false;
    };
  }, [current]);

  const shown = matchUsers(users, keyword);

  return (
    <PickerModal
      open={open}
      title={USER_BY_DEPART_TITLE}
      width={USER_BY_DEPART_WIDTH}
      onOk={() => confirmPick(selection, onOk)}
      onCancel={onCancel}
    >
      <Row gutter={16} data-testid="user-by-depart-modal">
        <Col span={7}>
          <DepartTreeBox loading={treeLoading} hasNodes={tree.length > 0} maxHeight={520}>
            <Tree<DepartNode>
              treeData={tree}
              loadData={loadData}
              defaultExpandedKeys={tree.map((n) => n.key)}
              selectedKeys={current ? [current.key] : []}
              onSelect={(_keys, info) => setCurrent(info.node)}
              blockNode
            />
          </DepartTreeBox>
        </Col>
        <Col span={17}>
          <Input.Search
            allowClear
            placeholder="按账号或姓名筛选"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPage((p) => ({ ...p, current: 1 }));
            }}
            style={{ marginBottom: 12 }}
          />
          <SelectableTable<PickerUser>
            keyOf={keyOf}
            multi={multi}
            selection={selection}
            onSelectionChange={setSelection}
            columns={COLUMNS}
            dataSource={shown}
            loading={usersLoading}
            pagination={standardPagination(page, shown.length, setPage)}
          />
        </Col>
      </Row>
    </PickerModal>
  );
}
