import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database.js';
import { acquireDataDirLock } from '../../src/db/lock-file.js';
import { migrate } from '../../src/db/migrate.js';
import { schemaOf } from '../../src/db/schema-codegen.js';
import { MIGRATIONS } from '../helpers/template.js';

/** Every migration file of this build, in the order they apply. */
const EVERY_MIGRATION = [
  '001_auth.sql',
  '002_survey.sql',
  '003_voting.sql',
  '004_dashboard.sql',
  '005_snapshot_speed.sql',
  '006_ahrq_mapping.sql',
  '007_resources.sql',
  '008_admin_units.sql',
  '009_login_backoff.sql',
  '010_anonymity.sql',
  '011_licences.sql',
  '012_accounts.sql',
  '013_uploads.sql',
  '014_account_departments.sql',
  '015_group_code_ci.sql',
  '016_feedback_report.sql',
  '017_benchmarks.sql',
  '019_reports.sql',
  '020_vote_path.sql',
  '021_snapshot_ready.sql',
  '022_search_fold.sql',
  '023_campaign_schedule.sql',
  '024_mail_templates.sql',
  '025_composite_patterns.sql',
  '026_ballot_cards.sql',
  '027_campaign_target.sql',
  '028_action_plans.sql',
  '029_comment_tags.sql',
  '030_retention.sql',
  '031_paper_entry.sql',
  '032_debrief_jobs.sql',
  '033_module_releases.sql',
  '034_hospital_groups.sql',
  '036_release_freeze_and_qa.sql',
  '039_survey_push.sql',
  '040_federated_benchmark.sql',
  '041_snapshot_hospital_totals.sql',
];

describe('migrations', () => {
  it('apply once: a second run applies nothing; src/db/schema.ts is what they give', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      expect(await migrate(database, MIGRATIONS)).toEqual(EVERY_MIGRATION);
      expect(await migrate(database, MIGRATIONS)).toEqual([]);
      // The Kysely types are what the migrations give (issue 25 item 4): after a new migration,
      // `npm run db:types` (packages/server) writes them again.
      const file = path.resolve('src/db/schema.ts');
      const derived = await schemaOf(async (sql) => (await database.pglite!.query(sql)).rows as never, file);
      const key = 'src/db/schema.ts, as `npm run db:types` writes it';
      expect({ [key]: readFileSync(file, 'utf8') }).toEqual({ [key]: derived });
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('migration 005', () => {
  it('turns the row-per-value cells of existing snapshots into rows of arrays, same counts', async () => {
    // The migrations up to 004 in a folder of their own, then 005 on the data they left.
    const upTo004 = mkdtempSync(path.join(os.tmpdir(), 'hm-migrations-'));
    for (const f of ['001_auth.sql', '002_survey.sql', '003_voting.sql', '004_dashboard.sql']) copyFileSync(path.join(MIGRATIONS, f), path.join(upTo004, f));
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrate(database, upTo004);
      const q = (text: string) => database.pglite!.query<Record<string, unknown>>(text);
      await q(
        `INSERT INTO phien_ban_khao_sat (tieu_de_khao_sat, instrument_code, status_khao_sat, time_start, time_end) VALUES ('Cũ', 'HSOPS2', 2, now() - interval '30 days', now())`,
      );
      await q(`INSERT INTO percent_snapshot (phien_ban_id, reason, respondents, responses) SELECT phien_ban_id, 'close', 12, 12 FROM phien_ban_khao_sat`);
      const cells = [
        [1, 0, 2, 101, 4, 5],
        [1, 0, 2, 101, 2, 3],
        [1, 0, 2, 101, 9, 1],
        [1, 3, 0, 101, 5, 2],
        [2, 0, 2, 102, 1, 1],
      ];
      await q(`INSERT INTO percent_cell (snapshot_id, hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents)
        SELECT s.snapshot_id, c.* FROM percent_snapshot s, (VALUES ${cells.map((c) => `(${c.join(', ')})`).join(', ')}) AS c`);
      expect(await migrate(database, MIGRATIONS)).toEqual(EVERY_MIGRATION.slice(EVERY_MIGRATION.indexOf('005_snapshot_speed.sql')));
      const rows = await q(`SELECT hospital_id, don_vi, vi_tri, cauhoi_id, gia_tri, respondents FROM percent_cell_value ORDER BY 1, 2, 3, 4, 5`);
      expect(rows.rows.map((r) => Object.values(r))).toEqual([...cells].sort((a, b) => a.join(',').localeCompare(b.join(','), 'en', { numeric: true })));
      expect((await q(`SELECT cauhoi_id, gia_tri, respondents FROM percent_cell WHERE cauhoi_id = 101 AND don_vi = 0`)).rows).toEqual([
        { cauhoi_id: 101, gia_tri: [2, 4, 9], respondents: [3, 5, 1] },
      ]);
      // And they still go with their snapshot.
      await q(`DELETE FROM percent_snapshot`);
      expect((await q(`SELECT count(*)::int AS n FROM percent_cell`)).rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });
});

describe('data folder lock', () => {
  it('refuses a second process on the same folder and takes over a stale lock', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hm-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), '1'); // pid 1 is alive (init)
    expect(() => acquireDataDirLock(dir)).toThrow(/đang được tiến trình 1 sử dụng/);
    writeFileSync(path.join(dir, 'server.lock'), '999999'); // no such process
    const release = acquireDataDirLock(dir);
    release();
  });
});
