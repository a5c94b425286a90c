import type { EndpointData, endpoints, TAnswer, TPartTree, TQuestionTree, TSurveyDetail, TVoteDraft } from '@hm/contract';
import { part, question, versionRow } from './fixtures';

const V = '/votesafety/v1';
/** Paths of the voting calls the tests answer. */
export const VOTE_PATH = {
  open: `${V}/phien-ban-khao-sat-new`,
  questionnaire: (id: number, language: string) => `${V}/phien-ban-khao-sat/${id}/${language}`,
  privacy: (id: number) => `${V}/phien-ban-khao-sat/${id}/thong-bao-rieng-tu`,
  draft: `${V}/ket-qua/nhap`,
  submit: `${V}/ket-qua`,
  check: `${V}/ket-qua/check-ket-qua-khao-sat`,
  voterAuth: `${V}/authentication`,
  voterCheck: `${V}/authentication/check`,
  myInfo: `${V}/nhan-vien/thong-tin-nhan-vien`,
  hospitals: '/auth/v1/hospital/auth',
};

const AGREE: [number, string, string][] = [
  [1, 'Rất không đồng ý', 'Strongly Disagree'],
  [2, 'Không đồng ý', 'Disagree'],
  [3, 'Trung lập', 'Neither Agree nor Disagree'],
  [4, 'Đồng ý', 'Agree'],
  [5, 'Rất đồng ý', 'Strongly Agree'],
  [9, 'Không áp dụng / Không biết', "Does Not Apply or Don't Know"],
];

function answers(questionId: number, options: [number, string, string][]): TAnswer[] {
  return options.map(([value, vi, en], i) => ({
    dapan_id: questionId * 100 + i,
    cauhoi_id: questionId,
    type: 'number',
    gia_tri: value,
    ten_dap_an: vi,
    ten_dap_an_en: en,
    stt: i + 1,
  }));
}

function q(over: Partial<TQuestionTree> & { cauhoi_id: number; phancauhoi_id: number }, options: [number, string, string][] | 'text'): TQuestionTree {
  const base = question({ scale: options === 'text' ? null : 'agreement', ...over });
  const a: TAnswer[] =
    options === 'text'
      ? [{ dapan_id: over.cauhoi_id * 100, cauhoi_id: over.cauhoi_id, type: 'text', gia_tri: null, ten_dap_an: '', ten_dap_an_en: '', stt: 1 }]
      : answers(over.cauhoi_id, options);
  return { ...base, answers: a };
}

/** Ten staff positions: code 9 is a position here, not 'does not apply'. */
const POSITIONS: [number, string, string][] = Array.from({ length: 10 }, (_, i) => [i + 1, `Vị trí ${i + 1}`, `Position ${i + 1}`]);

const PARTS: TPartTree[] = [
  {
    ...part({
      phan_cauhoi_id: 10,
      ma_phan: 'POSITION',
      giatri_cauhoi: 'Vị trí công việc của anh/chị',
      giatri_cauhoi_en: 'Your Staff Position',
      la_thong_tin_chung: true,
      stt: 1,
      so_cau_hoi: 1,
    }),
    questions: [
      q({ cauhoi_id: 100, phancauhoi_id: 10, ma_cauhoi: 'POSITION', ten_cauhoi: 'Vị trí công việc của anh/chị là gì?', ten_cauhoi_en: 'What is your position?' }, POSITIONS),
    ],
  },
  {
    ...part({
      phan_cauhoi_id: 11,
      ma_phan: 'A',
      giatri_cauhoi: 'Phần A: Khoa/phòng của anh/chị',
      giatri_cauhoi_en: 'Section A: Your Unit',
      mo_ta: 'Anh/chị đồng ý ở mức nào?',
      mo_ta_en: 'How much do you agree?',
      stt: 2,
      so_cau_hoi: 3,
    }),
    questions: [
      q(
        {
          cauhoi_id: 110,
          phancauhoi_id: 11,
          ma_cauhoi: 'A1',
          ten_cauhoi: 'Chúng tôi làm việc cùng nhau như một nhóm hiệu quả.',
          ten_cauhoi_en: 'We work together as an effective team.',
        },
        AGREE,
      ),
      q({ cauhoi_id: 111, phancauhoi_id: 11, ma_cauhoi: 'A2', ten_cauhoi: 'Chúng tôi có đủ nhân lực.', ten_cauhoi_en: 'We have enough staff.' }, AGREE),
      q({ cauhoi_id: 112, phancauhoi_id: 11, ma_cauhoi: 'A3', ten_cauhoi: 'Câu hỏi tạm ngưng', ten_cauhoi_en: 'Paused question', tamngung: 1 }, AGREE),
    ],
  },
  {
    ...part({ phan_cauhoi_id: 12, ma_phan: 'X', giatri_cauhoi: 'Phần đang ngưng dùng', status: 2, stt: 3, so_cau_hoi: 1 }),
    questions: [q({ cauhoi_id: 120, phancauhoi_id: 12, ma_cauhoi: 'X1', ten_cauhoi: 'Không hiện', ten_cauhoi_en: 'Hidden' }, AGREE)],
  },
  {
    ...part({
      phan_cauhoi_id: 13,
      ma_phan: 'K',
      giatri_cauhoi: 'Phần K: Kênh báo cáo',
      giatri_cauhoi_en: 'Section K: Reporting channels',
      type: 'checkbox',
      stt: 4,
      so_cau_hoi: 1,
    }),
    questions: [
      q(
        {
          cauhoi_id: 130,
          phancauhoi_id: 13,
          ma_cauhoi: 'K1',
          ten_cauhoi: 'Anh/chị báo cáo sự cố qua kênh nào?',
          ten_cauhoi_en: 'Which channels do you report through?',
          scale: null,
        },
        [
          [1, 'Phần mềm', 'Software'],
          [2, 'Giấy', 'Paper'],
          [3, 'Điện thoại', 'Phone'],
        ],
      ),
    ],
  },
  {
    ...part({
      phan_cauhoi_id: 14,
      ma_phan: 'H',
      giatri_cauhoi: 'Phần H: Ý kiến của anh/chị',
      giatri_cauhoi_en: 'Section H: Your Comments',
      type: 'text',
      la_thong_tin_chung: true,
      stt: 5,
      so_cau_hoi: 1,
    }),
    questions: [
      q({ cauhoi_id: 140, phancauhoi_id: 14, ma_cauhoi: 'H1', ten_cauhoi: 'Ý kiến khác về an toàn người bệnh', ten_cauhoi_en: 'Other comments on patient safety' }, 'text'),
    ],
  },
];

/** A running version's questionnaire: background radio, Likert with 'does not apply', a paused question, an inactive part, a checkbox part, a comments box. */
export function questionnaire(language: 'vi' | 'en' = 'vi'): TSurveyDetail {
  const { so_da_binh_chon: _voted, so_hoan_chinh: _complete, tong_so_nhan_vien: _total, ...v } = versionRow();
  const en = language === 'en';
  return {
    ...v,
    tieu_de_khao_sat: en ? v.tieu_de_khao_sat_en : v.tieu_de_khao_sat,
    mo_ta_khao_sat: '',
    noi_dung_khao_sat: en ? 'This survey asks for your opinions about patient safety.' : 'Khảo sát này hỏi ý kiến của anh/chị về an toàn người bệnh.',
    noi_dung_khao_sat_en: 'This survey asks for your opinions about patient safety.',
    parts: PARTS,
    composites: [],
  };
}

export type OpenVersion = EndpointData<typeof endpoints.versionNew>[number];

export function openVersion(over: Partial<OpenVersion> = {}): OpenVersion {
  return { ...versionRow(), nhan_vien_khao_sat_id: 55, trang_thai_cua_toi: 1, ...over };
}

export function draft(over: Partial<TVoteDraft> = {}): TVoteDraft {
  return { phien_ban_id: 3, step: 0, language: 'vi', answers: [], updated_at: '2026-03-05 09:00:00', ...over };
}

export const SUBMIT_OK = { status_khao_sat: 2, hop_le: 1, hoan_thanh: true } as const;
