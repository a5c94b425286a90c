import { REPORT_CHANNEL_FIELDS, type TChannelSplit, type TStaffGroup } from '@hm/contract';
import { responseRates, staffGroups } from '../../dashboard/participation.js';
import { requiredParam } from './params.js';
import { once, type ReportSourceImpl, type SourceContext, type SourceRow } from './types.js';

/**
 * Response rates (live, from the staff records), by hospital, department or job title: the
 * dashboards' own calls (`thong-ke-ty-le-phan-hoi`, `-phong-ban`, `thong-ke-nhan-vien-chuc-danh`),
 * so the figures, the scope, the dashboards' licence and a department head's narrowing are theirs.
 * Participation is not anonymous: no group is suppressed. Each row carries its rate split by
 * channel (link, card, paper) as the dashboards' `kenh` computes it (card-participation.ts).
 */

const channelCells = (k: TChannelSplit | undefined): SourceRow =>
  Object.fromEntries(
    Object.entries(REPORT_CHANNEL_FIELDS).flatMap(([c, field]) => {
      const r = k?.[c as keyof TChannelSplit];
      return [
        [`moi_${field}`, r?.invited ?? null],
        [`hoan_chinh_${field}`, r?.complete ?? null],
        [`ty_le_${field}`, r?.rate ?? null],
      ];
    }),
  );

/** A rate's cells; with its channels for hospitals and departments (a job title has no card: a card names no job). */
const rateCells = (t: { invited: number; ineligible: number; submitted: number; complete: number; rate: number | null; kenh?: TChannelSplit }, channels: boolean) => ({
  moi: t.invited,
  khong_du_dieu_kien: t.ineligible,
  da_gui: t.submitted,
  hoan_chinh: t.complete,
  ty_le: t.rate,
  ...(channels ? channelCells(t.kenh) : {}),
});

const query = (ctx: SourceContext) => ({ phien_ban_id: requiredParam(ctx.params, 'phien_ban_id'), ...(ctx.params.hospital_id ? { hospital_id: ctx.params.hospital_id } : {}) });

export const responseRateHospital: ReportSourceImpl = {
  code: 'response_rate_hospital',
  async read(ctx) {
    const rates = await responseRates(ctx.db, ctx.caller, query(ctx), ctx.language);
    const ids = rates.hospitals.map((h) => h.hospital_id!);
    const codes = new Map(
      ids.length
        ? (await ctx.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).where('hospital_id', 'in', ids).execute()).map((h) => [h.hospital_id, h.ma_benh_vien])
        : [],
    );
    const rows: SourceRow[] = rates.hospitals.map((h) => ({ ma_benh_vien: codes.get(h.hospital_id!) ?? null, ten_benh_vien: h.name, ...rateCells(h, true) }));
    return { batches: once(rows), suppressed: 0 };
  },
};

const byGroup = (code: 'response_rate_department' | 'response_rate_job_title', by: 'department' | 'jobTitle', nameField: string): ReportSourceImpl => ({
  code,
  async read(ctx) {
    const groups: TStaffGroup[] = await staffGroups(ctx.db, ctx.caller, query(ctx), by, ctx.language);
    return { batches: once(groups.map((g) => ({ [nameField]: g.name, ahrq: g.ahrq, ...rateCells(g, by === 'department') }))), suppressed: 0 };
  },
});

export const responseRateDepartment = byGroup('response_rate_department', 'department', 'ten_phong_ban');
export const responseRateJobTitle = byGroup('response_rate_job_title', 'jobTitle', 'ten_chuc_danh');
