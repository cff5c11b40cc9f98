import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../db/dialect-of.js';
import { resumeFtsRow } from '../services/resume-fts-row.js';

const BATCH = 500;

/** Renumbers the resumes' full-text rows by `resumeFtsRow`, so a resume's row is found by it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  const rows = await sql<{ resumeId: string; body: string }>`
    select resume_id as "resumeId", body from zp_resume_fts`.execute(db);
  await sql`delete from zp_resume_fts`.execute(db);
  for (let i = 0; i < rows.rows.length; i += BATCH) {
    const values = rows.rows
      .slice(i, i + BATCH)
      .map((r) => sql`(${resumeFtsRow(r.resumeId)}, ${r.resumeId}, ${r.body})`);
    await sql`insert or replace into zp_resume_fts (rowid, resume_id, body) values ${sql.join(values)}`.execute(
      db,
    );
  }
}

/** The hashed rows still serve every query; nothing to undo. */
export async function down(): Promise<void> {}
