import { describe, expect, it } from 'vitest';
import { articleResource } from '../sections/publishing/index.js';
import { RESOURCES } from '../sections/registry.js';
import { defineResource } from './define-resource.js';
import { portalEndpoints } from './portal-endpoints.js';

const base = {
  key: 'demo',
  title: '示例',
  table: 'demo',
  path: '/demo',
  permission: 'demo:item',
  scope: 'global',
  fields: {
    title: { label: '标题', kind: 'string', required: true },
    status: { label: '状态', kind: 'string', dict: 'demo_status' },
    phone: { label: '电话', kind: 'string', sensitive: 'phone' },
    region: { label: '地区', kind: 'string', revealsSensitive: true },
    scan: { label: '扫描件', kind: 'image' },
  },
} as const;

const withCard = (card: readonly string[]) =>
  defineResource({
    ...base,
    portal: {
      path: 'demo',
      title: '示例',
      publicWhen: { field: 'status', values: ['1'] },
      card,
      order: [['title', 'asc']],
      notFound: '不存在',
    },
  });

describe('portal projections', () => {
  it('every declared projection builds its two endpoints', () => {
    const projected = [...RESOURCES.values()].filter((def) => def.portal);
    expect(projected.map((d) => d.key).sort()).toEqual(
      [
        'cyAchievement',
        'cyAssocMember',
        'cyAssocNews',
        'cyTransformation',
        'pubArticle',
        'pubPolicy',
        'trInstitution',
      ].sort(),
    );
    for (const def of projected) {
      const api = portalEndpoints(def);
      expect(api.list.path).toBe(`/portal/${def.portal!.path}/list`);
      expect(api.queryById.access).toEqual({ kind: 'open' });
    }
  });

  it('refuses a personal field, a field that rebuilds one, a private upload and a missing field', () => {
    expect(() => portalEndpoints(withCard(['phone']))).toThrow('是个人信息，不能公开');
    expect(() => portalEndpoints(withCard(['region']))).toThrow('是个人信息，不能公开');
    expect(() => portalEndpoints(withCard(['scan']))).toThrow('不是公开文件');
    expect(() => portalEndpoints(withCard(['nothing']))).toThrow('不存在');
    expect(() => portalEndpoints(withCard(['title', 'status']))).not.toThrow();
  });

  it('answers each field by its kind, with the text of a dictionary beside it', () => {
    const card = portalEndpoints(articleResource).list.response.parse({
      records: [
        {
          id: 'a1',
          title: '标题',
          category: '1',
          categoryText: '新闻动态',
          summary: null,
          cover: ['a.png'],
          publishTime: null,
          isTop: true,
          viewCount: 3,
          createBy: 'admin',
        },
      ],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    }).records[0];
    expect(card).toEqual({
      id: 'a1',
      title: '标题',
      category: '1',
      categoryText: '新闻动态',
      summary: null,
      cover: ['a.png'],
      publishTime: null,
      isTop: true,
      viewCount: 3,
    });
    const query = portalEndpoints(articleResource).list.query;
    expect(query.safeParse({ category: '1;drop' }).error?.issues[0]?.message).toBe('类别无效');
  });
});
