// Search benchmark (issue 29 item 2): a keyword search that ignores marks and case over 100,000
// staff on PostgreSQL, against a plain count(*) of the staff table in the same run. The staff
// list is asked over HTTP (the app in-process on a fresh database, as the staff catalogue asks
// it: one hospital, a page of 20 and its total), and its folded condition alone in SQL.
//
//   node scripts/bench-search.mjs   (BENCH_ROWS=100000, BENCH_RUNS=15,
//   BENCH_PG_URL=postgres://…/postgres to use another server)
import os from 'node:os';
import { fmtMs, log, median, printFigures, timed } from './lib/measure.mjs';
import { APP_ENTRY, bundleServer, freshDatabase, serverDir, prepareBenchHospital } from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_PASSWORD = 'Bench@12345';

/** Keywords typed without marks, from selective to broad; the stored names carry them. */
const KEYWORDS = [
  ['a name and number, no marks', 'dung 4242'],
  ['a family name, upper case', 'NGUYEN'],
  ['a staff code', 'bnv0777'],
];

/** The median of RUNS timings of `fn` (after one warm-up), and its last result. */
async function measure(fn) {
  let value = await fn();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await timed(fn);
    times.push(r.ms);
    value = r.value;
  }
  return { ms: median(times), value };
}

const S = await bundleServer('bench-search', `${APP_ENTRY}\n  export { sql } from 'kysely';\n  export { keywordMatches } from './src/db/search.ts';`);
const fresh = await freshDatabase(PG_ADMIN_URL, 'hm_bench_search');
let database;
let app;
try {
  database = await S.openDatabase({ kind: 'postgres', url: fresh.url });
  const hospitalId = await prepareBenchHospital(S, database, { code: 'BENCHSEARCH', name: 'Bệnh viện đo tìm kiếm', module: 'catalogues', adminPassword: ADMIN_PASSWORD });
  const { db } = database;

  const t0 = performance.now();
  // Vietnamese names with their marks (8 families × 12 given names), codes BNV000001…
  await S.sql`
    INSERT INTO nhan_vien (hospital_id, ma_nhan_vien, ten_nhan_vien, email)
    SELECT ${hospitalId}, 'BNV' || lpad(i::text, 6, '0'),
           (ARRAY['Nguyễn','Trần','Lê','Phạm','Hoàng','Võ','Đặng','Bùi'])[1 + i % 8] || ' Văn ' ||
           (ARRAY['An','Bình','Chi','Dũng','Hà','Hùng','Lan','Linh','Mai','Nam','Thảo','Tuấn'])[1 + i % 12] || ' ' || i,
           'bnv' || lpad(i::text, 6, '0') || '@benhvien.example.vn'
    FROM generate_series(1, ${ROWS}) AS i`.execute(db);
  await S.sql`ANALYZE nhan_vien`.execute(db);
  log(`${ROWS} staff stored and analysed in ${fmtMs(performance.now() - t0)}`);

  const config = S.loadConfig({ ...process.env, DATABASE_URL: fresh.url, HM_DEMO: '0', HM_SERVER_ROOT: serverDir, HM_WEB_DIR: os.tmpdir(), LOG_LEVEL: 'warn', SMTP_URL: '' });
  app = await S.buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const login = await fetch(`${base}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ten_tai_khoan: 'admin', mat_khau: ADMIN_PASSWORD }),
  });
  const token = (await login.json()).data.token;

  const count = await measure(async () => (await S.sql`SELECT count(*)::int AS n FROM nhan_vien`.execute(db)).rows[0].n);
  // The search before issue 29: ILIKE, marks required, no index.
  const ilike = await measure(
    async () =>
      (
        await S.sql`SELECT count(*)::int AS n FROM nhan_vien WHERE hospital_id = ${hospitalId} AND (ten_nhan_vien ILIKE '%dũng 4242%' OR ma_nhan_vien ILIKE '%dũng 4242%')`.execute(
          db,
        )
      ).rows[0].n,
  );
  const rows = [
    ['count(*) of the staff table (SQL)', `${fmtMs(count.ms)} (${count.value} rows)`],
    ["former ILIKE 'dũng 4242', count (SQL)", `${fmtMs(ilike.ms)} (${ilike.value} rows, marks required)`],
  ];
  for (const [label, keyword] of KEYWORDS) {
    const sqlSearch = await measure(
      async () =>
        (
          await db
            .selectFrom('nhan_vien as t')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('t.hospital_id', '=', hospitalId)
            .where(S.keywordMatches(['t.ten_nhan_vien', 't.ma_nhan_vien'], keyword))
            .executeTakeFirstOrThrow()
        ).n,
    );
    const http = await measure(async () => {
      const res = await fetch(`${base}/auth/v1/nhan-vien?hospitalId=${hospitalId}&page=1&size=20&keyword=${encodeURIComponent(keyword)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${keyword}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.data.total;
    });
    rows.push([`'${keyword}': folded search, count (SQL)`, `${fmtMs(sqlSearch.ms)} (${sqlSearch.value} rows, ${label})`]);
    rows.push([`'${keyword}': staff list page + total (HTTP)`, `${fmtMs(http.ms)} (total ${http.value})`]);
  }
  const plan = await S.sql`EXPLAIN SELECT count(*) FROM nhan_vien t WHERE ${S.keywordMatches(['t.ten_nhan_vien', 't.ma_nhan_vien'], KEYWORDS[0][1])}`.execute(db);
  const usesIndex = plan.rows.some((r) => /nhan_vien_(ten|ma)_fold_idx/.test(Object.values(r)[0]));
  console.log(`\nSearch benchmark: ${ROWS} staff on PostgreSQL, median of ${RUNS} runs\n`);
  printFigures('', [...rows, ['trigram index used', usesIndex ? 'yes' : 'NO']]);
  if (!usesIndex) process.exitCode = 1;
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await app?.close().catch((e) => console.error(`closing the app: ${e.message}`));
  if (!app) await database?.close().catch(() => undefined);
  await fresh.drop();
}
