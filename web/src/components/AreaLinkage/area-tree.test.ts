import { describe, expect, it } from 'vitest';
import {
  type AreaNode,
  areaChildren,
  areaLabel,
  areaPathLabel,
  BAD_TYPE_TEXT,
  findAreaPath,
  isAreaType,
} from './area-tree';

const tree: AreaNode[] = [
  {
    id: '110000',
    text: '北京市',
    pid: '86',
    level: 1,
    children: [{ id: '110101', text: '东城区', pid: '110000', level: 2 }],
  },
  {
    id: '130000',
    text: '河北省',
    pid: '86',
    level: 1,
    children: [
      {
        id: '130100',
        text: '石家庄市',
        pid: '130000',
        level: 2,
        children: [
          { id: '130102', text: '长安区', pid: '130100', level: 3 },
          { id: '130104', text: '桥西区', pid: '130100', level: 3 },
        ],
      },
    ],
  },
];

describe('area tree helpers', () => {
  it('finds the path from the province down to a code', () => {
    expect(findAreaPath(tree, '130104')).toEqual(['130000', '130100', '130104']);
    expect(findAreaPath(tree, '130100')).toEqual(['130000', '130100']);
    expect(findAreaPath(tree, '130000')).toEqual(['130000']);
    expect(findAreaPath(tree, '110101')).toEqual(['110000', '110101']);
  });

  it('gives an empty path for an unknown or empty code', () => {
    expect(findAreaPath(tree, '999999')).toEqual([]);
    expect(findAreaPath(tree, '')).toEqual([]);
    expect(findAreaPath(tree, null)).toEqual([]);
    expect(findAreaPath([], '130104')).toEqual([]);
  });

  it('names a code and its path', () => {
    expect(areaLabel(tree, '130102')).toBe('长安区');
    expect(areaLabel(tree, '999999')).toBe('');
    expect(areaLabel(tree, undefined)).toBe('');
    expect(areaPathLabel(tree, '130102')).toBe('河北省/石家庄市/长安区');
    expect(areaPathLabel(tree, '130102', ' ')).toBe('河北省 石家庄市 长安区');
  });

  it('lists the provinces, or the children of a code', () => {
    expect(areaChildren(tree, undefined).map((n) => n.id)).toEqual(['110000', '130000']);
    expect(areaChildren(tree, '130100').map((n) => n.text)).toEqual(['长安区', '桥西区']);
    expect(areaChildren(tree, '130102')).toEqual([]);
  });

  it('knows the two display types', () => {
    expect(isAreaType('cascader')).toBe(true);
    expect(isAreaType('select')).toBe(true);
    expect(isAreaType('tree')).toBe(false);
    expect(BAD_TYPE_TEXT).toBe('Bad type value');
  });
});
