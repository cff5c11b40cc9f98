import { describe, expect, it } from 'vitest';
import { decideNavigation, loginRedirectFor, targetAfterPermissions } from './guard';

describe('decideNavigation', () => {
  it('sends a visitor without a token to /home unless the path is open', () => {
    expect(
      decideNavigation({ path: '/dashboard/analysis', hasToken: false, permissionsLoaded: false }),
    ).toEqual({ kind: 'redirect', to: '/home' });
    expect(
      decideNavigation({ path: '/system/loginLog', hasToken: false, permissionsLoaded: false }),
    ).toEqual({ kind: 'redirect', to: '/home' });
    for (const open of ['/home', '/user/login', '/qylogin', '/zpgw', '/zpxxxq/qyxx', '/404']) {
      expect(decideNavigation({ path: open, hasToken: false, permissionsLoaded: false })).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends a signed-in user away from the login page to the home path', () => {
    expect(
      decideNavigation({ path: '/user/login', hasToken: true, permissionsLoaded: true }),
    ).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(
      decideNavigation({ path: '/user/login', hasToken: true, permissionsLoaded: false }),
    ).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('loads the permissions first when the list is empty, on any path', () => {
    expect(
      decideNavigation({ path: '/system/loginLog', hasToken: true, permissionsLoaded: false }),
    ).toEqual({ kind: 'load-permissions' });
    expect(decideNavigation({ path: '/home', hasToken: true, permissionsLoaded: false })).toEqual({
      kind: 'load-permissions',
    });
  });

  it('lets a signed-in user with permissions through', () => {
    expect(
      decideNavigation({ path: '/anything', hasToken: true, permissionsLoaded: true }),
    ).toEqual({
      kind: 'allow',
    });
  });
});

describe('targetAfterPermissions', () => {
  it('honours the redirect parameter, else keeps the requested path', () => {
    expect(
      targetAfterPermissions({
        pathname: '/dashboard/analysis',
        search: '?redirect=%2Fsystem%2FloginLog%3Fa%3D1',
        hash: '',
      }),
    ).toBe('/system/loginLog?a=1');
    expect(
      targetAfterPermissions({ pathname: '/system/loginLog', search: '?x=1', hash: '#h' }),
    ).toBe('/system/loginLog?x=1#h');
  });

  it('ignores redirects to other sites', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)']) {
      expect(
        targetAfterPermissions({
          pathname: '/a',
          search: `?redirect=${encodeURIComponent(bad)}`,
          hash: '',
        }),
      ).toBe(`/a?redirect=${encodeURIComponent(bad)}`);
    }
  });
});

describe('loginRedirectFor', () => {
  it('keeps the full path in the redirect parameter', () => {
    expect(loginRedirectFor('/system/loginLog?page=2')).toBe(
      '/user/login?redirect=%2Fsystem%2FloginLog%3Fpage%3D2',
    );
  });
});

describe('a signed-in user on the login page', () => {
  it('goes to the redirect parameter when it points inside the site', () => {
    expect(
      decideNavigation({
        path: '/user/login',
        search: '?redirect=%2Fsystem%2FloginLog',
        hasToken: true,
        permissionsLoaded: false,
      }),
    ).toEqual({ kind: 'redirect', to: '/system/loginLog' });
    expect(
      decideNavigation({
        path: '/user/login',
        search: '?redirect=https%3A%2F%2Fevil.example',
        hasToken: true,
        permissionsLoaded: false,
      }),
    ).toEqual({ kind: 'redirect', to: '/dashboard/analysis' });
  });
});
