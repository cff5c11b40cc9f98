import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { ResourceDef, ResourceRecord } from '@vets/contracts';
import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import {
  DETAIL_COLUMNS_DEFAULT,
  DETAIL_COLUMNS_MAX,
  DETAIL_MODAL_WIDTH,
  LIST_MESSAGES,
} from './list-messages';
import { displayValue } from './resource-columns';

/** Every field of a record, as label and value, with who made it and when it last changed. */
export function RecordDescriptions({
  def,
  record,
  columns = DETAIL_COLUMNS_DEFAULT,
}: {
  def: ResourceDef;
  record: ResourceRecord;
  columns?: number;
}) {
  const items = [
    ...Object.entries(def.fields).map(([key, f]) => ({
      key,
      label: f.label,
      children:
        f.kind === 'richtext' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich text on save
          <div dangerouslySetInnerHTML={{ __html: String(record[key] ?? '') }} />
        ) : (
          displayValue(key, f, record)
        ),
    })),
    { key: 'createBy', label: '创建人', children: String(record.createBy ?? '') },
    { key: 'updateTime', label: '更新时间', children: String(record.updateTime ?? '') },
  ];
  return (
    <Descriptions
      bordered
      // On a phone one pair per line: two would squeeze the values to a few characters.
      column={{ xs: 1, sm: Math.min(columns, 2), md: Math.min(columns, DETAIL_COLUMNS_MAX) }}
      items={items}
      size="small"
    />
  );
}

/** 详细信息: every field of a record, with a fullscreen switch. */
export function DetailModal({
  def,
  record,
  columns = DETAIL_COLUMNS_DEFAULT,
  onClose,
}: {
  def: ResourceDef;
  record: ResourceRecord | null;
  columns?: number;
  onClose(): void;
}) {
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <Modal
      title={
        <span>
          {LIST_MESSAGES.detailTitle}
          <Button
            type="text"
            size="small"
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullscreen((v) => !v)}
            style={{ marginLeft: 8 }}
          />
        </span>
      }
      open={Boolean(record)}
      width={fullscreen ? '100%' : DETAIL_MODAL_WIDTH}
      style={fullscreen ? { top: 0, paddingBottom: 0, maxWidth: '100vw' } : undefined}
      footer={<Button onClick={onClose}>关闭</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {record && <RecordDescriptions def={def} record={record} columns={columns} />}
    </Modal>
  );
}
