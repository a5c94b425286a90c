import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer } from '@hm/platform/testing';
import { author, renderPage, toasts } from '../test/render';
import PaperEntryPage from './PaperEntryPage';

jest.setTimeout(20_000);

const P = '/votesafety/v1/phieu-giay';
const keyer = { ...author, chuc_nang: [...author.chuc_nang, 'NHAP_PHIEU_GIAY'] };
const scale = (extra: [number, string][] = []) =>
  [[1, 'Rất không đồng ý'], [2, 'Không đồng ý'], [3, 'Trung lập'], [4, 'Đồng ý'], [5, 'Rất đồng ý'], ...extra].map(([v, label], i) => ({
    dapan_id: 100 + i,
    cauhoi_id: 0,
    type: 'number',
    gia_tri: v,
    ten_dap_an: label,
    ten_dap_an_en: '',
    stt: i + 1,
  }));
const question = (id: number, code: string, text: string, answers = scale()) => ({
  cauhoi_id: id,
  phancauhoi_id: 1,
  phien_ban_id: 3,
  ma_cauhoi: code,
  stt_cauhoi: id,
  ten_cauhoi: text,
  ten_cauhoi_en: '',
  scale: 'agree5',
  tamngung: 0,
  thuan_nghich: 0,
  vai_tro: null,
  ma_cauhoi_qhlq: null,
  ten_cauhoi_qh_lq: null,
  answers,
});
const part = {
  phan_cauhoi_id: 1,
  phien_ban_id: 3,
  ma_phan: 'A',
  giatri_cauhoi: 'Làm việc nhóm',
  giatri_cauhoi_en: 'Teamwork',
  mo_ta: '',
  mo_ta_en: '',
  type: 'radio',
  la_thong_tin_chung: false,
  stt: 1,
  status: 1,
  so_cau_hoi: 3,
  questions: [
    question(11, 'A1', 'Chúng tôi làm việc cùng nhau hiệu quả.', scale([[9, 'Không áp dụng']])),
    question(12, 'A2', 'Chúng tôi có đủ nhân lực.'),
    question(13, 'A3', 'Chúng tôi hỗ trợ nhau.'),
  ],
};
const sheet = (trang_thai: string, lech: object[] = []) => ({ phien_ban_id: 3, tieu_de_khao_sat: 'Khảo sát 2026', ten_phong_ban: 'Khoa Nội', trang_thai, parts: [part], lech });

describe('KS_NHAP_PHIEU_GIAY: keying a paper questionnaire', () => {
  it('keys the items from the keyboard: digits of the scale, Enter for a blank, Backspace back; a digit off the scale is refused', async () => {
    const s = fakeServer({
      [`POST ${P}/mo`]: (req) => ((req.body as { ma_phieu: string }).ma_phieu === 'SAI' ? fail(404, 'Mã phiếu không đúng') : sheet('new')),
      [`POST ${P}/nhap`]: () => ({ trang_thai: 'second', so_lech: 0 }),
    });
    renderPage(<PaperEntryPage />, { server: s, url: '/vi/KhaoSat/NhapPhieuGiay', user: keyer });
    const code = await screen.findByLabelText('Mã phiếu in trên phiếu giấy');
    await userEvent.type(code, 'SAI{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Mã phiếu không đúng');
    await userEvent.clear(code);
    await userEvent.type(code, 'abcd-efgh-jkmn{Enter}');

    const key = await screen.findByLabelText('Giá trị câu A1');
    await waitFor(() => expect(document.activeElement).toBe(key));
    const current = () => screen.getByLabelText('Câu đang nhập').textContent ?? '';
    expect(current()).toContain('Câu 1/3');
    expect(current()).toContain('Chúng tôi làm việc cùng nhau hiệu quả.');
    expect(current()).toContain('9 Không áp dụng');
    fireEvent.keyDown(key, { key: '9' });
    expect(current()).toContain('A2');
    fireEvent.keyDown(screen.getByLabelText('Giá trị câu A2'), { key: '9' });
    expect(screen.getByRole('alert').textContent).toBe('Câu A2 chỉ nhận 1, 2, 3, 4, 5; Enter để bỏ trống');
    expect(current()).toContain('Câu 2/3');
    fireEvent.keyDown(screen.getByLabelText('Giá trị câu A2'), { key: 'Backspace' });
    expect(current()).toContain('Câu 1/3');
    fireEvent.keyDown(screen.getByLabelText('Giá trị câu A1'), { key: '4' });
    fireEvent.keyDown(screen.getByLabelText('Giá trị câu A2'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('Giá trị câu A3'), { key: '5' });
    expect(screen.getByText('Đã nhập đủ 3 câu. Kiểm tra lại rồi lưu lần nhập.')).toBeTruthy();
    const keyed = within(screen.getByRole('list', { name: 'Các câu đã nhập' }));
    expect(keyed.getByText('4 · Đồng ý')).toBeTruthy();
    expect(keyed.getByText('Trống')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu lần nhập' }));
    await waitFor(() => expect(toasts().map((t) => t.summary)).toContain('Đã lưu lần nhập thứ nhất. Phiếu cần một người khác nhập lần hai.'));
    expect(s.requests('POST', `${P}/nhap`).map((r) => r.body)).toEqual([
      {
        hospital_id: 1,
        ma_phieu: 'abcd-efgh-jkmn',
        phien_ban_id: 3,
        answers: [
          { cauhoi_id: 11, gia_tri: 4 },
          { cauhoi_id: 12, gia_tri: null },
          { cauhoi_id: 13, gia_tri: 5 },
        ],
      },
    ]);
    // Back to the code for the next paper.
    expect(await screen.findByLabelText('Mã phiếu in trên phiếu giấy')).toBeTruthy();
  });

  it('shows a third person the two entries side by side and sends the values read on the paper', async () => {
    const s = fakeServer({
      [`POST ${P}/mo`]: () => sheet('mismatch', [{ cauhoi_id: 12, lan_1: 2, lan_2: 3 }]),
      [`POST ${P}/doi-chieu`]: () => ({ trang_thai: 'verified', so_lech: 1 }),
    });
    renderPage(<PaperEntryPage />, { server: s, url: '/vi/KhaoSat/NhapPhieuGiay', user: keyer });
    await userEvent.type(await screen.findByLabelText('Mã phiếu in trên phiếu giấy'), 'ABCDEFGHJKMN{Enter}');
    const row = (await screen.findByRole('row', { name: /A2/ })) as HTMLElement;
    expect(within(row).getByText('2 · Không đồng ý')).toBeTruthy();
    expect(within(row).getByText('3 · Trung lập')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận phiếu' }));
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chọn giá trị theo phiếu giấy cho mọi câu lệch.');
    await userEvent.click(within(row).getByLabelText('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận phiếu' }));
    await waitFor(() =>
      expect(s.requests('POST', `${P}/doi-chieu`).map((r) => r.body)).toEqual([
        { hospital_id: 1, ma_phieu: 'ABCDEFGHJKMN', phien_ban_id: 3, answers: [{ cauhoi_id: 12, gia_tri: 3 }] },
      ]),
    );
  });

  it('tells a user without the function that keying is not theirs', async () => {
    renderPage(<PaperEntryPage />, { server: fakeServer({}), url: '/vi/KhaoSat/NhapPhieuGiay' });
    expect(await screen.findByText(/Bạn không có quyền nhập phiếu giấy/)).toBeTruthy();
  });
});
