import { Readable } from 'node:stream';
import { auditActionLabel, auditEntityLabel, CSV_BOM, csvConvention, csvLine, endpoints, formatWire, toWireTime, type TAuditQuery, type TAuditRow, type TPage } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { paged } from '../../db/paging.js';
import { keywordMatches } from '../../db/search.js';
import { defineFileRoute } from '../../resources/file-route.js';
import { defineRoute } from '../../resources/route.js';
import { scopeIds } from '../../access/scope.js';
import type { Caller } from '../../access/caller.js';
import { type Language, requestLanguage } from '../dashboard/language.js';

/** The export's limit: a larger trail is narrowed by its filters first. */
export const AUDIT_EXPORT_MAX = 50_000;

type Filters = Omit<TAuditQuery, 'page' | 'size'>;

/**
 * The audit trail a caller may read, filtered: system administrators every row; hospital
 * administrators the rows about the hospitals in their scope. Nothing here writes: the trail has
 * no edit or delete call (docs/decisions/audit-trail.md).
 */
export function trail(db: Kysely<DB>, caller: Caller, f: Filters) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('tai_khoan as tk', 'tk.tai_khoan_id', 'a.tai_khoan_id')
    .leftJoin('hospital as h', 'h.hospital_id', 'a.hospital_id')
    .select([
      sql<string>`a.audit_log_id::text`.as('audit_log_id'),
      sql<string>`to_char(a.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS')`.as('created_at'),
      'a.tai_khoan_id',
      'tk.ten_tai_khoan',
      'tk.display_name',
      'a.hospital_id',
      'h.name as ten_benh_vien',
      'a.action',
      'a.entity',
      'a.entity_id',
      sql<TAuditRow['changes']>`a.changes`.as('changes'),
      sql<TAuditRow['detail']>`a.detail`.as('detail'),
      'a.request_id',
      'a.ip',
    ]);
  const ids = scopeIds(caller, (f.hospitalId as number | undefined) ?? undefined);
  if (ids) q = q.where('a.hospital_id', 'in', ids);
  if (f.taiKhoanId) q = q.where('a.tai_khoan_id', '=', Number(f.taiKhoanId));
  if (f.entity) q = q.where('a.entity', '=', f.entity);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.tu_ngay) q = q.where(sql<boolean>`a.created_at >= (${f.tu_ngay}::date::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh')`);
  if (f.den_ngay) q = q.where(sql<boolean>`a.created_at < ((${f.den_ngay}::date + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh')`);
  if (f.keyword) {
    q = q.where(keywordMatches(['tk.ten_tai_khoan', 'tk.display_name', 'a.entity', 'a.entity_id', 'a.action'], f.keyword));
  }
  return q;
}

const CSV_HEADER: Record<Language, string[]> = {
  vi: ['Thời gian', 'Tài khoản', 'Tên hiển thị', 'Bệnh viện', 'Hành động', 'Đối tượng', 'Mã đối tượng', 'Thay đổi', 'Chi tiết', 'Mã yêu cầu', 'Địa chỉ'],
  en: ['Time', 'Account', 'Display name', 'Hospital', 'Action', 'Entity', 'Entity id', 'Changes', 'Detail', 'Request id', 'Address'],
};

/** `field: before → after`, one per line. */
const changesText = (changes: TAuditRow['changes']) =>
  changes
    ? Object.entries(changes)
        .map(([k, [b, a]]) => `${k}: ${JSON.stringify(b ?? null)} → ${JSON.stringify(a ?? null)}`)
        .join('\n')
    : '';

/** A row for people: the time as dd/MM/yyyy HH:mm:ss (Vietnamese time), actions and entities in words. */
const csvRow = (r: TAuditRow, language: Language) => [
  `${formatWire(r.created_at)}${r.created_at.slice(16)}`,
  r.ten_tai_khoan,
  r.display_name,
  r.ten_benh_vien,
  auditActionLabel(r.action, language),
  auditEntityLabel(r.entity, language),
  r.entity_id,
  changesText(r.changes),
  r.detail,
  r.request_id,
  r.ip,
];

export function auditTrailRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  defineRoute(
    app,
    endpoints.auditList,
    ({ caller, query }): Promise<TPage<TAuditRow>> => paged(trail(db, caller, query as Filters), query, ['a.created_at', 'a.audit_log_id'], 'desc') as Promise<TPage<TAuditRow>>,
  );

  defineRoute(app, endpoints.auditEntities, async ({ caller }) => {
    let q = db.selectFrom('audit_log').select('entity').distinct().where('entity', 'is not', null);
    const ids = scopeIds(caller);
    if (ids) q = q.where('hospital_id', 'in', ids);
    return (await q.orderBy('entity').execute()).map((r) => r.entity!);
  });

  defineFileRoute(app, endpoints.auditExport, async ({ caller, query, req, audit }) => {
    const rows = (await trail(db, caller, query as Filters)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.audit_log_id', 'desc')
      .limit(AUDIT_EXPORT_MAX)
      .execute()) as TAuditRow[];
    // Reading the trail out of the product is itself recorded.
    await audit(db, {
      hospitalId: ((query as Filters).hospitalId as number | undefined) ?? null,
      detail: { ...query, rows: rows.length },
    });
    // The Vietnamese Excel convention in Vietnamese, the international one in English (@hm/contract csv.ts).
    const language = requestLanguage(req);
    const c = csvConvention(language);
    const text = CSV_BOM + csvLine(CSV_HEADER[language], c) + rows.map((r) => csvLine(csvRow(r, language), c)).join('');
    const day = toWireTime(new Date()).slice(0, 10);
    return { filename: `nhat-ky-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: Readable.from([text]) };
  });
}
