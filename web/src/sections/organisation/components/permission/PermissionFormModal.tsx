import { COMPONENT_PATTERN, PERMS_PATTERN, URL_PATTERN } from '@vets/contracts';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ui } from '../../../../components/ui-bridge';
import { menuIcon } from '../../../../layouts/menu-icons';
import {
  type MenuType,
  type PermissionInput,
  type PermissionNode,
  permissionApi,
  subtreeIds,
} from './permission-api';

export type PermissionFormTarget =
  | { mode: 'add'; parentId?: string; menuType?: MenuType }
  | { mode: 'edit'; record: PermissionNode };

interface PermissionFormModalProps {
  target: PermissionFormTarget | null;
  /** The menu tree, for the 上级菜单 choice. */
  tree: PermissionNode[];
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<PermissionInput, 'id'>;

const FLAGS = ['isRoute', 'hidden', 'alwaysShow', 'keepAlive', 'internalOrExternal'] as const;
const TEXTS = [
  'parentId',
  'url',
  'component',
  'componentName',
  'redirect',
  'perms',
  'icon',
] as const;

/** The route switches of a menu, two a row: field, label, on and off texts. */
const SWITCHES = [
  ['isRoute', '是否路由', '是', '否'],
  ['hidden', '隐藏路由', '是', '否'],
  ['alwaysShow', '聚合路由', '是', '否'],
  ['keepAlive', '缓存路由', '是', '否'],
  ['internalOrExternal', '打开方式', '外部', '内部'],
] as const;

const ADD_DEFAULTS: FormValues = {
  name: '',
  menuType: 0,
  permsType: '1',
  status: '1',
  sortNo: 1,
  isRoute: true,
  hidden: false,
  alwaysShow: false,
  keepAlive: false,
  internalOrExternal: false,
};

function editValues(r: PermissionNode): FormValues {
  const values: FormValues = {
    name: r.name,
    menuType: r.menuType as MenuType,
    permsType: r.permsType as FormValues['permsType'],
    status: r.status as FormValues['status'],
    sortNo: r.sortNo,
  };
  for (const key of TEXTS) values[key] = r[key] ?? undefined;
  for (const key of FLAGS) values[key] = r[key] === 1;
  return values;
}

/** The body of add or edit; fields the current type hides keep the values they had. */
function toInput(values: FormValues, id?: string): PermissionInput {
  const body: PermissionInput = {
    name: values.name?.trim() ?? '',
    menuType: values.menuType,
    permsType: values.permsType ?? '1',
    status: values.status ?? '1',
    sortNo: typeof values.sortNo === 'number' ? values.sortNo : null,
  };
  for (const key of TEXTS) body[key] = values[key]?.trim() || null;
  for (const key of FLAGS) body[key] = Boolean(values[key]);
  if (body.menuType === 0) body.parentId = null;
  if (id) body.id = id;
  return body;
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** Menus (not buttons) as TreeSelect options; the edited node and its subtree are disabled. */
function parentOptions(nodes: PermissionNode[], excluded: Set<string>): ParentOption[] {
  return nodes
    .filter((n) => n.menuType !== 2)
    .map((n) => {
      const children = parentOptions(n.children ?? [], excluded);
      return {
        value: n.id,
        title: n.name,
        ...(excluded.has(n.id) ? { disabled: true } : {}),
        ...(children.length ? { children } : {}),
      };
    });
}

/** 新增/编辑菜单: the fields shown follow the 菜单类型. */
export function PermissionFormModal({ target, tree, onClose, onSaved }: PermissionFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const editing = target?.mode === 'edit' ? target.record : undefined;
  const menuType = (Form.useWatch('menuType', form) ?? 0) as MenuType;
  const external = Boolean(Form.useWatch('internalOrExternal', form));
  const icon = Form.useWatch('icon', form) as string | undefined;
  const isButton = menuType === 2;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit') {
      form.setFieldsValue(editValues(target.record));
    } else {
      form.setFieldsValue({
        ...ADD_DEFAULTS,
        menuType: target.menuType ?? (target.parentId ? 1 : 0),
        parentId: target.parentId,
      });
    }
  }, [target, form]);

  const options = useMemo(
    () => parentOptions(tree, new Set(editing ? subtreeIds(editing) : [])),
    [tree, editing],
  );

  const submit = async () => {
    // A failed validation is shown on the fields.
    const valid = await form
      .validateFields()
      .then(() => true)
      .catch(() => false);
    if (!valid) return;
    const body = toInput(form.getFieldsValue(true) as FormValues, editing?.id);
    setSaving(true);
    try {
      const res = editing ? await permissionApi.edit(body) : await permissionApi.add(body);
      ui().message.success(res.message);
      onSaved();
    } catch {
      // the request layer has shown the server's message; keep the input
    } finally {
      setSaving(false);
    }
  };

  const title = editing
    ? '编辑菜单'
    : target?.mode === 'add' && target.parentId
      ? '添加下级'
      : '新增菜单';

  return (
    <Modal
      title={title}
      open={Boolean(target)}
      width={800}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="form_permission" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}>
        <Form.Item name="menuType" label="菜单类型">
          <Radio.Group
            options={[
              { value: 0, label: '一级菜单' },
              { value: 1, label: '子菜单' },
              { value: 2, label: '按钮/权限' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="菜单名称"
          rules={[
            { required: true, whitespace: true, message: '请输入菜单名称' },
            { max: 100, message: '菜单名称长度不能超过100个字符' },
          ]}
        >
          <Input placeholder="请输入菜单名称" maxLength={100} />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item
            name="parentId"
            label="上级菜单"
            rules={[{ required: true, message: '请选择上级菜单' }]}
          >
            <TreeSelect
              treeData={options}
              placeholder="请选择上级菜单"
              showSearch={{ treeNodeFilterProp: 'title' }}
              allowClear
              styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
            />
          </Form.Item>
        )}
        {!isButton && (
          <>
            <Form.Item
              name="url"
              label="访问路径"
              rules={[
                { required: true, whitespace: true, message: '请输入访问路径' },
                {
                  pattern: URL_PATTERN,
                  message: '访问路径必须以 / 或 http(s):// 开头，且不能含空格',
                },
              ]}
            >
              <Input placeholder="例如 /system/permission 或 https://…" maxLength={255} />
            </Form.Item>
            <Form.Item
              name="component"
              label="前端组件"
              rules={[
                { required: !external, whitespace: true, message: '请输入前端组件' },
                {
                  pattern: COMPONENT_PATTERN,
                  message: '前端组件只能由字母、数字、下划线、短横线和斜杠组成',
                },
              ]}
            >
              <Input
                placeholder="例如 system/PermissionList 或 layouts/RouteView"
                maxLength={255}
              />
            </Form.Item>
            <Form.Item name="componentName" label="组件名称">
              <Input placeholder="用于缓存路由，例如 PermissionList" maxLength={100} />
            </Form.Item>
            <Form.Item name="redirect" label="默认跳转地址">
              <Input placeholder="请输入默认跳转地址" maxLength={255} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="perms"
          label="授权标识"
          rules={[
            { required: isButton, whitespace: true, message: '请输入授权标识' },
            {
              pattern: PERMS_PATTERN,
              message: '授权标识格式应为 区域:资源:操作（多个用逗号分隔）',
            },
          ]}
          extra={isButton ? undefined : '菜单可不填；填写后访问该菜单的接口需要此权限'}
        >
          <Input placeholder="例如 system:user:add" maxLength={1000} />
        </Form.Item>
        {isButton && (
          <Form.Item name="permsType" label="授权策略">
            <Radio.Group
              options={[
                { value: '1', label: '显示/访问' },
                { value: '2', label: '可编辑' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: '1', label: '有效' },
              { value: '0', label: '无效' },
            ]}
          />
        </Form.Item>
        {!isButton && (
          <Form.Item
            name="icon"
            label="菜单图标"
            rules={[{ max: 100, message: '菜单图标长度不能超过100个字符' }]}
          >
            <Input
              placeholder="antd 图标名，例如 SettingOutlined"
              maxLength={100}
              suffix={icon ? menuIcon(icon, false) : null}
            />
          </Form.Item>
        )}
        <Form.Item name="sortNo" label="排序">
          <InputNumber placeholder="请输入排序" style={{ width: 200 }} />
        </Form.Item>
        {!isButton && (
          <Row>
            {SWITCHES.map(([name, text, on, off]) => (
              <Col span={12} key={name}>
                <Form.Item
                  name={name}
                  label={text}
                  valuePropName="checked"
                  labelCol={{ span: 10 }}
                  wrapperCol={{ span: 14 }}
                >
                  <Switch checkedChildren={on} unCheckedChildren={off} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        )}
      </Form>
    </Modal>
  );
}
