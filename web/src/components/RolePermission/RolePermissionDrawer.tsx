import { Button, Drawer, Empty, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { loadPermissions } from '../../stores/permissions-loader';
import { RoleDataRuleModal } from '../DataRule';
import { ui } from '../ui-bridge';
import { type AuthTreeNode, type GrantSource, roleGrants } from './role-permission-api';
import { indexTree, toggleNode } from './tree-check';

export interface RolePermissionDrawerProps {
  roleId: string | null;
  roleName?: string;
  open: boolean;
  onClose(): void;
  /** Grants to something other than a system role (a department, a department role). */
  source?: GrantSource;
  title?: string;
}

/** Data rules belong to pages that list data: a sub-menu with buttons under it. */
const isListPage = (node: { menuType?: number; isLeaf?: boolean }) =>
  node.menuType === 1 && !node.isLeaf;

interface Loaded {
  tree: AuthTreeNode[];
  ids: string[];
}

/**
 * 角色权限配置: the role's menus and buttons as a checkable tree. Grants of menus the tree does
 * not show (inactive ones) are kept as they are.
 */
export function RolePermissionDrawer({
  roleId,
  roleName,
  open,
  onClose,
  source,
  title = '角色权限配置',
}: RolePermissionDrawerProps) {
  const grants = source ?? (roleId ? roleGrants(roleId) : null);
  const grantsKey = grants?.key ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [last, setLast] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [ruleFor, setRuleFor] = useState<{ id: string; title: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: grantsKey stands for grants.
  useEffect(() => {
    if (!open || !grants) return;
    let live = true;
    setLoading(true);
    setLoaded(null);
    Promise.all([grants.tree(), grants.granted()])
      .then(([tree, granted]) => {
        if (!live) return;
        setLoaded({ tree: tree.treeList, ids: tree.ids });
        setChecked(new Set(granted));
        setLast(granted);
        setExpanded(tree.ids);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [open, grantsKey]);

  const index = useMemo(() => indexTree(loaded?.tree ?? []), [loaded]);
  const shown = useMemo(() => new Set(loaded?.ids ?? []), [loaded]);

  const save = async (close: boolean) => {
    if (!grants) return;
    const ids = [...checked];
    setSaving(true);
    try {
      const res = await grants.save(ids, last);
      ui().message.success(res.message);
      setLast(ids);
      // The signed-in user may hold this role.
      loadPermissions().catch(() => undefined);
      if (close) onClose();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const setAll = (on: boolean) => {
    const next = new Set([...checked].filter((k) => !shown.has(k)));
    if (on) for (const k of shown) next.add(k);
    setChecked(next);
  };

  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={650}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button loading={saving} disabled={!loaded} onClick={() => save(false)}>
            仅保存
          </Button>
          <Button type="primary" loading={saving} disabled={!loaded} onClick={() => save(true)}>
            保存并关闭
          </Button>
        </Space>
      }
    >
      {roleName ? (
        <div style={{ marginBottom: 12 }}>
          {source ? '' : '角色：'}
          {roleName}
        </div>
      ) : null}
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setAll(true)} disabled={!loaded}>
          全部勾选
        </Button>
        <Button size="small" onClick={() => setAll(false)} disabled={!loaded}>
          取消全选
        </Button>
        <Button size="small" onClick={() => setExpanded(loaded?.ids ?? [])} disabled={!loaded}>
          展开所有
        </Button>
        <Button size="small" onClick={() => setExpanded([])} disabled={!loaded}>
          合并所有
        </Button>
      </Space>
      <Spin spinning={loading}>
        {loaded && loaded.tree.length === 0 ? (
          <Empty description="暂无菜单" />
        ) : (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={loaded?.tree ?? []}
            checkedKeys={{ checked: [...checked].filter((k) => shown.has(k)), halfChecked: [] }}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            titleRender={(node) => (
              <span>
                {String(node.title)}
                {roleId && !source && isListPage(node) && checked.has(String(node.key)) && (
                  <Button
                    type="link"
                    size="small"
                    onClick={(event) => {
                      event.stopPropagation();
                      setRuleFor({ id: String(node.key), title: String(node.title) });
                    }}
                  >
                    数据规则
                  </Button>
                )}
              </span>
            )}
            onCheck={(_keys, info) =>
              setChecked((current) =>
                toggleNode(current, String(info.node.key), info.checked, index),
              )
            }
          />
        )}
      </Spin>
      {roleId && (
        <RoleDataRuleModal roleId={roleId} permission={ruleFor} onClose={() => setRuleFor(null)} />
      )}
    </Drawer>
  );
}
