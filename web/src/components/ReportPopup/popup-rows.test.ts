import { describe, expect, it } from 'vitest';
import {
  needsOneRecord,
  POPUP_ROW_KEY_LENGTH,
  popupRowKey,
  SELECT_ONE_WARNING,
} from './popup-rows';

describe('popupRowKey', () => {
  it('is the id followed by the other values', () => {
    expect(popupRowKey({ id: 'u1', username: 'zhang', sex: '1', phone: null })).toBe('u1zhang1');
  });

  it('works without an id', () => {
    expect(popupRowKey({ departName: '石家庄', orgCode: 'A01A01' })).toBe('石家庄A01A01');
  });

  it('is cut to 50 characters', () => {
    const key = popupRowKey({ id: 'x'.repeat(20), name: 'y'.repeat(40) });
    expect(POPUP_ROW_KEY_LENGTH).toBe(50);
    expect(key).toHaveLength(50);
    expect(key).toBe(`${'x'.repeat(20)}${'y'.repeat(30)}`);
  });
});

describe('needsOneRecord', () => {
  it('refuses nothing selected in either mode, and several in single mode', () => {
    expect(SELECT_ONE_WARNING).toBe('please select one record');
    expect(needsOneRecord(0, true)).toBe(true);
    expect(needsOneRecord(0, false)).toBe(true);
    expect(needsOneRecord(2, false)).toBe(true);
    expect(needsOneRecord(1, false)).toBe(false);
    expect(needsOneRecord(3, true)).toBe(false);
  });
});
