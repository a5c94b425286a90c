import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { METRICS_MSG } from '../../src/ops/metrics.js';
import { body, createTestApp, type TestApp } from '../helpers/app.js';
import { fullAnswers, openLink, openVersion, submitBody, V, voteFixture, type VoteFixture } from '../modules/voting/fixtures.js';

const TOKEN = 'metrics-test-token-0123456789';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  f = await voteFixture(t);
});
afterAll(() => t.close());

async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series (`name{labels}` exactly as exposed), or undefined. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const closedDemoVersion = async () =>
  (
    await sql<{ id: number }>`SELECT v.phien_ban_id AS id FROM phien_ban_khao_sat v JOIN hospital h ON h.hospital_id = v.hospital_id
      WHERE h.ma_benh_vien = 'BVDEMO' AND v.status_khao_sat = 2 AND NOT v.is_template ORDER BY v.phien_ban_id LIMIT 1`.execute(f.db)
  ).rows[0]!.id;

describe('/metrics', () => {
  it('is off (404, saying how to turn it on) without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(METRICS_MSG.off);
    } finally {
      await off.close();
    }
  });

  it('asks for the token as a bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(body(res).message).toBe(METRICS_MSG.token);
    }
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toContain('# TYPE hm_http_requests_total counter');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(/hm_build_info\{version="[\d.]+"\} 1/);
  });

  it('counts requests and their latency by route pattern, method and status class, never by raw URL', async () => {
    const versionId = await closedDemoVersion();
    const before = await scrape();
    const pattern = '/votesafety/v1/phien-ban-khao-sat/:id';
    const series = `hm_http_requests_total{method="GET",route="${pattern}",status_class="2xx"}`;
    for (let i = 0; i < 3; i++) expect((await f.call('admin', 'GET', `${V}/phien-ban-khao-sat/${versionId}`)).statusCode).toBe(200);
    expect((await f.call('admin', 'GET', `${V}/phien-ban-khao-sat/999999`)).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/votesafety/v1/khong-co-duong-dan' });

    const after = await scrape();
    expect((value(after, series) ?? 0) - (value(before, series) ?? 0)).toBe(3);
    expect(value(after, `hm_http_requests_total{method="GET",route="${pattern}",status_class="4xx"}`)).toBeGreaterThanOrEqual(1);
    expect(value(after, `hm_http_request_duration_seconds_count{method="GET",route="${pattern}",status_class="2xx"}`)).toBe(value(after, series));
    expect(after).toContain(`hm_http_request_duration_seconds_bucket{le="0.05",method="GET",route="${pattern}",status_class="2xx"}`);
    expect(after).toContain('route="(none)"');
    expect(after).not.toContain(`/phien-ban-khao-sat/${versionId}"`);
    expect(after).not.toContain('khong-co-duong-dan');
  });

  it('counts accepted votes once: a retry with the same key and a refused vote are not votes', async () => {
    const v = await openVersion(f);
    const votes = async () => value(await scrape(), 'hm_votes_accepted_total') ?? 0;
    const before = await votes();
    const session = await openLink(f, await v.record(5));
    const key = randomUUID();
    const first = await f.bearer(session, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v), key));
    expect(first.statusCode).toBe(200);
    const retry = await f.bearer(session, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v), key));
    expect(retry.statusCode).toBe(200);
    const second = await f.bearer(session, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)));
    expect(second.statusCode).toBe(409);
    expect((await votes()) - before).toBe(1);
  });

  it('times snapshots and exports (to the last byte), by reason and kind', async () => {
    const versionId = await closedDemoVersion();
    const computed = await f.call('admin', 'GET', `${V}/phien-ban-khao-sat/create-percent-data?phien_ban_id=${versionId}`);
    expect(body<{ computed: boolean }>(computed).data.computed).toBe(true);
    const exported = await f.call('admin', 'GET', `${V}/dash-board/xuat-raw-data?phien_ban_id=${versionId}`);
    expect(exported.statusCode).toBe(200);

    const text = await scrape();
    expect(value(text, 'hm_snapshot_duration_seconds_count{reason="request",outcome="ok"}')).toBe(1);
    expect(value(text, 'hm_snapshot_duration_seconds_sum{reason="request",outcome="ok"}')).toBeGreaterThan(0);
    expect(value(text, 'hm_export_duration_seconds_count{kind="raw-data",outcome="ok"}')).toBe(1);
    expect(value(text, 'hm_export_duration_seconds_sum{kind="raw-data",outcome="ok"}')).toBeGreaterThan(0);
  });

  it('reads the mail queue (unsent outbox rows) from the database at each scrape', async () => {
    const pending = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`.execute(f.db)).rows[0]!.n;
    expect(value(await scrape(), 'hm_mail_outbox_pending')).toBe(await pending());
    await f.db
      .insertInto('mail_outbox')
      .values([1, 2, 3].map((i) => ({ hospital_id: f.demoId, template: 'invite', to_address: `nv${i}@benhvien.vn`, status: i === 3 ? 'sent' : 'pending' })))
      .execute();
    const now = await pending();
    expect(now).toBeGreaterThanOrEqual(2);
    expect(value(await scrape(), 'hm_mail_outbox_pending')).toBe(now);
  });

  it('keeps each app’s figures in its own registry', async () => {
    const other = await createTestApp({ metricsToken: TOKEN });
    try {
      await other.app.inject({ method: 'GET', url: '/health' });
      const mine = await scrape();
      const theirs = await scrape(other.app);
      expect(value(theirs, 'hm_http_requests_total{method="GET",route="/health",status_class="2xx"}')).toBe(1);
      expect(value(mine, 'hm_http_requests_total{method="GET",route="/health",status_class="2xx"}')).toBeUndefined();
      expect(value(theirs, 'hm_votes_accepted_total')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
