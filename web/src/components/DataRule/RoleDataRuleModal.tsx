import { Alert, Checkbox, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ui } from '../ui-bridge';
import { type DataRule, dataRuleApi } from './data-rule-api';

export interface RoleDataRuleModalProps {
  roleId: string;
  /** The menu whose rules the role applies; null closes the dialog. */
  permission: { id: string; title: string } | null;
  onClose(): void;
}

/** Chooses which of a menu's data rules bind a role (none: the role sees all the list's data). */
export function RoleDataRuleModal({ roleId, permission, onClose }: RoleDataRuleModalProps) {
  const [rules, setRules] = useState<DataRule[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!permission) return;
    setRules(null);
    setProblem(null);
    dataRuleApi
      .forRole(permission.id, roleId)
      .then((res) => {
        setRules(res.datarule);
        setChecked(res.drChecked ? res.drChecked.split(',') : []);
      })
      .catch((error: unknown) => {
        setRules([]);
        setProblem(error instanceof Error ? error.message : String(error));
      });
  }, [permission, roleId]);

  const save = async () => {
    if (!permission) return;
    setSaving(true);
    try {
      ui().message.success((await dataRuleApi.saveForRole(permission.id, roleId, checked)).message);
      onClose();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={`数据规则：${permission?.title ?? ''}`}
      open={permission !== null}
      onOk={save}
      okButtonProps={{ disabled: Boolean(problem) || !rules?.length }}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {rules === null ? (
        <Spin />
      ) : problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : rules.length ? (
        <Checkbox.Group
          value={checked}
          onChange={(values) => setChecked(values as string[])}
          options={rules.map((r) => ({
            value: r.id,
            label: `${r.ruleName}（${r.ruleColumn} ${r.ruleConditions} ${r.ruleValue}）`,
          }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      ) : (
        <Empty description="该菜单还没有数据规则" />
      )}
    </Modal>
  );
}
