import { sex } from '@vets/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DepartSelect } from '../../../../components/DepartPicker';
import {
  type CellRenderOverrides,
  EditableGrid,
  type EditableGridRef,
  EditableGridTabs,
  type EditableGridTabsRef,
  type GridColumn,
  type GridRow,
  type GridSubTable,
  type GridTab,
} from '../../../../components/EditableGrid';
import { FileCell } from '../../../../components/FileUpload';
import { ImageCell } from '../../../../components/ImageUpload';
import { UserSelect } from '../../../../components/UserPicker';
import { ui } from '../../../../components/ui-bridge';
import { useSession } from '../../../../stores/session';

const SKILLS = [
  { value: 'driver', text: '驾驶' },
  { value: 'repair', text: '维修' },
  { value: 'security', text: '安保' },
  { value: 'cook', text: '烹饪' },
];
const POSTS = [
  { value: 'p1', text: '安保主管' },
  { value: 'p2', text: '物流专员' },
  { value: 'p3', text: '设备维修工' },
];
const SERVICE = [
  { value: 'army', text: '陆军' },
  { value: 'navy', text: '海军' },
  { value: 'air', text: '空军' },
];
const NEEDS = [
  { value: 'training', text: '培训' },
  { value: 'job', text: '就业' },
  { value: 'startup', text: '创业' },
];

/** Checks a value the way a server-side duplicate check would, after a short delay. */
const ageInRange = async ({ value }: { value: unknown }) => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (value === '' || value === undefined || value === null) return true;
  const age = Number(value);
  return age >= 16 && age <= 65 ? true : '年龄需在16到65之间';
};

const MAIN_COLUMNS: GridColumn[] = [
  { key: 'orderNum', title: '排序', type: 'normal', width: 70 },
  {
    key: 'name',
    title: '姓名',
    type: 'input',
    width: 120,
    validateRules: [{ required: true, message: '请输入姓名' }],
  },
  {
    key: 'code',
    title: '编号',
    type: 'input',
    width: 120,
    validateRules: [{ required: true }, { unique: true, message: '编号不能重复' }],
  },
  {
    key: 'phone',
    title: '手机号',
    type: 'input',
    width: 150,
    validateRules: [{ pattern: 'mobile', message: '请输入正确的手机号' }],
  },
  {
    key: 'certNo',
    title: '退役证号',
    type: 'input',
    width: 150,
    validateRules: [{ pattern: '^[A-Z]{2}\\d{6}$', message: '退役证号为2位大写字母加6位数字' }],
  },
  {
    key: 'age',
    title: '年龄',
    type: 'inputNumber',
    width: 90,
    validateRules: [{ handler: ageInRange }],
  },
  {
    key: 'salary',
    title: '期望薪资',
    type: 'inputNumber',
    width: 120,
    statistics: ['sum', 'average'],
    validateRules: [{ pattern: 'money', message: '金额最多两位小数' }],
  },
  { key: 'sex', title: '性别', type: 'select', dictCode: sex.code, width: 100 },
  { key: 'service', title: '服役军种', type: 'radio', options: SERVICE, width: 220 },
  { key: 'skills', title: '技能', type: 'list_multi', options: SKILLS, width: 200 },
  { key: 'post', title: '意向岗位', type: 'sel_search', options: POSTS, width: 150 },
  {
    key: 'level',
    title: '等级',
    type: 'select',
    options: [
      { value: 'A', text: 'A' },
      { value: 'B', text: 'B' },
    ],
    allowInput: true,
    setTagColor: true,
    width: 110,
  },
  { key: 'needs', title: '服务需求', type: 'checkbox_meta', options: NEEDS, width: 220 },
  { key: 'party', title: '党员', type: 'checkbox', customValue: ['Y', 'N'], width: 70 },
  { key: 'retireDate', title: '退役日期', type: 'date' },
  { key: 'registerTime', title: '登记时间', type: 'datetime' },
  { key: 'tags', title: '标签', type: 'tags', width: 150 },
  { key: 'remark', title: '备注', type: 'input_pop', width: 160 },
  { key: 'depart', title: '所属部门', type: 'sel_depart' },
  { key: 'owner', title: '负责人', type: 'sel_user' },
  { key: 'source', title: '来源报表', type: 'popup', width: 130 },
  { key: 'attachment', title: '附件', type: 'file', width: 130 },
  { key: 'photo', title: '照片', type: 'image', width: 200 },
  { key: 'action', title: '操作', type: 'slot', slotName: 'action', width: 80 },
  { key: 'tenantId', title: '租户', type: 'hidden', defaultValue: 0 },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The picker and upload widgets plugged into the grid's editor extension point. */
const CELL_EDITORS: CellRenderOverrides = {
  sel_user: (p) => (
    <UserSelect value={text(p.value)} onChange={p.onChange} style={{ width: '100%' }} />
  ),
  sel_depart: (p) => (
    <DepartSelect value={text(p.value)} onChange={p.onChange} style={{ width: '100%' }} />
  ),
  file: (p) => <FileCell value={text(p.value)} onChange={(v) => p.onChange(v ?? '')} />,
  image: (p) => <ImageCell value={text(p.value)} onChange={(v) => p.onChange(v ?? '')} />,
};

const MAIN_ROWS: GridRow[] = [
  {
    id: 'demo-1',
    orderNum: 1,
    name: '张伟',
    code: 'V001',
    phone: '13800138000',
    certNo: 'TY100001',
    age: 32,
    salary: 6500,
    sex: '1',
    service: 'army',
    skills: 'driver,repair',
    post: 'p1',
    level: 'A',
    needs: 'job',
    party: 'Y',
    retireDate: '2020-09-01',
    registerTime: '2024-03-01 09:30:00',
    tags: '驾驶;维修',
    remark: '有大型车辆驾驶经验',
    attachment: 'uploads/demo/简历-张伟.pdf',
  },
  {
    id: 'demo-2',
    orderNum: 2,
    name: '李娜',
    code: 'V002',
    phone: '13900139000',
    certNo: 'TY100002',
    age: 28,
    salary: 5200.5,
    sex: '2',
    service: 'navy',
    skills: 'cook',
    post: 'p2',
    level: 'B',
    needs: 'training,job',
    party: 'N',
    retireDate: '2021-12-15',
    registerTime: '2024-03-02 14:00:00',
  },
  {
    id: 'demo-3',
    orderNum: 3,
    name: '王强',
    code: 'V003',
    phone: '13700137000',
    age: 45,
    salary: 8000,
    sex: '1',
    service: 'air',
    skills: 'security',
    post: 'p1',
    party: 'Y',
    retireDate: '2015-06-30',
  },
];

const MEMBER_COLUMNS: GridColumn[] = [
  {
    key: 'name',
    title: '成员姓名',
    type: 'input',
    validateRules: [{ required: true, message: '请输入成员姓名' }],
  },
  {
    key: 'relation',
    title: '关系',
    type: 'select',
    options: [
      { value: 'spouse', text: '配偶' },
      { value: 'child', text: '子女' },
      { value: 'parent', text: '父母' },
    ],
  },
  { key: 'phone', title: '联系电话', type: 'input', validateRules: [{ pattern: 'mobile' }] },
];

const WORK_COLUMNS: GridColumn[] = [
  {
    key: 'company',
    title: '工作单位',
    type: 'input',
    validateRules: [{ required: true, message: '请输入工作单位' }],
  },
  { key: 'start', title: '开始日期', type: 'date' },
  {
    key: 'email',
    title: '单位邮箱',
    type: 'input',
    validateRules: [{ pattern: 'email', message: '邮箱格式不正确' }],
  },
  { key: 'months', title: '月数', type: 'inputNumber', statistics: ['sum'] },
];

/** Family members by veteran, shown in each row's sub-table. */
const MEMBERS_BY_ROW: Record<string, GridRow[]> = {
  'demo-1': [
    { id: 'f-1', name: '刘芳', relation: 'spouse', phone: '13600136000' },
    { id: 'f-2', name: '张小明', relation: 'child', phone: '' },
  ],
  'demo-2': [{ id: 'f-3', name: '李建国', relation: 'parent', phone: '13500135000' }],
};

const MEMBERS_SUB_TABLE: GridSubTable = {
  title: (row) => `${text(row.name) || '新成员'}的家庭成员`,
  render: (row) => (
    <EditableGrid
      columns={MEMBER_COLUMNS}
      dataSource={MEMBERS_BY_ROW[row.id] ?? []}
      readOnly
      toolbar={false}
      rowSelection={false}
      maxHeight={200}
      data-testid="sub-table-grid"
    />
  ),
};

const SUB_TABS: GridTab[] = [
  {
    key: 'members',
    label: '家庭成员',
    grid: {
      columns: MEMBER_COLUMNS,
      dataSource: [
        { id: 'm-1', name: '刘芳', relation: 'spouse', phone: '13600136000' },
        { id: 'm-2', name: '张小明', relation: 'child', phone: '' },
      ],
      maxHeight: 260,
      'data-testid': 'sub-grid-members',
    },
  },
  {
    key: 'works',
    label: '工作经历',
    grid: {
      columns: WORK_COLUMNS,
      dataSource: [
        { id: 'w-1', company: '某物流公司', start: '2021-01-04', email: 'hr@wl.cn', months: 24 },
        { id: 'w-2', company: '', start: '2023-02-01', email: 'not-an-email', months: 10 },
      ],
      maxHeight: 260,
      'data-testid': 'sub-grid-works',
    },
  },
];

// ---- 10,000 rows × 20 columns ---------------------------------------------------------------

const BIG_COLUMNS: GridColumn[] = [
  { key: 'orderNum', title: '排序', type: 'normal', width: 80 },
  { key: 'name', title: '姓名', type: 'input', validateRules: [{ required: true }] },
  { key: 'code', title: '编号', type: 'input' },
  { key: 'phone', title: '手机号', type: 'input', validateRules: [{ pattern: 'mobile' }] },
  { key: 'age', title: '年龄', type: 'inputNumber', width: 90, statistics: ['average'] },
  { key: 'salary', title: '薪资', type: 'inputNumber', statistics: ['sum', 'average'] },
  { key: 'sex', title: '性别', type: 'select', dictCode: sex.code, width: 90 },
  { key: 'service', title: '军种', type: 'select', options: SERVICE, width: 100 },
  { key: 'skills', title: '技能', type: 'list_multi', options: SKILLS },
  { key: 'post', title: '岗位', type: 'sel_search', options: POSTS },
  { key: 'party', title: '党员', type: 'checkbox', customValue: ['Y', 'N'], width: 70 },
  { key: 'retireDate', title: '退役日期', type: 'date' },
  { key: 'registerTime', title: '登记时间', type: 'datetime' },
  { key: 'city', title: '城市', type: 'input' },
  { key: 'company', title: '单位', type: 'input', width: 180 },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'remark', title: '备注', type: 'input_pop', width: 180 },
  { key: 'needs', title: '需求', type: 'checkbox_meta', options: NEEDS, width: 220 },
  { key: 'score', title: '评分', type: 'inputNumber', width: 90 },
  { key: 'status', title: '状态', type: 'normal', width: 90 },
];

const CITIES = ['北京', '上海', '广州', '深圳', '成都', '武汉', '西安', '南京'];
const pad = (n: number) => String(n).padStart(2, '0');

function bigRows(count: number): GridRow[] {
  const rows: GridRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    rows[i] = {
      id: `big-${i}`,
      orderNum: i + 1,
      name: `退役军人${i + 1}`,
      code: `B${String(i + 1).padStart(6, '0')}`,
      phone: `139${String(10_000_000 + i).slice(-8)}`,
      age: 22 + (i % 40),
      salary: 4000 + (i % 50) * 100,
      sex: i % 2 === 0 ? '1' : '2',
      service: SERVICE[i % 3]?.value,
      skills: SKILLS[i % 4]?.value,
      post: POSTS[i % 3]?.value,
      party: i % 3 === 0 ? 'Y' : 'N',
      retireDate: `20${pad(10 + (i % 14))}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`,
      registerTime: `2024-${pad(1 + (i % 12))}-${pad(1 + (i % 28))} 09:${pad(i % 60)}:00`,
      city: CITIES[i % CITIES.length],
      company: `第${(i % 97) + 1}服务中心`,
      tags: '就业;培训',
      remark: i % 5 === 0 ? '重点帮扶对象' : '',
      needs: NEEDS[i % 3]?.value,
      score: i % 100,
      status: i % 4 === 0 ? '已安置' : '待安置',
    };
  }
  return rows;
}

const BIG_ROW_COUNT = 10_000;

function BigGridDemo() {
  const [rows, setRows] = useState<GridRow[] | undefined>(undefined);
  const [renderMs, setRenderMs] = useState<number | null>(null);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!rows || startedAt.current === null) return;
    const start = startedAt.current;
    startedAt.current = null;
    requestAnimationFrame(() => setRenderMs(Math.round(performance.now() - start)));
  }, [rows]);

  return (
    <Card
      size="small"
      title="大数据量（虚拟滚动，10,000 行 × 20 列）"
      extra={
        <Flex gap={12} align="center">
          {renderMs !== null && <span data-testid="big-render-ms">首次渲染 {renderMs} ms</span>}
          <Button
            data-testid="load-big-data"
            onClick={() => {
              startedAt.current = performance.now();
              setRows(bigRows(BIG_ROW_COUNT));
            }}
          >
            加载 10,000 行
          </Button>
        </Flex>
      }
    >
      <EditableGrid
        columns={BIG_COLUMNS}
        dataSource={rows}
        dragSort
        maxHeight={520}
        data-testid="big-grid"
      />
    </Card>
  );
}

// ---- the demo page ----------------------------------------------------------------------------

function confirmRemove(rows: GridRow[]): Promise<boolean> {
  return new Promise((resolve) => {
    ui().modal.confirm({
      title: '确认删除',
      content: `确定要删除这 ${rows.length} 项吗?`,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** 可编辑表格: every column type and rule, statistics, drag sort, sub-table tabs, the socket and 10,000 rows. */
export default function EditableGridDemo() {
  const userId = useSession((s) => s.userInfo?.id);
  const grid = useRef<EditableGridRef>(null);
  const tabs = useRef<EditableGridTabsRef>(null);
  const [result, setResult] = useState('');
  const [tabsResult, setTabsResult] = useState('');

  const slots = useMemo(
    () => ({
      action: ({ row }: { row: GridRow }) => (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => void grid.current?.removeRows([row.id])}
        >
          删除
        </Button>
      ),
    }),
    [],
  );

  const validate = async () => {
    const outcome = await grid.current?.validate();
    if (!outcome) return;
    setResult(
      outcome.ok
        ? '校验通过'
        : `校验未通过：${outcome.errors.map((e) => `第 ${e.rowIndex + 1} 行 ${e.message}`).join('；')}`,
    );
  };

  const validateTabs = async () => {
    const outcome = await tabs.current?.validate();
    if (!outcome) return;
    setTabsResult(
      outcome.ok
        ? '子表校验通过'
        : `子表校验未通过：${outcome.tabKey}，第 ${(outcome.rowIndex ?? 0) + 1} 行，${Object.values(outcome.errorMap ?? {}).join('；')}`,
    );
  };

  return (
    <Flex vertical gap={16} data-testid="EditableGridDemo">
      <Card
        size="small"
        title="可编辑表格"
        extra={
          <Button data-testid="validate-grid" onClick={() => void validate()}>
            校验表格
          </Button>
        }
      >
        <EditableGrid
          ref={grid}
          columns={MAIN_COLUMNS}
          dataSource={MAIN_ROWS}
          dragSort
          slots={slots}
          renderEditor={CELL_EDITORS}
          confirmRemove={confirmRemove}
          subTable={MEMBERS_SUB_TABLE}
          socket={{ userId, pageId: 'WidgetShowcase' }}
          onSave={(values) => {
            setResult(`已保存 ${values.rows.length} 行，删除 ${values.deleted.length} 行`);
            ui().message.success('保存成功');
          }}
          data-testid="demo-grid"
        />
        {result && (
          <Typography.Paragraph data-testid="grid-validate-result" style={{ marginTop: 8 }}>
            {result}
          </Typography.Paragraph>
        )}
      </Card>

      <Card
        size="small"
        title="子表（页签）"
        extra={
          <Button data-testid="validate-tabs" onClick={() => void validateTabs()}>
            校验子表
          </Button>
        }
      >
        <EditableGridTabs ref={tabs} tabs={SUB_TABS} data-testid="sub-tabs" />
        {tabsResult && (
          <Typography.Paragraph data-testid="tabs-validate-result" style={{ marginTop: 8 }}>
            {tabsResult}
          </Typography.Paragraph>
        )}
      </Card>

      <BigGridDemo />
    </Flex>
  );
}
