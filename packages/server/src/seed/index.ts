import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { MIGRATION_LOCK_KEY } from '../db/migrate.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { seedAdminUnits } from './admin-units.js';
import { seedAhrqCategories } from './ahrq-categories.js';
import { addMissingFunctions, addMissingGroups, addMissingMenus, seedBase, groupIdByCode } from './base.js';
import { seedDemo } from './demo.js';
import { seedDemoAhrqMapping } from './demo-ahrq.js';
import { seedDemoVotes } from './demo-votes.js';
import { seedDemoProvince } from './demo-province.js';
import { INSTRUMENTS } from '../modules/survey-core/instruments/index.js';
import { seedReports } from './reports.js';
import { seedTemplate } from './templates.js';

export interface SeedOptions {
  demo: boolean;
  adminPassword: string | null;
}
export interface SeedReport {
  base: boolean;
  demo: boolean;
  /** The demo hospital's closed surveys with their responses were written now. */
  demoVotes: boolean;
  admin: boolean;
}

/**
 * Seeds once per database (recorded in schema_migrations as `seed:*`), under the migration lock,
 * so an administrator's later edits are never overwritten by a restart.
 */
export async function seed(db: Kysely<DB>, o: SeedOptions): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    const done = new Set((await sql<{ version: string }>`SELECT version FROM schema_migrations WHERE version LIKE 'seed:%'`.execute(trx)).rows.map((r) => r.version));
    const mark = (v: string) => sql`INSERT INTO schema_migrations (version) VALUES (${v})`.execute(trx);
    const report: SeedReport = { base: false, demo: false, demoVotes: false, admin: false };
    if (!done.has('seed:base:1')) {
      await seedBase(trx);
      await mark('seed:base:1');
      report.base = true;
    }
    // Screens added since a database was seeded get their menu entries (issue 12: projects, functions, AHRQ lists).
    if (!done.has('seed:menu:2')) {
      await addMissingMenus(trx);
      await mark('seed:menu:2');
    }
    // Issue 13 (system administration): the audit trail's function and menu entry.
    if (!done.has('seed:system:1')) {
      await addMissingFunctions(trx);
      await addMissingMenus(trx);
      await mark('seed:system:1');
    }
    // Issue 13 items 7, 8: hospital administrators edit their own hospital's information.
    if (!done.has('seed:hospital-info:1')) {
      await addMissingFunctions(trx);
      await mark('seed:hospital-info:1');
    }
    // Issue 13 (department accounts): the department heads' permission group, its functions and menus.
    if (!done.has('seed:department-head:1')) {
      await addMissingFunctions(trx);
      await addMissingMenus(trx);
      await addMissingGroups(trx);
      await mark('seed:department-head:1');
    }
    // Issue 14 item 7: the benchmark sets' catalogue page (the sets themselves: migration 017).
    if (!done.has('seed:benchmarks:1')) {
      await addMissingMenus(trx);
      await mark('seed:benchmarks:1');
    }
    // Issue 14: the feedback report PDF's menu entry (Báo cáo → Báo cáo phản hồi).
    if (!done.has('seed:feedback-report:1')) {
      await addMissingMenus(trx);
      await mark('seed:feedback-report:1');
    }
    // Issue 28: the module release registry's function and screen (system administrators).
    if (!done.has('seed:module-releases:1')) {
      await addMissingFunctions(trx);
      await addMissingMenus(trx);
      await mark('seed:module-releases:1');
    }
    // Issue 30 item 1: the province officers' permission group, its function and the comparison page.
    if (!done.has('seed:province:1')) {
      await addMissingFunctions(trx);
      await addMissingMenus(trx);
      await addMissingGroups(trx);
      await mark('seed:province:1');
    }
    // Issue 30: the hospital groups' screen (system administrators).
    if (!done.has('seed:hospital-groups:1')) {
      await addMissingMenus(trx);
      await mark('seed:hospital-groups:1');
    }
    // Issue 27 item 2: the debrief packs' function (administrators and department heads) and the heads' page.
    if (!done.has('seed:debrief-pack:1')) {
      await addMissingFunctions(trx);
      await addMissingMenus(trx);
      await mark('seed:debrief-pack:1');
    }
    // Issue 30 item 3: the federated benchmark's page (system administrators: connection, collector's installations).
    if (!done.has('seed:federated-benchmark:1')) {
      await addMissingMenus(trx);
      await mark('seed:federated-benchmark:1');
    }
    // The instruments are templates every installation has (DESIGN.md, "Instruments").
    if (!done.has('seed:instruments:1')) {
      for (const ins of INSTRUMENTS) await seedTemplate(trx, ins);
      await mark('seed:instruments:1');
    }
    // So are the AHRQ categories hospitals map their departments and job titles to.
    if (!done.has('seed:ahrq:1')) {
      await seedAhrqCategories(trx);
      await mark('seed:ahrq:1');
    }
    // And Vietnam's administrative units for the address pickers (docs/decisions/administrative-units.md).
    if (!done.has('seed:admin-units:1')) {
      await seedAdminUnits(trx);
      await mark('seed:admin-units:1');
    }
    // Issue 14: the reports every installation starts with, viewable by hospital administrators.
    if (!done.has('seed:reports:1')) {
      await seedReports(trx);
      await mark('seed:reports:1');
    }
    // Issue 26 item 6: the response rate by department and channel, added to a database seeded before it.
    if (!done.has('seed:reports:2')) {
      await seedReports(trx, ['TL_PHAN_HOI_KHOA_KENH']);
      await mark('seed:reports:2');
    }
    const accounts = await trx
      .selectFrom('tai_khoan')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    if (o.demo && !done.has('seed:demo:1') && accounts.n === 0) {
      await seedDemo(trx);
      await mark('seed:demo:1');
      report.demo = true;
    }
    // Demo responses come with voting: also added to a demo database seeded before it existed.
    if (o.demo && (report.demo || done.has('seed:demo:1')) && !done.has('seed:demo-votes:1')) {
      report.demoVotes = await seedDemoVotes(trx);
      await mark('seed:demo-votes:1');
    }
    // The demo catalogues' AHRQ mappings came later too: added to an existing demo database.
    if (o.demo && (report.demo || done.has('seed:demo:1')) && !done.has('seed:demo-ahrq:1')) {
      await seedDemoAhrqMapping(trx);
      await mark('seed:demo-ahrq:1');
    }
    // The province view's demo: three hospitals of one province, a campaign, the officer `soyte`.
    if (o.demo && (report.demo || done.has('seed:demo:1')) && !done.has('seed:demo-province:1')) {
      await seedDemoProvince(trx);
      await mark('seed:demo-province:1');
    }
    if (!report.demo && accounts.n === 0) {
      if (!o.adminPassword) {
        throw new Error('Chưa có tài khoản nào: đặt HM_ADMIN_PASSWORD để tạo tài khoản quản trị đầu tiên "admin" (hoặc HM_DEMO=1 để có dữ liệu mẫu).');
      }
      await trx
        .insertInto('tai_khoan')
        .values({
          ten_tai_khoan: 'admin',
          mat_khau_hash: await hashPassword(o.adminPassword),
          display_name: 'Quản trị hệ thống',
          phan_quyen_id: await groupIdByCode(trx, 'SYSTEM_ADMIN'),
          hospital_id: null,
          nhan_vien_id: null,
        })
        .execute();
      report.admin = true;
    }
    return report;
  });
}
