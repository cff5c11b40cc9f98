import { describe, expect, it } from 'vitest';
import { needsTenantChoice } from './tenant-choice';

const DEFAULT = { id: 0, name: '默认租户' };
const CITY = { id: 7, name: '石家庄市' };

describe('needsTenantChoice', () => {
  it('asks a user of several tenants who has not chosen one in this browser', () => {
    expect(needsTenantChoice([DEFAULT, CITY], null)).toBe(true);
  });

  it('asks again when the kept tenant is not one of this user’s', () => {
    expect(needsTenantChoice([DEFAULT, CITY], 9)).toBe(true);
  });

  it('keeps a choice the user made', () => {
    expect(needsTenantChoice([DEFAULT, CITY], 7)).toBe(false);
    expect(needsTenantChoice([DEFAULT, CITY], 0)).toBe(false);
  });

  it('never asks a user of one tenant', () => {
    expect(needsTenantChoice([DEFAULT], null)).toBe(false);
  });
});
