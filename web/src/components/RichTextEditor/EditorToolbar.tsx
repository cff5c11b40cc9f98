import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  MenuOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Divider, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import styles from './RichTextEditor.module.css';
import { type Alignment, setTextAlign } from './text-align';

type Level = 1 | 2 | 3;

const HEADING_OPTIONS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题1' },
  { value: 2, label: '标题2' },
  { value: 3, label: '标题3' },
];

export interface EditorToolbarProps {
  editor: Editor;
  disabled?: boolean;
  onLink: () => void;
  onImage: () => void;
}

/** The fixed toolbar of the rich-text editor, titles in Chinese. */
export default function EditorToolbar({ editor, disabled, onLink, onImage }: EditorToolbarProps) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      justify: e.isActive({ textAlign: 'justify' }),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const align = (value: Alignment) => setTextAlign(chain(), value).run();

  const button = (
    title: string,
    icon: ReactNode,
    onClick: () => void,
    active = false,
    enabled = true,
  ) => (
    <Tooltip title={title} key={title}>
      <Button
        size="small"
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled || !enabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="编辑工具栏">
      {button('撤销', <UndoOutlined />, () => chain().undo().run(), false, s.canUndo)}
      {button('重做', <RedoOutlined />, () => chain().redo().run(), false, s.canRedo)}
      <Divider orientation="vertical" />
      <Select
        size="small"
        aria-label="标题"
        style={{ width: 84 }}
        disabled={disabled}
        value={s.heading}
        options={HEADING_OPTIONS}
        onChange={(level: number) =>
          level
            ? chain()
                .setHeading({ level: level as Level })
                .run()
            : chain().setParagraph().run()
        }
      />
      {button('加粗', <BoldOutlined />, () => chain().toggleBold().run(), s.bold)}
      {button('斜体', <ItalicOutlined />, () => chain().toggleItalic().run(), s.italic)}
      {button('下划线', <UnderlineOutlined />, () => chain().toggleUnderline().run(), s.underline)}
      {button('删除线', <StrikethroughOutlined />, () => chain().toggleStrike().run(), s.strike)}
      {button('清除格式', <ClearOutlined />, () => chain().unsetAllMarks().clearNodes().run())}
      <Divider orientation="vertical" />
      {button(
        '无序列表',
        <UnorderedListOutlined />,
        () => chain().toggleBulletList().run(),
        s.bulletList,
      )}
      {button(
        '有序列表',
        <OrderedListOutlined />,
        () => chain().toggleOrderedList().run(),
        s.orderedList,
      )}
      <Divider orientation="vertical" />
      {button('左对齐', <AlignLeftOutlined />, () => align('left'), s.left)}
      {button('居中对齐', <AlignCenterOutlined />, () => align('center'), s.center)}
      {button('右对齐', <AlignRightOutlined />, () => align('right'), s.right)}
      {button('两端对齐', <MenuOutlined />, () => align('justify'), s.justify)}
      <Divider orientation="vertical" />
      {button('插入链接', <LinkOutlined />, onLink, s.link)}
      {button('插入图片', <PictureOutlined />, onImage)}
      <Divider orientation="vertical" />
      {button('插入表格', <TableOutlined />, () =>
        chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      )}
      {s.table && (
        <>
          {button('下方插入行', <InsertRowBelowOutlined />, () => chain().addRowAfter().run())}
          {button('右侧插入列', <InsertRowRightOutlined />, () => chain().addColumnAfter().run())}
          {button('删除行', <DeleteRowOutlined />, () => chain().deleteRow().run())}
          {button('删除列', <DeleteColumnOutlined />, () => chain().deleteColumn().run())}
          {button('删除表格', <DeleteOutlined />, () => chain().deleteTable().run())}
        </>
      )}
    </div>
  );
}
