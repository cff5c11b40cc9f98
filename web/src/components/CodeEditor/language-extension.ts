import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { markdown } from '@codemirror/lang-markdown';
import { python } from '@codemirror/lang-python';
import { sql } from '@codemirror/lang-sql';
import { vue } from '@codemirror/lang-vue';
import { type LanguageSupport, StreamLanguage } from '@codemirror/language';
import { objectiveC } from '@codemirror/legacy-modes/mode/clike';
import { r } from '@codemirror/legacy-modes/mode/r';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import { swift } from '@codemirror/legacy-modes/mode/swift';
import type { CodeLanguage } from './code-languages';

const FACTORIES: Record<CodeLanguage, () => LanguageSupport | StreamLanguage<unknown>> = {
  css: () => css(),
  javascript: () => javascript({ jsx: true, typescript: true }),
  html: () => html(),
  java: () => java(),
  'objective-c': () => StreamLanguage.define(objectiveC),
  python: () => python(),
  r: () => StreamLanguage.define(r),
  shell: () => StreamLanguage.define(shell),
  sql: () => sql(),
  swift: () => StreamLanguage.define(swift),
  vue: () => vue(),
  markdown: () => markdown(),
};

/** The CodeMirror language support of a language. */
export function languageExtension(
  language: CodeLanguage,
): LanguageSupport | StreamLanguage<unknown> {
  return FACTORIES[language]();
}
