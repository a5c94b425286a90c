// Load test of staff voting on PostgreSQL: builds and starts the server on a fresh database it
// creates (and drops at the end), makes a hospital with 5,000 invited staff for an open SOPS 2.0
// version, then every staff member opens their invitation link (PUT authentication) and submits
// their vote (POST ket-qua) over HTTP from 100 concurrent clients. Prints the throughput, the
// submit latency (p50, p99) and checks that the responses stored equal the votes accepted.
//
//   npm run bench:vote    (DATABASE_URL=postgres://… to use another server; BENCH_STAFF, BENCH_CLIENTS, BENCH_PORT)
import { spawn, execFileSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages/server');
const pg = createRequire(path.join(serverDir, 'package.json'))('pg');

const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const STAFF = Number(process.env.BENCH_STAFF ?? 5000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 8299);
const API = `http://127.0.0.1:${PORT}`;
const V = `${API}/votesafety/v1`;
const dbName = `hm_bench_vote_${process.pid}`;
const dbUrl = (() => {
  const u = new URL(BASE_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const adminPassword = randomBytes(12).toString('base64url');

/** A wire time (Asia/Ho_Chi_Minh, `YYYY-MM-DD HH:mm:ss`). */
const wire = (d) => new Date(d.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (x) => `${x.toFixed(1)} ms`;

async function call(method, url, { token, payload } = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const json = await res.json();
  return { status: res.status, json };
}

async function must(method, url, o) {
  const r = await call(method, url, o);
  if (r.status !== 200) throw new Error(`${method} ${url}: ${r.status} ${r.json.message}`);
  return r.json.data;
}

async function waitReady(child) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${API}/config.json`)).ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
}

const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
let server = null;
let db = null;
const webDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-web-'));
try {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  server = spawn(process.execPath, ['build/server.mjs'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: dbUrl, HM_DEMO: '0', HM_ADMIN_PASSWORD: adminPassword, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', HM_WEB_DIR: webDir, SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = await waitReady(server);
  console.log(`server ready on a fresh PostgreSQL database (${dbName}) in ${Math.round(ready)} ms`);

  // A hospital licensed for the survey module, with STAFF staff members.
  db = new pg.Client({ connectionString: dbUrl });
  db.on('error', () => undefined);
  await db.connect();
  const setupStart = performance.now();
  const { rows: [h] } = await db.query(`INSERT INTO hospital (ma_benh_vien, name) VALUES ('BVBENCH', 'Bệnh viện đo tải') RETURNING hospital_id`);
  await db.query(`INSERT INTO hospital_module (hospital_id, module) VALUES ($1, 'survey')`, [h.hospital_id]);
  await db.query(`INSERT INTO phong_ban (hospital_id, ma_phong_ban, ten_phong_ban) SELECT $1, 'PB' || g, 'Khoa ' || g FROM generate_series(1, 20) g`, [h.hospital_id]);
  await db.query(
    `INSERT INTO nhan_vien (hospital_id, ma_nhan_vien, ten_nhan_vien, phong_ban_id, email)
     SELECT $1, 'NV' || lpad(g::text, 5, '0'), 'Nhân viên ' || g, (SELECT min(phong_ban_id) FROM phong_ban WHERE hospital_id = $1) + g % 20, 'nv' || g || '@bench.example.vn'
     FROM generate_series(1, $2::int) g`,
    [h.hospital_id, STAFF],
  );

  // An open SOPS 2.0 version copied from the template and started: one record per staff member.
  const token = (await must('POST', `${API}/auth/v1/login`, { payload: { ten_tai_khoan: 'admin', mat_khau: adminPassword } })).token;
  const templates = await must('GET', `${V}/phien-ban-khao-sat?la_mau=true`, { token });
  const template = templates.data.find((t) => t.instrument_code === 'HSOPS2');
  const now = new Date();
  const version = await must('POST', `${V}/phien-ban-khao-sat/${template.phien_ban_id}/copy`, {
    token,
    payload: { hospital_id: h.hospital_id, tieu_de_khao_sat: 'Đo tải bình chọn', time_start: wire(new Date(now.getTime() - 3600_000)), time_end: wire(new Date(now.getTime() + 86_400_000)) },
  });
  const started = await must('POST', `${V}/phien-ban-khao-sat/${version.phien_ban_id}/start`, { token });
  const questionnaire = await must('GET', `${V}/phien-ban-khao-sat/${version.phien_ban_id}/vi`, { token });

  // The invitation links the mails would carry: HMAC of the record id and its nonce (InvitationTokens).
  const { rows: [secret] } = await db.query(`SELECT value FROM server_secret WHERE name = 'invitation'`);
  const { rows: records } = await db.query(`SELECT nhan_vien_khao_sat_id AS id, token_nonce AS nonce FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 ORDER BY 1`, [version.phien_ban_id]);
  const links = records.map((r) => `${r.id}.${createHmac('sha256', Buffer.from(secret.value)).update(`${r.id}.${r.nonce}`).digest('base64url')}`);
  const questions = questionnaire.parts.flatMap((p) => p.questions.map((q) => ({ id: q.cauhoi_id, values: q.answers.map((a) => a.gia_tri).filter((v) => v !== null) })));
  const ballot = () =>
    questions.flatMap((q) => {
      if (Math.random() < 0.03) return [];
      if (q.values.length) return [{ cauhoi_id: q.id, gia_tri: [q.values[Math.floor(Math.random() * q.values.length)]] }];
      return Math.random() < 0.1 ? [{ cauhoi_id: q.id, noi_dung: 'Góp ý khi đo tải' }] : [];
    });
  console.log(`setup: hospital with ${started.total} invited staff, ${questions.length} questions, in ${Math.round(performance.now() - setupStart)} ms`);

  // The load: CLIENTS clients, each taking the next staff member: open the link, then vote.
  const auth = [];
  const submit = [];
  const failures = new Map();
  let next = 0;
  let accepted = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < links.length; i = next++) {
        const a0 = performance.now();
        const session = await call('PUT', `${V}/authentication`, { payload: { token: links[i] } });
        auth.push(performance.now() - a0);
        if (session.status !== 200) {
          failures.set(`auth ${session.status} ${session.json.message}`, (failures.get(`auth ${session.status} ${session.json.message}`) ?? 0) + 1);
          continue;
        }
        const s0 = performance.now();
        const res = await call('POST', `${V}/ket-qua`, {
          token: session.json.data.access_token,
          payload: { phien_ban_id: version.phien_ban_id, idempotency_key: randomUUID(), language: 'vi', answers: ballot() },
        });
        submit.push(performance.now() - s0);
        if (res.status === 200) accepted++;
        else failures.set(`submit ${res.status} ${res.json.message}`, (failures.get(`submit ${res.status} ${res.json.message}`) ?? 0) + 1);
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const { rows: [stored] } = await db.query(
    // Stored, or still held until the next batch moves them (docs/anonymity.md "The database link").
    `SELECT (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = $1) + (SELECT count(*)::int FROM vote_hold WHERE phien_ban_id = $1) AS responses,
            (SELECT count(*)::int FROM ket_qua_chi_tiet d JOIN ket_qua k USING (ket_qua_id) WHERE k.phien_ban_id = $1)
              + (SELECT coalesce(sum(jsonb_array_length(response->'answers')), 0)::int FROM vote_hold WHERE phien_ban_id = $1) AS answers,
            (SELECT count(*)::int FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 AND status_khao_sat = 2) AS voted`,
    [version.phien_ban_id],
  );
  auth.sort((a, b) => a - b);
  submit.sort((a, b) => a - b);
  console.log(`\n${links.length} voters, ${CLIENTS} concurrent clients, server pool of 10 PostgreSQL connections`);
  console.log(`votes accepted: ${accepted} in ${wall.toFixed(2)} s → ${(accepted / wall).toFixed(0)} votes/s (each vote = open the link + submit)`);
  console.log(`submit latency: p50 ${ms(pct(submit, 50))}, p99 ${ms(pct(submit, 99))}, max ${ms(submit[submit.length - 1])}`);
  console.log(`open-link latency: p50 ${ms(pct(auth, 50))}, p99 ${ms(pct(auth, 99))}`);
  console.log(`stored: ${stored.responses} responses (${stored.answers} answers), ${stored.voted} staff records marked voted`);
  for (const [what, n] of failures) console.log(`refused: ${n} × ${what}`);
  const ok = stored.responses === accepted && stored.voted === accepted && failures.size === 0;
  console.log(ok ? 'OK: responses stored == votes accepted' : 'MISMATCH: responses stored != votes accepted, or votes were refused');
  process.exitCode = ok ? 0 : 1;
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await db?.end().catch(() => undefined);
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(webDir, { recursive: true, force: true });
}
