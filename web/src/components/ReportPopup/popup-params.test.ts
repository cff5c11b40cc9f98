import { describe, expect, it } from 'vitest';
import {
  checkPopupParams,
  mapPopupRows,
  POPUP_COUNT_ERROR,
  POPUP_PARAMS_ERROR,
} from './popup-params';

describe('checkPopupParams', () => {
  it('uses the spec messages word for word', () => {
    expect(POPUP_PARAMS_ERROR).toBe('popup parameters not configured correctly!');
    expect(POPUP_COUNT_ERROR).toBe(
      'popup parameters not configured correctly, original and target counts differ!',
    );
  });

  it.each([
    [{ orgFields: 'a', destFields: 'b' }],
    [{ code: '', orgFields: 'a', destFields: 'b' }],
    [{ code: 'report_user', destFields: 'b' }],
    [{ code: 'report_user', orgFields: 'a', destFields: ' , ' }],
    [{ code: '  ', orgFields: 'a', destFields: 'b' }],
  ])('refuses a missing code, orgFields or destFields: %o', (params) => {
    expect(checkPopupParams(params)).toEqual({ ok: false, error: POPUP_PARAMS_ERROR });
  });

  it('refuses different counts of original and target fields', () => {
    expect(
      checkPopupParams({ code: 'report_user', orgFields: 'username,realname', destFields: 'u' }),
    ).toEqual({ ok: false, error: POPUP_COUNT_ERROR });
  });

  it('gives the trimmed field lists when the configuration is right', () => {
    expect(
      checkPopupParams({
        code: 'report_user',
        orgFields: 'username, realname',
        destFields: 'userName ,realName',
      }),
    ).toEqual({
      ok: true,
      orgFields: ['username', 'realname'],
      destFields: ['userName', 'realName'],
    });
  });
});

describe('mapPopupRows', () => {
  const rows = [
    { username: 'zhang', realname: '张三', age: 30 },
    { username: 'li', realname: null, age: 0 },
  ];

  it('maps each original field to its target, joining rows with the default comma', () => {
    expect(mapPopupRows(rows, ['username', 'realname'], ['userName', 'realName'])).toEqual({
      userName: 'zhang,li',
      realName: '张三,',
    });
  });

  it('joins with a custom spliter and turns values into text', () => {
    expect(mapPopupRows(rows, ['age', 'username'], ['ages', 'names'], '|')).toEqual({
      ages: '30|0',
      names: 'zhang|li',
    });
  });

  it('gives one row its plain values and no rows empty texts', () => {
    expect(mapPopupRows([rows[0]!], ['username'], ['u'])).toEqual({ u: 'zhang' });
    expect(mapPopupRows([], ['username'], ['u'])).toEqual({ u: '' });
  });
});
