/**
 * Synthetic employment archives straight into SQLite: `count` archives across every county of
 * Hebei, each kept by its county's office (or the nearest office above), with job results (about 1 in 5) and unemployment registrations (about 1 in 4), dated
 * from 2020 to last month. ID numbers carry valid GB 11643 check digits.
 */
import { idCardCheckChar } from '@vets/contracts';
import Database from 'better-sqlite3';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid GB 11643 number: region, birth date (YYYYMMDD) and a sequence number. */
export function idCard(region: string, birth: string, seq: number): string {
  const body = `${region}${birth}${pad(seq, 3)}`;
  return body + idCardCheckChar(body);
}

/** The day `days` after 1 January of `year`, as the eight digits of an ID number (YYYYMMDD). */
export function birthDigits(year: number, days: number): string {
  return new Date(Date.UTC(year, 0, 1) + days * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
}

/** A day from 2020-01-01 on, `day` days in, as YYYY-MM-DD (last month at most). */
function dateOf(day: number): string {
  return new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

export interface GeneratedCounts {
  archives: number;
  jobResults: number;
  registrations: number;
  seconds: number;
}

export function generateArchives(dbFile: string, count: number): GeneratedCounts {
  const started = performance.now();
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const counties = (
    db
      .prepare("select code from sys_area where level = 3 and code like '13%' order by code")
      .all() as Array<{ code: string }>
  ).map((r) => r.code);
  if (!counties.length) throw new Error('sys_area has no counties of Hebei');
  // The office that keeps a county's archives: its own, else its city's, else the province's.
  const offices = new Map(
    (
      db
        .prepare(
          'select region_code as region, min(org_code) as org from sys_depart group by region_code',
        )
        .all() as Array<{ region: string | null; org: string }>
    ).map((r) => [r.region, r.org]),
  );
  const officeOf = (county: string) =>
    offices.get(county) ?? offices.get(`${county.slice(0, 4)}00`) ?? offices.get('130000') ?? null;
  const lastMonth = new Date();
  lastMonth.setUTCDate(0);
  const days = Math.floor((lastMonth.getTime() - Date.UTC(2020, 0, 1)) / 86_400_000);

  const archive = db.prepare(
    `insert into arc_basic (id, real_name, id_card, sex, birth_date, residence_region,
       employment_status, sys_org_code, version, create_by, create_time)
     values (?, ?, ?, ?, ?, ?, ?, ?, 1, 'bench', ?)`,
  );
  const jobResult = db.prepare(
    `insert into arc_job_result (id, archive_id, employer, placement_date, employment_type, channel,
       version, create_by, create_time) values (?, ?, '基准测试单位', ?, '1', '1', 1, 'bench', ?)`,
  );
  const registration = db.prepare(
    `insert into arc_unemployment (id, archive_id, register_date, reason, status, version,
       create_by, create_time) values (?, ?, ?, '1', '1', 1, 'bench', ?)`,
  );
  const statuses = ['1', '1', '1', '2', '2', '3', '4', '5', '9', '1'];
  const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'];
  let jobResults = 0;
  let registrations = 0;
  const BATCH = 50_000;
  for (let from = 0; from < count; from += BATCH) {
    db.transaction(() => {
      for (let i = from; i < Math.min(count, from + BATCH); i++) {
        const id = `arcb${pad(i, 28)}`;
        const region = counties[i % counties.length]!;
        // (county, k) is unique per archive; k picks the birth date and the sequence number.
        const k = Math.floor(i / counties.length);
        const birth = birthDigits(1970, k % 9000);
        const seq = 100 + Math.floor(k / 9000);
        const created = dateOf((i * 7919) % days);
        archive.run(
          id,
          `${surnames[i % surnames.length]}${['建国', '志强', '海军', '卫东'][i % 4]}`,
          idCard(region, birth, seq),
          String((i % 2) + 1),
          `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}`,
          region,
          statuses[i % statuses.length],
          officeOf(region),
          `${created} 09:00:00`,
        );
        if (i % 5 === 0) {
          const day = Math.min(days, ((i * 7919) % days) + (i % 200));
          jobResult.run(`arcj${pad(i, 28)}`, id, dateOf(day), `${dateOf(day)} 10:00:00`);
          jobResults++;
        }
        if (i % 4 === 1) {
          const day = Math.min(days, ((i * 7919) % days) + (i % 90));
          registration.run(`arcu${pad(i, 28)}`, id, dateOf(day), `${dateOf(day)} 10:00:00`);
          registrations++;
        }
      }
    })();
  }
  db.exec('analyze');
  db.close();
  return {
    archives: count,
    jobResults,
    registrations,
    seconds: (performance.now() - started) / 1000,
  };
}
