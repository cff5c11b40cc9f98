import { useQuery } from '@tanstack/react-query';
import {
  type EndpointInput,
  type EndpointResult,
  education,
  militaryBranch,
  OCCUPATION_ROOT_CODE,
  RECRUITMENT_PERMISSIONS,
  resumeApi,
} from '@vets/contracts';
import { Button, Card, Col, Form, Input, Row, Space, Table } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { AreaLinkage } from '../../../components/AreaLinkage';
import { useButtonPermission } from '../../../components/Authorized';
import { DictSelect } from '../../../components/DictSelect';
import { CategorySelect } from '../../../components/TreeSelect';
import { FavoriteButton } from '../components/favorite/FavoriteButton';
import { MatchDrawer, type MatchTarget } from '../components/match/MatchDrawer';

type SearchValues = Omit<EndpointInput<typeof resumeApi.search>['query'], 'pageNo' | 'pageSize'>;

type Resume = EndpointResult<typeof resumeApi.search>['records'][number];

const text = (r: Resume, key: string) => String(r[`${key}_dictText`] ?? r[key] ?? '');

/** 简历搜索: Chinese full text over public resumes, with filters. */
export default function ResumeSearch() {
  const allowed = useButtonPermission();
  const [form] = Form.useForm<SearchValues>();
  const [query, setQuery] = useState<SearchValues>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [matching, setMatching] = useState<MatchTarget | null>(null);
  const result = useQuery({
    queryKey: ['resume-search', query, page],
    queryFn: async () =>
      (
        await call(resumeApi.search, {
          query: { ...query, pageNo: page.current, pageSize: page.size },
        })
      ).result,
  });
  const submit = (values: SearchValues) => {
    setQuery(values);
    setPage((p) => ({ ...p, current: 1 }));
  };
  return (
    <Card variant="borderless">
      <Form form={form} onFinish={submit} layout="horizontal" data-testid="resume-search-form">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="keyword" label="关键词">
              <Input allowClear placeholder="技能、专业、经历等，如：驾驶、电工" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="categoryId" label="意向类别">
              <CategorySelect pcode={OCCUPATION_ROOT_CODE} placeholder="请选择意向岗位类别" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="regionCode" label="所在地区">
              <AreaLinkage placeholder="请选择地区" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="education" label="最高学历">
              <DictSelect dictCode={education.code} placeholder="请选择学历" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="militaryBranch" label="服役军种">
              <DictSelect dictCode={militaryBranch.code} placeholder="请选择军种" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Space>
              <Button type="primary" htmlType="submit">
                搜索
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  submit({});
                }}
              >
                重置
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Table<Resume>
        rowKey="id"
        loading={result.isFetching}
        dataSource={result.data?.records ?? []}
        data-testid="resume-search-table"
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: result.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 份简历`,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: '姓名', dataIndex: 'realName', width: 100 },
          { title: '性别', key: 'sex', width: 70, render: (_: unknown, r) => text(r, 'sex') },
          {
            title: '学历',
            key: 'education',
            width: 120,
            render: (_: unknown, r) => text(r, 'education'),
          },
          {
            title: '地区',
            key: 'regionCode',
            width: 120,
            render: (_: unknown, r) => text(r, 'regionCode'),
          },
          {
            title: '军种',
            key: 'militaryBranch',
            width: 100,
            render: (_: unknown, r) => text(r, 'militaryBranch'),
          },
          { title: '工作年限', dataIndex: 'workYears', width: 90 },
          { title: '手机号', dataIndex: 'phone', width: 130 },
          {
            title: '操作',
            key: 'action',
            width: 200,
            render: (_: unknown, r) => (
              <Space size={0}>
                <FavoriteButton targetType="resume" targetId={String(r.id)} />
                {allowed(RECRUITMENT_PERMISSIONS.matchQuery) && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      setMatching({ mode: 'positions', id: String(r.id), name: String(r.realName) })
                    }
                  >
                    匹配岗位
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MatchDrawer target={matching} onClose={() => setMatching(null)} />
    </Card>
  );
}
