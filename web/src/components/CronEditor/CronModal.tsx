import { Alert, Input, Modal, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import CronPartTab from './CronPartTab';
import {
  buildCron,
  CRON_PART_KEYS,
  CRON_PART_NAMES,
  type CronValue,
  defaultCronValue,
  parseCron,
  setPartMode,
  updatePart,
} from './cron-parts';

export const CRON_MODAL_WIDTH = 608;

export interface CronModalProps {
  open: boolean;
  /** The expression to start from; empty or unreadable starts from every second. */
  value?: string | null;
  onOk: (expression: string) => void;
  onCancel: () => void;
  title?: string;
}

/** Edits a 7-part Quartz expression, one tab per part. */
export default function CronModal({
  open,
  value,
  onOk,
  onCancel,
  title = 'Cron表达式',
}: CronModalProps) {
  const [cron, setCron] = useState<CronValue>(defaultCronValue);
  const [parseError, setParseError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const parsed = value?.trim() ? parseCron(value) : null;
    setCron(parsed?.ok ? parsed.value : defaultCronValue());
    setParseError(parsed && !parsed.ok ? parsed.error : null);
  }, [open, value]);

  const expression = buildCron(cron);

  return (
    <Modal
      open={open}
      title={title}
      width={CRON_MODAL_WIDTH}
      okText="确定"
      cancelText="取消"
      onOk={() => onOk(expression)}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="cron-modal"
    >
      {parseError ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`原表达式无法解析（${parseError}），已按默认值编辑`}
        />
      ) : null}
      <Tabs
        size="small"
        items={CRON_PART_KEYS.map((key) => ({
          key,
          label: CRON_PART_NAMES[key],
          children: (
            <div style={{ minHeight: 220 }}>
              <CronPartTab
                partKey={key}
                part={cron[key]}
                onMode={(mode) => setCron((c) => setPartMode(c, key, mode))}
                onChange={(mode, patch) =>
                  setCron((c) => updatePart(setPartMode(c, key, mode), key, patch))
                }
              />
            </div>
          ),
        }))}
      />
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <Space.Addon>表达式</Space.Addon>
        <Input readOnly value={expression} data-testid="cron-modal-expression" />
      </Space.Compact>
    </Modal>
  );
}
