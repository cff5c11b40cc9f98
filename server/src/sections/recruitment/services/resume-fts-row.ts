import { createHash } from 'node:crypto';

/**
 * The full-text row of a resume, derived from its id: FTS5 tables take no index on another
 * column, and a delete by `resume_id` read the whole table once per resume (an import of 50,000
 * resumes grew quadratically). A 63-bit hash keeps the row stable and needs no lookup.
 */
export function resumeFtsRow(resumeId: string): bigint {
  const head = createHash('sha256').update(resumeId).digest().readBigUInt64BE(0);
  return head & 0x7fff_ffff_ffff_ffffn;
}
