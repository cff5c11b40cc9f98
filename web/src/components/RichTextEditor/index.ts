export { normalizeImageSrc, normalizeLink } from './editor-media';
export { default as LazyRichTextEditor } from './LazyRichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
