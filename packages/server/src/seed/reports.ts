import { PROJECT_CODE, REPORT_CHANNEL_FIELDS, type TReportSourceCode } from '@hm/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

interface DetailSeed {
  field: string;
  hien_thi?: boolean;
  sap_xep?: 'asc' | 'desc';
}

interface ReportSeed {
  ma: string;
  vi: string;
  en: string;
  mo_ta: string;
  nguon: TReportSourceCode;
  bieu_do: 'none' | 'bar' | 'bar_horizontal' | 'stacked_bar' | 'line' | 'pie';
  details: DetailSeed[];
}

/**
 * Reports every installation starts with (issue 14): the figures hospitals are asked for most,
 * over the server's sources. Hospital administrators may view, run and export them; system
 * administrators hold every right on every report; other groups get rights on the
 * PhanQuyenBaoCao screen. Seeded once (`seed:reports:1`; a report added later by its own mark,
 * `seed:reports:2` the split by channel), so later edits are kept and a deleted one stays deleted.
 */
export const REPORT_SEEDS: ReportSeed[] = [
  {
    ma: 'TL_PHAN_HOI_KHOA',
    vi: 'Tỷ lệ phản hồi theo khoa/phòng',
    en: 'Response rate by department',
    nguon: 'response_rate_department',
    bieu_do: 'bar_horizontal',
    mo_ta: 'Số được mời, phiếu hoàn chỉnh và tỷ lệ phản hồi của từng khoa/phòng, cao nhất trước.',
    details: [{ field: 'ten_phong_ban' }, { field: 'ahrq' }, { field: 'moi' }, { field: 'khong_du_dieu_kien' }, { field: 'hoan_chinh' }, { field: 'ty_le', sap_xep: 'desc' }],
  },
  {
    ma: 'TL_PHAN_HOI_KHOA_KENH',
    vi: 'Tỷ lệ phản hồi theo khoa/phòng và kênh',
    en: 'Response rate by department and channel',
    nguon: 'response_rate_department',
    bieu_do: 'none',
    mo_ta: 'Tỷ lệ phản hồi của từng khoa/phòng và của từng kênh mời: liên kết cá nhân, thẻ bình chọn, phiếu giấy (được mời, phiếu hoàn chỉnh, tỷ lệ).',
    details: [
      { field: 'ten_phong_ban', sap_xep: 'asc' },
      { field: 'moi' },
      { field: 'hoan_chinh' },
      { field: 'ty_le' },
      ...Object.values(REPORT_CHANNEL_FIELDS).flatMap((k) => [{ field: `moi_${k}` }, { field: `hoan_chinh_${k}` }, { field: `ty_le_${k}` }]),
    ],
  },
  {
    ma: 'TL_PHAN_HOI_BV',
    vi: 'Tỷ lệ phản hồi theo bệnh viện',
    en: 'Response rate by hospital',
    nguon: 'response_rate_hospital',
    bieu_do: 'bar',
    mo_ta: 'Số được mời, đã gửi, hoàn chỉnh và tỷ lệ phản hồi của từng bệnh viện.',
    details: [
      { field: 'ma_benh_vien' },
      { field: 'ten_benh_vien', sap_xep: 'asc' },
      { field: 'moi' },
      { field: 'khong_du_dieu_kien' },
      { field: 'da_gui' },
      { field: 'hoan_chinh' },
      { field: 'ty_le' },
    ],
  },
  {
    ma: 'TICH_CUC_LINH_VUC',
    vi: 'Tỷ lệ tích cực theo lĩnh vực',
    en: 'Composite percent positive',
    nguon: 'composite_hospital',
    bieu_do: 'bar_horizontal',
    mo_ta: 'Tỷ lệ tích cực, trung lập, tiêu cực của từng lĩnh vực, với phiên bản trước và điểm chuẩn AHRQ khi có.',
    details: [
      { field: 'ma_linh_vuc', hien_thi: false },
      { field: 'ten_linh_vuc' },
      { field: 'tich_cuc' },
      { field: 'trung_lap' },
      { field: 'tieu_cuc' },
      { field: 'phien_ban_truoc' },
      { field: 'diem_chuan' },
      { field: 'so_phieu' },
    ],
  },
  {
    ma: 'PHAN_BO_DANH_GIA',
    vi: 'Phân bố đánh giá chung về an toàn người bệnh',
    en: 'Patient safety rating distribution',
    nguon: 'rating_distribution',
    bieu_do: 'pie',
    mo_ta: 'Số phiếu và tỷ lệ của mỗi mức đánh giá chung.',
    details: [{ field: 'muc' }, { field: 'so_phieu' }, { field: 'ty_le' }],
  },
  {
    ma: 'DS_THAM_GIA',
    vi: 'Danh sách tham gia khảo sát',
    en: 'Survey participation list',
    nguon: 'participation_list',
    bieu_do: 'none',
    mo_ta: 'Từng nhân viên được mời với khoa/phòng, chức danh, ngày mời, nhắc và trạng thái tham gia.',
    details: [
      { field: 'ten_benh_vien' },
      { field: 'ma_nhan_vien' },
      { field: 'ho_ten' },
      { field: 'ten_phong_ban' },
      { field: 'ten_chuc_danh' },
      { field: 'trang_thai' },
      { field: 'ngay_moi' },
      { field: 'ngay_nhac' },
    ],
  },
];

/** Groups given every right on the seeded reports. */
const GRANTED_TO = ['HOSPITAL_ADMIN'];

/** Adds the seeded reports not there yet; `only` (codes) limits it to reports added by a later mark, so a deleted seeded report stays deleted. */
export async function seedReports(trx: Transaction<DB>, only?: readonly string[]): Promise<void> {
  const project = await trx.selectFrom('du_an').select('du_an_id').where('ma_du_an', '=', PROJECT_CODE).executeTakeFirst();
  if (!project) return;
  const existing = new Set((await trx.selectFrom('report').select('ma_report').where('du_an_id', '=', project.du_an_id).execute()).map((r) => r.ma_report.toLowerCase()));
  const groups = await trx.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', 'in', GRANTED_TO).execute();
  for (const s of REPORT_SEEDS) {
    if (existing.has(s.ma.toLowerCase()) || (only && !only.includes(s.ma))) continue;
    const { report_id } = await trx
      .insertInto('report')
      .values({
        du_an_id: project.du_an_id,
        ma_report: s.ma,
        ten_report: s.vi,
        ten_report_english: s.en,
        mo_ta: s.mo_ta,
        nguon: s.nguon,
        bieu_do: s.bieu_do,
        tham_so: '{}',
        created_by: null,
        updated_by: null,
      })
      .returning('report_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('report_detail')
      .values(
        s.details.map((d, i) => ({
          report_id,
          field: d.field,
          nhan: null,
          hien_thi: d.hien_thi ?? true,
          thu_tu: i,
          sap_xep: d.sap_xep ?? null,
          nhom: false,
          tong_hop: null,
          loc_phep: null,
          loc_gia_tri: null,
        })),
      )
      .execute();
    if (groups.length)
      await trx
        .insertInto('phan_quyen_report')
        .values(groups.map((g) => ({ phan_quyen_id: g.phan_quyen_id, report_id, xem: true, chay: true, xuat: true })))
        .execute();
  }
}
