import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CONDITION_ERROR,
  parseTreeCondition,
  TREE_CONDITION_ERROR,
  treeConditionError,
} from './tree-condition';

describe('tree select condition', () => {
  it('has the spec messages', () => {
    expect(TREE_CONDITION_ERROR).toBe('JTreeSelect-condition must be a JSON string');
    expect(CATEGORY_CONDITION_ERROR).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });

  it('treats an empty condition as none', () => {
    expect(parseTreeCondition(undefined)).toBeNull();
    expect(parseTreeCondition(null)).toBeNull();
    expect(parseTreeCondition('  ')).toBeNull();
  });

  it('parses the JSON text of an object', () => {
    expect(parseTreeCondition('{"status":"1","type":2}')).toEqual({ status: '1', type: 2 });
    expect(parseTreeCondition('{}')).toEqual({});
  });

  it('rejects text that is not JSON, or JSON that is not an object', () => {
    for (const bad of ['status=1', '{status:1}', '[1,2]', '"x"', '12', 'null', 'true']) {
      expect(() => parseTreeCondition(bad), bad).toThrow(TREE_CONDITION_ERROR);
    }
  });

  it('reports with the message of the widget that asks', () => {
    expect(treeConditionError('x', CATEGORY_CONDITION_ERROR)).toBe(CATEGORY_CONDITION_ERROR);
    expect(treeConditionError('x')).toBe(TREE_CONDITION_ERROR);
    expect(treeConditionError('{"a":1}', CATEGORY_CONDITION_ERROR)).toBeNull();
  });
});
