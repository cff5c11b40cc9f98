import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, request } from '../../api/request';
import { envelope } from '../../test-support/envelope';
import { loadCategoryChildren, loadCategoryRoot, treeDataLoader } from './tree-api';

vi.mock('../../api/request', () => ({ http: { get: vi.fn() }, request: vi.fn() }));
const get = vi.mocked(http.get);
/** The category calls go through the contract's `call`, that is `request`. */
const send = vi.mocked(request);

beforeEach(() => {
  get.mockReset();
  send.mockReset();
});

describe('tree calls', () => {
  it('asks loadTreeData for one level with the table and condition', async () => {
    get.mockResolvedValue(envelope([{ key: '1', value: '1', title: '河北', leaf: false }]));
    const load = treeDataLoader({
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidField: 'parent_id',
      hasChildField: 'has_child',
      condition: '{"status":"1"}',
    });
    expect(await load('p1')).toEqual([{ key: '1', value: '1', title: '河北', isLeaf: false }]);
    expect(get).toHaveBeenCalledWith('/sys/dict/loadTreeData', {
      pid: 'p1',
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidField: 'parent_id',
      hasChildField: 'has_child',
      condition: '{"status":"1"}',
    });
  });

  it('fails a level whose answer is not a tree', async () => {
    send.mockResolvedValue(envelope({ total: 0 }));
    await expect(loadCategoryChildren('x')).rejects.toThrow('返回数据类型不识别');
    expect(send).toHaveBeenCalledWith('GET', '/sys/category/loadTreeChildren', {
      params: { pid: 'x' },
    });
  });

  it('loads the category root quietly, so the widget shows the server message itself', async () => {
    send.mockResolvedValue(envelope([]));
    await loadCategoryRoot('B01', '{"a":1}');
    expect(send).toHaveBeenCalledWith('GET', '/sys/category/loadTreeRoot', {
      silent: true,
      params: { pcode: 'B01', condition: '{"a":1}' },
    });
  });
});
