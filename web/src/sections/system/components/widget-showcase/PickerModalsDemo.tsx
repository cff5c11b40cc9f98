import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { DepartSelect } from '../../../../components/DepartPicker';
import { PopupInput } from '../../../../components/ReportPopup';
import { RoleSelect } from '../../../../components/RolePicker';
import { SelectModal } from '../../../../components/SelectModal';
import { UserByDepartModal } from '../../../../components/UserByDepartModal';
import type { PickerUser } from '../../../../components/UserPicker';
import { UserSelect } from '../../../../components/UserPicker';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === '' ||
  (typeof value === 'object' && !Object.keys(value ?? {}).length);

function Result({ id, value }: { id: string; value: unknown }) {
  return (
    <Typography.Text type="secondary" data-testid={id}>
      {isEmpty(value) ? '' : `结果：${JSON.stringify(value)}`}
    </Typography.Text>
  );
}

function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={24} lg={12}>
      <Card size="small" title={title} style={{ height: '100%' }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {children}
        </Space>
      </Card>
    </Col>
  );
}

const USER_COLUMNS = [
  { title: '用户姓名', dataIndex: 'realname' },
  { title: '用户账号', dataIndex: 'username' },
  { title: '所属部门', dataIndex: 'orgName' },
];

/** The picker modals: report popup, users, roles, departments, users by department, selection. */
export default function PickerModalsDemo() {
  const [popup, setPopup] = useState<Record<string, string>>({});
  const [popupMulti, setPopupMulti] = useState<Record<string, string>>({});
  const [users, setUsers] = useState('');
  const [roles, setRoles] = useState('');
  const [depart, setDepart] = useState('');
  const [departs, setDeparts] = useState('');
  const [byDepartOpen, setByDepartOpen] = useState(false);
  const [byDepart, setByDepart] = useState<string[]>();
  const [selectOpen, setSelectOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>();

  return (
    <Row gutter={[16, 16]} data-testid="PickerModalsDemo">
      <Demo title="报表弹出选择（单选）">
        <PopupInput
          code="report_user"
          field="popupRealname"
          orgFields="username,realname"
          destFields="popupUsername,popupRealname"
          value={popup.popupRealname}
          onCallback={setPopup}
          data-testid="demo-popup-input"
        />
        <Result id="demo-popup-result" value={popup} />
      </Demo>
      <Demo title="报表弹出选择（多选，分组缓存）">
        <PopupInput
          code="report_user"
          field="popupUsernames"
          orgFields="username"
          destFields="popupUsernames"
          groupId="widget-demo"
          multi
          value={popupMulti.popupUsernames}
          onCallback={setPopupMulti}
          data-testid="demo-popup-input-multi"
        />
        <Result id="demo-popup-multi-result" value={popupMulti} />
      </Demo>
      <Demo title="报表弹出选择（参数配置错误）">
        <PopupInput
          code="report_user"
          orgFields="username,realname"
          destFields="onlyOne"
          data-testid="demo-popup-bad"
        />
      </Demo>
      <Demo title="选择用户">
        <UserSelect value={users} onChange={setUsers} data-testid="demo-user-select" />
        <Result id="demo-user-value" value={users} />
      </Demo>
      <Demo title="选择角色">
        <RoleSelect value={roles} onChange={setRoles} data-testid="demo-role-select" />
        <Result id="demo-role-value" value={roles} />
      </Demo>
      <Demo title="选择部门（单选）">
        <DepartSelect value={depart} onChange={setDepart} data-testid="demo-depart-select" />
        <Result id="demo-depart-value" value={depart} />
      </Demo>
      <Demo title="选择部门（多选）">
        <DepartSelect
          multi
          value={departs}
          onChange={setDeparts}
          data-testid="demo-depart-select-multi"
        />
        <Result id="demo-depart-multi-value" value={departs} />
      </Demo>
      <Demo title="按部门选择用户">
        <Button data-testid="demo-user-by-depart-open" onClick={() => setByDepartOpen(true)}>
          按部门选择用户
        </Button>
        <Result id="demo-user-by-depart-result" value={byDepart} />
        <UserByDepartModal
          open={byDepartOpen}
          onOk={(rows) => {
            setByDepart(rows.map((u) => u.username));
            setByDepartOpen(false);
          }}
          onCancel={() => setByDepartOpen(false)}
        />
      </Demo>
      <Demo title="通用业务选择">
        <Button data-testid="demo-select-modal-open" onClick={() => setSelectOpen(true)}>
          选择用户（通用选择框）
        </Button>
        <Result id="demo-select-modal-result" value={selected} />
        <SelectModal<PickerUser>
          open={selectOpen}
          title="选择用户"
          listUrl="/sys/user/list"
          columns={USER_COLUMNS}
          labelKey="realname"
          searchKey="realname"
          searchPlaceholder="请输入用户姓名"
          queryItems={[{ name: 'username', label: '账号' }]}
          onOk={(rows) => {
            setSelected(rows.map((u) => u.username));
            setSelectOpen(false);
          }}
          onCancel={() => setSelectOpen(false)}
        />
      </Demo>
    </Row>
  );
}
