// Staff import benchmark: a 10,000-row staff file (built with exceljs) uploaded over real HTTP to
// the app started in-process on a fresh database (the embedded PGlite and PostgreSQL), first
// with mode=preview, then mode=commit (all rows new), then mode=commit again (all rows updates).
// For each upload: the time to the answer and the server's RSS growth over the RSS before it
// (sampled every 20 ms, after a GC; the peak heap growth too). Targets: under 10 s, under 200 MB.
//
//   npm run bench:import   (BENCH_ROWS, BENCH_ENGINES=PGlite,PostgreSQL,
//   BENCH_PG_URL=postgres://…/postgres to use another server)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { log, mb } from './lib/measure.mjs';
import { APP_ENTRY, bundleServer, requireServer, serverDir, prepareBenchHospital } from './lib/server.mjs';

const pg = requireServer('pg');
const ExcelJS = requireServer('exceljs');

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'hm_bench_import';
const ADMIN_PASSWORD = 'Bench@12345';
const TARGET_MS = 10_000;
const TARGET_RSS_MB = 200;

const fmtMs = (x) => (x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${Math.round(x)} ms`);

/** ROWS staff rows under the template's headers, catalogue cells as the dropdown gives them ("code - name"). */
async function staffFile() {
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (c) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const ws = wb.addWorksheet('Nhân viên');
  ws.addRow(['Mã nhân viên*', 'Họ và tên*', 'Mã phòng ban', 'Mã chức danh', 'Mã chức vụ', 'E-mail', 'Số điện thoại', 'Nhân sự ngoài (Có/Không)']).commit();
  const family = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Võ', 'Đặng', 'Bùi'];
  const given = ['An', 'Bình', 'Chi', 'Dũng', 'Hà', 'Hùng', 'Lan', 'Linh', 'Mai', 'Nam', 'Thảo', 'Tuấn'];
  for (let i = 1; i <= ROWS; i++) {
    const code = `BNV${String(i).padStart(6, '0')}`;
    ws.addRow([
      code,
      `${family[i % family.length]} Văn ${given[i % given.length]} ${i}`,
      `PB${(i % 20) + 1} - Khoa ${(i % 20) + 1}`,
      `CD${(i % 10) + 1}`,
      i % 25 === 0 ? 'CV1' : 'CV5',
      `${code.toLowerCase()}@benhvien.example.vn`,
      `09${String(10_000_000 + i).padStart(8, '0')}`,
      i % 30 === 0 ? 'Có' : 'Không',
    ]).commit();
  }
  await wb.commit();
  return Buffer.concat(chunks);
}

/** One upload over HTTP, timed, with the process RSS sampled every 20 ms against the RSS before it. */
async function upload(base, token, hospitalId, mode, file) {
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
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'nhan-vien.xlsx');
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/auth/v1/nhan-vien/import?hospitalId=${hospitalId}&mode=${mode}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${mode}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    sample();
    return { ms, rssGrowth: mb(peak - before.rss), heapGrowth: mb(peakHeap - before.heapUsed), data: body.data };
  } finally {
    clearInterval(sampler);
  }
}

async function benchEngine(S, kind, file) {
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
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-import-'));
      database = await S.openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    }
    const hospitalId = await prepareBenchHospital(S, database, {
      code: 'BENCHIMPORT',
      name: 'Bệnh viện đo tải nhập nhân viên',
      module: 'catalogues',
      adminPassword: ADMIN_PASSWORD,
    });
    const { db } = database;
    const catalogue = (table, prefix, name, n) =>
      db
        .insertInto(table)
        .values(Array.from({ length: n }, (_, i) => ({ hospital_id: hospitalId, [`ma_${table}`]: `${prefix}${i + 1}`, [`ten_${table}`]: `${name} ${i + 1}` })))
        .execute();
    await catalogue('phong_ban', 'PB', 'Khoa', 20);
    await catalogue('chuc_danh', 'CD', 'Chức danh', 10);
    await catalogue('chuc_vu', 'CV', 'Chức vụ', 5);

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
      const out = {};
      for (const [step, mode] of [
        ['preview', 'preview'],
        ['commit (all new)', 'commit'],
        ['commit (all updates)', 'commit'],
      ]) {
        const r = await upload(base, token, hospitalId, mode, file);
        const d = r.data;
        if (d.so_loi) throw new Error(`${step}: ${d.so_loi} refused rows, e.g. ${JSON.stringify(d.dong_loi[0])}`);
        out[step] = r;
        log(`${step}: ${fmtMs(r.ms)}, RSS +${r.rssGrowth.toFixed(0)} MB, heap +${r.heapGrowth.toFixed(0)} MB (add ${d.so_them_moi}, update ${d.so_cap_nhat}, stored ${d.da_luu})`);
      }
      const stored = await db
        .selectFrom('nhan_vien')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('hospital_id', '=', hospitalId)
        .executeTakeFirstOrThrow();
      if (Number(stored.n) !== ROWS) throw new Error(`expected ${ROWS} staff stored, found ${stored.n}`);
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

const S = await bundleServer('bench-staff-import', `${APP_ENTRY}`);
const t0 = performance.now();
const file = await staffFile();
log(`staff file: ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KB, built in ${fmtMs(performance.now() - t0)}`);
const engines = (process.env.BENCH_ENGINES ?? 'PGlite,PostgreSQL').split(',');
const results = [];
try {
  for (const kind of engines) results.push([kind, await benchEngine(S, kind, file)]);
  const rows = results.flatMap(([kind, out]) =>
    Object.entries(out).map(([step, r]) => [
      kind,
      step,
      fmtMs(r.ms),
      `${r.rssGrowth.toFixed(0)} MB`,
      `${r.heapGrowth.toFixed(0)} MB`,
      r.ms < TARGET_MS && r.rssGrowth < TARGET_RSS_MB ? 'OK' : 'OVER TARGET',
    ]),
  );
  const head = ['engine', 'upload', 'time', 'RSS growth', 'heap growth (peak)', `target < ${TARGET_MS / 1000} s, < ${TARGET_RSS_MB} MB`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\nStaff import benchmark: ${ROWS} rows (${(file.length / 1024).toFixed(0)} KB xlsx), over HTTP, server in-process\n`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  if (rows.some((r) => r[5] !== 'OK')) process.exitCode = 1;
} catch (e) {
  console.error(e);
  process.exitCode = 1;
}
