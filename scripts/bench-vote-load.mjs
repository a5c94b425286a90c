// Load test of staff voting on PostgreSQL, against the database's own limit in the same run.
// Builds and starts the server on a fresh database it creates (and drops at the end), makes a
// hospital with invited staff for an open SOPS 2.0 version, then:
//  1. one vote alone, to count the statements each step sends (HM_DEBUG_SQL_COUNT=1);
//  2. voting through HTTP (PUT authentication, then POST ket-qua) from 20 clients;
//  3. BENCH_ROUNDS rounds (the machine is shared: both sides see the same moments of it) of
//     - the bare-SQL limit: the same statements a vote sends (open the link, the session's
//       identity, the vote's write, the background shuffle), straight from `pg` with the
//       server's pool size, no HTTP and no Node work in between, from BENCH_CLIENTS clients.
//       The statements are the server's own: its query builders, bundled from the source like
//       the in-process benchmarks do (scripts/lib/server.mjs), compiled once; the background
//       shuffle is the server's HoldShuffles over the runner's pool;
//     - voting through HTTP from BENCH_CLIENTS clients.
// Prints votes/s, submit latency (p50, p99), server CPU and statements per vote, the ratio
// HTTP ÷ bare limit, and checks that every accepted vote is stored exactly once.
//
//   npm run bench:vote    (DATABASE_URL=postgres://… to use another server; BENCH_STAFF (voters of
//                          the BENCH_CLIENTS runs, as many again for the bare runs, a fifth for the
//                          20-client run), BENCH_CLIENTS, BENCH_ROUNDS, BENCH_PORT, HM_DB_POOL (the
//                          server's pool and the bare runner's))
//   A short run: BENCH_STAFF=300 BENCH_CLIENTS=20 BENCH_ROUNDS=1 node scripts/bench-vote-load.mjs
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, percentile as pct, sleep } from './lib/measure.mjs';
import { buildServer, bundleServer, freshDatabase, requireServer, startServer } from './lib/server.mjs';

if (process.argv.includes('--help')) {
  console.log(`node scripts/bench-vote-load.mjs: voting load on PostgreSQL against the bare-SQL limit.
environment: DATABASE_URL (server, default postgres://postgres@127.0.0.1:5432/test), BENCH_STAFF (5000),
  BENCH_CLIENTS (100), BENCH_ROUNDS (3), BENCH_PORT (8299), HM_DB_POOL (10)
short run: BENCH_STAFF=300 BENCH_CLIENTS=20 BENCH_ROUNDS=1 node scripts/bench-vote-load.mjs`);
  process.exit(0);
}

const pg = requireServer('pg');

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
const adminPassword = randomBytes(12).toString('base64url');

/** A wire time (Asia/Ho_Chi_Minh, `YYYY-MM-DD HH:mm:ss`). */
const wire = (d) => new Date(d.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
const ms = (x) => `${x.toFixed(1)} ms`;

// node:http with kept-alive connections: the load generator shares the 2 cores with the server
// and PostgreSQL, and costs about half of what fetch costs per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function call(method, url, { token, payload } = {}) {
  const body = payload ? JSON.stringify(payload) : null;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
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
      },
    );
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

// The statements the server sends for a vote, from its own source: opening the link
// (modules/voting/voter-session.ts), the vote's write (submit.ts) and the background shuffles
// (vote-hold.ts), and the session's identity the access hook reads (access/access.ts).
const S = await bundleServer(
  'bench-vote-load',
  `
  export { Kysely, PostgresDialect } from 'kysely';
  export { RECORD_SENTINEL, voterRecordStatement } from './src/access/access.ts';
  export { compiledOnce } from './src/db/compiled-once.ts';
  export { invitationStatement } from './src/modules/voting/voter-session.ts';
  export { voteWrite } from './src/modules/voting/submit.ts';
  export { holdShuffles } from './src/modules/survey-core/vote-hold.ts';`,
);

/**
 * The statements of one vote as the server compiles them (its compiled-once statements,
 * db/compiled-once.ts), over `kysely` for a version (fixed: the revision and the rule).
 */
function voteStatements(kysely, versionId, revision, rule) {
  const KEY = '00000000-0000-4000-8000-00000000b0b0';
  const NOW = new Date(0);
  const RESPONSE = '{"sentinel":true}';
  const submit = S.compiledOnce(
    (db, recordId, key, now, response) => ({
      compile: () => S.voteWrite({ recordId, versionId, key, now, revision, rule, response, hop_le: 1, hoan_thanh: true }).compile(db),
    }),
    [S.RECORD_SENTINEL, KEY, NOW, RESPONSE],
  );
  return {
    invitation: S.invitationStatement.compiled(kysely),
    identity: S.voterRecordStatement('survey').compiled(kysely),
    submit: submit.compiled(kysely),
  };
}

const database = await freshDatabase(BASE_URL, dbName);
const dbUrl = database.url;
let server = null;
let db = null;
let bare = null;
const webDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-web-'));
try {
  buildServer();
  server = await startServer({
    port: PORT,
    env: { DATABASE_URL: dbUrl, HM_DEMO: '0', HM_ADMIN_PASSWORD: adminPassword, HM_WEB_DIR: webDir, SMTP_URL: '', HM_DEBUG_SQL_COUNT: '1', HM_DB_POOL: String(POOL) },
  });
  console.log(`server ready on a fresh PostgreSQL database (${dbName}) in ${Math.round(server.ready)} ms, pool of ${POOL} connections`);

  // A hospital licensed for the survey module: staff for the probe, both HTTP bursts and both bare runs.
  const total = 1 + FEW_STAFF + 2 * STAFF;
  db = new pg.Client({ connectionString: dbUrl });
  db.on('error', () => undefined);
  await db.connect();
  const setupStart = performance.now();
  const {
    rows: [h],
  } = await db.query(`INSERT INTO hospital (ma_benh_vien, name) VALUES ('BVBENCH', 'Bệnh viện đo tải') RETURNING hospital_id`);
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
    payload: {
      hospital_id: h.hospital_id,
      tieu_de_khao_sat: 'Đo tải bình chọn',
      time_start: wire(new Date(now.getTime() - 3600_000)),
      time_end: wire(new Date(now.getTime() + 86_400_000)),
    },
  });
  const started = await must('POST', `${V}/phien-ban-khao-sat/${version.phien_ban_id}/start`, { token });
  const questionnaire = await must('GET', `${V}/phien-ban-khao-sat/${version.phien_ban_id}/vi`, { token });

  // The invitation links the mails would carry: HMAC of the record id and its nonce (InvitationTokens).
  const {
    rows: [secret],
  } = await db.query(`SELECT value FROM server_secret WHERE name = 'invitation'`);
  const { rows: records } = await db.query(`SELECT nhan_vien_khao_sat_id AS id, token_nonce AS nonce FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 ORDER BY 1`, [
    version.phien_ban_id,
  ]);
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
  const groups = {
    probe: records.slice(0, 1),
    few: records.slice(1, 1 + FEW_STAFF),
    rounds: Array.from({ length: ROUNDS }, (_, i) => ({ bare: rest.slice(2 * i * slice, (2 * i + 1) * slice), http: rest.slice((2 * i + 1) * slice, (2 * i + 2) * slice) })),
  };

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
    const {
      rows: [m],
    } = await bare.query(`SELECT max(hospital_id) AS hospital_id FROM nhan_vien_khao_sat WHERE phien_ban_id = $1`, [version.phien_ban_id]);
    const {
      rows: [rev],
    } = await bare.query(`SELECT ballot_revision FROM phien_ban_khao_sat WHERE phien_ban_id = $1`, [version.phien_ban_id]);
    const {
      rows: [rule],
    } = await bare.query(
      `SELECT coalesce((SELECT gia_tri = '1' FROM tham_so_he_thong WHERE ma_tham_so = 'STRAIGHT_LINING_RULE' AND (hospital_id = $1 OR hospital_id IS NULL) ORDER BY hospital_id NULLS LAST LIMIT 1), false) AS on`,
      [m.hospital_id],
    );
    const kysely = new S.Kysely({ dialect: new S.PostgresDialect({ pool: bare }) });
    const statements = voteStatements(kysely, version.phien_ban_id, rev.ballot_revision, rule.on);
    const shuffles = S.holdShuffles(kysely);
    shuffles.log = { error: (obj, msg) => console.error(msg, obj) };
    let next = 0;
    let stored = 0;
    const lat = [];
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < voters.length; i = next++) {
          const r = voters[i];
          await bare.query(statements.invitation.sql, statements.invitation.values(r.id));
          const s = performance.now();
          await bare.query(statements.identity.sql, statements.identity.values(r.id));
          const answers = ballot();
          const response = {
            ket_qua_id: randomUUID(),
            hospital_id: m.hospital_id,
            ngay: wire(new Date()).slice(0, 10),
            language: 'vi',
            hop_le: 1,
            hoan_thanh: true,
            don_vi: 0,
            vi_tri: 0,
            answers: answers.flatMap((a) => (a.gia_tri ?? [null]).map((v) => [a.cauhoi_id, v, a.noi_dung ?? null])),
          };
          const {
            rows: [w],
          } = await bare.query(statements.submit.sql, statements.submit.values(r.id, randomUUID(), new Date(), JSON.stringify(response)));
          lat.push(performance.now() - s);
          if (w.outcome === 'stored') stored++;
          shuffles.afterVote(version.phien_ban_id);
        }
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    await shuffles.drain();
    const cpu = process.cpuUsage(c0);
    await kysely.destroy();
    bare = null;
    lat.sort((a, b) => a - b);
    return { votes: stored, rate: stored / wall, wall, p50: pct(lat, 50), p99: pct(lat, 99), cpuMs: (cpu.user + cpu.system) / 1000 / stored };
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
    return {
      clients,
      votes: accepted,
      rate: accepted / wall,
      wall,
      p50: pct(submit, 50),
      p99: pct(submit, 99),
      max: submit[submit.length - 1],
      authP50: pct(auth, 50),
      authP99: pct(auth, 99),
      cpuMs: cpu / accepted,
      clientCpuMs: (client.user + client.system) / 1000 / accepted,
      statements: (st1 - st0) / accepted,
      failures,
    };
  };

  const few = await httpBurst(groups.few, FEW);
  const rounds = [];
  for (const g of groups.rounds) rounds.push({ bare: await bareLimit(g.bare), http: await httpBurst(g.http, CLIENTS) });

  const {
    rows: [stored],
  } = await db.query(
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

  console.log(
    `\nstatements of one vote (HM_DEBUG_SQL_COUNT): open the link ${probe.open}, submit ${probe.submit}, background shuffle ${probe.background} (shared by the votes of a burst; the first vote of a process also reads the ballot)`,
  );
  console.log(`\nHTTP, ${FEW} clients: ${few.votes} votes in ${f(few.wall, 2)} s → ${f(few.rate)} votes/s (each vote = open the link + submit)`);
  console.log(`  submit latency: p50 ${ms(few.p50)}, p99 ${ms(few.p99)}, max ${ms(few.max)}; open-link p50 ${ms(few.authP50)}, p99 ${ms(few.authP99)}`);
  console.log(`  server CPU ${f(few.cpuMs, 2)} ms per vote (load generator ${f(few.clientCpuMs, 2)} ms); ${f(few.statements, 2)} statements per vote, background included`);
  console.log(`\n${CLIENTS} clients, ${ROUNDS} rounds of ${slice} votes: the bare-SQL limit (the same statements from pg, pool ${POOL}), then through HTTP`);
  for (const [i, r] of rounds.entries()) {
    console.log(
      `  round ${i + 1}: bare ${f(r.bare.rate)} votes/s (client CPU ${f(r.bare.cpuMs, 2)} ms per vote); HTTP ${f(r.http.rate)} votes/s, submit p50 ${ms(r.http.p50)}, p99 ${ms(r.http.p99)}, server CPU ${f(r.http.cpuMs, 2)} ms per vote (load generator ${f(r.http.clientCpuMs, 2)} ms), ${f(r.http.statements, 2)} statements per vote; ratio ${f(r.http.rate / r.bare.rate, 2)}`,
    );
  }
  for (const r of [few, ...rounds.map((x) => x.http)]) for (const [what, n] of r.failures) console.log(`  refused: ${n} × ${what}`);
  console.log(
    `\nratio HTTP ÷ bare-SQL limit at ${CLIENTS} clients: ${f(httpRate / bareRate, 2)} (${f(httpRate)} ÷ ${f(bareRate)} votes/s over the rounds); submit p99 at ${FEW} clients ${ms(few.p99)}, at ${CLIENTS} clients ${ms(httpP99)} (median round)`,
  );
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
  await server?.stop();
  await database.drop();
  rmSync(webDir, { recursive: true, force: true });
}
