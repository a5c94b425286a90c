import { endpoints, type TActionPlan, type TActionPlanResults } from '@hm/contract';
import { file, page } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HospitalDashboardPage from '../hospital/HospitalDashboardPage';
import { dashboardServer, HOSPITAL_1, route } from '../test/fixtures';
import { admin, renderPage, tableRows } from '../test/render';
import ActionPlansPage from './ActionPlansPage';

const planner = { ...admin, chuc_nang: [...admin.chuc_nang, 'KE_HOACH_HANH_DONG_SUA'] };

const plan = (over: Partial<TActionPlan> = {}): TActionPlan => ({
  ke_hoach_id: 7,
  hospital_id: 1,
  hospital_name: HOSPITAL_1.name,
  phien_ban_id: 2,
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2024',
  don_vi: null,
  tieu_de: 'Cải thiện bàn giao',
  linh_vuc: ['TW'],
  muc_tieu: 'Tăng 10 điểm ở đợt 2025',
  sang_kien: null,
  nguoi_phu_trach: 'Phòng QLCL',
  doi_tuong: null,
  nguon_luc: null,
  tro_ngai: null,
  do_luong_quy_trinh: null,
  do_luong_ket_qua: null,
  truyen_thong: null,
  ngay_bat_dau: '2024-07-01',
  ngay_ket_thuc: '2025-03-31',
  moc: [{ ten: 'Mẫu SBAR', han: '2024-09-30', xong: true }],
  tien_do: [{ ngay: '2024-10-02', noi_dung: 'Đã tập huấn 4 khoa' }],
  tep_dinh_kem: [],
  trang_thai: 'in_progress',
  updated_at: '2024-10-02 09:00:00',
  ...over,
});

const results: TActionPlanResults = {
  later_version: { phien_ban_id: 3, tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2025' },
  against_version: { phien_ban_id: 2, tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2024' },
  suppressed: false,
  min_group_size: 5,
  composites: [
    {
      ma_composite: 'TW',
      name: 'Làm việc nhóm',
      before: 60,
      after: 72.5,
      interval: { low: 68, high: 77 },
      change: { change: 12.5, low: 6.1, high: 18.9, p: 0.0002, verdict: 'improvement' },
    },
  ],
};

const server = () =>
  dashboardServer({
    [route(endpoints.actionPlanList)]: () => page([plan()]),
    [route(endpoints.actionPlanById, { id: 7 })]: () => plan({ tep_dinh_kem: [11] }),
    [route(endpoints.actionPlanResults, { id: 7 })]: () => results,
    [route(endpoints.hospitalAuth)]: () => [{ id: 1, name: HOSPITAL_1.name }],
    [route(endpoints.uploadList)]: () => page([{ upload_id: 11, hospital_id: 1, ten_tep: 'bien-ban.pdf' }]),
    [route(endpoints.uploadFile, { id: 11 })]: () => file(),
    [route(endpoints.actionPlanExport, { id: 7 })]: () => file(),
  });

describe('action plans', () => {
  it("lists the wave's plans on the hospital dashboard, with their state and a link to each", async () => {
    const s = server();
    renderPage(<HospitalDashboardPage />, { server: s, url: '/Dashboard/Hospital?phien_ban_id=2&hospital_id=1' });
    const heading = await screen.findByRole('heading', { name: 'Kế hoạch hành động của đợt này', level: 2 });
    const panel = within(heading.closest('section')!);
    const link = await panel.findByRole('link', { name: 'Cải thiện bàn giao' });
    expect(link.getAttribute('href')).toContain('Dashboard/KeHoachHanhDong?phien_ban_id=2&hospitalId=1&ke_hoach=7');
    expect(panel.getByText('Đang thực hiện')).toBeTruthy();
    expect(s.requests('GET', endpoints.actionPlanList.path)[0]!.query.get('phien_ban_id')).toBe('2');
  });

  it('opens a linked plan with its 2025 re-measured change, and refuses an empty goal in Vietnamese without a call', async () => {
    const s = server();
    renderPage(<ActionPlansPage />, { server: s, url: '/Dashboard/KeHoachHanhDong?phien_ban_id=2&hospitalId=1&ke_hoach=7', user: planner });
    const dialog = await screen.findByRole('dialog', { name: 'Kế hoạch: Cải thiện bàn giao' });
    await waitFor(() => expect(within(dialog).getByText('Đo lại ở "Khảo sát văn hóa an toàn 2025", so với "Khảo sát văn hóa an toàn 2024".')).toBeTruthy());
    const rows = tableRows('composite-change', dialog);
    expect(rows[1]).toEqual(['Làm việc nhóm', '72,5 % (68–77)', '60 %', '+12,5 (6,1 đến 18,9)', '< 0,001', 'Cải thiện rõ']);
    expect((within(dialog).getByLabelText('Nội dung 1') as HTMLTextAreaElement).value).toBe('Đã tập huấn 4 khoa');

    const goal = within(dialog).getByLabelText(/Mục tiêu SMART/);
    await userEvent.clear(goal);
    await userEvent.clear(within(dialog).getByLabelText('Nội dung 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập mục tiêu SMART')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập nội dung tiến độ')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nội dung 1').getAttribute('aria-invalid')).toBe('true');
    expect(s.requests('PUT', '/votesafety/v1/ke-hoach-hanh-dong/7')).toHaveLength(0);
  });

  it('exports the plan to Excel from its dialog', async () => {
    Object.assign(globalThis.URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const s = server();
    renderPage(<ActionPlansPage />, { server: s, url: '/Dashboard/KeHoachHanhDong?phien_ban_id=2&hospitalId=1&ke_hoach=7', user: planner });
    const dialog = await screen.findByRole('dialog', { name: 'Kế hoạch: Cải thiện bàn giao' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(s.requests('GET', '/votesafety/v1/ke-hoach-hanh-dong/7/xuat-excel')).toHaveLength(1));
    click.mockRestore();
  });

  it('downloads an attached file (by its number without the uploads function), and asks before dropping unsaved edits', async () => {
    Object.assign(globalThis.URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const s = server();
    renderPage(<ActionPlansPage />, { server: s, url: '/Dashboard/KeHoachHanhDong?phien_ban_id=2&hospitalId=1&ke_hoach=7', user: planner });
    const dialog = await screen.findByRole('dialog', { name: 'Kế hoạch: Cải thiện bàn giao' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Tải xuống Tệp 11' }));
    await waitFor(() => expect(s.requests('GET', '/votesafety/v1/upload-data/11/file')).toHaveLength(1));
    click.mockRestore();

    await userEvent.type(within(dialog).getByLabelText(/Tên kế hoạch/), ' khoa Nội');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(await screen.findByText('Bạn có thay đổi chưa lưu. Rời trang?')).toBeTruthy();
  });
});
