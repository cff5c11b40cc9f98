import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type FieldDef,
  type ResourceDef,
  SUPER_QUERY_MESSAGES,
  SUPER_QUERY_RULES,
  type SuperQueryMatchType,
} from '@vets/contracts';
import { Button, Col, DatePicker, Empty, Input, Modal, Row, Select, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useDictItems } from '../../DictSelect';
import { ui } from '../../ui-bridge';
import { SUPER_QUERY_MODAL_WIDTH } from '../list-messages';
import {
  changeRule,
  findSaved,
  isEmptyQuery,
  type QueryRow,
  removeSaved,
  type SavedQuery,
  upsertSaved,
} from './super-query-logic';
import { savedQueries } from './super-query-storage';

let rowSeq = 0;
const newRow = (): QueryRow => ({ id: `q${++rowSeq}`, rule: 'eq' });

function ValueInput({
  f,
  row,
  onChange,
}: {
  f: FieldDef | undefined;
  row: QueryRow;
  onChange(v: QueryRow['val']): void;
}) {
  const options = useDictItems(f?.dict).items.map((o) => ({ value: o.value, label: o.text }));
  if (f?.dict) {
    return (
      <Select
        style={{ width: '100%' }}
        mode={row.rule === 'in' ? 'multiple' : undefined}
        placeholder="请选择"
        value={row.val}
        options={options}
        onChange={onChange}
        aria-label="查询值"
      />
    );
  }
  if (f?.kind === 'date' || f?.kind === 'datetime') {
    const format = f.kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
    return (
      <DatePicker
        style={{ width: '100%' }}
        showTime={f.kind === 'datetime'}
        value={typeof row.val === 'string' && row.val ? dayjs(row.val) : null}
        onChange={(d) => onChange(d ? d.format(format) : '')}
      />
    );
  }
  return (
    <Input
      placeholder={row.rule === 'in' ? '多个值用逗号分隔' : '请输入值'}
      value={Array.isArray(row.val) ? row.val.join(',') : row.val}
      onChange={(e) => onChange(e.target.value)}
      aria-label="查询值"
    />
  );
}

/** 高级查询构造器: conditions with and/or, and per-page saved queries. */
export function SuperQueryModal({
  def,
  pageKey,
  open,
  onClose,
  onSearch,
}: {
  def: ResourceDef;
  pageKey: string;
  open: boolean;
  onClose(): void;
  onSearch(rows: QueryRow[], matchType: SuperQueryMatchType): void;
}) {
  const [rows, setRows] = useState<QueryRow[]>([newRow()]);
  const [matchType, setMatchType] = useState<SuperQueryMatchType>('and');
  const [saved, setSaved] = useState<SavedQuery[]>(() => savedQueries.load(pageKey));
  const fields = Object.entries(def.fields);
  const update = (id: string, patch: (r: QueryRow) => QueryRow) =>
    setRows((list) => list.map((r) => (r.id === id ? patch(r) : r)));

  const persist = (list: SavedQuery[]) => {
    setSaved(list);
    savedQueries.save(pageKey, list);
  };

  const search = () => {
    if (isEmptyQuery(rows)) {
      ui().message.warning(SUPER_QUERY_MESSAGES.emptySearch);
      return;
    }
    onSearch(rows, matchType);
    onClose();
  };

  const save = () => {
    if (isEmptyQuery(rows)) {
      ui().message.warning(SUPER_QUERY_MESSAGES.emptySave);
      return;
    }
    let title = '';
    ui().modal.confirm({
      title: '请输入保存的名称',
      content: <Input autoFocus aria-label="保存名称" onChange={(e) => (title = e.target.value)} />,
      onOk: () => {
        const name = title.trim();
        if (!name) {
          ui().message.warning(SUPER_QUERY_MESSAGES.blankName);
          return Promise.reject(new Error(SUPER_QUERY_MESSAGES.blankName));
        }
        const query: SavedQuery = { title: name, matchType, records: rows };
        const store = () => {
          persist(upsertSaved(saved, query));
          ui().message.success(SUPER_QUERY_MESSAGES.saved);
        };
        if (!findSaved(saved, name)) {
          store();
          return;
        }
        ui().modal.confirm({ title: SUPER_QUERY_MESSAGES.overwrite(name), onOk: store });
      },
    });
  };

  const remove = (title: string) =>
    ui().modal.confirm({
      title: SUPER_QUERY_MESSAGES.confirmDelete,
      onOk: () => persist(removeSaved(saved, title)),
    });

  return (
    <Modal
      title={SUPER_QUERY_MESSAGES.title}
      open={open}
      width={SUPER_QUERY_MODAL_WIDTH}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={save}>保存查询</Button>
          <Button onClick={() => setRows([newRow()])}>重置</Button>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" onClick={search}>
            查询
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col span={18}>
          <Space style={{ marginBottom: 12 }}>
            <span>过滤条件匹配：</span>
            <Select
              style={{ width: 260 }}
              value={matchType}
              onChange={setMatchType}
              options={[
                { value: 'and', label: 'AND（所有条件都要求匹配）' },
                { value: 'or', label: 'OR（条件中的任意一个匹配）' },
              ]}
              aria-label="匹配方式"
            />
          </Space>
          {rows.map((row) => (
            <Row key={row.id} gutter={8} style={{ marginBottom: 8 }} data-testid="super-query-row">
              <Col span={8}>
                <Select
                  style={{ width: '100%' }}
                  placeholder="选择查询字段"
                  value={row.field}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={fields.map(([key, f]) => ({ value: key, label: f.label }))}
                  onChange={(field) => update(row.id, (r) => ({ ...r, field, val: undefined }))}
                  aria-label="查询字段"
                />
              </Col>
              <Col span={5}>
                <Select
                  style={{ width: '100%' }}
                  value={row.rule}
                  options={SUPER_QUERY_RULES.map((r) => ({ value: r.value, label: r.label }))}
                  onChange={(rule) => update(row.id, (r) => changeRule(r, rule))}
                  aria-label="匹配规则"
                />
              </Col>
              <Col span={8}>
                <ValueInput
                  f={row.field ? def.fields[row.field] : undefined}
                  row={row}
                  onChange={(val) => update(row.id, (r) => ({ ...r, val }))}
                />
              </Col>
              <Col span={3}>
                <Button
                  type="text"
                  aria-label="增加条件"
                  icon={<PlusOutlined />}
                  onClick={() => setRows((l) => [...l, newRow()])}
                />
                <Button
                  type="text"
                  aria-label="删除条件"
                  icon={<MinusCircleOutlined />}
                  onClick={() =>
                    setRows((l) => (l.length > 1 ? l.filter((r) => r.id !== row.id) : [newRow()]))
                  }
                />
              </Col>
            </Row>
          ))}
        </Col>
        <Col span={6} style={{ borderLeft: '1px solid #f0f0f0' }}>
          <div style={{ fontWeight: 500, marginBottom: 8 }}>保存的查询</div>
          {saved.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无保存的查询" />
          )}
          {saved.map((q) => (
            <div
              key={q.title}
              style={{ display: 'flex', justifyContent: 'space-between' }}
              data-testid="saved-query"
            >
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setRows(q.records);
                  setMatchType(q.matchType);
                }}
              >
                {q.title}
              </Button>
              <Tooltip title="删除">
                <Button
                  type="text"
                  size="small"
                  aria-label={`删除${q.title}`}
                  icon={<DeleteOutlined />}
                  onClick={() => remove(q.title)}
                />
              </Tooltip>
            </div>
          ))}
        </Col>
      </Row>
    </Modal>
  );
}
