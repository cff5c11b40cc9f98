/** The code editor's languages (widgets.md section 2, item 7) and settings (section 9). */
export const CODE_LANGUAGES = [
  'css',
  'javascript',
  'html',
  'java',
  'objective-c',
  'python',
  'r',
  'shell',
  'sql',
  'swift',
  'vue',
  'markdown',
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const CODE_TAB_SIZE = 2;
/** The initial content is set this long after the editor mounts. */
export const INITIAL_CONTENT_DELAY_MS = 300;
export const DEFAULT_CODE_HEIGHT = 300;

export function isCodeLanguage(value: string): value is CodeLanguage {
  return (CODE_LANGUAGES as readonly string[]).includes(value);
}
