import { indentUnit } from '@codemirror/language';
import CodeMirror, { EditorState } from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';
import {
  CODE_TAB_SIZE,
  type CodeLanguage,
  DEFAULT_CODE_HEIGHT,
  INITIAL_CONTENT_DELAY_MS,
} from './code-languages';
import { languageExtension } from './language-extension';

export interface CodeEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  language?: CodeLanguage;
  /** Pixels, or any CSS height; default 300. */
  height?: number | string;
  readOnly?: boolean;
  placeholder?: string;
  'data-testid'?: string;
}

/** A CodeMirror 6 editor; an antd Form control. Load it lazily, it is large. */
export default function CodeEditor({
  value,
  onChange,
  language = 'javascript',
  height = DEFAULT_CODE_HEIGHT,
  readOnly = false,
  placeholder,
  'data-testid': testId = 'code-editor',
}: CodeEditorProps) {
  // The content arrives a moment after mount, as the spec's "initial content delay" asks.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INITIAL_CONTENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const extensions = useMemo(
    () => [
      languageExtension(language),
      EditorState.tabSize.of(CODE_TAB_SIZE),
      indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
    ],
    [language],
  );

  return (
    <div data-testid={testId} data-ready={ready} data-language={language}>
      <CodeMirror
        value={ready ? (value ?? '') : ''}
        height={typeof height === 'number' ? `${height}px` : height}
        extensions={extensions}
        basicSetup={{ tabSize: CODE_TAB_SIZE }}
        readOnly={readOnly || !ready}
        editable={!readOnly && ready}
        placeholder={placeholder}
        onChange={(text) => onChange?.(text)}
      />
    </div>
  );
}
