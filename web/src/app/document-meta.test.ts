// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setDocumentMeta } from './document-meta';

describe('document meta', () => {
  it('names the page in the tab and keeps one description', () => {
    setDocumentMeta('政策详情', '退役军人就业创业政策');
    expect(document.title).toBe('政策详情 - 精准就业服务系统');
    setDocumentMeta('新闻资讯', '新闻动态、通知公告');
    const metas = document.head.querySelectorAll('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('新闻动态、通知公告');
    setDocumentMeta(undefined);
    expect(document.title).toBe('精准就业服务系统');
  });
});
