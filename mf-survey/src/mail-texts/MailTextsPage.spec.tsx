import { DEFAULT_MAIL_TEXTS, type TMailPreviewBody, type TMailTextsSave } from '@hm/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { author, renderPage, toasts } from '../test/render';
import MailTextsPage from './MailTextsPage';

/** Server round trips and the preview's pause before asking: generous under a busy machine. */
const SLOW = { timeout: 5000 };
jest.setTimeout(20_000);

const V = '/votesafety/v1';
const TEXTS = `${V}/email/noi-dung-thu`;
const PREVIEW = `${V}/email/noi-dung-thu/xem-truoc`;
const TEST = `${V}/email/noi-dung-thu/gui-thu`;
const URL = '/vi/KhaoSat/NoiDungThu?phien_ban_id=3';

function server(over: { status?: 1 | 2 } = {}) {
  let stored: object | null = null;
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow({ status_khao_sat: over.status ?? 1 })]),
    [`GET ${PATH.version(3)}`]: () => versionRow(),
    [`GET ${V}/phien-ban-benh-vien`]: () => [{ phien_ban_id: 3, hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', tong_so: 20, da_binh_chon: 0 }],
    [`GET ${V}/nhan-vien-khao-sat`]: () =>
      page([
        {
          nhan_vien_khao_sat_id: 71,
          phien_ban_id: 3,
          hospital_id: 1,
          nhan_vien_id: 5,
          ma_nhan_vien: 'NV005',
          ten_nhan_vien: 'Trần Thị Bình',
          ten_phong_ban: null,
          ten_chuc_danh: null,
          email: null,
          co_email: true,
          status_khao_sat: 1,
          hop_le: -1,
          ineligible: false,
          invited_at: null,
          reminded_at: null,
        },
      ]),
    [`GET ${TEXTS}`]: () =>
      stored ?? { phien_ban_id: 3, hospital_id: 1, ...DEFAULT_MAIL_TEXTS, da_luu: false, cap_nhat_luc: null, ngon_ngu_thu: 'vi', mac_dinh: DEFAULT_MAIL_TEXTS },
    [`PUT ${TEXTS}`]: (req) => (stored = { ...(req.body as object), da_luu: true, cap_nhat_luc: '2026-11-27 20:00:00', ngon_ngu_thu: 'vi', mac_dinh: DEFAULT_MAIL_TEXTS }),
    [`POST ${PREVIEW}`]: (req) => {
      const b = req.body as TMailPreviewBody;
      return {
        tieu_de: b.tieu_de.replace('{{ten_khao_sat}}', 'Khảo sát 2026'),
        noi_dung: b.noi_dung.replace('{{ten_nhan_vien}}', b.nhan_vien_khao_sat_id === 71 ? 'Trần Thị Bình' : 'Nguyễn Văn An'),
        html: '',
        nguoi_nhan: { nhan_vien_khao_sat_id: b.nhan_vien_khao_sat_id ?? 70, ten_nhan_vien: 'Nguyễn Văn An' },
      };
    },
    [`POST ${TEST}`]: () => ({ mail_id: 9, to: 'quanly@bv.vn', message: 'Đã đưa thư thử vào hộp thư gửi đi, gửi đến quanly@bv.vn' }),
  });
}

describe('/KhaoSat/NoiDungThu', () => {
  it('shows the default invitation, previews it with a participant’s values and saves the hospital’s own words', async () => {
    const s = server();
    renderPage(<MailTextsPage />, { server: s, url: URL });
    const subject = (await screen.findByLabelText(/^Tiêu đề thư/, {}, SLOW)) as HTMLInputElement;
    expect(subject.value).toBe(DEFAULT_MAIL_TEXTS.thu_moi.vi.tieu_de);
    expect(screen.getByText('Bệnh viện chưa viết nội dung riêng: đang dùng nội dung mặc định.')).toBeTruthy();
    expect(await screen.findByText(/Kính gửi Nguyễn Văn An,/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lưu nội dung thư' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(subject, { target: { value: 'Thư mời của Giám đốc: {{ten_khao_sat}}' } });
    await waitFor(() => expect(s.requests('POST', PREVIEW).some((r) => (r.body as TMailPreviewBody).tieu_de === 'Thư mời của Giám đốc: {{ten_khao_sat}}')).toBe(true), SLOW);
    expect(await screen.findByText('Thư mời của Giám đốc: Khảo sát 2026', {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Người gửi \/ chữ ký/), { target: { value: 'TS. BS. Lê Văn Giám' } });
    fireEvent.change(screen.getByLabelText('Ghi chú (Tiếng Việt)'), { target: { value: 'Kết quả được trình bày tại hội nghị khoa học.' } });

    await userEvent.click(screen.getByRole('button', { name: 'Lưu nội dung thư' }));
    await waitFor(() => expect(s.requests('PUT', TEXTS)).toHaveLength(1), SLOW);
    const saved = s.requests('PUT', TEXTS)[0]!.body as TMailTextsSave;
    expect(saved).toMatchObject({
      phien_ban_id: 3,
      hospital_id: 1,
      thu_moi: { vi: { tieu_de: 'Thư mời của Giám đốc: {{ten_khao_sat}}' }, en: DEFAULT_MAIL_TEXTS.thu_moi.en },
      nguoi_gui: { vi: 'TS. BS. Lê Văn Giám', en: '' },
      thong_bao_rieng_tu: { vi: 'Kết quả được trình bày tại hội nghị khoa học.', en: '' },
    });
    expect(await screen.findByText('Lưu lần cuối: 27/11/2026 20:00', {}, SLOW)).toBeTruthy();
  });

  it('names an unknown placeholder as it is typed, and inserts one from the list at the cursor', async () => {
    renderPage(<MailTextsPage />, { server: server(), url: URL });
    const body = (await screen.findByRole('textbox', { name: /^Nội dung thư/ }, SLOW)) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: 'Kính gửi {{ten}}, {{lien_ket}}' } });
    expect(await screen.findByText(/Chỗ điền \{\{ten\}\} không có trong danh sách/, {}, SLOW)).toBeTruthy();
    expect(body.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(body, { target: { value: 'Kính gửi , {{lien_ket}}' } });
    body.setSelectionRange(9, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Chèn chỗ điền: Tên nhân viên' }));
    expect(body.value).toBe('Kính gửi {{ten_nhan_vien}}, {{lien_ket}}');
    expect(screen.queryByText(/không có trong danh sách/)).toBeNull();
  });

  it('switches to the English reminder and sends a test of it to the signed-in account', async () => {
    const s = server();
    renderPage(<MailTextsPage />, { server: s, url: URL });
    await screen.findByLabelText(/^Tiêu đề thư/, {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Thư nhắc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tiếng Anh' }));
    expect(((await screen.findByLabelText(/^Tiêu đề thư/, {}, SLOW)) as HTMLInputElement).value).toBe(DEFAULT_MAIL_TEXTS.thu_nhac.en.tieu_de);
    await userEvent.click(screen.getByRole('button', { name: 'Gửi thư thử cho tôi' }));
    await waitFor(() => expect(s.requests('POST', TEST)).toHaveLength(1), SLOW);
    expect(s.requests('POST', TEST)[0]!.body).toMatchObject({ phien_ban_id: 3, hospital_id: 1, loai: 'remind', ngon_ngu: 'en', tieu_de: DEFAULT_MAIL_TEXTS.thu_nhac.en.tieu_de });
    await waitFor(
      () => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã đưa thư thử vào hộp thư gửi đi, gửi đến quanly@bv.vn' })),
      SLOW,
    );
  });

  it('is read-only without the mail function: no save, no test mail', async () => {
    renderPage(<MailTextsPage />, { server: server(), url: URL, user: { ...author, chuc_nang: ['KHAO_SAT_XEM'] } });
    expect(((await screen.findByLabelText(/^Tiêu đề thư/, {}, SLOW)) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Bạn chỉ xem được nội dung thư của phiên bản này.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu nội dung thư' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gửi thư thử cho tôi' })).toBeNull();
  });
});
