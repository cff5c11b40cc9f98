import { describe, expect, it } from 'vitest';
import { companyInfoHref, fairDetailHref, positionDetailHref, positionSearchHref } from './pages';

describe('recruitment pages', () => {
  it('builds the detail links with an encoded id', () => {
    expect(positionDetailHref('p1')).toBe('/zpxxxq?id=p1');
    expect(companyInfoHref('c 1')).toBe('/zpxxxq/qyxx?id=c%201');
    expect(fairDetailHref('f1')).toBe('/zphxq?id=f1');
  });

  it('turns the home search into the position list URL, leaving out blanks', () => {
    expect(positionSearchHref(' 司机 ', '130100')).toBe(
      `/zpgw?keyword=${encodeURIComponent('司机')}&regionCode=130100`,
    );
    expect(positionSearchHref('', '130200')).toBe('/zpgw?regionCode=130200');
    expect(positionSearchHref('  ')).toBe('/zpgw');
  });
});
