import { companyClaimResource } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { actionShown } from './transitions';

describe('actionShown', () => {
  const link = companyClaimResource.actions!.link!;

  it('shows 关联企业 on a claim still to be verified', () => {
    expect(actionShown(link, { id: '1', status: '0' })).toBe(true);
  });

  it('hides it on a claim already linked or refused', () => {
    expect(actionShown(link, { id: '1', status: '1' })).toBe(false);
    expect(actionShown(link, { id: '1', status: '2' })).toBe(false);
  });

  it('shows an action without a condition on every record', () => {
    expect(actionShown({ label: '导出' }, { id: '1' })).toBe(true);
  });
});
