import { screen } from '@testing-library/react';
import { fakeServer } from '@hm/platform/testing';
import { renderPage, staffUser } from '../test/render';
import { questionnaire, VOTE_PATH } from '../test/vote-fixtures';
import VotePage from './VotePage';

/** Server round trips and the preview's pause before asking: generous under a busy machine. */
const SLOW = { timeout: 5000 };
jest.setTimeout(20_000);

const NOTICE = '/votesafety/v1/phien-ban-khao-sat/3/thong-bao-rieng-tu';
const AHRQ_NOTE = 'AHRQ yêu cầu người sử dụng ngoài Hoa Kỳ xin phép AHRQ trước khi dịch hoặc in lại bộ câu hỏi.';

function server(note = 'Kết quả được trình bày tại hội nghị khoa học của bệnh viện.') {
  return fakeServer({
    [`GET ${VOTE_PATH.check}`]: () => ({ da_binh_chon: false, hop_le: null }),
    [`GET ${VOTE_PATH.draft}`]: () => null,
    [`GET ${VOTE_PATH.questionnaire(3, 'vi')}`]: () => ({ ...questionnaire('vi'), mo_ta_khao_sat: `AHRQ SOPS Hospital Survey 2.0 (2019).\n\n${AHRQ_NOTE}` }),
    [`PUT ${VOTE_PATH.draft}`]: () => ({ updated_at: '2026-03-05 09:00:00' }),
    [`GET ${NOTICE}`]: () => ({ nguong_toi_thieu: 7, time_end: '2026-12-28 17:00:00', benh_vien: 'Bệnh viện Đa khoa Demo', ghi_chu: { vi: note, en: '' } }),
  });
}

describe('StepForm: the first page', () => {
  beforeEach(() => sessionStorage.clear());

  it('tells staff what they need: voluntary, anonymous, what is stored and for how long, who sees results, the group size, the deadline, the hospital’s note', async () => {
    renderPage(<VotePage />, { server: server(), url: '/vi/KhaoSat/StepForm?phien_ban_id=3', user: staffUser });
    expect(await screen.findByText(/nhóm có ít hơn 7 người trả lời bị ẩn/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/^Tham gia là tự nguyện/)).toBeTruthy();
    expect(screen.getByText(/lưu không kèm tên, mã nhân viên hay tài khoản/)).toBeTruthy();
    expect(screen.getByText(/^Được lưu: các câu trả lời/)).toBeTruthy();
    expect(screen.getByText(/giữ cùng kết quả khảo sát/)).toBeTruthy();
    expect(screen.getByText(/^Người xem kết quả:/)).toBeTruthy();
    expect(screen.getByText('Hạn gửi phiếu: 17:00 ngày 28/12/2026.')).toBeTruthy();
    expect(screen.getByText('Hạn bình chọn: 17:00 ngày 28/12/2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ghi chú của Bệnh viện Đa khoa Demo' })).toBeTruthy();
    expect(screen.getByText('Kết quả được trình bày tại hội nghị khoa học của bệnh viện.')).toBeTruthy();
    // The instrument's notes for administrators stay on the authoring pages.
    expect(screen.queryByText(/AHRQ yêu cầu/)).toBeNull();
    expect(screen.queryByText(/SOPS Hospital Survey 2\.0 \(2019\)/)).toBeNull();
  });

  it('shows no note heading when the hospital wrote none', async () => {
    renderPage(<VotePage />, { server: server(''), url: '/vi/KhaoSat/StepForm?phien_ban_id=3', user: staffUser });
    await screen.findByText(/nhóm có ít hơn 7 người trả lời bị ẩn/, {}, SLOW);
    expect(screen.queryByRole('heading', { name: /^Ghi chú của/ })).toBeNull();
  });
});
