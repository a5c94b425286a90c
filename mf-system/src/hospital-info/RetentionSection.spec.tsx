import { endpoints, type TRetentionOverview } from '@hm/contract';
import { fakeServer, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetentionSection } from './RetentionSection';

const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const overview: TRetentionOverview = {
  setting: { hospital_id: 1, so_ngay: 90, mac_dinh: true, updated_at: null },
  pending: [{ phien_ban_id: 7, tieu_de_khao_sat: 'Khảo sát 2026', closed_at: '2026-12-01 17:00:00', due_at: '2027-03-01 17:00:00' }],
  purges: [
    {
      phien_ban_id: 3,
      hospital_id: 1,
      tieu_de_khao_sat: 'Khảo sát 2025',
      so_ngay: 90,
      counts: { records: 120, mails: 240, drafts: 4, staffContacts: 1 },
      purged_at: '2026-03-01 08:00:00',
    },
  ],
};

describe('RetentionSection', () => {
  it('shows the period, what is due and what was removed, and saves a new period', async () => {
    const sent: unknown[] = [];
    const s = fakeServer({
      [route(endpoints.retentionOverview)]: () => overview,
      [route(endpoints.retentionUpdate)]: (req) => {
        sent.push(req.body);
        return { hospital_id: 1, so_ngay: 30, mac_dinh: false, updated_at: '2026-11-27 10:00:00' };
      },
    });
    renderPage(<RetentionSection hospitalId={1} />, { server: s, url: '/vi/HeThong/ThongTinBenhVien', user: userWith(['THONG_TIN_BENH_VIEN_SUA']) });
    const days = await screen.findByLabelText('Số ngày giữ sau khi khảo sát đóng');
    expect(screen.getByText('Mặc định 90 ngày')).toBeTruthy();
    expect(screen.getByText('Khảo sát 2026: đóng 01/12/2026 17:00, xóa từ 01/03/2027 17:00')).toBeTruthy();
    expect(screen.getByText('Khảo sát 2025: xóa lúc 01/03/2026 08:00 (120 hồ sơ, 240 thư, 4 bản nháp)')).toBeTruthy();
    // Only a system administrator runs the purge by hand.
    expect(screen.queryByRole('button', { name: 'Xóa dữ liệu hết hạn ngay' })).toBeNull();
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thời hạn' }));
    await waitFor(() => expect(sent).toEqual([{ hospital_id: 1, so_ngay: 30 }]));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã lưu thời hạn lưu giữ' })));
  });
});
