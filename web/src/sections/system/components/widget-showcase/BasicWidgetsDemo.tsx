import { Button, Card, Flex, Form, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  CODE_LANGUAGES,
  type CodeLanguage,
  LazyCodeEditor,
} from '../../../../components/CodeEditor';
import { ContextMenu } from '../../../../components/ContextMenu';
import { CronInput } from '../../../../components/CronEditor';
import { Ellipsis, TREE_ELLIPSIS_LENGTH } from '../../../../components/Ellipsis';
import { FilePopup } from '../../../../components/FilePopup';
import { LazyRichTextEditor } from '../../../../components/RichTextEditor';
import {
  UPLOAD_ERROR_TITLE,
  uploadErrorText,
  uploadFailedText,
  uploadTooltip,
} from '../../../../components/upload/upload-status';
import { YNSwitch } from '../../../../components/YNSwitch';

const LONG_TEXT = '退役军人动态精准就业服务系统为退役军人提供岗位推荐、技能培训和创业扶持';
const SAMPLE_CODE: Record<string, string> = {
  javascript: "function greet(name) {\n  return '你好，' + name;\n}\n",
  sql: "SELECT id, realname\nFROM sys_user\nWHERE status = '1';\n",
};

const CONTEXT_ITEMS = [
  { key: 'refresh', label: '刷新' },
  { key: 'closeOthers', label: '关闭其他' },
  { type: 'divider' as const },
  { key: 'closeAll', label: '关闭全部', danger: true },
];

function EllipsisDemo() {
  return (
    <Card size="small" title="文本省略 Ellipsis">
      <Flex vertical gap={8}>
        <span>
          默认 25（全角算 2）：
          <Ellipsis value={LONG_TEXT} data-testid="demo-ellipsis" />
        </span>
        <span>
          树节点 12：
          <Ellipsis
            value={LONG_TEXT}
            length={TREE_ELLIPSIS_LENGTH}
            data-testid="demo-ellipsis-tree"
          />
        </span>
        <span>
          不超长：
          <Ellipsis value="Veterans 就业" data-testid="demo-ellipsis-short" />
        </span>
      </Flex>
    </Card>
  );
}

function SwitchDemo() {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Card size="small" title="开关 YNSwitch">
      <Form layout="inline" onValuesChange={(_, all) => setValues(all)}>
        <Form.Item label="是否启用（Y/N，初值为空）" name="enabled">
          <YNSwitch data-testid="demo-switch" />
        </Form.Item>
        <Form.Item label="是否置顶（1/0）" name="top" initialValue="1">
          <YNSwitch options={['1', '0']} data-testid="demo-switch-10" />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" data-testid="demo-switch-value">
        {JSON.stringify(values)}
      </Typography.Text>
    </Card>
  );
}

function CronDemo() {
  const [cron, setCron] = useState('0 0/30 9-17 * * ? *');
  return (
    <Card size="small" title="Cron 表达式 CronEditor">
      <Flex vertical gap={8} style={{ maxWidth: 420 }}>
        <CronInput value={cron} onChange={setCron} data-testid="demo-cron" />
        <Typography.Text type="secondary">
          当前值：<span data-testid="demo-cron-value">{cron}</span>
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function CodeDemo() {
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  const [code, setCode] = useState(SAMPLE_CODE.javascript ?? '');
  return (
    <Card
      size="small"
      title="代码编辑器 CodeEditor"
      extra={
        <Select
          size="small"
          style={{ width: 140 }}
          value={language}
          data-testid="demo-code-language"
          options={CODE_LANGUAGES.map((l) => ({ value: l, label: l }))}
          onChange={(l: CodeLanguage) => {
            setLanguage(l);
            setCode(SAMPLE_CODE[l] ?? '');
          }}
        />
      }
    >
      <LazyCodeEditor
        value={code}
        onChange={setCode}
        language={language}
        height={200}
        data-testid="demo-code-editor"
      />
      <Typography.Text type="secondary">
        字符数：<span data-testid="demo-code-length">{code.length}</span>
      </Typography.Text>
    </Card>
  );
}

function RichTextDemo() {
  const [html, setHtml] = useState('<p>欢迎使用<strong>富文本编辑器</strong>。</p>');
  return (
    <Card size="small" title="富文本编辑器 RichTextEditor">
      <LazyRichTextEditor value={html} onChange={setHtml} data-testid="demo-rich-text" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, wordBreak: 'break-all' }}>
        HTML：<code data-testid="demo-rich-text-html">{html}</code>
      </Typography.Paragraph>
    </Card>
  );
}

function ContextMenuDemo() {
  const [chosen, setChosen] = useState('');
  return (
    <Card size="small" title="右键菜单 ContextMenu">
      <ContextMenu items={CONTEXT_ITEMS} onSelect={setChosen}>
        <div
          data-testid="demo-context-target"
          style={{
            padding: 24,
            border: '1px dashed #d9d9d9',
            borderRadius: 6,
            textAlign: 'center',
            userSelect: 'none',
          }}
        >
          在此区域点击右键
        </div>
      </ContextMenu>
      <Typography.Text type="secondary">
        选择了：<span data-testid="demo-context-result">{chosen}</span>
      </Typography.Text>
    </Card>
  );
}

function FilePopupDemo() {
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(0);
  const [paths, setPaths] = useState('');
  return (
    <Card size="small" title="文件弹窗 FilePopup">
      <Space wrap>
        <span>文件数量上限（0 不限）</span>
        <InputNumber
          min={0}
          max={10}
          value={limit}
          data-testid="demo-file-popup-limit"
          onChange={(v) => setLimit(v ?? 0)}
        />
        <Button data-testid="demo-file-popup-open" onClick={() => setOpen(true)}>
          打开文件弹窗
        </Button>
      </Space>
      <div>
        <Typography.Text type="secondary">
          返回路径：<span data-testid="demo-file-popup-value">{paths}</span>
        </Typography.Text>
      </div>
      <FilePopup
        open={open}
        value={paths}
        number={limit}
        onCancel={() => setOpen(false)}
        onOk={(value) => {
          setPaths(value);
          setOpen(false);
        }}
      />
    </Card>
  );
}

function UploadStatusDemo() {
  const texts = [
    uploadTooltip('uploading', 42),
    uploadTooltip('done'),
    uploadTooltip('error'),
    UPLOAD_ERROR_TITLE,
    uploadErrorText(),
    uploadFailedText('简历.pdf'),
  ];
  return (
    <Card size="small" title="上传状态文字">
      <Space wrap data-testid="demo-upload-status">
        {texts.map((t) => (
          <Typography.Text key={t} code>
            {t}
          </Typography.Text>
        ))}
      </Space>
    </Card>
  );
}

/** 基础组件: ellipsis, switch, cron, code and rich-text editors, context menu, file pop-up. */
export default function BasicWidgetsDemo() {
  return (
    <Flex vertical gap={16} data-testid="BasicWidgetsDemo">
      <EllipsisDemo />
      <SwitchDemo />
      <CronDemo />
      <ContextMenuDemo />
      <FilePopupDemo />
      <UploadStatusDemo />
      <CodeDemo />
      <RichTextDemo />
    </Flex>
  );
}
