import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DB } from '../db/schema.js';
import { type ExportOutcome, type OpsRecorder, setOpsRecorder, type SnapshotOutcome } from './recorder.js';

export const METRICS_MSG = {
  off: 'Chưa bật /metrics: đặt biến môi trường METRICS_TOKEN và gửi nó dưới dạng "Authorization: Bearer <token>"',
  token: 'Thiếu hoặc sai mã truy cập /metrics (Authorization: Bearer <METRICS_TOKEN>)',
} as const;

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80, 160];

/** The route pattern (`/votesafety/v1/ket-qua/:id`), never the raw URL: label values stay few. */
const routeOf = (req: FastifyRequest): string => req.routeOptions.url ?? '(none)';
const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

let processRegistry: Registry | null = null;

/**
 * CPU, memory, event-loop lag, GC, handles: figures of the process, so collected once per
 * process whatever the number of apps, from the first scrape on (each collector keeps a GC
 * observer and an event-loop monitor for good: apps that are never scraped, such as tests, start none).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The metrics of one app instance, in its own registry (tests build many apps in one process;
 * a global registry would mix them and refuse the second registration of a name).
 */
export class AppMetrics implements OpsRecorder {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_class'>;
  private readonly latency: Histogram<'method' | 'route' | 'status_class'>;
  private readonly votes: Counter;
  private readonly snapshots: Histogram<'reason' | 'outcome'>;
  private readonly exports: Histogram<'kind' | 'outcome'>;

  constructor(db: Kysely<DB>, version: string, onCollectError: (err: unknown) => void) {
    const registers = [this.registry];
    new Gauge({ name: 'hm_build_info', help: 'Phiên bản máy chủ đang chạy (giá trị luôn là 1)', labelNames: ['version'], registers }).set({ version }, 1);
    this.requests = new Counter({
      name: 'hm_http_requests_total',
      help: 'Số yêu cầu HTTP đã trả lời, theo phương thức, mẫu đường dẫn và nhóm mã trạng thái',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    });
    this.latency = new Histogram({
      name: 'hm_http_request_duration_seconds',
      help: 'Thời gian trả lời yêu cầu HTTP (giây)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.votes = new Counter({ name: 'hm_votes_accepted_total', help: 'Số phiếu bình chọn đã ghi nhận (không tính lần gửi lại cùng khóa)', registers });
    this.snapshots = new Histogram({
      name: 'hm_snapshot_duration_seconds',
      help: 'Thời gian tính dữ liệu tổng hợp (snapshot) của một phiên bản (giây)',
      labelNames: ['reason', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.exports = new Histogram({
      name: 'hm_export_duration_seconds',
      help: 'Thời gian xuất một tệp dữ liệu, đến byte cuối (giây)',
      labelNames: ['kind', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'hm_mail_outbox_pending',
      help: 'Số thư trong hộp thư gửi đi chưa gửi được (đang chờ hoặc chờ gửi lại); đọc khi thu thập',
      registers,
      async collect() {
        try {
          const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`.execute(db);
          this.set(r.rows[0]!.n);
        } catch (err) {
          onCollectError(err);
          this.set(Number.NaN); // unknown, not zero
        }
      },
    });
  }

  observeRequest(req: FastifyRequest, reply: FastifyReply): void {
    const labels = { method: req.method, route: routeOf(req), status_class: statusClass(reply.statusCode) };
    this.requests.inc(labels);
    this.latency.observe(labels, reply.elapsedTime / 1000);
  }

  voteAccepted(): void {
    this.votes.inc();
  }

  snapshotStored(reason: string, outcome: SnapshotOutcome, seconds: number): void {
    this.snapshots.observe({ reason, outcome }, seconds);
  }

  exportFinished(kind: string, outcome: ExportOutcome, seconds: number): void {
    this.exports.observe({ kind, outcome }, seconds);
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(req: FastifyRequest, token: string): boolean {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m !== null && timingSafeEqual(digest(m[1]!), digest(token));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (its own Prometheus registry). */
    metrics: AppMetrics;
  }
}

/**
 * `/metrics` in the Prometheus text format, for whoever holds `METRICS_TOKEN` (404 while it is
 * not set). Counts every answered request by route pattern, and what the modules record (votes,
 * snapshots, exports) through the database's OpsRecorder.
 */
export function registerMetrics(app: FastifyInstance, o: { db: Kysely<DB>; token: string | null; version: string }): AppMetrics {
  const metrics = new AppMetrics(o.db, o.version, (err) => app.log.warn({ err }, 'metrics: mail outbox count failed'));
  app.decorate('metrics', metrics);
  setOpsRecorder(o.db, metrics);
  app.addHook('onResponse', async (req, reply) => metrics.observeRequest(req, reply));
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    if (!o.token) return reply.status(404).send({ code: 404, message: METRICS_MSG.off, data: null });
    if (!hasToken(req, o.token)) return reply.status(401).header('www-authenticate', 'Bearer').send({ code: 401, message: METRICS_MSG.token, data: null });
    reply.header('cache-control', 'no-store');
    return reply.type(metrics.registry.contentType).send((await metrics.registry.metrics()) + (await processMetrics().metrics()));
  });
  return metrics;
}
