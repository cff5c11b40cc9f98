import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '../session.js';
import { buttonAllowed, excludedActions, prefixedButtonAllowed } from './button-permission.js';

const entry = (action: string, type: '1' | '2' = '1', status: '0' | '1' = '1'): AuthEntry => ({
  action,
  describe: action,
  type,
  status,
});

describe('buttonAllowed (section 6)', () => {
  it('allows an action the user holds as a type-2 permission', () => {
    expect(buttonAllowed('user:export', [entry('user:export', '2')], [])).toBe(true);
    expect(
      buttonAllowed('user:export', [entry('user:export', '2')], [entry('user:export', '2', '0')]),
    ).toBe(true);
  });

  it('denies when the data permission has status 0', () => {
    expect(buttonAllowed('user:audit', [], [entry('user:audit', '2', '0')])).toBe(false);
  });

  it('allows with status 1 unless the user holds the same action', () => {
    const all = [entry('user:audit', '2', '1')];
    expect(buttonAllowed('user:audit', [], all)).toBe(true);
    expect(buttonAllowed('user:audit', [entry('user:audit')], all)).toBe(false);
  });

  it('reads comma-separated actions in both lists', () => {
    expect(buttonAllowed('b:add', [entry('b:list, b:add', '2')], [])).toBe(true);
    expect(buttonAllowed('b:edit', [], [entry('b:add,b:edit', '2', '0')])).toBe(false);
    expect(buttonAllowed('b:edit', [entry('b:add,b:edit')], [])).toBe(true);
  });

  it('treats an action without a data permission as a plain button', () => {
    expect(buttonAllowed('system:dict:add', [entry('system:dict:add')], [])).toBe(true);
    expect(buttonAllowed('system:dict:add', [entry('system:dict:list')], [])).toBe(false);
    expect(buttonAllowed('system:dict:add', [], [entry('system:dict:add')])).toBe(false);
  });
});

describe('excluded actions under a prefix', () => {
  const all = [
    entry('user:add'),
    entry('user:edit'),
    entry('user:batch_delete'),
    entry('user:export', '1', '0'),
    entry('role:add'),
    entry('user:audit', '2'),
  ];

  it('lists enabled system actions under the prefix that the user does not hold', () => {
    expect(excludedActions('user:', [entry('user:add'), entry('user:edit')], all)).toEqual([
      'batch_delete',
    ]);
    expect(excludedActions('user:', [], all)).toEqual(['add', 'edit', 'batch_delete']);
    expect(excludedActions('user:', [entry('user:add,user:edit,user:batch_delete')], all)).toEqual(
      [],
    );
  });

  it('hides batch_delete (the grid remove button) when it is excluded', () => {
    const own = [entry('user:add')];
    expect(prefixedButtonAllowed('user:', 'add', own, all)).toBe(true);
    expect(prefixedButtonAllowed('user:', 'batch_delete', own, all)).toBe(false);
    // Not defined in the system at all: nothing to exclude.
    expect(prefixedButtonAllowed('user:', 'import', own, all)).toBe(true);
  });

  it('uses the plain rule for a prefix without a trailing colon', () => {
    expect(prefixedButtonAllowed('user', 'add', [entry('user:add')], all)).toBe(true);
    expect(prefixedButtonAllowed('user', 'edit', [entry('user:add')], all)).toBe(false);
  });
});
