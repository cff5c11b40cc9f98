import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  homeTab,
  openTab,
  refreshTab,
  TAB_MESSAGES,
  type TabEntry,
} from './tab-rules';

const tab = (fullPath: string): TabEntry => ({
  fullPath,
  path: fullPath.split('?')[0]!,
  name: fullPath,
  title: fullPath,
  refreshKey: 0,
});
const paths = (tabs: TabEntry[]) => tabs.map((t) => t.fullPath);
const four = () => [homeTab(), tab('/a'), tab('/b'), tab('/c')];

describe('tab rules', () => {
  it('adds a tab unless one with the same full path exists', () => {
    let tabs = [homeTab()];
    tabs = openTab(tabs, tab('/a'));
    tabs = openTab(tabs, tab('/a'));
    tabs = openTab(tabs, tab('/a?x=1'));
    expect(paths(tabs)).toEqual(['/dashboard/analysis', '/a', '/a?x=1']);
  });

  it('keeps the home tab first even when it is opened later', () => {
    expect(paths(openTab([tab('/a')], homeTab()))).toEqual(['/dashboard/analysis', '/a']);
  });

  it('refuses to close the home tab', () => {
    expect(closeTab(four(), '/dashboard/analysis', '/a')).toEqual({
      ok: false,
      message: '首页不能关闭!',
    });
  });

  it('refuses to close the last tab', () => {
    expect(closeTab([tab('/a')], '/a', '/a')).toEqual({
      ok: false,
      message: TAB_MESSAGES.lastPage,
    });
    expect(TAB_MESSAGES.lastPage).toBe('这是最后一页，不能再关闭了啦');
  });

  it('closing the active tab shows its left neighbour; closing another keeps the active one', () => {
    expect(closeTab(four(), '/b', '/b')).toEqual({
      ok: true,
      tabs: [homeTab(), tab('/a'), tab('/c')],
      nextActive: '/a',
    });
    expect(closeTab(four(), '/b', '/c')).toMatchObject({ ok: true, nextActive: null });
  });

  it('close left, right and others keep the home tab', () => {
    expect(paths(closeLeft(four(), '/b'))).toEqual(['/dashboard/analysis', '/b', '/c']);
    expect(paths(closeRight(four(), '/a'))).toEqual(['/dashboard/analysis', '/a']);
    expect(paths(closeOthers(four(), '/b'))).toEqual(['/dashboard/analysis', '/b']);
    expect(paths(closeOthers(four(), '/dashboard/analysis'))).toEqual(['/dashboard/analysis']);
  });

  it('refresh bumps only that tab’s key', () => {
    const tabs = refreshTab(four(), '/b');
    expect(tabs.map((t) => t.refreshKey)).toEqual([0, 0, 1, 0]);
  });
});
