import type { TableColumnsType } from 'antd';
import PagedPickerModal from '../picker/PagedPickerModal';
import { type PickerUser, USER_LIST_URL, USER_PICKER_WIDTH } from './user-api';

const COLUMNS: TableColumnsType<PickerUser> = [
  { title: '用户姓名', dataIndex: 'realname', width: 160 },
  { title: '用户账号', dataIndex: 'username', width: 160 },
  { title: '手机号', dataIndex: 'phone', width: 160 },
  { title: '生日', dataIndex: 'birthday', width: 140 },
];

const SEARCH = [
  { name: 'username', label: '用户账号', like: true },
  { name: 'realname', label: '用户姓名', like: true },
];

export interface UserPickerModalProps {
  open: boolean;
  multi?: boolean;
  title?: string;
  /** Users chosen before; only the username is needed. */
  initial?: PickerUser[];
  onOk: (users: PickerUser[]) => void;
  onCancel: () => void;
}

/** Picks users from the user list; each choice carries id and username, and shows realname. */
export default function UserPickerModal({ title = '选择用户', ...props }: UserPickerModalProps) {
  return (
    <PagedPickerModal<PickerUser>
      {...props}
      title={title}
      width={USER_PICKER_WIDTH}
      listUrl={USER_LIST_URL}
      columns={COLUMNS}
      rowKey="username"
      searchFields={SEARCH}
      data-testid="user-picker-modal"
    />
  );
}
