import type { TPart, TQuestion, TSurveyVersionRow } from '@hm/contract';

const V = '/votesafety/v1';
/** Paths of the calls the tests answer. */
export const PATH = {
  versions: `${V}/phien-ban-khao-sat`,
  version: (id: number) => `${V}/phien-ban-khao-sat/${id}`,
  versionClose: (id: number) => `${V}/phien-ban-khao-sat/${id}/close`,
  versionStart: (id: number) => `${V}/phien-ban-khao-sat/${id}/start`,
  versionCopy: (id: number) => `${V}/phien-ban-khao-sat/${id}/copy`,
  versionHide: `${V}/phien-ban-khao-sat/delete`,
  parts: `${V}/phan-cau-hoi`,
  partReorder: `${V}/phan-cau-hoi/sap-xep`,
  questions: `${V}/cau-hoi`,
  answers: `${V}/dap-an`,
  answerSet: `${V}/dap-an/danh-sach`,
  composites: `${V}/composite`,
  mailInvite: `${V}/email/send-email-moi-khao-sat`,
  hospitals: '/auth/v1/hospital/auth',
};

export function versionRow(over: Partial<TSurveyVersionRow> = {}): TSurveyVersionRow {
  return {
    phien_ban_id: 3,
    hospital_id: 1,
    hospital_name: 'Bệnh viện Đa khoa Demo',
    is_template: false,
    instrument_code: 'HSOPS2',
    copied_from_id: 1,
    language: 'vi',
    tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2026',
    tieu_de_khao_sat_en: 'Patient safety culture 2026',
    mo_ta_khao_sat: '',
    mo_ta_khao_sat_en: '',
    noi_dung_khao_sat: '',
    noi_dung_khao_sat_en: '',
    time_start: '2026-03-01 07:00:00',
    time_end: '2026-03-31 17:00:00',
    created_at: '2026-02-20 09:00:00',
    started_at: '2026-03-01 07:00:00',
    status_khao_sat: 1,
    tam_ngung: false,
    co_ket_qua: false,
    so_da_binh_chon: 12,
    so_hoan_chinh: 11,
    tong_so_nhan_vien: 40,
    ...over,
  };
}

export function part(over: Partial<TPart> = {}): TPart {
  return {
    phan_cauhoi_id: 10,
    phien_ban_id: 3,
    ma_phan: 'A',
    giatri_cauhoi: 'Khoa/phòng của anh/chị',
    giatri_cauhoi_en: 'Your unit',
    mo_ta: '',
    mo_ta_en: '',
    type: 'radio',
    la_thong_tin_chung: false,
    stt: 1,
    status: 1,
    so_cau_hoi: 7,
    ...over,
  };
}

export function question(over: Partial<TQuestion> = {}): TQuestion {
  return {
    cauhoi_id: 100,
    phancauhoi_id: 10,
    phien_ban_id: 3,
    ma_cauhoi: 'A1',
    stt_cauhoi: 1,
    ten_cauhoi: 'Chúng tôi làm việc cùng nhau như một nhóm hiệu quả',
    ten_cauhoi_en: 'In this unit, we work together as an effective team',
    scale: 'agreement',
    tamngung: 0,
    thuan_nghich: 0,
    vai_tro: null,
    ma_cauhoi_qhlq: null,
    ten_cauhoi_qh_lq: null,
    ...over,
  };
}
