import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import EditorToolbar from './EditorToolbar';
import ImageModal from './ImageModal';
import { ImageNode } from './image-node';
import LinkModal from './LinkModal';
import styles from './RichTextEditor.module.css';
import { TextAlignExtension } from './text-align';
import { wordListsToHtmlLists } from './word-paste';

export const RICH_TEXT_HEIGHT = 460;

export interface RichTextEditorProps {
  /** HTML; the server sanitises it on save. */
  value?: string | null;
  onChange?: (html: string) => void;
  /** Total height in pixels, toolbar included; default 460. */
  height?: number;
  disabled?: boolean;
  'data-testid'?: string;
}

/** The TipTap rich-text editor with a fixed toolbar; an antd Form control. Load it lazily. */
export default function RichTextEditor({
  value,
  onChange,
  height = RICH_TEXT_HEIGHT,
  disabled = false,
  'data-testid': testId = 'rich-text-editor',
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The last HTML this editor reported, so the echo of it through `value` is not re-applied. */
  const emitted = useRef<string | null>(null);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'http' } }),
      TextAlignExtension,
      ImageNode,
      // Tables, also those pasted from Word or WPS; no column resizing (the server keeps no widths).
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: { transformPastedHTML: wordListsToHtmlLists },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    const incoming = value ?? '';
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    if (incoming !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(incoming, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div className={styles.root} style={{ height }} data-testid={testId}>
      <EditorToolbar
        editor={editor}
        disabled={disabled}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
      />
      <EditorContent editor={editor} className={styles.content} />
      <LinkModal
        open={dialog === 'link'}
        initialUrl={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onCancel={() => setDialog(null)}
        onOk={(href) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          (href ? chain.setLink({ href }) : chain.unsetLink()).run();
          setDialog(null);
        }}
      />
      <ImageModal
        open={dialog === 'image'}
        onCancel={() => setDialog(null)}
        onOk={(src) => {
          editor.chain().focus().setImage({ src }).run();
          setDialog(null);
        }}
      />
    </div>
  );
}
