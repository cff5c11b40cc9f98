import { describe, expect, it } from 'vitest';
import { actionAllowed, permissionCode } from './grid-permissions';

describe('grid permissions', () => {
  it('asks for authPre + add / batch_delete', () => {
    expect(permissionCode('demo:grid:', 'add')).toBe('demo:grid:add');
    expect(permissionCode('demo:grid', 'batch_delete')).toBe('demo:grid:batch_delete');
    const has = (code: string) => code !== 'demo:batch_delete';
    expect(actionAllowed('add', 'demo:', has)).toBe(true);
    expect(actionAllowed('batch_delete', 'demo:', has)).toBe(false);
    expect(actionAllowed('batch_delete', undefined, has)).toBe(true);
  });
});
