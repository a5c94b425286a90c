// Several API processes on one PostgreSQL database, as the README's "Deploy" describes, behind a
// round-robin load balancer (scripts/lib/balancer.mjs, a small Node proxy in a process of its own;
// nginx would do the same). Builds the server, creates a fresh database (dropped at the end) with
// a hospital whose staff are invited to an open SOPS 2.0 version, then:
//  1. throughput: for 1, 2 and 3 processes, BENCH_STAFF staff open their link and vote through the
//     balancer from BENCH_CLIENTS clients (votes/s, submit p50/p99, server CPU per vote);
//  2. a kill: 3 processes, each with a mail sender on an SMTP sink; the invitations are queued;
//     the login limits are tried through the balancer; then a burst of votes, and one process is
//     killed (SIGKILL) part way. Clients retry what was not answered (same submit key). Then two
//     closes of the version at once. Checks: every acknowledged vote stored exactly once (its key,
//     its record, one response), every retry answered (stored, or the first result), each mail
//     delivered once, one final snapshot, the login limits counted across processes.
//  3. module releases (issue 28), in the kill run's cluster before the burst: a release uploaded
//     and promoted to stable through the balancer; each of the 3 processes, asked directly, serves
//     its entry with the registry's SHA-384 and gives the same assignment.
//
// BENCH_PROXY=nginx puts Debian's nginx in front instead (the deployment's own site,
// deploy/nginx/hm-vote.conf.template, with TLS and HTTP/1.1 keep-alive from the clients; least
// connections, a read retried once on another process, a write never sent twice).
//
//   npm run bench:multi   (DATABASE_URL=postgres://… to use another server; BENCH_STAFF (voters per
//                          run, default 2000), BENCH_CLIENTS (100), BENCH_PORT (first port, 8400),
//                          HM_DB_POOL (each process's pool), BENCH_PROXY (node or nginx))
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBalancer } from './lib/balancer.mjs';
import { cpuMs as cpuOf, percentile as pct, sleep } from './lib/measure.mjs';
import { startNginx, tlsFolder } from './lib/nginx.mjs';
import { buildServer, freshDatabase, requireServer, startServer, stopProcess } from './lib/server.mjs';
import { httpCaller, openSurvey } from './lib/vote-load.mjs';

await main();

async function main() {
  const pg = requireServer('pg');
  const { SMTPServer } = requireServer('smtp-server');

  const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const STAFF = Number(process.env.BENCH_STAFF ?? 2000);
  const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
  const PORT = Number(process.env.BENCH_PORT ?? 8400);
  const LB = PORT;
  const NGINX = process.env.BENCH_PROXY === 'nginx';
  const tls = NGINX ? tlsFolder() : null;
  const ORIGIN = NGINX ? `https://127.0.0.1:${LB}` : `http://127.0.0.1:${LB}`;
  const V = `${ORIGIN}/votesafety/v1`;
  const LOGIN_RATE = 4;
  const dbName = `hm_bench_multi_${process.pid}`;
  const adminPassword = randomBytes(12).toString('base64url');
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-web-'));
  const ms = (x) => `${x.toFixed(0)} ms`;
  const cpuMs = (pid) => {
    try {
      return cpuOf(pid);
    } catch {
      return 0; // killed
    }
  };

  const { call, must } = httpCaller({ ca: NGINX ? tls.ca : null });

  /** N API processes on the database, and the balancer in front of them. */
  async function startCluster(n, extraEnv = {}) {
    const ports = Array.from({ length: n }, (_, i) => PORT + 1 + i);
    const env = {
      DATABASE_URL: dbUrl,
      HM_DEMO: '0',
      HM_ADMIN_PASSWORD: adminPassword,
      HM_WEB_DIR: webDir,
      SMTP_URL: '',
      HM_LOGIN_RATE_PER_MINUTE: String(LOGIN_RATE),
      ...(NGINX ? { HM_TRUST_PROXY: '127.0.0.1' } : {}),
      ...extraEnv,
    };
    const started = await Promise.allSettled(ports.map((port) => startServer({ port, env, readyPath: '/ready', everyMs: 100 })));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) {
      await Promise.all(started.map((r) => r.status === 'fulfilled' && r.value.stop()));
      throw failed.reason;
    }
    const servers = started.map((r) => r.value.child);
    if (NGINX) {
      const nginx = await startNginx({ tls, ports, httpsPort: LB, httpPort: LB + 50 });
      if (!nginx.test.ok) throw new Error(`nginx -t: ${nginx.test.message}`);
      return {
        servers,
        async stop() {
          await Promise.all([nginx.stop(), ...servers.map((p) => stopProcess(p))]);
        },
      };
    }
    const balancer = await startBalancer({ port: LB, backends: ports });
    return {
      servers,
      async stop() {
        await Promise.all([balancer.stop(), ...servers.map((p) => stopProcess(p))]);
      },
    };
  }

  const database = await freshDatabase(BASE_URL, dbName);
  const dbUrl = database.url;
  let db = null;
  let cluster = null;
  let smtp = null;
  try {
    buildServer();

    // Setup through one process: the hospital, 4 × STAFF staff, the version started.
    const step = (what) => console.log(`${new Date().toISOString().slice(11, 19)} ${what}`);
    step('setup');
    cluster = await startCluster(1);
    db = new pg.Client({ connectionString: dbUrl });
    db.on('error', () => undefined);
    await db.connect();
    const { token, version, records, link, ballot } = await openSurvey({ must, origin: ORIGIN, db, staff: 4 * STAFF, adminPassword });
    await cluster.stop();
    cluster = null;

    /**
     * A burst: each client takes the next voter, opens the link, votes; what gets no answer (a
     * dropped connection, a 502 or 503 from the balancer) is sent again, the vote with its key.
     */
    async function burst(voters, { onAcknowledged } = {}) {
      const outcome = [];
      const submit = [];
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = next++; i < voters.length; i = next++) {
            const o = { record: voters[i].id, key: randomUUID(), attempts: 0, status: 0, result: null, retried: false, firstFailed: false };
            let session = null;
            for (let k = 0; k < 20 && !session; k++) {
              const r = await call('PUT', `${V}/authentication`, { payload: { token: link(voters[i]) } });
              if (r.status === 200) session = r.json.data.access_token;
              else if (r.status >= 400 && r.status < 500) break;
              else await sleep(50);
            }
            const payload = { phien_ban_id: version.phien_ban_id, idempotency_key: o.key, language: 'vi', answers: ballot() };
            for (let k = 0; session && k < 20; k++) {
              o.attempts++;
              const s0 = performance.now();
              const r = await call('POST', `${V}/ket-qua`, { token: session, payload });
              if (r.status === 200) {
                submit.push(performance.now() - s0);
                o.status = 200;
                o.result = r.json.data;
                onAcknowledged?.();
                break;
              }
              if (r.status >= 400 && r.status < 500) {
                o.status = r.status;
                o.message = r.json?.message;
                break;
              }
              if (k === 0) o.firstFailed = true;
              o.retried = true;
              await sleep(50);
            }
            outcome.push(o);
          }
        }),
      );
      const wall = (performance.now() - t0) / 1000;
      submit.sort((a, b) => a - b);
      const acknowledged = outcome.filter((o) => o.status === 200);
      return { outcome, acknowledged, wall, rate: acknowledged.length / wall, p50: pct(submit, 50), p99: pct(submit, 99) };
    }

    // 1. Throughput with 1, 2 and 3 processes.
    const runs = [];
    for (const n of [1, 2, 3]) {
      step(`throughput with ${n} process${n > 1 ? 'es' : ''}`);
      cluster = await startCluster(n);
      const voters = records.slice((n - 1) * STAFF, n * STAFF);
      const cpu0 = cluster.servers.map((s) => cpuMs(s.pid));
      const r = await burst(voters);
      const cpu = cluster.servers.reduce((sum, s, i) => sum + cpuMs(s.pid) - cpu0[i], 0);
      runs.push({ n, ...r, cpuPerVote: cpu / r.acknowledged.length, refused: r.outcome.filter((o) => o.status !== 200).length });
      await cluster.stop();
      cluster = null;
    }

    // 2. Three processes with mail senders; one killed part way through a burst.
    step('kill run');
    const delivered = new Map();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, cb) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          for (const r of session.envelope.rcptTo) delivered.set(r.address, (delivered.get(r.address) ?? 0) + 1);
          cb();
        });
      },
    });
    await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = smtp.server.address().port;
    cluster = await startCluster(3, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`, HM_MAIL_INTERVAL_MS: '200' });

    // 3. A module release through the balancer; every process serves it and assigns it alike.
    const release = { version: `0.0.1-bench-${process.pid}`, entry: `/* bench release ${process.pid} */` };
    const releaseSha = `sha384-${createHash('sha384').update(release.entry).digest('base64')}`;
    const contractMajor = Number(/export const CONTRACT_MAJOR = (\d+)/.exec(readFileSync(new URL('../packages/contract/src/modules.ts', import.meta.url), 'utf8'))[1]);
    await must('POST', `${V}/phat-hanh-phan-he`, {
      token,
      payload: {
        module: 'reports',
        version: release.version,
        contract_major: contractMajor,
        shell_range: '>=0.0.0',
        smoke_test: 'passed',
        entry: 'remoteEntry.js',
        files: [{ path: 'remoteEntry.js', sha384: releaseSha, content_base64: Buffer.from(release.entry).toString('base64') }],
      },
    });
    await must('POST', `${V}/phat-hanh-phan-he/nang-kenh`, { token, payload: { module: 'reports', version: release.version, channel: 'stable' } });
    const releasesSeen = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const direct = `http://127.0.0.1:${PORT + i}`;
        const file = await fetch(`${direct}/releases/reports/${release.version}/remoteEntry.js`);
        const assigned = (await call('GET', `${direct}/votesafety/v1/phat-hanh-phan-he/cua-toi`, { token })).json?.data?.remotes?.reports;
        return (
          (await file.text()) === release.entry &&
          file.headers.get('x-content-sha384') === releaseSha &&
          assigned?.version === release.version &&
          assigned?.integrity === releaseSha
        );
      }),
    );

    // The login limits, through the balancer (round robin: consecutive attempts reach different processes).
    const attempt = (password) => call('POST', `${ORIGIN}/auth/v1/login`, { payload: { ten_tai_khoan: 'khong-co-ai', mat_khau: password } });
    const burstLimit = [];
    for (let i = 0; i < LOGIN_RATE + 2; i++) burstLimit.push((await attempt(`sai-${i}`)).status);

    // The invitations of the kill run's voters, sent by the three senders while the votes come in.
    const voters = records.slice(3 * STAFF, 4 * STAFF);
    const queued = (
      await must('POST', `${V}/email/send-email-moi-khao-sat`, { token, payload: { phien_ban_id: version.phien_ban_id, nhan_vien_khao_sat_ids: voters.map((r) => r.id) } })
    ).queued;

    let acked = 0;
    let killedAt = null;
    const victim = cluster.servers[1];
    const killRun = await burst(voters, {
      onAcknowledged: () => {
        if (++acked === Math.floor(voters.length * 0.4) && !killedAt) {
          killedAt = acked;
          victim.kill('SIGKILL');
        }
      },
    });

    // Two closes at once: they reach two processes; one closes and takes the final snapshot.
    const {
      rows: [seq0],
    } = await db.query(`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::int AS v FROM percent_snapshot_snapshot_id_seq`);
    const closes = await Promise.all([1, 2].map(() => call('POST', `${V}/phien-ban-khao-sat/${version.phien_ban_id}/close`, { token, payload: { status_khao_sat: 2 } })));
    const {
      rows: [seq1],
    } = await db.query(`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::int AS v FROM percent_snapshot_snapshot_id_seq`);
    const {
      rows: [snaps],
    } = await db.query(`SELECT count(*)::int AS n, min(reason) AS reason FROM percent_snapshot WHERE phien_ban_id = $1`, [version.phien_ban_id]);

    // Mails: wait until the outbox is quiet (a mail claimed by the killed process waits for its retry).
    let outbox;
    for (let i = 0; i < 100; i++) {
      ({
        rows: [outbox],
      } = await db.query(
        `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())::int AS due,
                count(*) FILTER (WHERE status = 'pending' AND next_attempt_at > now())::int AS claimed, count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM mail_outbox WHERE phien_ban_id = $1`,
        [version.phien_ban_id],
      ));
      if (outbox.due === 0) break;
      await sleep(200);
    }
    // Stopped (SIGTERM), the live processes finish the batch of mails under way.
    await cluster.stop();
    cluster = null;
    ({
      rows: [outbox],
    } = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'pending')::int AS claimed, count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM mail_outbox WHERE phien_ban_id = $1`,
      [version.phien_ban_id],
    ));

    // Every acknowledged vote stored exactly once, with the result it was answered.
    const ack = killRun.acknowledged;
    const { rows: keys } = await db.query(
      `SELECT k.idempotency_key AS key, k.nhan_vien_khao_sat_id AS record, k.hop_le, k.hoan_thanh, r.status_khao_sat FROM vote_submit_key k JOIN nhan_vien_khao_sat r USING (nhan_vien_khao_sat_id) WHERE r.phien_ban_id = $1`,
      [version.phien_ban_id],
    );
    const byKey = new Map(keys.map((k) => [k.key, k]));
    const ackStored = ack.filter((o) => {
      const k = byKey.get(o.key);
      return k && k.record === o.record && k.status_khao_sat === 2 && k.hop_le === o.result.hop_le && k.hoan_thanh === o.result.hoan_thanh;
    }).length;
    const {
      rows: [totals],
    } = await db.query(
      `SELECT (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = $1) + (SELECT count(*)::int FROM vote_hold WHERE phien_ban_id = $1) AS responses,
              (SELECT count(*)::int FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 AND status_khao_sat = 2) AS voted`,
      [version.phien_ban_id],
    );
    const allAcked = runs.reduce((n, r) => n + r.acknowledged.length, 0) + ack.length;
    const retried = killRun.outcome.filter((o) => o.retried);
    const twice = [...delivered.values()].filter((c) => c > 1).length;

    console.log(
      `\n${STAFF} voters per run, ${CLIENTS} clients, through ${NGINX ? "nginx with TLS (the deployment's site)" : 'a round-robin Node balancer'}; ${os.cpus().length} cores shared by the load, the balancer, the API processes and PostgreSQL`,
    );
    for (const r of runs)
      console.log(
        `  ${r.n} process${r.n > 1 ? 'es' : ''}: ${r.rate.toFixed(0)} votes/s, submit p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, server CPU ${r.cpuPerVote.toFixed(2)} ms per vote${r.refused ? `, ${r.refused} refused` : ''}`,
      );
    console.log(
      `\nkill run: 3 processes, one killed (SIGKILL) after ${killedAt} acknowledged votes; ${ack.length} of ${voters.length} votes acknowledged at ${killRun.rate.toFixed(0)} votes/s`,
    );
    console.log(`  acknowledged votes stored with their key, record and result: ${ackStored} of ${ack.length}`);
    console.log(`  submits sent again after no answer (same key): ${retried.length}, all answered 200: ${retried.every((o) => o.status === 200)}`);
    for (const o of killRun.outcome.filter((x) => x.status !== 200)) console.log(`  not stored: record ${o.record}: ${o.status} ${o.message ?? ''}`);
    console.log(`  the version: ${totals.responses} responses, ${totals.voted} records voted, ${keys.length} keys; ${allAcked + 0} votes acknowledged over all runs`);
    console.log(
      `  two closes at once: ${closes
        .map((c) => c.status)
        .sort()
        .join(' and ')}; snapshots of the version: ${snaps.n} (${snaps.reason}), ${seq1.v - seq0.v} taken`,
    );
    console.log(
      `  mails: ${queued} queued, ${outbox.sent} sent, ${outbox.claimed} claimed by the killed process (tried again once the claim's 10 minutes pass), ${outbox.failed} failed; delivered to ${delivered.size} addresses, ${twice} twice`,
    );
    console.log(`  module release: served with its SHA-384 and assigned alike by ${releasesSeen.filter(Boolean).length} of 3 processes`);
    console.log(`  login limits across processes: ${burstLimit.join(', ')} (a burst of ${LOGIN_RATE} per minute for an account and address, counted over every process)`);

    const ok =
      ackStored === ack.length &&
      totals.responses === allAcked &&
      totals.voted === allAcked &&
      keys.length === allAcked &&
      retried.every((o) => o.status === 200) &&
      killRun.outcome.every((o) => o.status === 200) &&
      closes
        .map((c) => c.status)
        .sort()
        .join() === '200,409' &&
      snaps.n === 1 &&
      seq1.v - seq0.v === 1 &&
      twice === 0 &&
      outbox.sent + outbox.claimed === queued &&
      // A mail the killed process handed to the SMTP server before marking it is delivered, not marked.
      delivered.size >= outbox.sent &&
      delivered.size <= outbox.sent + outbox.claimed &&
      burstLimit.slice(0, LOGIN_RATE).every((s) => s === 401) &&
      burstLimit.slice(LOGIN_RATE).every((s) => s === 429) &&
      releasesSeen.every(Boolean);
    console.log(
      ok ? 'OK: nothing acknowledged lost or doubled; mails, snapshot and login limits once across processes; the same releases from every process' : 'MISMATCH: see above',
    );
    process.exitCode = ok ? 0 : 1;
  } catch (e) {
    console.error(e instanceof Error ? e.stack : e);
    process.exitCode = 1;
  } finally {
    await cluster?.stop().catch(() => undefined);
    await new Promise((r) => (smtp ? smtp.close(r) : r()));
    await db?.end().catch(() => undefined);
    await database.drop();
    rmSync(webDir, { recursive: true, force: true });
    tls?.remove();
  }
}
