import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contestApi,
  contestEditionResource,
  type ScoreSheet,
  weightedTotal,
} from '@vets/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  InputNumber,
  Select,
  Space,
  Table,
  type TableColumnType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../../../api/call';
import { useResourceAuth } from '../../../../components/resource/use-resource-auth';
import { ui } from '../../../../components/ui-bridge';
import { EditionSelect, useEditionParam } from '../../components/startup/EditionSelect';

type Entry = ScoreSheet['entries'][number];
type Values = Record<string, number | null>;

const keyOf = (entryId: string, criterionId: string) => `${entryId}:${criterionId}`;

function valuesOf(sheet: ScoreSheet): Values {
  const values: Values = {};
  for (const e of sheet.entries)
    sheet.criteria.forEach((c, i) => {
      values[keyOf(e.id, c.id)] = e.scores[i] ?? null;
    });
  return values;
}

/**
 * 录入评分: one judge's scores of every entry of an edition, criterion by criterion, saved
 * together. Pairs the archive links (family, employer, own business, mentor) are 回避 and take
 * no score; the server checks the same and refuses scores above a criterion's maximum.
 */
export default function ScoreEntry() {
  const [editionId, setEditionId] = useEditionParam();
  const [judgeId, setJudgeId] = useState<string>();
  const [values, setValues] = useState<Values>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const can = useResourceAuth(contestEditionResource);
  // On a phone the project column neither stays fixed nor takes half the screen.
  const narrow = Grid.useBreakpoint().md === false;
  const projectWidth = narrow ? 150 : 240;

  const board = useQuery({
    queryKey: ['contest-scores', editionId, null],
    enabled: Boolean(editionId),
    queryFn: async () =>
      (await call(contestApi.scoreSheet, { query: { editionId: editionId! } })).result,
  });
  const panel = board.data?.panel;
  useEffect(() => {
    if (!panel) return;
    if (!judgeId || !panel.some((p) => p.judgeId === judgeId)) setJudgeId(panel[0]?.judgeId);
  }, [panel, judgeId]);

  const sheet = useQuery({
    queryKey: ['contest-scores', editionId, judgeId],
    enabled: Boolean(editionId && judgeId && panel?.some((p) => p.judgeId === judgeId)),
    queryFn: async () =>
      (await call(contestApi.scoreSheet, { query: { editionId: editionId!, judgeId: judgeId! } }))
        .result,
  });
  const data = sheet.data;
  useEffect(() => {
    if (data) setValues(valuesOf(data));
  }, [data]);

  const locked = data?.locked ?? false;
  const criteria = data?.criteria ?? [];
  const filled = data
    ? data.entries
        .filter((e) => !e.recused)
        .flatMap((e) => criteria.map((c) => values[keyOf(e.id, c.id)]))
        .filter((v) => v !== null && v !== undefined).length
    : 0;
  const wanted = data ? data.entries.filter((e) => !e.recused).length * criteria.length : 0;

  const columns = useMemo((): TableColumnType<Entry>[] => {
    const scoreColumns = criteria.map(
      (c): TableColumnType<Entry> => ({
        key: c.id,
        title: (
          <Tooltip title={c.description ?? undefined}>
            <span>
              {c.criterionName}
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                （满分{c.maxScore}，权重{c.weight}%）
              </Typography.Text>
            </span>
          </Tooltip>
        ),
        width: 150,
        render: (_: unknown, e: Entry) =>
          e.recused ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            <InputNumber
              aria-label={`${e.projectName} ${c.criterionName}`}
              min={0}
              max={c.maxScore}
              step={0.5}
              precision={2}
              disabled={locked}
              value={values[keyOf(e.id, c.id)] ?? null}
              onChange={(v) =>
                setValues((old) => ({ ...old, [keyOf(e.id, c.id)]: v === null ? null : Number(v) }))
              }
              style={{ width: '100%' }}
            />
          ),
      }),
    );
    return [
      {
        key: 'project',
        title: '参赛项目',
        width: projectWidth,
        fixed: narrow ? undefined : 'left',
        render: (_: unknown, e: Entry) => (
          <Flex vertical gap={2}>
            <Space size={4} wrap>
              <Typography.Text strong>{e.projectName}</Typography.Text>
              {e.recused && (
                <Tooltip title={e.reasons.join('；')}>
                  <Tag color="orange">回避</Tag>
                </Tooltip>
              )}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {e.businessName} · {e.trackText}
            </Typography.Text>
          </Flex>
        ),
      },
      ...scoreColumns,
      {
        key: 'total',
        title: '加权总分',
        width: 100,
        align: 'right',
        render: (_: unknown, e: Entry) => {
          if (e.recused) return <Typography.Text type="secondary">回避</Typography.Text>;
          const total = weightedTotal(criteria, (id) => values[keyOf(e.id, id)] ?? undefined);
          return total === null ? '—' : total.toFixed(2);
        },
      },
    ];
  }, [criteria, values, locked, narrow, projectWidth]);

  const save = async () => {
    if (!data || !editionId || !judgeId) return;
    const scores = data.entries
      .filter((e) => !e.recused)
      .flatMap((e) =>
        criteria.map((c) => ({
          entryId: e.id,
          criterionId: c.id,
          score: values[keyOf(e.id, c.id)] ?? null,
        })),
      );
    setSaving(true);
    try {
      const res = await call(contestApi.saveScores, { body: { editionId, judgeId, scores } });
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['contest-scores', editionId] });
    } catch {
      // the request layer has shown the server's message; the grid keeps the input
    } finally {
      setSaving(false);
    }
  };

  const judgeOptions = (panel ?? []).map((p) => ({
    value: p.judgeId,
    label: `评委${p.code}　${p.judgeName}${p.workUnit ? `（${p.workUnit}）` : ''}`,
  }));

  return (
    <Card>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <EditionSelect value={editionId} onChange={setEditionId} />
        <Select
          id="contest-judge"
          aria-label="评委"
          placeholder="选择评委"
          value={judgeId}
          options={judgeOptions}
          onChange={setJudgeId}
          loading={board.isPending && Boolean(editionId)}
          style={{ width: 320, maxWidth: '100%' }}
        />
        {data && !locked && (
          <Typography.Text type="secondary">
            已评 {filled} / {wanted} 项
          </Typography.Text>
        )}
        {can('score') && (
          <Button
            type="primary"
            onClick={() => void save()}
            loading={saving}
            disabled={!data || locked}
            style={{ marginLeft: 'auto' }}
          >
            保存评分
          </Button>
        )}
      </Flex>
      {locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="该届大赛已公布结果，评分不能再修改；如需修改，请在“大赛排名”中先撤回结果。"
        />
      )}
      {board.data && !panel?.length ? (
        <Empty description="本届大赛的评审组还没有评委，请先在“创业大赛”中设置评审组" />
      ) : (
        <Table<Entry>
          data-testid="score-grid"
          rowKey="id"
          size="middle"
          bordered
          loading={sheet.isFetching}
          pagination={false}
          dataSource={data?.entries ?? []}
          columns={columns}
          scroll={{ x: projectWidth + 100 + criteria.length * 150 }}
          locale={{ emptyText: data ? '本届大赛还没有参赛项目' : '请选择创业大赛和评委' }}
        />
      )}
    </Card>
  );
}
