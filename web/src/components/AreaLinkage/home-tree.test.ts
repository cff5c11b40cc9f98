import { describe, expect, it } from 'vitest';
import type { AreaNode } from './area-tree';
import {
  codeOfPath,
  codesOfPaths,
  fullAreaName,
  homePath,
  homePaths,
  homeTree,
  OTHER_PROVINCES,
} from './home-tree';

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
        children: [{ id: '130102', text: '长安区', pid: '130100', level: 3 }],
      },
      {
        id: '130200',
        text: '唐山市',
        pid: '130000',
        level: 2,
        children: [{ id: '130202', text: '路南区', pid: '130200', level: 3 }],
      },
    ],
  },
];

describe('the region picker opening at the installation’s province', () => {
  it('lists the province’s cities first and the other provinces under 其他省份', () => {
    const options = homeTree(tree, '130000');
    expect(options.map((n) => n.text)).toEqual(['石家庄市', '唐山市', '其他省份']);
    expect(options[2]?.children?.map((n) => n.text)).toEqual(['北京市']);
    // A province the tree does not hold leaves the national tree as it is.
    expect(homeTree(tree, '440000').map((n) => n.text)).toEqual(['北京市', '河北省']);
  });

  it('maps codes to the picker’s paths and back', () => {
    expect(homePath(tree, '130000', '130102')).toEqual(['130100', '130102']);
    expect(homePath(tree, '130000', '110101')).toEqual([OTHER_PROVINCES, '110000', '110101']);
    expect(homePath(tree, '130000', '999999')).toEqual([]);
    expect(homePath(tree, '440000', '130102')).toEqual(['130000', '130100', '130102']);
    expect(codeOfPath(['130100', '130102'])).toBe('130102');
    expect(codeOfPath([OTHER_PROVINCES])).toBeUndefined();
    expect(codeOfPath([])).toBeUndefined();
  });

  it('holds several regions, the whole province as its cities, 其他省份 as its provinces', () => {
    expect(homePaths(tree, '130000', ['130100', '110000', '130000'])).toEqual([
      ['130100'],
      [OTHER_PROVINCES, '110000'],
      ['130100'],
      ['130200'],
    ]);
    expect(
      codesOfPaths(tree, '130000', [['130100'], [OTHER_PROVINCES], ['130200', '130202']]),
    ).toEqual(['130100', '110000', '130202']);
  });

  it('names a region from its province down', () => {
    expect(fullAreaName(tree, '130102')).toBe('河北省 / 石家庄市 / 长安区');
    expect(fullAreaName(tree, undefined)).toBe('');
  });
});

describe('a region field that may name a whole province', () => {
  it('lists the province itself first and finds its path', () => {
    expect(homeTree(tree, '130000', true).map((n) => n.text)).toEqual([
      '河北省',
      '石家庄市',
      '唐山市',
      '其他省份',
    ]);
    expect(homeTree(tree, '130000', true)[0]?.children).toBeUndefined();
    expect(homePath(tree, '130000', '130000', true)).toEqual(['130000']);
    expect(homePath(tree, '130000', '130000')).toEqual([]);
    expect(homePath(tree, '130000', '130100', true)).toEqual(['130100']);
  });
});
