// Load test of staff voting on PostgreSQL, against the database's own limit in the same run.
// Builds and starts the server on a fresh database it creates (and drops at the end), makes a
// hospital with invited staff for an open SOPS 2.0 version, then:
//  1. one vote alone, to count the statements each step sends (HM_DEBUG_SQL_COUNT=1);
//  2. voting through HTTP (PUT authentication, then POST ket-qua) from 20 clients;
//  3. BENCH_ROUNDS rounds (the machine is shared: both sides see the same moments of it) of
//     - the bare-SQL limit: the same statements a vote sends (open the link, the session's
//       identity, the vote's write, the background shuffle), straight from `pg` with the
//       server's pool size, no HTTP and no Node work in between, from BENCH_CLIENTS clients;
//     - voting through HTTP from BENCH_CLIENTS clients.
// Prints votes/s, submit latency (p50, p99), server CPU and statements per vote, the ratio
// HTTP ÷ bare limit, and checks that every accepted vote is stored exactly once.
//
//   npm run bench:vote    (DATABASE_URL=postgres://… to use another server; BENCH_STAFF (voters of
//                          the BENCH_CLIENTS runs, as many again for the bare runs, a fifth for the
//                          20-client run), BENCH_CLIENTS, BENCH_ROUNDS, BENCH_PORT, HM_DB_POOL (the
//                          server's pool and the bare runner's))
import { spawn, execFileSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
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
const FEW = 20;
const FEW_STAFF = Math.max(200, Math.round(STAFF / 5));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL = Number(process.env.HM_DB_POOL ?? 10);
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
const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** CPU time of a process so far, in ms (Linux: utime + stime of /proc/<pid>/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

// node:http with kept-alive connections: the load generator shares the 2 cores with the server
// and PostgreSQL, and costs about half of what fetch costs per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function call(method, url, { token, payload } = {}) {
  const body = payload ? JSON.stringify(payload) : null;
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method,
      agent,
      headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, json: JSON.parse(Buffer.concat(chunks).toString('utf8')), statements: Number(res.headers['x-hm-sql-statements']) });
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

async function must(method, url, o) {
  const r = await call(method, url, o);
  if (r.status !== 200) throw new Error(`${method} ${url}: ${r.status} ${r.json.message}`);
  return r.json.data;
}

/** The server's statement count once its background work (the shuffles) has stopped. */
async function settledStatements() {
  let last = -1;
  for (;;) {
    const n = (await call('GET', `${API}/health`)).statements;
    if (n === last) return n;
    last = n;
    await sleep(150);
  }
}

async function waitReady(child) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${API}/config.json`)).ok) return performance.now() - started;
    } catch {}
    await sleep(50);
  }
}

// The statements the server sends for a vote (the same text Kysely builds, for the planner's
// sake the same shape): keep them in step with modules/voting/voter-session.ts (open the link),
// http/access.ts (the session's identity and licence), submit.ts (vote_submit) and vote-hold.ts.
const LICENSED = (ref) => `EXISTS (SELECT 1 FROM hospital_module lic WHERE lic.hospital_id = ${ref} AND lic.module = 'survey' AND ((lic.valid_from IS NULL OR lic.valid_from <= (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date) AND (lic.valid_to IS NULL OR lic.valid_to >= (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date)))`;
const INVITATION_SQL = `select r.nhan_vien_khao_sat_id, r.phien_ban_id, r.hospital_id, r.status_khao_sat, r.ineligible, r.token_nonce, nv.ten_nhan_vien, h.name as hospital_name,
  v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, v.language, v.status_khao_sat as version_status, v.tam_ngung, v.started_at, v.time_start, v.time_end, ${LICENSED('r.hospital_id')} as licensed
  from nhan_vien_khao_sat as r inner join nhan_vien as nv on nv.nhan_vien_id = r.nhan_vien_id inner join hospital as h on h.hospital_id = r.hospital_id
  inner join phien_ban_khao_sat as v on v.phien_ban_id = r.phien_ban_id where r.nhan_vien_khao_sat_id = $1`;
const IDENTITY_SQL = `select r.nhan_vien_khao_sat_id, r.phien_ban_id, r.hospital_id, r.token_nonce, ${LICENSED('r.hospital_id')} as licensed from nhan_vien_khao_sat as r where r.nhan_vien_khao_sat_id = $1`;
const SUBMIT_SQL = `SELECT * FROM vote_submit($1::int, $2::int, $3::uuid, $4::timestamptz, $5::int, $6::text, $7::boolean, $8::jsonb, $9::smallint, $10::boolean)`;
const HOLD_LOCK = 7_312_010;
const SHUFFLE_SQL = `
    WITH gone AS (DELETE FROM vote_hold WHERE phien_ban_id = $1 RETURNING response),
    ranked AS (SELECT response, row_number() OVER (ORDER BY random()) AS k, count(*) OVER () AS n FROM gone),
    moving AS (SELECT response, k FROM ranked WHERE n >= $2 AND k <= n - $3),
    kept AS (
      INSERT INTO vote_hold (hold_id, phien_ban_id, response)
      SELECT gen_random_uuid(), $1, response FROM ranked WHERE NOT (n >= $2 AND k <= n - $3) ORDER BY random()
    ),
    stored AS (
      INSERT INTO ket_qua (ket_qua_id, phien_ban_id, hospital_id, ngay, language, hop_le, hoan_thanh, don_vi, vi_tri)
      SELECT (r->>'ket_qua_id')::uuid, $1, (r->>'hospital_id')::int, (r->>'ngay')::date, r->>'language', (r->>'hop_le')::smallint,
        (r->>'hoan_thanh')::boolean, (r->>'don_vi')::int, (r->>'vi_tri')::int
      FROM (SELECT response AS r, k FROM moving) m ORDER BY k
    ),
    answers AS (
      INSERT INTO ket_qua_chi_tiet (ket_qua_id, cauhoi_id, gia_tri, noi_dung)
      SELECT (m.response->>'ket_qua_id')::uuid, (a->>0)::int, (a->>1)::int, a->>2
      FROM moving m CROSS JOIN LATERAL jsonb_array_elements(m.response->'answers') AS a
      ORDER BY m.k
    )
    SELECT count(*)::int AS moved FROM moving`;

/** vote-hold.ts HoldShuffles, over pg: one shuffle after a vote, the votes meanwhile asking for one more. */
function bareShuffles(pool, versionId) {
  let running = null;
  let again = false;
  const state = {
    runs: 0,
    afterVote() {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          state.runs++;
          const { rows: hospitals } = await pool.query(`select v.hospital_id as owner, pbv.hospital_id from phien_ban_khao_sat as v left join phien_ban_benh_vien as pbv on pbv.phien_ban_id = v.phien_ban_id where v.phien_ban_id = $1`, [versionId]);
          const ids = [...new Set(hospitals.flatMap((r) => [r.owner, r.hospital_id]).filter((x) => x !== null))];
          let keep = 0;
          for (const id of ids) {
            const { rows } = await pool.query(`select gia_tri from tham_so_he_thong where ma_tham_so = $1 and (hospital_id = $2 or hospital_id is null) order by hospital_id asc nulls last limit $3`, ['MIN_GROUP_SIZE', id, 1]);
            keep = Math.max(keep, Math.max(3, Number.parseInt(rows[0]?.gia_tri ?? '5', 10) || 5));
          }
          const c = await pool.connect();
          try {
            await c.query('begin');
            await c.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [HOLD_LOCK, versionId]);
            await c.query(SHUFFLE_SQL, [versionId, 2 * keep, keep]);
            await c.query('commit');
          } catch (e) {
            await c.query('rollback').catch(() => undefined);
            throw e;
          } finally {
            c.release();
          }
        } while (again);
      })().finally(() => (running = null));
    },
    async drain() {
      while (running) await running;
    },
  };
  return state;
}

const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
let server = null;
let db = null;
let bare = null;
const webDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-web-'));
try {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  server = spawn(process.execPath, ['build/server.mjs'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: dbUrl, HM_DEMO: '0', HM_ADMIN_PASSWORD: adminPassword, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', HM_WEB_DIR: webDir, SMTP_URL: '', HM_DEBUG_SQL_COUNT: '1', HM_DB_POOL: String(POOL) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = await waitReady(server);
  console.log(`server ready on a fresh PostgreSQL database (${dbName}) in ${Math.round(ready)} ms, pool of ${POOL} connections`);

  // A hospital licensed for the survey module: staff for the probe, both HTTP bursts and both bare runs.
  const total = 1 + FEW_STAFF + 2 * STAFF;
  db = new pg.Client({ connectionString: dbUrl });
  db.on('error', () => undefined);
  await db.connect();
  const setupStart = performance.now();
  const { rows: [h] } = await db.query(`INSERT INTO hospital (ma_benh_vien, name) VALUES ('BVBENCH', 'Bệnh viện đo tải') RETURNING hospital_id`);
  await db.query(`INSERT INTO hospital_module (hospital_id, module) VALUES ($1, 'survey')`, [h.hospital_id]);
  await db.query(`INSERT INTO phong_ban (hospital_id, ma_phong_ban, ten_phong_ban) SELECT $1, 'PB' || g, 'Khoa ' || g FROM generate_series(1, 20) g`, [h.hospital_id]);
  await db.query(
    `INSERT INTO nhan_vien (hospital_id, ma_nhan_vien, ten_nhan_vien, phong_ban_id, email)
     SELECT $1, 'NV' || lpad(g::text, 6, '0'), 'Nhân viên ' || g, (SELECT min(phong_ban_id) FROM phong_ban WHERE hospital_id = $1) + g % 20, 'nv' || g || '@bench.example.vn'
     FROM generate_series(1, $2::int) g`,
    [h.hospital_id, total],
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
  const link = (r) => `${r.id}.${createHmac('sha256', Buffer.from(secret.value)).update(`${r.id}.${r.nonce}`).digest('base64url')}`;
  const questions = questionnaire.parts.flatMap((p) => p.questions.map((q) => ({ id: q.cauhoi_id, values: q.answers.map((a) => a.gia_tri).filter((v) => v !== null) })));
  const ballot = () =>
    questions.flatMap((q) => {
      if (Math.random() < 0.03) return [];
      if (q.values.length) return [{ cauhoi_id: q.id, gia_tri: [q.values[Math.floor(Math.random() * q.values.length)]] }];
      return Math.random() < 0.1 ? [{ cauhoi_id: q.id, noi_dung: 'Góp ý khi đo tải' }] : [];
    });
  console.log(`setup: hospital with ${started.total} invited staff, ${questions.length} questions, in ${Math.round(performance.now() - setupStart)} ms`);
  // The rest in ROUNDS slices, alternately bare and HTTP, so that both see the same moments of a shared machine.
  const slice = Math.floor(STAFF / ROUNDS);
  const rest = records.slice(1 + FEW_STAFF);
  const groups = { probe: records.slice(0, 1), few: records.slice(1, 1 + FEW_STAFF), rounds: Array.from({ length: ROUNDS }, (_, i) => ({ bare: rest.slice(2 * i * slice, (2 * i + 1) * slice), http: rest.slice((2 * i + 1) * slice, (2 * i + 2) * slice) })) };

  // 1. One vote alone: the statements of each step.
  const s0 = await settledStatements();
  const probeSession = await call('PUT', `${V}/authentication`, { payload: { token: link(groups.probe[0]) } });
  const probeVote = await call('POST', `${V}/ket-qua`, {
    token: probeSession.json.data.access_token,
    payload: { phien_ban_id: version.phien_ban_id, idempotency_key: randomUUID(), language: 'vi', answers: ballot() },
  });
  if (probeVote.status !== 200) throw new Error(`probe vote: ${probeVote.status} ${probeVote.json.message}`);
  const s3 = await settledStatements();
  const probe = { open: probeSession.statements - s0, submit: probeVote.statements - probeSession.statements, background: s3 - probeVote.statements };

  // 2 and 4. The bare-SQL limit: the server's statements, from pg.
  const bareLimit = async (voters) => {
    bare = new pg.Pool({ connectionString: dbUrl, max: POOL });
    bare.on('error', () => undefined);
    const { rows: [m] } = await bare.query(`SELECT max(hospital_id) AS hospital_id FROM nhan_vien_khao_sat WHERE phien_ban_id = $1`, [version.phien_ban_id]);
    const { rows: [rev] } = await bare.query(`SELECT ballot_revision FROM phien_ban_khao_sat WHERE phien_ban_id = $1`, [version.phien_ban_id]);
    const { rows: [rule] } = await bare.query(`SELECT coalesce((SELECT gia_tri = '1' FROM tham_so_he_thong WHERE ma_tham_so = 'STRAIGHT_LINING_RULE' AND (hospital_id = $1 OR hospital_id IS NULL) ORDER BY hospital_id NULLS LAST LIMIT 1), false) AS on`, [m.hospital_id]);
    const shuffles = bareShuffles(bare, version.phien_ban_id);
    let next = 0;
    let stored = 0;
    const lat = [];
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < voters.length; i = next++) {
          const r = voters[i];
          await bare.query(INVITATION_SQL, [r.id]);
          const s = performance.now();
          await bare.query(IDENTITY_SQL, [r.id]);
          const answers = ballot();
          const response = { ket_qua_id: randomUUID(), hospital_id: m.hospital_id, ngay: wire(new Date()).slice(0, 10), language: 'vi', hop_le: 1, hoan_thanh: true, don_vi: 0, vi_tri: 0,
            answers: answers.flatMap((a) => (a.gia_tri ?? [null]).map((v) => [a.cauhoi_id, v, a.noi_dung ?? null])) };
          const { rows: [w] } = await bare.query(SUBMIT_SQL, [r.id, version.phien_ban_id, randomUUID(), new Date(), rev.ballot_revision, 'STRAIGHT_LINING_RULE', rule.on, JSON.stringify(response), 1, true]);
          lat.push(performance.now() - s);
          if (w.outcome === 'stored') stored++;
          shuffles.afterVote();
        }
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    await shuffles.drain();
    const cpu = process.cpuUsage(c0);
    await bare.end();
    bare = null;
    lat.sort((a, b) => a - b);
    return { votes: stored, rate: stored / wall, wall, p50: pct(lat, 50), p99: pct(lat, 99), cpuMs: (cpu.user + cpu.system) / 1000 / stored, shuffles: shuffles.runs };
  };

  // 3. Voting through HTTP: each client takes the next staff member, opens the link, then votes.
  const httpBurst = async (voters, clients) => {
    const auth = [];
    const submit = [];
    const failures = new Map();
    let next = 0;
    let accepted = 0;
    const st0 = await settledStatements();
    const cpu0 = cpuMs(server.pid);
    const client0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = next++; i < voters.length; i = next++) {
          const a0 = performance.now();
          const session = await call('PUT', `${V}/authentication`, { payload: { token: link(voters[i]) } });
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
    const st1 = await settledStatements();
    const cpu = cpuMs(server.pid) - cpu0;
    const client = process.cpuUsage(client0);
    auth.sort((a, b) => a - b);
    submit.sort((a, b) => a - b);
    return { clients, votes: accepted, rate: accepted / wall, wall, p50: pct(submit, 50), p99: pct(submit, 99), max: submit[submit.length - 1], authP50: pct(auth, 50), authP99: pct(auth, 99), cpuMs: cpu / accepted, clientCpuMs: (client.user + client.system) / 1000 / accepted, statements: (st1 - st0) / accepted, failures };
  };

  const few = await httpBurst(groups.few, FEW);
  const rounds = [];
  for (const g of groups.rounds) rounds.push({ bare: await bareLimit(g.bare), http: await httpBurst(g.http, CLIENTS) });

  const { rows: [stored] } = await db.query(
    // Stored, or still held until the next batch moves them (docs/privacy.md "What cannot be linked").
    `SELECT (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = $1) + (SELECT count(*)::int FROM vote_hold WHERE phien_ban_id = $1) AS responses,
            (SELECT count(*)::int FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 AND status_khao_sat = 2) AS voted,
            (SELECT count(*)::int FROM vote_submit_key k JOIN nhan_vien_khao_sat r USING (nhan_vien_khao_sat_id) WHERE r.phien_ban_id = $1) AS keys`,
    [version.phien_ban_id],
  );
  const accepted = 1 + few.votes + rounds.reduce((n, r) => n + r.bare.votes + r.http.votes, 0);
  const pooled = (runs) => runs.reduce((n, r) => n + r.votes, 0) / runs.reduce((t, r) => t + r.wall, 0);
  const bareRate = pooled(rounds.map((r) => r.bare));
  const httpRate = pooled(rounds.map((r) => r.http));
  const httpP99 = rounds.map((r) => r.http.p99).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const f = (x, d = 0) => x.toFixed(d);

  console.log(`\nstatements of one vote (HM_DEBUG_SQL_COUNT): open the link ${probe.open}, submit ${probe.submit}, background shuffle ${probe.background} (shared by the votes of a burst; the first vote of a process also reads the ballot)`);
  console.log(`\nHTTP, ${FEW} clients: ${few.votes} votes in ${f(few.wall, 2)} s → ${f(few.rate)} votes/s (each vote = open the link + submit)`);
  console.log(`  submit latency: p50 ${ms(few.p50)}, p99 ${ms(few.p99)}, max ${ms(few.max)}; open-link p50 ${ms(few.authP50)}, p99 ${ms(few.authP99)}`);
  console.log(`  server CPU ${f(few.cpuMs, 2)} ms per vote (load generator ${f(few.clientCpuMs, 2)} ms); ${f(few.statements, 2)} statements per vote, background included`);
  console.log(`\n${CLIENTS} clients, ${ROUNDS} rounds of ${slice} votes: the bare-SQL limit (the same statements from pg, pool ${POOL}), then through HTTP`);
  for (const [i, r] of rounds.entries()) {
    console.log(`  round ${i + 1}: bare ${f(r.bare.rate)} votes/s (client CPU ${f(r.bare.cpuMs, 2)} ms per vote); HTTP ${f(r.http.rate)} votes/s, submit p50 ${ms(r.http.p50)}, p99 ${ms(r.http.p99)}, server CPU ${f(r.http.cpuMs, 2)} ms per vote (load generator ${f(r.http.clientCpuMs, 2)} ms), ${f(r.http.statements, 2)} statements per vote; ratio ${f(r.http.rate / r.bare.rate, 2)}`);
  }
  for (const r of [few, ...rounds.map((x) => x.http)]) for (const [what, n] of r.failures) console.log(`  refused: ${n} × ${what}`);
  console.log(`\nratio HTTP ÷ bare-SQL limit at ${CLIENTS} clients: ${f(httpRate / bareRate, 2)} (${f(httpRate)} ÷ ${f(bareRate)} votes/s over the rounds); submit p99 at ${FEW} clients ${ms(few.p99)}, at ${CLIENTS} clients ${ms(httpP99)} (median round)`);
  console.log(`stored: ${stored.responses} responses, ${stored.voted} records marked voted, ${stored.keys} submit keys; ${accepted} votes accepted`);
  const ok = stored.responses === accepted && stored.voted === accepted && stored.keys === accepted && [few, ...rounds.map((r) => r.http)].every((r) => r.failures.size === 0);
  console.log(ok ? 'OK: every accepted vote stored exactly once' : 'MISMATCH: responses stored != votes accepted, or votes were refused');
  process.exitCode = ok ? 0 : 1;
} catch (e) {
  console.error(e instanceof Error ? e.stack : e);
  process.exitCode = 1;
} finally {
  await bare?.end().catch(() => undefined);
  await db?.end().catch(() => undefined);
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(webDir, { recursive: true, force: true });
}
