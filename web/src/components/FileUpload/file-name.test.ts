import { describe, expect, it } from 'vitest';
import { FILE_NAME_DISPLAY_LENGTH, shortFileName } from './file-name';

describe('shortFileName', () => {
  it('shows the first 5 characters, then an ellipsis', () => {
    expect(FILE_NAME_DISPLAY_LENGTH).toBe(5);
    expect(shortFileName('report-2026.pdf')).toBe('repor…');
    expect(shortFileName('退役军人简历.docx')).toBe('退役军人简…');
  });

  it('leaves names of 5 characters or fewer alone', () => {
    expect(shortFileName('a.pdf')).toBe('a.pdf');
    expect(shortFileName('简历.md')).toBe('简历.md');
    expect(shortFileName('简历.doc')).toBe('简历.do…');
    expect(shortFileName('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shortFileName('𠀀𠀁𠀂𠀃𠀄𠀅')).toBe('𠀀𠀁𠀂𠀃𠀄…');
  });
});
