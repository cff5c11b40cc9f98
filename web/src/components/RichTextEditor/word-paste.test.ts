// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { wordListsToHtmlLists } from './word-paste';

const item = (level: number, marker: string, text: string) =>
  `<p class=MsoListParagraph style='text-indent:-18pt;mso-list:l0 level${level} lfo1'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt'>&nbsp;&nbsp;</span></span>${text}</p>`;

describe('pasting lists from Word', () => {
  it('turns numbered and bulleted paragraphs into lists, nested by level', () => {
    const html = [
      '<p class=MsoNormal>办理材料：</p>',
      item(1, '1.', '居民身份证'),
      item(1, '2.', '退役证件'),
      item(2, '·', '原件'),
      item(2, '·', '复印件'),
      item(1, '3.', '学历证书'),
      '<p class=MsoNormal>以上材料一式两份。</p>',
    ].join('');
    const out = wordListsToHtmlLists(html);
    expect(out.replace(/ class="MsoNormal"/g, '')).toBe(
      '<p>办理材料：</p><ol><li><p>居民身份证</p></li><li><p>退役证件</p><ul><li><p>原件</p></li><li><p>复印件</p></li></ul></li><li><p>学历证书</p></li></ol><p>以上材料一式两份。</p>',
    );
  });

  it('keeps separate lists apart and leaves other HTML as it is', () => {
    const html = `${item(1, '·', '甲')}<p>中间</p>${item(1, '(1)', '乙')}`;
    const out = wordListsToHtmlLists(html);
    expect(out).toBe('<ul><li><p>甲</p></li></ul><p>中间</p><ol><li><p>乙</p></li></ol>');
    const plain = '<table><tr><td>表格</td></tr></table>';
    expect(wordListsToHtmlLists(plain)).toBe(plain);
  });
});
