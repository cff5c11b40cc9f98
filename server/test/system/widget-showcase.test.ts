import { afterAll, describe, expect, it } from 'vitest';
import { API, createTestApp, login, type TestApp, withToken } from '../helpers/test-app.js';
import { ADMIN_PASSWORD } from '../helpers/test-config.js';

async function menuTitles(t: TestApp): Promise<string[]> {
  const { token } = await login(t.app, 'admin', ADMIN_PASSWORD);
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/sys/permission/getUserPermissionByToken`,
    headers: withToken(token),
  });
  type Item = { meta: { title: string }; children?: Item[] };
  const walk = (items: Item[]): string[] =>
    items.flatMap((i) => [i.meta.title, ...walk(i.children ?? [])]);
  return walk(res.json().result.menu);
}

/** 组件示例, the widget library's page, is a development page: in the menu only when asked for. */
describe('the widget showcase', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('is not in a production menu, and is with WIDGET_SHOWCASE=1', async () => {
    const plain = await createTestApp();
    const development = await createTestApp({ env: { WIDGET_SHOWCASE: '1' } });
    apps.push(plain, development);
    const [without, withIt] = [await menuTitles(plain), await menuTitles(development)];
    expect(without).toContain('系统管理');
    expect(without).not.toContain('组件示例');
    expect(withIt).toContain('组件示例');
  });
});
