import { archiveFamilyResource } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { validateCell } from '../../../components/EditableGrid/cell-rules';
import { relatedGridColumns } from './related-grid-columns';

const columns = relatedGridColumns(archiveFamilyResource);
const check = (key: string, value: unknown) => {
  const column = columns.find((c) => c.key === key)!;
  return validateCell({ value, row: { id: 'r', [key]: value }, rowIndex: 0, column, rows: [] });
};

describe('family member columns', () => {
  it('let a masked ID number or phone through, as the server keeps the stored value', async () => {
    expect(await check('idCard', '1301**********0011')).toBeNull();
    expect(await check('phone', '139****5678')).toBeNull();
  });

  it('still check what the user types', async () => {
    expect(await check('idCard', '130102199001010012')).not.toBeNull();
    expect(await check('phone', '12345')).not.toBeNull();
    expect(await check('memberName', '')).not.toBeNull();
  });

  it('leave out the archive key', () => {
    expect(columns.map((c) => c.key)).not.toContain('archiveId');
  });
});
