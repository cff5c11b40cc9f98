import type { RequestScope } from '../list-spec.js';
import type { CheckedRecord } from '../record-checker.js';
import type { ResourceService } from '../resource-service.js';
import type { TimeSlicer } from './excel-pacing.js';
import { ROW, refused } from './import-writer.js';

/**
 * The definition's and the section's checks of a batch of imported rows: as an import's adds,
 * or, given the records they update, as edits of those. A section check that throws for one row
 * (rather than naming a field) would refuse the batch: the rows are then checked one by one, so
 * that only that row is refused.
 */
export async function checkImportRows(
  service: ResourceService,
  scope: RequestScope,
  slicer: TimeSlicer,
  inputs: Array<Record<string, unknown>>,
  existing?: Array<Record<string, unknown>>,
): Promise<CheckedRecord[]> {
  const mode = existing ? 'edit' : 'import';
  try {
    return await service.checkRecords(inputs, mode, scope, existing);
  } catch (error) {
    refused(error);
  }
  const out: CheckedRecord[] = [];
  for (const [i, input] of inputs.entries()) {
    try {
      const one = existing ? [existing[i]!] : undefined;
      out.push(...(await service.checkRecords([input], mode, scope, one)));
    } catch (error) {
      out.push({ values: {}, errors: { [ROW]: refused(error) } });
    }
    await slicer.tick();
  }
  return out;
}
