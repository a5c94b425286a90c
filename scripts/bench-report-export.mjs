// Report export benchmark (issue 14): a report over the audit-trail source with 100,000 rows
// (inserted straight into audit_log on a fresh database, embedded PGlite and PostgreSQL),
// exported over real HTTP as xlsx and CSV from the app started in-process; then the same CSV
// sorted by a column the source does not order by (held in memory and sorted: the bounded case).
// For each export: rows, seconds to the last byte, and the server's RSS growth over the RSS
// before it (sampled every 20 ms after a GC; peak heap growth too). The client writes the file
// to disk as it arrives (it runs in the same process, so it holds nothing either), and the file
// is checked afterwards (CSV lines counted, xlsx rows read back with exceljs' streaming reader).
// Target: RSS growth under 300 MB.
//
//   npm run bench:report-export   (BENCH_ROWS, BENCH_ENGINES=PGlite,PostgreSQL,
//   BENCH_PG_URL=postgres://…/postgres to use another server)
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { log, mb } from './lib/measure.mjs';
import { APP_ENTRY, bundleServer, requireServer, serverDir, prepareBenchHospital } from './lib/server.mjs';

const pg = requireServer('pg');
const ExcelJS = requireServer('exceljs');

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'hm_bench_report_export';
const ADMIN_PASSWORD = 'Bench@12345';
const TARGET_RSS_MB = 300;

/** One export over HTTP into a file, timed, with the process RSS sampled every 20 ms against the RSS before it. */
async function exportTo(base, token, payload, file) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 100));
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/auth/v1/report/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (res.status !== 200) throw new Error(`export: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await pipeline(Readable.fromWeb(res.body), createWriteStream(file));
    const ms = performance.now() - t0;
    sample();
    return { ms, rssGrowth: mb(peak - before.rss), heapGrowth: mb(peakHeap - before.heapUsed), bytes: statSync(file).size };
  } finally {
    clearInterval(sampler);
  }
}

/** Data lines of a CSV file (CRLF ends; no field of this report holds a line break). */
async function csvRows(file) {
  let n = 0;
  for await (const chunk of createReadStream(file)) for (const b of chunk) if (b === 0x0a) n++;
  return n - 1;
}

/** Data rows of the first sheet of an xlsx file, read back with exceljs' streaming reader. */
async function xlsxRows(file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) {
    let n = 0;
    for await (const _row of sheet) n++;
    return n - 1;
  }
  return 0;
}

async function benchEngine(S, kind, dir) {
  log(`=== ${kind} ===`);
  let database;
  let dataDir = null;
  let admin = null;
  const dbUrl = (() => {
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${PG_DB}`;
    return u.toString();
  })();
  try {
    if (kind === 'PostgreSQL') {
      admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${PG_DB}`);
      database = await S.openDatabase({ kind: 'postgres', url: dbUrl });
    } else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-report-'));
      database = await S.openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    }
    const hospitalId = await prepareBenchHospital(S, database, { code: 'BENCHREPORT', name: 'Bệnh viện đo tải xuất báo cáo', module: 'reports', adminPassword: ADMIN_PASSWORD });
    const { db } = database;
    const account = await db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', 'admin').executeTakeFirstOrThrow();
    const t0 = performance.now();
    const { sql } = requireServer('kysely');
    await sql`INSERT INTO audit_log (tai_khoan_id, action, entity, entity_id, hospital_id, detail, ip, created_at)
      SELECT ${account.tai_khoan_id}, (ARRAY['create', 'update', 'delete', 'export'])[1 + g % 4], (ARRAY['department', 'staff', 'version', 'report'])[1 + g % 4],
        (g % 5000)::text, ${hospitalId}, '{}', '10.0.' || (g % 250) || '.' || (g % 200), timestamptz '2024-06-01 00:00:00+07' + g * interval '1 second'
      FROM generate_series(1, ${ROWS}) g`.execute(db);
    // As autovacuum would have done for a table that size in service (the planner needs its statistics).
    await sql`ANALYZE audit_log`.execute(db);
    log(`${ROWS} audit rows inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const config = S.loadConfig({
      ...process.env,
      DATABASE_URL: kind === 'PostgreSQL' ? dbUrl : '',
      HM_DEMO: '0',
      HM_SERVER_ROOT: serverDir,
      HM_WEB_DIR: os.tmpdir(),
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    });
    const app = await S.buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${app.server.address().port}`;
      const login = await fetch(`${base}/auth/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ten_tai_khoan: 'admin', mat_khau: ADMIN_PASSWORD }),
      });
      const token = (await login.json()).data.token;
      const fields = ['thoi_gian', 'tai_khoan', 'hanh_dong', 'doi_tuong', 'ma_doi_tuong', 'ten_benh_vien', 'ip'];
      const created = await fetch(`${base}/auth/v1/report`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ma_report: 'BENCH_NHAT_KY',
          ten_report: 'Nhật ký thao tác (đo tải)',
          nguon: 'audit_trail',
          details: fields.map((field, i) => ({ field, thu_tu: i })),
        }),
      });
      if (created.status !== 200) throw new Error(`create report: ${created.status} ${await created.text()}`);
      const reportId = (await created.json()).data.report_id;
      const params = { hospital_id: hospitalId, tu_ngay: '2024-06-01', den_ngay: '2024-06-30' };
      const out = {};
      for (const [step, extra, ext] of [
        ['xlsx (streamed)', { format: 'xlsx' }, 'xlsx'],
        ['csv (streamed)', { format: 'csv' }, 'csv'],
        ['csv sorted by IP (in memory)', { format: 'csv', sort: { field: 'ip', order: 'asc' } }, 'csv'],
      ]) {
        const file = path.join(dir, `${kind}-${step.replace(/\W+/g, '-')}.${ext}`);
        const r = await exportTo(base, token, { report_id: reportId, params, ...extra }, file);
        r.rows = ext === 'csv' ? await csvRows(file) : await xlsxRows(file);
        if (r.rows !== ROWS) throw new Error(`${step}: ${r.rows} rows in the file, expected ${ROWS}`);
        out[step] = r;
        log(`${step}: ${r.rows} rows, ${(r.ms / 1000).toFixed(1)} s, ${mb(r.bytes).toFixed(1)} MB file, RSS +${r.rssGrowth.toFixed(0)} MB, heap +${r.heapGrowth.toFixed(0)} MB`);
      }
      return out;
    } finally {
      await app.close();
      database = null;
    }
  } finally {
    await database?.close().catch(() => undefined);
    if (admin) await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`).catch((e) => console.error(e.message));
    await admin?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const S = await bundleServer('bench-report-export', `${APP_ENTRY}`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-report-files-'));
const engines = (process.env.BENCH_ENGINES ?? 'PGlite,PostgreSQL').split(',');
const results = [];
try {
  for (const kind of engines) results.push([kind, await benchEngine(S, kind, dir)]);
  const rows = results.flatMap(([kind, out]) =>
    Object.entries(out).map(([step, r]) => [
      kind,
      step,
      String(r.rows),
      `${(r.ms / 1000).toFixed(1)} s`,
      `${mb(r.bytes).toFixed(1)} MB`,
      `${r.rssGrowth.toFixed(0)} MB`,
      `${r.heapGrowth.toFixed(0)} MB`,
      r.rssGrowth < TARGET_RSS_MB ? 'OK' : 'OVER TARGET',
    ]),
  );
  const head = ['engine', 'export', 'rows', 'time', 'file', 'RSS growth (peak)', 'heap growth (peak)', `target < ${TARGET_RSS_MB} MB`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\nReport export benchmark: ${ROWS} rows of the audit-trail source, over HTTP, server in-process\n`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  if (rows.some((r) => r[7] !== 'OK')) process.exitCode = 1;
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
