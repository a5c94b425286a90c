// At the size of Vietnam (issue 30 item 4): a national campaign on PostgreSQL, several API
// processes behind the round-robin balancer (scripts/lib/balancer.mjs), figures printed, never
// asserted. Builds the server, creates a fresh database (dropped at the end, also on Ctrl-C), then:
//  0. setup (SQL for the bulk, the API for the campaign): BENCH_HOSPITALS hospitals spread over the
//     provinces of the administrative-unit table, BENCH_STAFF staff spread over them, one SOPS 2.0
//     version copied from the template through the API, every hospital made a participant (SQL:
//     the API's hospital list takes 500) and started through the API (a record per staff member);
//     a province group (the first hospital's province) and a national group (a list of every
//     hospital), each with an officer (docs/decisions/province-view.md);
//  1. invitations: BENCH_MAILS mails queued through the API (send-email-moi-khao-sat, 5,000 records
//     a call) and sent by the processes' mail senders to an SMTP sink in this process; one process
//     is killed (SIGKILL) once BENCH_KILL_AT of them are delivered. Mails per second, the senders'
//     RSS, deliveries per recipient (each staff member has one mail and an address of their own);
//  2. votes: BENCH_VOTES staff open their link, autosave BENCH_AUTOSAVES times and submit, through
//     the balancer, paced at BENCH_RATE writes per second (autosaves and submits) from at most
//     BENCH_CLIENTS clients; against the bare-SQL limit in the same run: the same statements (the
//     server's own, compiled from its source as scripts/bench-vote-load.mjs does) straight from pg,
//     at the same pace and concurrency (latency), and unpaced (the most the database takes);
//  3. the version closed through the API, then at its respondents (BENCH_VOTES and the bare votes, or
//     BENCH_RESPONDENTS_MID reached by a bulk load) and again after a bulk load in SQL up to
//     BENCH_RESPONDENTS_BIG respondents (the schema's real shape: staff,
//     records marked voted, responses, answers): one count(*) of the answers, the province reads
//     (scope, results, as the province and as the national officer), the multi-hospital dashboard
//     (every dashboard read of the endpoint table for the whole version, as the administrator) and
//     the closing recompute (create-percent-data), each a warm median over HTTP and a ratio to count(*).
//
//   npm run bench:national
//   BENCH_SCALE=0.05 npm run bench:national        (every size below × 0.05: a quick run)
//   sizes: BENCH_HOSPITALS (1400), BENCH_STAFF (200000), BENCH_MAILS (200000), BENCH_VOTES (150000),
//     BENCH_BARE_VOTES (a tenth of the votes), BENCH_RESPONDENTS_MID (150000: reached by a bulk load
//     when the votes are fewer), BENCH_RESPONDENTS_BIG (1000000); pace: BENCH_RATE
//     (300 writes/s), BENCH_AUTOSAVES (1 per voter), BENCH_CLIENTS (100); BENCH_PROCESSES (3),
//     BENCH_KILL_AT (0.4), BENCH_RUNS (3, reads), BENCH_PORT (8500), BENCH_SKIP (comma list of
//     mails,votes,big), BENCH_KEEP (1: keep the database for EXPLAIN), DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), HM_DB_POOL.
import { randomBytes, randomUUID, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBalancer } from './lib/balancer.mjs';
import { fmtMs, log, median, percentile as pct, printFigures, rssMiB, sleep } from './lib/measure.mjs';
import { buildServer, bundleServer, freshDatabase, requireServer, startServer, stopProcess } from './lib/server.mjs';
import { httpCaller, wireTime } from './lib/vote-load.mjs';

const pg = requireServer('pg');
const { SMTPServer } = requireServer('smtp-server');

const env = process.env;
const SCALE = Number(env.BENCH_SCALE ?? 1);
const size = (name, full) => Math.max(1, Math.round(Number(env[name] ?? full * SCALE)));
const HOSPITALS = size('BENCH_HOSPITALS', 1400);
const STAFF = size('BENCH_STAFF', 200_000);
const MAILS = Math.min(STAFF, size('BENCH_MAILS', 200_000));
const VOTES = size('BENCH_VOTES', 150_000);
const BARE = Number(env.BENCH_BARE_VOTES ?? Math.max(100, Math.round(VOTES / 10)));
const MID = size('BENCH_RESPONDENTS_MID', 150_000);
const BIG = size('BENCH_RESPONDENTS_BIG', 1_000_000);
const RATE = Number(env.BENCH_RATE ?? 300);
const AUTOSAVES = Number(env.BENCH_AUTOSAVES ?? 1);
const CLIENTS = Number(env.BENCH_CLIENTS ?? 100);
const PROCESSES = Number(env.BENCH_PROCESSES ?? 3);
const KILL_AT = Number(env.BENCH_KILL_AT ?? 0.4);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const PORT = Number(env.BENCH_PORT ?? 8500);
const POOL = Number(env.HM_DB_POOL ?? 10);
const SKIP = new Set((env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const BASE_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
if (VOTES + 2 * BARE > STAFF) throw new Error(`BENCH_STAFF (${STAFF}) must cover BENCH_VOTES + 2 × BENCH_BARE_VOTES (${VOTES + 2 * BARE})`);

const ORIGIN = `http://127.0.0.1:${PORT}`;
const V = `${ORIGIN}/votesafety/v1`;
const dbName = `hm_bench_national_${process.pid}`;
const adminPassword = randomBytes(12).toString('base64url');
const officerPassword = `Bench@${randomBytes(6).toString('hex')}`;
const webDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-web-'));
const { call, must } = httpCaller();
const f = (x, d = 0) => (x === undefined || x === null || Number.isNaN(x) ? '–' : x.toFixed(d));
const int = (n) => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// Everything started is stopped by one cleanup, from the end of the run or from a signal.
const state = { database: null, db: null, cluster: null, smtp: null, bare: null, cleaning: null };
function cleanup() {
  state.cleaning ??= (async () => {
    await state.cluster?.stop().catch(() => undefined);
    await new Promise((r) => (state.smtp ? state.smtp.close(r) : r()));
    await state.bare?.end().catch(() => undefined);
    await state.db?.end().catch(() => undefined);
    if (env.BENCH_KEEP === '1') {
      await state.database?.keep();
      log(`kept database ${dbName} (BENCH_KEEP=1)`);
    } else await state.database?.drop();
    rmSync(webDir, { recursive: true, force: true });
  })();
  return state.cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the processes and dropping ${dbName}`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** PROCESSES API processes on the database and the balancer in front of them. */
async function startCluster(n, extraEnv = {}) {
  const ports = Array.from({ length: n }, (_, i) => PORT + 1 + i);
  const serverEnv = { DATABASE_URL: state.database.url, HM_DEMO: '0', HM_ADMIN_PASSWORD: adminPassword, HM_WEB_DIR: webDir, SMTP_URL: '', HM_DB_POOL: String(POOL), ...extraEnv };
  const started = await Promise.allSettled(ports.map((port) => startServer({ port, env: serverEnv, readyPath: '/ready', everyMs: 100 })));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((r) => r.status === 'fulfilled' && r.value.stop()));
    throw failed.reason;
  }
  const servers = started.map((r) => r.value.child);
  const balancer = await startBalancer({ port: PORT, backends: ports });
  const cluster = {
    servers,
    async stop() {
      await Promise.all([balancer.stop(), ...servers.map((p) => stopProcess(p))]);
      if (state.cluster === cluster) state.cluster = null;
    },
  };
  state.cluster = cluster;
  return cluster;
}

// The statements the server sends for a vote, from its own source (as bench-vote-load.mjs).
const S = await bundleServer(
  'bench-national',
  `
  export { Kysely, PostgresDialect } from 'kysely';
  export { selectVoterRecord } from './src/access/access.ts';
  export { selectInvitation } from './src/modules/voting/voter-session.ts';
  export { voteWrite } from './src/modules/voting/submit.ts';
  export { holdShuffles } from './src/modules/survey-core/vote-hold.ts';
  export { hashPassword } from './src/modules/auth/passwords.ts';
  export { toFastifyPath } from './src/resources/route.ts';
  export { endpoints } from '@hm/contract';`,
);

/** A compiled statement whose per-vote values replace the sentinels it was built with. */
function compiled(query, sentinels) {
  const { sql, parameters } = query;
  const at = parameters.map((p) => sentinels.indexOf(p));
  for (const [i, s] of sentinels.entries()) if (!at.includes(i)) throw new Error(`the statement no longer takes the value ${String(s)}: ${sql}`);
  return { sql, values: (...values) => parameters.map((p, i) => (at[i] === -1 ? p : values[at[i]])) };
}

const step = (what) => log(`— ${what}`);

async function main() {
  state.database = await freshDatabase(BASE_URL, dbName);
  buildServer();
  const db = new pg.Client({ connectionString: state.database.url });
  db.on('error', () => undefined);
  const q = async (text, params) => (await db.query(text, params)).rows;
  const figures = { scale: { HOSPITALS, STAFF, MAILS, VOTES, BARE, BIG, RATE, AUTOSAVES, CLIENTS, PROCESSES } };

  // 0. Setup: one process migrates and seeds; the bulk in SQL, the campaign through the API.
  step(`setup: ${int(HOSPITALS)} hospitals, ${int(STAFF)} staff`);
  let t0 = performance.now();
  let cluster = await startCluster(1);
  await db.connect();
  state.db = db;
  // About 22 hospitals a province, as 1,400 over Vietnam's 63 provinces (fewer provinces at a smaller scale).
  const provinces = (await q(`SELECT ma FROM don_vi_hanh_chinh WHERE cap = 1 ORDER BY ma`)).map((r) => r.ma).slice(0, Math.max(1, Math.round(HOSPITALS / 22)));
  const hospitals = (
    await q(
      `INSERT INTO hospital (ma_benh_vien, name, ma_tinh)
       SELECT 'BVQG' || lpad(g::text, 5, '0'), 'Bệnh viện đo tải quốc gia ' || g, ($2::text[])[1 + (g - 1) % greatest(cardinality($2::text[]), 1)]
       FROM generate_series(1, $1::int) g ORDER BY g RETURNING hospital_id, ma_tinh`,
      [HOSPITALS, provinces],
    )
  ).sort((a, b) => a.hospital_id - b.hospital_id);
  const hospitalIds = hospitals.map((h) => h.hospital_id);
  await q(`INSERT INTO hospital_module (hospital_id, module) SELECT h, m FROM unnest($1::int[]) h, unnest(ARRAY['survey','dashboard','reports']) m`, [hospitalIds]);
  await q(`INSERT INTO phong_ban (hospital_id, ma_phong_ban, ten_phong_ban) SELECT h, 'PB' || g, 'Khoa ' || g FROM unnest($1::int[]) h, generate_series(1, 10) g`, [hospitalIds]);
  const addStaff = (from, count) =>
    q(
      `WITH h AS (SELECT x.h, x.i, (SELECT min(phong_ban_id) FROM phong_ban WHERE hospital_id = x.h) AS pb FROM unnest($1::int[]) WITH ORDINALITY AS x(h, i))
       INSERT INTO nhan_vien (hospital_id, ma_nhan_vien, ten_nhan_vien, phong_ban_id, email)
       SELECT h.h, 'NV' || lpad(g::text, 8, '0'), 'Nhân viên ' || g, h.pb + g % 10, 'nv' || g || '@bench.example.vn'
       FROM generate_series($2::int, $3::int) g JOIN h ON h.i = 1 + g % cardinality($1::int[])`,
      [hospitalIds, from, from + count - 1],
    );
  await addStaff(1, STAFF);
  const token = (await must('POST', `${ORIGIN}/auth/v1/login`, { payload: { ten_tai_khoan: 'admin', mat_khau: adminPassword } })).token;
  const template = (await must('GET', `${V}/phien-ban-khao-sat?la_mau=true`, { token })).data.find((t) => t.instrument_code === 'HSOPS2');
  const now = new Date();
  const version = await must('POST', `${V}/phien-ban-khao-sat/${template.phien_ban_id}/copy`, {
    token,
    payload: {
      hospital_id: hospitalIds[0],
      tieu_de_khao_sat: 'Khảo sát quốc gia (đo tải)',
      time_start: wireTime(new Date(now.getTime() - 3600_000)),
      time_end: wireTime(new Date(now.getTime() + 7 * 86_400_000)),
    },
  });
  const versionId = version.phien_ban_id;
  // A national version: no owning hospital, every hospital a participant (as a multi-hospital version).
  await q(`UPDATE phien_ban_khao_sat SET hospital_id = NULL WHERE phien_ban_id = $1`, [versionId]);
  await q(`INSERT INTO phien_ban_benh_vien (phien_ban_id, hospital_id) SELECT $1, h FROM unnest($2::int[]) h ON CONFLICT DO NOTHING`, [versionId, hospitalIds]);
  const tStart = performance.now();
  const started = await must('POST', `${V}/phien-ban-khao-sat/${versionId}/start`, { token });
  figures.startMs = performance.now() - tStart;
  const questionnaire = await must('GET', `${V}/phien-ban-khao-sat/${versionId}/vi`, { token });
  const [secret] = await q(`SELECT value FROM server_secret WHERE name = 'invitation'`);
  const records = await q(`SELECT nhan_vien_khao_sat_id AS id, token_nonce AS nonce, hospital_id FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 ORDER BY 1`, [versionId]);
  const link = (r) => `${r.id}.${createHmac('sha256', Buffer.from(secret.value)).update(`${r.id}.${r.nonce}`).digest('base64url')}`;
  const questions = questionnaire.parts.flatMap((p) => p.questions.map((x) => ({ id: x.cauhoi_id, values: x.answers.map((a) => a.gia_tri).filter((v) => v !== null) })));
  const ballot = () =>
    questions.flatMap((x) => (x.values.length && Math.random() > 0.03 ? [{ cauhoi_id: x.id, gia_tri: [x.values[Math.floor(Math.random() * x.values.length)]] }] : []));

  // The province group (the first hospital's province) and the national group (every hospital), an officer each.
  const officerHash = await S.hashPassword(officerPassword);
  const [{ phan_quyen_id: officerGroup }] = await q(`SELECT phan_quyen_id FROM phan_quyen WHERE ma_phan_quyen = 'PROVINCE_OFFICER'`);
  const province = hospitals[0].ma_tinh;
  const [{ nhom_id: provinceGroup }] = await q(`INSERT INTO nhom_benh_vien (ten, ma_tinh) VALUES ('Sở Y tế (đo tải)', $1) RETURNING nhom_id`, [province]);
  const [{ nhom_id: nationalGroup }] = await q(`INSERT INTO nhom_benh_vien (ten) VALUES ('Toàn quốc (đo tải)') RETURNING nhom_id`);
  await q(`INSERT INTO nhom_benh_vien_thanh_vien (nhom_id, hospital_id) SELECT $1, h FROM unnest($2::int[]) h`, [nationalGroup, hospitalIds]);
  for (const [name, group] of [
    ['soyte_do_tai', provinceGroup],
    ['quocgia_do_tai', nationalGroup],
  ]) {
    const [{ tai_khoan_id }] = await q(`INSERT INTO tai_khoan (ten_tai_khoan, mat_khau_hash, display_name, phan_quyen_id) VALUES ($1, $2, $1, $3) RETURNING tai_khoan_id`, [
      name,
      officerHash,
      officerGroup,
    ]);
    await q(`INSERT INTO tai_khoan_nhom_benh_vien (tai_khoan_id, nhom_id) VALUES ($1, $2)`, [tai_khoan_id, group]);
  }
  const login = async (name) => (await must('POST', `${ORIGIN}/auth/v1/login`, { payload: { ten_tai_khoan: name, mat_khau: officerPassword } })).token;
  const officers = { province: await login('soyte_do_tai'), national: await login('quocgia_do_tai') };
  const provinceHospitals = hospitals.filter((h) => h.ma_tinh === province).length;
  await cluster.stop();
  figures.setupMs = performance.now() - t0;
  log(
    `setup in ${fmtMs(figures.setupMs)}: ${int(started.total)} records (start ${fmtMs(figures.startMs)}), ${questions.length} questions, province ${province} of ${provinceHospitals} hospitals`,
  );

  // 1. Invitations through the outbox to an SMTP sink; one sender killed part way.
  if (!SKIP.has('mails')) {
    step(`invitations: ${int(MAILS)} mails, ${PROCESSES} senders`);
    const delivered = new Map();
    let deliveries = 0;
    let lastDelivery = 0;
    let onDelivery = () => undefined;
    state.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, cb) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          for (const r of session.envelope.rcptTo) delivered.set(r.address, (delivered.get(r.address) ?? 0) + 1);
          deliveries++;
          lastDelivery = performance.now();
          onDelivery();
          cb();
        });
      },
    });
    await new Promise((resolve) => state.smtp.listen(0, '127.0.0.1', resolve));
    cluster = await startCluster(PROCESSES, { SMTP_URL: `smtp://127.0.0.1:${state.smtp.server.address().port}?ignoreTLS=true`, HM_MAIL_INTERVAL_MS: '200' });
    const rss = new Map(cluster.servers.map((s) => [s.pid, { first: rssMiB(s.pid), max: 0 }]));
    const sampler = setInterval(() => {
      for (const s of cluster.servers) {
        if (s.exitCode !== null || s.signalCode !== null) continue;
        try {
          const r = rss.get(s.pid);
          r.max = Math.max(r.max, rssMiB(s.pid));
        } catch {
          // just killed
        }
      }
    }, 250);
    const victim = cluster.servers[1 % cluster.servers.length];
    let killedAt = null;
    onDelivery = () => {
      if (killedAt === null && deliveries >= Math.floor(MAILS * KILL_AT)) {
        killedAt = deliveries;
        victim.kill('SIGKILL');
      }
    };
    t0 = performance.now();
    let queued = 0;
    const chunks = [];
    for (let i = 0; i < MAILS; i += 5000) chunks.push(records.slice(i, Math.min(MAILS, i + 5000)).map((r) => r.id));
    for (const ids of chunks)
      queued += (await must('POST', `${V}/email/send-email-moi-khao-sat`, { token, payload: { phien_ban_id: versionId, nhan_vien_khao_sat_ids: ids } })).queued;
    const queueMs = performance.now() - t0;
    // Until the outbox has nothing due and the sink has been quiet for 2 s (what the killed process
    // claimed waits for its 10-minute claim to pass).
    let outbox;
    for (;;) {
      [outbox] = await q(
        `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())::int AS due,
                count(*) FILTER (WHERE status = 'pending' AND next_attempt_at > now())::int AS claimed, count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM mail_outbox WHERE phien_ban_id = $1`,
        [versionId],
      );
      if (outbox.due === 0 && performance.now() - lastDelivery > 2000) break;
      await sleep(250);
    }
    const sendMs = lastDelivery - t0;
    clearInterval(sampler);
    await cluster.stop();
    [outbox] = await q(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'pending')::int AS claimed, count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM mail_outbox WHERE phien_ban_id = $1`,
      [versionId],
    );
    await new Promise((r) => state.smtp.close(r));
    state.smtp = null;
    const twice = [...delivered.values()].filter((c) => c > 1).length;
    const rssRows = [...rss.entries()].map(([pid, r]) => `${f(r.first)} → ${f(r.max)} MiB${pid === victim.pid ? ' (killed)' : ''}`);
    figures.mails = {
      queued,
      queueMs,
      sendMs,
      rate: deliveries / (sendMs / 1000),
      deliveries,
      twice,
      outbox,
      killedAt,
      rssRows,
      maxRss: Math.max(...[...rss.values()].map((r) => r.max)),
    };
    log(`mails: ${int(deliveries)} delivered in ${fmtMs(sendMs)} (${f(figures.mails.rate)}/s), ${twice} recipients twice`);
  }

  // 2. Votes at the target pace through the balancer, and the bare-SQL limit in the same run.
  cluster = await startCluster(PROCESSES);
  if (!SKIP.has('votes')) {
    const voterRate = RATE / (AUTOSAVES + 1);
    const partial = (answers) => answers.slice(0, Math.ceil(answers.length / 2));

    /** Runs `one(record)` for each voter, started on a fixed schedule (`rate` voters/s; 0 = as fast as they go), at most CLIENTS at once. */
    async function paced(voters, rate, one) {
      let next = 0;
      const t = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(CLIENTS, voters.length) }, async () => {
          for (let i = next++; i < voters.length; i = next++) {
            if (rate > 0) {
              const wait = t + (i * 1000) / rate - performance.now();
              if (wait > 0) await sleep(wait);
            }
            await one(voters[i]);
          }
        }),
      );
      return (performance.now() - t) / 1000;
    }

    // The bare-SQL limit: the server's statements of a vote (open the link, the session's
    // identity, the autosave's upsert, the vote's write, the background shuffle), from pg.
    async function bareRun(voters, rate) {
      const pool = new pg.Pool({ connectionString: state.database.url, max: POOL * PROCESSES });
      pool.on('error', () => undefined);
      state.bare = pool;
      const [rev] = (await pool.query(`SELECT ballot_revision FROM phien_ban_khao_sat WHERE phien_ban_id = $1`, [versionId])).rows;
      const kysely = new S.Kysely({ dialect: new S.PostgresDialect({ pool }) });
      const RECORD = -7_312_011;
      const KEY = '00000000-0000-4000-8000-00000000b0b0';
      const NOW = new Date(0);
      const RESPONSE = '{"sentinel":true}';
      const st = {
        invitation: compiled(S.selectInvitation(kysely).where('r.nhan_vien_khao_sat_id', '=', RECORD).compile(), [RECORD]),
        identity: compiled(S.selectVoterRecord(kysely, RECORD, 'survey').compile(), [RECORD]),
        submit: compiled(
          S.voteWrite({ recordId: RECORD, versionId, key: KEY, now: NOW, revision: rev.ballot_revision, rule: false, response: RESPONSE, hop_le: 1, hoan_thanh: true }).compile(
            kysely,
          ),
          [RECORD, KEY, NOW, RESPONSE],
        ),
      };
      const draft = `INSERT INTO vote_draft (nhan_vien_khao_sat_id, step, language, answers, updated_at) VALUES ($1, 1, 'vi', $2, now())
                     ON CONFLICT (nhan_vien_khao_sat_id) DO UPDATE SET step = excluded.step, language = excluded.language, answers = excluded.answers, updated_at = excluded.updated_at`;
      const shuffles = S.holdShuffles(kysely);
      shuffles.log = { error: (obj, msg) => console.error(msg, obj) };
      const submit = [];
      const autosave = [];
      let stored = 0;
      const wall = await paced(voters, rate, async (r) => {
        await pool.query(st.invitation.sql, st.invitation.values(r.id));
        await pool.query(st.identity.sql, st.identity.values(r.id));
        const answers = ballot();
        for (let k = 0; k < AUTOSAVES; k++) {
          const a0 = performance.now();
          await pool.query(draft, [r.id, JSON.stringify(partial(answers))]);
          autosave.push(performance.now() - a0);
        }
        const s0 = performance.now();
        const response = {
          ket_qua_id: randomUUID(),
          hospital_id: r.hospital_id,
          ngay: wireTime(new Date()).slice(0, 10),
          language: 'vi',
          hop_le: 1,
          hoan_thanh: true,
          don_vi: 0,
          vi_tri: 0,
          answers: answers.flatMap((a) => a.gia_tri.map((v) => [a.cauhoi_id, v, null])),
        };
        const [w] = (await pool.query(st.submit.sql, st.submit.values(r.id, randomUUID(), new Date(), JSON.stringify(response)))).rows;
        submit.push(performance.now() - s0);
        if (w.outcome === 'stored') stored++;
        shuffles.afterVote(versionId);
      });
      await shuffles.drain();
      await kysely.destroy();
      state.bare = null;
      submit.sort((a, b) => a - b);
      autosave.sort((a, b) => a - b);
      return {
        stored,
        wall,
        writes: (stored * (AUTOSAVES + 1)) / wall,
        votes: stored / wall,
        p50: pct(submit, 50),
        p99: pct(submit, 99),
        a50: pct(autosave, 50),
        a99: pct(autosave, 99),
      };
    }

    async function httpRun(voters, rate) {
      const submit = [];
      const autosave = [];
      const failures = new Map();
      const fail = (what) => failures.set(what, (failures.get(what) ?? 0) + 1);
      let stored = 0;
      let writes = 0;
      const wall = await paced(voters, rate, async (r) => {
        const session = await call('PUT', `${V}/authentication`, { payload: { token: link(r) } });
        if (session.status !== 200) return fail(`open the link: ${session.status} ${session.json?.message ?? ''}`);
        const access = session.json.data.access_token;
        const answers = ballot();
        for (let k = 0; k < AUTOSAVES; k++) {
          const a0 = performance.now();
          const res = await call('PUT', `${V}/ket-qua/nhap`, { token: access, payload: { phien_ban_id: versionId, step: 1, language: 'vi', answers: partial(answers) } });
          autosave.push(performance.now() - a0);
          if (res.status === 200) writes++;
          else fail(`autosave: ${res.status} ${res.json?.message ?? ''}`);
        }
        const s0 = performance.now();
        const res = await call('POST', `${V}/ket-qua`, { token: access, payload: { phien_ban_id: versionId, idempotency_key: randomUUID(), language: 'vi', answers } });
        submit.push(performance.now() - s0);
        if (res.status === 200) {
          stored++;
          writes++;
        } else fail(`submit: ${res.status} ${res.json?.message ?? ''}`);
      });
      submit.sort((a, b) => a - b);
      autosave.sort((a, b) => a - b);
      return { stored, wall, writes: writes / wall, votes: stored / wall, p50: pct(submit, 50), p99: pct(submit, 99), a50: pct(autosave, 50), a99: pct(autosave, 99), failures };
    }

    step(`votes: bare SQL at ${RATE} writes/s (${int(BARE)} voters)`);
    const barePaced = await bareRun(records.slice(VOTES, VOTES + BARE), voterRate);
    step(`votes: ${int(VOTES)} through the balancer at ${RATE} writes/s`);
    const cpu0 = process.cpuUsage();
    const httpPaced = await httpRun(records.slice(0, VOTES), voterRate);
    const clientCpu = process.cpuUsage(cpu0);
    step(`votes: bare SQL unpaced (${int(BARE)} voters)`);
    const bareMax = await bareRun(records.slice(VOTES + BARE, VOTES + 2 * BARE), 0);
    figures.votes = { barePaced, httpPaced, bareMax, loadCpuPerVote: (clientCpu.user + clientCpu.system) / 1000 / Math.max(1, httpPaced.stored) };
    log(`votes: ${f(httpPaced.votes)} votes/s, submit p50 ${fmtMs(httpPaced.p50)} p99 ${fmtMs(httpPaced.p99)}; bare p50 ${fmtMs(barePaced.p50)} p99 ${fmtMs(barePaced.p99)}`);
  }

  // 3. Closed; the reads and the recompute against one count(*), at the votes' size and at BIG.
  // The statistics autovacuum would have gathered over the weeks of a wave (a server with
  // autovacuum off, as this machine's, otherwise plans the close's snapshot for an empty ket_qua).
  const [{ autovacuum }] = await q(`SELECT current_setting('autovacuum') AS autovacuum`);
  await q(`ANALYZE`);
  step(`close the version (autovacuum ${autovacuum}; ANALYZE before)`);
  const tClose = performance.now();
  const closed = await call('POST', `${V}/phien-ban-khao-sat/${versionId}/close`, { token, payload: { status_khao_sat: 2 } });
  if (closed.status !== 200) throw new Error(`close: ${closed.status} ${closed.json?.message}`);
  figures.closeMs = performance.now() - tClose;
  figures.autovacuum = autovacuum;
  log(`closed in ${fmtMs(figures.closeMs)} (its final snapshot included)`);
  /** A timed GET; a read that needs a hospital (400 for the whole version) answers null and is left out. */
  const reader = (who, url) => async () => {
    const t = performance.now();
    const r = await call('GET', url, { token: who });
    if (r.status === 400) return null;
    if (r.status !== 200) throw new Error(`GET ${url}: ${r.status} ${r.json?.message}`);
    return performance.now() - t;
  };
  const dashboardReads = Object.entries(S.endpoints)
    .filter(([id, e]) => e.module === 'dashboard' && e.method === 'GET' && e.response && !e.file && id !== 'versionPercentData' && e.path.includes('/dash-board/'))
    .filter(([, e]) => Object.keys(e.query?.shape ?? {}).includes('phien_ban_id'))
    .map(([id, e]) => [`dashboard ${id} (all ${int(HOSPITALS)} hospitals)`, reader(token, `${ORIGIN}${S.toFastifyPath(e.path)}?phien_ban_id=${versionId}`)]);
  const reads = [
    [`province scope (${provinceHospitals} hospitals)`, reader(officers.province, `${V}/nhom-benh-vien/pham-vi`)],
    [`province results (${provinceHospitals} hospitals)`, reader(officers.province, `${V}/nhom-benh-vien/ket-qua?phien_ban_id=${versionId}`)],
    [`province results, one hospital`, reader(officers.province, `${V}/nhom-benh-vien/ket-qua?phien_ban_id=${versionId}&benh_vien_id=${hospitalIds[0]}`)],
    [`national scope (${int(HOSPITALS)} hospitals)`, reader(officers.national, `${V}/nhom-benh-vien/pham-vi`)],
    [`national results (${int(HOSPITALS)} hospitals)`, reader(officers.national, `${V}/nhom-benh-vien/ket-qua?phien_ban_id=${versionId}`)],
    ...dashboardReads,
  ];
  const recompute = reader(token, `${V}/phien-ban-khao-sat/create-percent-data?phien_ban_id=${versionId}`);
  /** The warm median of `runs`; a read whose first run takes over 5 s is run once (that time). */
  const warm = async (fn, runs = RUNS) => {
    const first = await fn();
    if (first === null || first > 5000) return first;
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await fn());
    return median(times);
  };
  const measureAt = async (label) => {
    await q(`ANALYZE`);
    const [n] = await q(
      `SELECT (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = $1) AS respondents, (SELECT count(*)::int FROM vote_hold WHERE phien_ban_id = $1) AS held,
              (SELECT count(*)::int FROM ket_qua_chi_tiet) AS answers`,
      [versionId],
    );
    const count = await warm(async () => {
      const t = performance.now();
      await q(`SELECT count(*) FROM ket_qua_chi_tiet`);
      return performance.now() - t;
    });
    step(`${label}: ${int(n.respondents)} respondents, ${int(n.answers)} answers; count(*) ${fmtMs(count)}`);
    const rec = await warm(recompute, Math.max(1, Math.min(RUNS, 2)));
    log(`recompute ${fmtMs(rec)} (${f(rec / count, 1)}× count(*))`);
    const rows = [];
    for (const [name, fn] of reads) {
      const ms = await warm(fn);
      if (ms === null) {
        log(`${name}: needs a hospital (400), left out`);
        continue;
      }
      rows.push([name, ms]);
      log(`${name}: ${fmtMs(ms)} (${f(ms / count, 2)}× count(*))`);
    }
    return { ...n, count, recompute: rec, reads: rows };
  };
  // The sizes measured: the votes' own, or BENCH_RESPONDENTS_MID and BENCH_RESPONDENTS_BIG reached by bulk loads.
  const respondentsNow = async () =>
    (await q(`SELECT (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = $1) + (SELECT count(*)::int FROM vote_hold WHERE phien_ban_id = $1) AS n`, [versionId]))[0].n;
  let have = await respondentsNow();
  const points = SKIP.has('big') ? [] : [...new Set([MID, BIG])].sort((a, b) => a - b);
  figures.at = [];
  figures.bulk = [];
  if (!points.length || points[0] <= have) figures.at.push(await measureAt('at the votes'));
  let nextStaff = STAFF + 1;
  for (const point of points.filter((p) => p > have)) {
    const extra = point - have;
    {
      step(`bulk load in SQL: ${int(extra)} more respondents`);
      t0 = performance.now();
      await q(`SET session_replication_role = replica`);
      const firstNew = nextStaff;
      nextStaff += extra;
      await addStaff(firstNew, extra);
      await q(
        `INSERT INTO nhan_vien_khao_sat (phien_ban_id, hospital_id, nhan_vien_id, phong_ban_id, status_khao_sat, hop_le, ineligible, token_nonce, invited_at)
         SELECT $1, nv.hospital_id, nv.nhan_vien_id, nv.phong_ban_id, 2, 1, false, md5(nv.nhan_vien_id::text), now() - interval '2 days'
         FROM nhan_vien nv WHERE nv.ma_nhan_vien >= 'NV' || lpad($2::text, 8, '0')`,
        [versionId, firstNew],
      );
      const values = async (role) =>
        (
          await q(`SELECT array_agg(a.gia_tri ORDER BY a.gia_tri) AS v FROM cau_hoi c JOIN dap_an a ON a.cauhoi_id = c.cauhoi_id WHERE c.phien_ban_id = $1 AND c.vai_tro = $2`, [
            versionId,
            role,
          ])
        )[0].v ?? [0];
      const units = await values('unit');
      const positions = await values('position');
      // The new responses in a temporary table first, so that their answers join it (not a scan of the answers).
      await q(
        `CREATE TEMP TABLE bench_new_response AS
         SELECT gen_random_uuid() AS ket_qua_id, ($1::int[])[1 + g % cardinality($1::int[])] AS hospital_id, g,
           ($2::int[])[1 + floor(cardinality($2::int[]) * random())::int] AS don_vi, ($3::int[])[1 + floor(cardinality($3::int[]) * random())::int] AS vi_tri
         FROM generate_series(1, $4::int) g`,
        [hospitalIds, units, positions, extra],
      );
      await q(
        `INSERT INTO ket_qua (ket_qua_id, phien_ban_id, hospital_id, ngay, language, hop_le, hoan_thanh, don_vi, vi_tri)
         SELECT ket_qua_id, $1, hospital_id, current_date - g % 5, CASE WHEN g % 10 = 0 THEN 'en' ELSE 'vi' END, CASE WHEN g % 40 = 0 THEN 0 ELSE 1 END, true, don_vi, vi_tri
         FROM bench_new_response`,
        [versionId],
      );
      const indexes = await q(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'ket_qua_chi_tiet'`);
      for (const i of indexes) await q(`DROP INDEX ${i.indexname}`);
      // Answers in slices of hospitals (one statement each), the new responses only, values skewed favourable.
      const slice = Math.max(1, Math.ceil(HOSPITALS / 20));
      for (let i = 0; i < hospitalIds.length; i += slice) {
        await q(
          `WITH qs AS (
             SELECT c.cauhoi_id, c.vai_tro, array_agg(a.gia_tri ORDER BY a.gia_tri) AS vals
             FROM cau_hoi c JOIN dap_an a ON a.cauhoi_id = c.cauhoi_id
             WHERE c.phien_ban_id = $1 AND a.gia_tri IS NOT NULL GROUP BY c.cauhoi_id, c.vai_tro
           )
           INSERT INTO ket_qua_chi_tiet (ket_qua_id, cauhoi_id, gia_tri)
           SELECT k.ket_qua_id, qs.cauhoi_id,
             CASE qs.vai_tro WHEN 'unit' THEN k.don_vi WHEN 'position' THEN k.vi_tri ELSE qs.vals[1 + floor(cardinality(qs.vals) * sqrt(random()))::int] END
           FROM bench_new_response k CROSS JOIN qs
           WHERE k.hospital_id = ANY($2::int[]) AND (qs.vai_tro IN ('unit', 'position') OR random() > 0.02)`,
          [versionId, hospitalIds.slice(i, i + slice)],
        );
      }
      for (const i of indexes) await q(i.indexdef);
      await q(`DROP TABLE bench_new_response`);
      await q(`SET session_replication_role = DEFAULT`);
      figures.bulk.push([extra, performance.now() - t0]);
      log(`bulk load in ${fmtMs(performance.now() - t0)}`);
      figures.at.push(await measureAt(`at ${int(point)} respondents`));
      have = point;
    }
  }
  await cluster.stop();
  report(figures);
}

function report(F) {
  const s = F.scale;
  console.log(
    `\nNational benchmark (issue 30 item 4): ${int(s.HOSPITALS)} hospitals, ${int(s.STAFF)} invited staff, ${s.PROCESSES} API processes behind a round-robin Node balancer, PostgreSQL; ${os.cpus().length} cores shared by everything`,
  );
  console.log(`close of the version through the API, its final snapshot included: ${fmtMs(F.closeMs)} (autovacuum ${F.autovacuum}: ANALYZE run before it)`);
  console.log(`setup ${fmtMs(F.setupMs)} (the version's start through the API, ${int(s.STAFF)} records: ${fmtMs(F.startMs)})`);
  if (F.mails) {
    const m = F.mails;
    printFigures(`\ninvitations: ${int(m.queued)} mails queued through the API in ${fmtMs(m.queueMs)}, sent by ${s.PROCESSES} processes to an SMTP sink`, [
      ['mails per second (queue start → outbox quiet)', `${f(m.rate)} (${int(m.deliveries)} delivered in ${fmtMs(m.sendMs)})`],
      ['sender RSS per process (start → max)', m.rssRows.join('; ')],
      ['killed (SIGKILL) after', m.killedAt === null ? 'not killed (sent before the threshold)' : `${int(m.killedAt)} deliveries`],
      [
        'outbox after the stop',
        `${int(m.outbox.sent)} sent, ${int(m.outbox.claimed)} claimed by the killed process (sent again once its 10-minute claim passes), ${m.outbox.failed} failed`,
      ],
      ['recipients delivered more than once', `${m.twice} (of ${int(m.deliveries)} deliveries to distinct addresses: one mail per staff member)`],
    ]);
  }
  if (F.votes) {
    const { barePaced: b, httpPaced: h, bareMax: x } = F.votes;
    printFigures(`\nvotes: each voter opens the link, autosaves ${s.AUTOSAVES}×, submits; paced at ${s.RATE} writes/s, at most ${s.CLIENTS} at once`, [
      [
        'through the balancer',
        `${int(h.stored)} votes, ${f(h.votes)} votes/s, ${f(h.writes)} writes/s; submit p50 ${fmtMs(h.p50)} p99 ${fmtMs(h.p99)}; autosave p50 ${fmtMs(h.a50)} p99 ${fmtMs(h.a99)}`,
      ],
      ['bare SQL, same pace', `${int(b.stored)} votes, ${f(b.writes)} writes/s; submit p50 ${fmtMs(b.p50)} p99 ${fmtMs(b.p99)}; autosave p50 ${fmtMs(b.a50)} p99 ${fmtMs(b.a99)}`],
      ['ratio HTTP ÷ bare SQL (latency)', `submit p50 ${f(h.p50 / b.p50, 1)}×, p99 ${f(h.p99 / b.p99, 1)}×; autosave p50 ${f(h.a50 / b.a50, 1)}×, p99 ${f(h.a99 / b.a99, 1)}×`],
      [
        'bare SQL unpaced (the limit)',
        `${f(x.votes)} votes/s = ${f(x.writes)} writes/s (submit p50 ${fmtMs(x.p50)} p99 ${fmtMs(x.p99)}); the target ${s.RATE} writes/s is ${f((100 * s.RATE) / x.writes)} % of it`,
      ],
      ['load generator CPU per vote', `${f(F.votes.loadCpuPerVote, 2)} ms`],
      ...[...h.failures].map(([what, n]) => ['refused', `${n} × ${what}`]),
    ]);
  }
  for (const a of F.at) {
    const rows = [[`SELECT count(*) FROM ket_qua_chi_tiet (${int(a.answers)} rows)`, `${fmtMs(a.count)} (reference)`]];
    rows.push([
      'closing recompute (create-percent-data)',
      `${fmtMs(a.recompute)} = ${f(a.recompute / a.count, 1)}× count(*) ${a.recompute / a.count <= 15 ? '(goal ≤ 15×: met)' : '(goal ≤ 15×: NOT met)'}`,
    ]);
    for (const [name, ms] of a.reads) rows.push([name, `${fmtMs(ms)} = ${f(ms / a.count, 2)}× count(*)${ms < a.count ? '' : ' (slower than count(*))'}`]);
    printFigures(
      `\nreads at ${int(a.respondents)} respondents${a.held ? ` (+${int(a.held)} still held)` : ''}, warm median of ${RUNS} over HTTP through the balancer (a read over 5 s: its first run)`,
      rows,
    );
  }
  for (const [n, ms] of F.bulk) console.log(`(bulk load in SQL of ${int(n)} respondents: ${fmtMs(ms)})`);
}

try {
  await main();
} catch (e) {
  console.error(e instanceof Error ? e.stack : e);
  process.exitCode = 1;
} finally {
  await cleanup();
}
