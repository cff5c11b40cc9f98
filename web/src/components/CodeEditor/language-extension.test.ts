import { describe, expect, it } from 'vitest';
import {
  CODE_LANGUAGES,
  CODE_TAB_SIZE,
  INITIAL_CONTENT_DELAY_MS,
  isCodeLanguage,
} from './code-languages';
import { languageExtension } from './language-extension';

describe('code editor languages', () => {
  it('lists the twelve languages of the spec', () => {
    expect([...CODE_LANGUAGES]).toEqual([
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
    ]);
    expect(isCodeLanguage('swift')).toBe(true);
    expect(isCodeLanguage('cobol')).toBe(false);
  });

  it.each(CODE_LANGUAGES)('has a CodeMirror language for %s', (language) => {
    const ext = languageExtension(language);
    const lang = 'language' in ext ? ext.language : ext;
    expect(lang.name.length).toBeGreaterThan(0);
  });

  it('uses the legacy modes for objective-c, r, shell and swift', () => {
    const name = (l: (typeof CODE_LANGUAGES)[number]) => {
      const ext = languageExtension(l);
      return ('language' in ext ? ext.language : ext).name;
    };
    expect(name('objective-c')).toBe('objectivec');
    expect(name('r')).toBe('r');
    expect(name('shell')).toBe('shell');
    expect(name('swift')).toBe('swift');
    expect(name('python')).toBe('python');
  });

  it('indents by 2 and delays the initial content by 300 ms', () => {
    expect(CODE_TAB_SIZE).toBe(2);
    expect(INITIAL_CONTENT_DELAY_MS).toBe(300);
  });
});
