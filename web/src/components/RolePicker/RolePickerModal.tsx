import type { TableColumnsType } from 'antd';
import PagedPickerModal from '../picker/PagedPickerModal';
import { type PickerRole, ROLE_LIST_URL, ROLE_PICKER_WIDTH } from './role-api';

const COLUMNS: TableColumnsType<PickerRole> = [
  { title: '角色名称', dataIndex: 'roleName' },
  { title: '角色编码', dataIndex: 'roleCode' },
];

const SEARCH = [{ name: 'roleName', label: '角色名称', like: true }];

export interface RolePickerModalProps {
  open: boolean;
  multi?: boolean;
  title?: string;
  /** Roles chosen before; only the role code is needed. */
  initial?: PickerRole[];
  onOk: (roles: PickerRole[]) => void;
  onCancel: () => void;
}

/** Picks roles; each choice carries id and roleCode. */
export default function RolePickerModal({ title = '选择角色', ...props }: RolePickerModalProps) {
  return (
    <PagedPickerModal<PickerRole>
      {...props}
      title={title}
      width={ROLE_PICKER_WIDTH}
      listUrl={ROLE_LIST_URL}
      columns={COLUMNS}
      rowKey="roleCode"
      searchFields={SEARCH}
      data-testid="role-picker-modal"
    />
  );
}
