// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setDocumentMeta } from '../app/document-meta';
import { portalMeta } from './portal-meta';
import { PORTAL_PAGES } from './portal-pages';

const SUMMARY = '退役军人就业创业服务门户：招聘会、岗位、政策、创业扶持与培训。';

describe('portalMeta', () => {
  it('names each page after the last step of its breadcrumb', () => {
    expect(portalMeta('/zcfgxq')).toEqual({
      title: '政策详情',
      description: `政策详情 - ${SUMMARY}`,
    });
    expect(portalMeta('/cycxcgz/')).toEqual({
      title: '创业成果展示',
      description: `创业成果展示 - ${SUMMARY}`,
    });
    for (const page of PORTAL_PAGES.filter((p) => p.parent !== undefined)) {
      expect(portalMeta(page.path).title, page.path).toBe(page.title);
    }
  });

  it('shows the site name alone on 首页, with the home description', () => {
    setDocumentMeta(portalMeta('/home').title, portalMeta('/home').description);
    expect(document.title).toBe('精准就业服务系统');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '退役军人就业创业服务门户：招聘会、在招岗位、推荐企业、新闻资讯、就业创业政策与创业扶持。',
    );
    setDocumentMeta(portalMeta('/zph').title, portalMeta('/zph').description);
    expect(document.title).toBe('招聘会 - 精准就业服务系统');
  });

  it('leaves the tab alone on a path no area declares', () => {
    expect(portalMeta('/elsewhere')).toEqual({ title: null });
  });
});
