import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** The code editor, loaded on first use so CodeMirror stays out of the page's own chunk. */
export default function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
