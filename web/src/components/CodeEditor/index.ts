export type { CodeEditorProps } from './CodeEditor';
export * from './code-languages';
export { default as LazyCodeEditor } from './LazyCodeEditor';
