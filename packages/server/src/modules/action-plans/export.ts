import type { actionPlan, TActionPlan, TActionPlanResults } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import { addTableSheet, setWidths, streamWorkbook } from '../../http/xlsx-stream.js';
import { type FileDownload, XLSX_TYPE } from '../../resources/file-route.js';
import type { ResourceReads } from '../../resources/resource-repository.js';
import type { Language } from '../dashboard/language.js';
import { actionPlanResults } from './results.js';

const T = {
  vi: {
    plan: 'Kế hoạch',
    milestones: 'Mốc',
    notes: 'Tiến độ',
    results: 'Kết quả đo lại',
    rows: {
      tieu_de: 'Tên kế hoạch',
      hospital_name: 'Bệnh viện',
      tieu_de_khao_sat: 'Đợt khảo sát',
      don_vi: 'Khoa/đơn vị (giá trị câu trả lời; trống = toàn bệnh viện)',
      linh_vuc: 'Lĩnh vực trọng tâm',
      muc_tieu: 'Mục tiêu SMART',
      sang_kien: 'Các sáng kiến',
      nguoi_phu_trach: 'Người phụ trách',
      doi_tuong: 'Những người bị ảnh hưởng',
      nguon_luc: 'Nguồn lực',
      tro_ngai: 'Trở ngại',
      do_luong_quy_trinh: 'Chỉ số quá trình',
      do_luong_ket_qua: 'Chỉ số kết quả',
      truyen_thong: 'Truyền thông',
      ngay_bat_dau: 'Ngày bắt đầu',
      ngay_ket_thuc: 'Ngày kết thúc',
      trang_thai: 'Trạng thái',
      updated_at: 'Cập nhật lúc',
    },
    status: { draft: 'Nháp', in_progress: 'Đang thực hiện', done: 'Hoàn thành', abandoned: 'Đã dừng' },
    milestoneHeader: ['Mốc', 'Hạn', 'Xong'],
    yes: 'Có',
    no: 'Không',
    noteHeader: ['Ngày', 'Nội dung'],
    resultHeader: [
      'Lĩnh vực',
      'Điểm đợt trước (%)',
      'Điểm đợt sau (%)',
      'KTC 95 % thấp',
      'KTC 95 % cao',
      'Thay đổi (điểm %)',
      'Thay đổi thấp',
      'Thay đổi cao',
      'Giá trị p',
      'Kết luận',
    ],
    verdict: { improvement: 'Cải thiện rõ', decline: 'Giảm rõ', no_clear_change: 'Chưa có thay đổi rõ ràng' },
    none: 'Chưa có đợt khảo sát sau đã công bố kết quả.',
    suppressed: (min: number | null) => `Nhóm của kế hoạch có dưới ${min ?? ''} người trả lời ở đợt sau: không hiển thị số liệu.`,
    later: (r: TActionPlanResults) => `Đo lại ở "${r.later_version?.tieu_de_khao_sat ?? ''}", so với "${r.against_version?.tieu_de_khao_sat ?? ''}".`,
    file: (id: number) => `Kế hoạch hành động ${id}.xlsx`,
  },
  en: {
    plan: 'Plan',
    milestones: 'Milestones',
    notes: 'Progress',
    results: 'Re-measured',
    rows: {
      tieu_de: 'Plan title',
      hospital_name: 'Hospital',
      tieu_de_khao_sat: 'Survey wave',
      don_vi: 'Unit (answer value; empty = whole hospital)',
      linh_vuc: 'Focus composites',
      muc_tieu: 'SMART goal',
      sang_kien: 'Initiatives',
      nguoi_phu_trach: 'Lead',
      doi_tuong: 'People affected',
      nguon_luc: 'Resources',
      tro_ngai: 'Barriers',
      do_luong_quy_trinh: 'Process measures',
      do_luong_ket_qua: 'Outcome measures',
      truyen_thong: 'Communication',
      ngay_bat_dau: 'Start date',
      ngay_ket_thuc: 'End date',
      trang_thai: 'Status',
      updated_at: 'Updated at',
    },
    status: { draft: 'Draft', in_progress: 'In progress', done: 'Done', abandoned: 'Abandoned' },
    milestoneHeader: ['Milestone', 'Due', 'Done'],
    yes: 'Yes',
    no: 'No',
    noteHeader: ['Date', 'Note'],
    resultHeader: ['Composite', 'Earlier wave (%)', 'Later wave (%)', '95% CI low', '95% CI high', 'Change (points)', 'Change low', 'Change high', 'p-value', 'Verdict'],
    verdict: { improvement: 'Improvement', decline: 'Decline', no_clear_change: 'No clear change' },
    none: 'No later wave has published results yet.',
    suppressed: (min: number | null) => `The plan's group has fewer than ${min ?? ''} respondents in the later wave: no figures shown.`,
    later: (r: TActionPlanResults) => `Re-measured in "${r.later_version?.tieu_de_khao_sat ?? ''}", against "${r.against_version?.tieu_de_khao_sat ?? ''}".`,
    file: (id: number) => `Action plan ${id}.xlsx`,
  },
} as const;

/**
 * xuat-excel of one plan: the planning record (AHRQ's questions in order), its milestones, its
 * progress notes and its re-measure in the next wave (the same figures as `ket-qua`), one sheet
 * each. Scope and suppression are checked before the first byte.
 */
export async function actionPlanExport(db: Kysely<DB>, reads: ResourceReads<typeof actionPlan>, caller: Caller, id: number, language: Language): Promise<FileDownload> {
  const t = T[language];
  const plan: TActionPlan = await reads.byId(caller, id);
  const results = await actionPlanResults(db, reads, caller, id, language);
  const names = new Map(results.composites.map((c) => [c.ma_composite, c.name]));
  const body = streamWorkbook(async (workbook) => {
    const main = workbook.addWorksheet(t.plan);
    setWidths(main, [40, 100]);
    for (const [key, label] of Object.entries(t.rows)) {
      const v = plan[key as keyof TActionPlan];
      const value =
        key === 'linh_vuc' ? plan.linh_vuc.map((c) => names.get(c) ?? c).join('; ') : key === 'trang_thai' ? t.status[plan.trang_thai] : v === null ? null : (v as string | number);
      main.addRow([label, value]).commit();
    }
    main.commit();
    addTableSheet(
      workbook,
      t.milestones,
      [60, 14, 8],
      t.milestoneHeader,
      plan.moc.map((m) => [m.ten, m.han, m.xong ? t.yes : t.no]),
    );
    addTableSheet(
      workbook,
      t.notes,
      [14, 100],
      t.noteHeader,
      plan.tien_do.map((n) => [n.ngay, n.noi_dung]),
    );
    const sheet = workbook.addWorksheet(t.results);
    setWidths(sheet, [40, 14, 14, 12, 12, 14, 12, 12, 10, 24]);
    if (!results.later_version) sheet.addRow([t.none]).commit();
    else if (results.suppressed || results.composites.length === 0) sheet.addRow([t.suppressed(results.min_group_size)]).commit();
    else {
      sheet.addRow([t.later(results)]).commit();
      sheet.addRow([...t.resultHeader]).commit();
      for (const c of results.composites)
        sheet
          .addRow([
            c.name,
            c.before,
            c.after,
            c.interval?.low ?? null,
            c.interval?.high ?? null,
            c.change?.change ?? null,
            c.change?.low ?? null,
            c.change?.high ?? null,
            c.change?.p ?? null,
            c.change ? t.verdict[c.change.verdict] : null,
          ])
          .commit();
    }
    sheet.commit();
  });
  return { filename: t.file(id), contentType: XLSX_TYPE, body };
}
