// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mayAddRecords } from './company-approval';

describe('company approval gate on adding records', () => {
  it('lets everyone but company users add freely', () => {
    expect(mayAddRecords(['staff'], undefined)).toBe(true);
    expect(mayAddRecords(undefined, null)).toBe(true);
  });

  it('lets a company user add only with the stored approval value 1', () => {
    expect(mayAddRecords(['companyUser'], '1')).toBe(true);
    expect(mayAddRecords(['companyUser'], 1)).toBe(true);
    expect(mayAddRecords(['companyUser'], '0')).toBe(false);
    expect(mayAddRecords(['companyUser'], null)).toBe(false);
  });
});
