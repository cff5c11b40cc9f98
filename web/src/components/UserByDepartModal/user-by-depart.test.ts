import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { envelope } from '../../test-support/envelope';
import {
  matchUsers,
  sexText,
  startLookups,
  USER_BY_DEPART_TITLE,
  USER_BY_DEPART_WIDTH,
  withinOwnOrg,
} from './user-by-depart';
import { loadStartDepart, loadUsersOfOrg } from './user-by-depart-api';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const get = vi.mocked(request);

const depart = (id: string, orgCode: string) => ({
  key: id,
  id,
  value: id,
  title: id,
  orgCode,
  departName: id,
  parentId: null,
  isLeaf: false,
});

beforeEach(() => get.mockReset());

describe('user-by-department rules', () => {
  it('has the spec title and width', () => {
    expect(USER_BY_DEPART_TITLE).toBe('select users by department');
    expect(USER_BY_DEPART_WIDTH).toBe(1250);
  });

  it('starts from the area code, then the org code', () => {
    expect(startLookups({ areaCode: '130100', orgCode: 'A01A01' })).toEqual(['130100', 'A01A01']);
    expect(startLookups({ areaCode: null, orgCode: 'A01' })).toEqual(['A01']);
    expect(startLookups({})).toEqual([]);
  });

  it('keeps to the subtree of the own org code', () => {
    expect(withinOwnOrg('A01A01A02', 'A01A01')).toBe(true);
    expect(withinOwnOrg('A01A02', 'A01A01')).toBe(false);
    expect(withinOwnOrg('A01A02', null)).toBe(true);
  });

  it('filters users by username or real name and names the sex codes', () => {
    const users = [
      { id: '1', username: 'zhang', realname: '张三' },
      { id: '2', username: 'li', realname: '李四' },
    ];
    expect(matchUsers(users, 'ZH').map((u) => u.id)).toEqual(['1']);
    expect(matchUsers(users, '李').map((u) => u.id)).toEqual(['2']);
    expect(matchUsers(users, ' ')).toHaveLength(2);
    expect([sexText('1'), sexText('2'), sexText(null)]).toEqual(['男', '女', '']);
  });
});

describe('loadStartDepart', () => {
  it('takes the office of the area code when it lies within the own org', async () => {
    get.mockResolvedValueOnce(envelope([depart('d1', 'A01A01')]));
    const found = await loadStartDepart({ areaCode: '130100', orgCode: 'A01A01' });
    expect(found?.id).toBe('d1');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('GET', '/sys/sysDepart/queryById', {
      silent: true,
      params: { parentId: '130100' },
    });
  });

  it('falls back to the own org code when the area office lies outside it', async () => {
    get
      .mockResolvedValueOnce(envelope([depart('other', 'A01A02')]))
      .mockResolvedValueOnce(envelope([depart('own', 'A01A01')]));
    const found = await loadStartDepart({ areaCode: '130200', orgCode: 'A01A01' });
    expect(found?.id).toBe('own');
    expect(get.mock.calls[1]![2]).toMatchObject({ params: { parentId: 'A01A01' } });
  });

  it('finds nothing for a user without area or org code', async () => {
    expect(await loadStartDepart({})).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the users of an org code as a list', async () => {
    get.mockResolvedValueOnce(envelope([{ id: 'u1', username: 'a', realname: 'A' }]));
    expect(await loadUsersOfOrg('A01')).toHaveLength(1);
    expect(get).toHaveBeenCalledWith('GET', '/norm/getUiasUserListByOrgCode', {
      params: { orgCode: 'A01' },
    });
  });
});
