import { endpoints, fillPath, REPORT_SOURCES, type TDashboardVersion, type TReportInput } from '@hm/contract';
import { choose, fail, fakeServer, type Handler, location, renderPage, toasts, userWith } from '@hm/platform/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { previewPage, savedReport } from './fixtures';
import ReportEditPage from './ReportEditPage';

const admin = userWith(['BAO_CAO_XEM', 'BAO_CAO_SUA', 'DASHBOARD_XEM'], { modules: ['catalogues', 'reports', 'dashboard'] });
const version = (id: number, year: number): TDashboardVersion => ({
  phien_ban_id: id,
  tieu_de_khao_sat: `Khảo sát văn hóa an toàn người bệnh ${year}`,
  instrument_code: 'HSOPS2',
  status_khao_sat: 2,
  time_start: `${year}-03-03 07:30:00`,
  time_end: `${year}-03-28 17:00:00`,
  hospitals: [],
  has_snapshot: true,
});
const R = endpoints.reportCreate.path;
const DATA = endpoints.reportGetData.path;

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [`GET ${fillPath(endpoints.reportById.path, { id: 7 })}`]: () => savedReport(),
    [`GET ${fillPath(endpoints.reportById.path, { id: 9 })}`]: () => savedReport({ report_id: 9, ma_report: 'TL_MOI' }),
    [`GET ${endpoints.reportVersions.path}`]: () => [version(2, 2024), version(3, 2025)],
    [`GET ${endpoints.hospitalAuth.path}`]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [`POST ${R}`]: (req) => ({ ...savedReport(), report_id: 9, ...(req.body as object), details: [] }),
    [`PUT ${R}`]: (req) => ({ ...savedReport(), ...(req.body as object), updated_at: '2025-04-02 09:00:00', details: savedReport().details }),
    [`POST ${DATA}`]: () => previewPage(),
    ...over,
  });
}
const open = (s: ReturnType<typeof server>, id = '7') =>
  renderPage(<ReportEditPage />, { server: s, url: `/vi/HeThongDanhMuc/Reports/${id}`, path: '/vi/HeThongDanhMuc/Reports/:id', user: admin });
const sent = (s: ReturnType<typeof server>, method: 'POST' | 'PUT') => s.requests(method, R).at(-1)?.body as TReportInput & { report_id?: number };
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// A definition page holds some seventy pickers (sixteen columns since the channel split): jsdom
// renders it slowly, about 26 s for the longest test on a quiet machine.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 5000 });

describe('ReportEditPage', () => {
  it('creates a definition: every column of the source, the version fixed; then opens its page', async () => {
    const s = server();
    open(s, 'moi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thêm báo cáo' })).toBeTruthy();
    expect(screen.getByText(REPORT_SOURCES.response_rate_department.description_vi)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Mã báo cáo'), 'TL_MOI');
    await userEvent.type(screen.getByLabelText('Tên báo cáo'), 'Tỷ lệ phản hồi theo khoa/phòng');
    await choose('Phiên bản khảo sát', /2025/);
    expect(screen.getByText('Lưu báo cáo để xem trước.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', R)).toHaveLength(1));
    const body = sent(s, 'POST');
    expect(body).toMatchObject({
      ma_report: 'TL_MOI',
      ten_report: 'Tỷ lệ phản hồi theo khoa/phòng',
      nguon: 'response_rate_department',
      bieu_do: 'bar_horizontal',
      tham_so: { phien_ban_id: 3 },
      tam_ngung: false,
    });
    // Every column of the source, shown, in the source's order.
    expect(body.details.map((d) => [d.field, d.thu_tu, d.hien_thi])).toEqual(REPORT_SOURCES.response_rate_department.columns.map((c, i) => [c.field, i, true]));
    expect(body.details.slice(0, 7).map((d) => d.field)).toEqual(['ten_phong_ban', 'ahrq', 'moi', 'khong_du_dieu_kien', 'da_gui', 'hoan_chinh', 'ty_le']);
    await waitFor(() => expect(location()).toBe('/vi/HeThongDanhMuc/Reports/9'));
    expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã lưu báo cáo' }));
  });

  it('edits the columns: order with the keyboard, hidden ones left out, grouping needs aggregates', async () => {
    const s = server();
    open(s);
    expect(await screen.findByRole('heading', { level: 1, name: 'Báo cáo: Tỷ lệ phản hồi theo khoa/phòng' })).toBeTruthy();
    // Saved columns first, in order; the others after them, hidden.
    expect([box('Hiện: Khoa/phòng').checked, box('Hiện: Tỷ lệ phản hồi (%)').checked, box('Hiện: Nhóm AHRQ').checked]).toEqual([true, true, false]);

    const up = screen.getByRole('button', { name: 'Lên: Tỷ lệ phản hồi (%)' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Lên: Tỷ lệ phản hồi (%)'));
    await userEvent.click(box('Hiện: Được mời'));
    await userEvent.click(box('Nhóm: Khoa/phòng'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Báo cáo đang nhóm theo cột khác: chọn phép tổng hợp cho cột này, hoặc nhóm theo nó')).toBeTruthy();
    expect(s.requests('PUT', R)).toHaveLength(0);
    // A percentage is averaged, never summed.
    await choose('Tổng hợp: Tỷ lệ phản hồi (%)', 'Trung bình');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', R)).toHaveLength(1));
    expect(sent(s, 'PUT').details).toEqual([
      { report_detail_id: 1, field: 'ten_phong_ban', nhan: null, hien_thi: true, thu_tu: 0, sap_xep: null, nhom: true, tong_hop: null, loc_phep: null, loc_gia_tri: null },
      { report_detail_id: 3, field: 'ty_le', nhan: null, hien_thi: true, thu_tu: 1, sap_xep: 'desc', nhom: false, tong_hop: 'avg', loc_phep: null, loc_gia_tri: null },
    ]);
    expect(sent(s, 'PUT').report_id).toBe(7);
  });

  it('puts the server’s refusals on the field, the column and the parameter', async () => {
    const s = server({
      [`PUT ${R}`]: () =>
        fail(400, 'Dữ liệu không hợp lệ', {
          errors: [
            { path: 'body.ma_report', message: 'Mã báo cáo đã tồn tại' },
            { path: 'body.details.1.loc_gia_tri', message: 'Giá trị lọc không hợp lệ' },
            { path: 'body.tham_so.phien_ban_id', message: 'Phiên bản không thuộc bệnh viện của bạn' },
          ],
        }),
    });
    open(s);
    await screen.findByRole('heading', { level: 1, name: 'Báo cáo: Tỷ lệ phản hồi theo khoa/phòng' });
    await choose('Lọc: Được mời', 'Từ (≥)');
    await userEvent.type(screen.getByLabelText('Giá trị lọc: Được mời'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Mã báo cáo đã tồn tại')).toBeTruthy();
    expect(screen.getByText('Giá trị lọc không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Phiên bản không thuộc bệnh viện của bạn')).toBeTruthy();
    expect(screen.getByLabelText('Giá trị lọc: Được mời').getAttribute('aria-invalid')).toBe('true');
    expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Dữ liệu không hợp lệ' }));
  });

  it('previews the saved definition with its fixed parameters, its table and chart', async () => {
    const s = server();
    open(s);
    const preview = await screen.findByRole('region', { name: 'Xem trước' });
    expect(await within(preview).findByText('62,5 %')).toBeTruthy();
    expect(within(preview).getByTestId('echart')).toBeTruthy();
    expect(s.requests('POST', DATA)[0]!.body).toEqual({ report_id: 7, params: {}, page: 1, size: 10, sort: null });
  });

  it('asks the preview for a required parameter the definition leaves to the reader', async () => {
    const s = server({ [`GET ${fillPath(endpoints.reportById.path, { id: 7 })}`]: () => savedReport({ tham_so: {} }) });
    open(s);
    const preview = await screen.findByRole('region', { name: 'Xem trước' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Xem trước' }));
    expect(await within(preview).findByText('Vui lòng chọn phiên bản khảo sát')).toBeTruthy();
    expect(s.requests('POST', DATA)).toHaveLength(0);
    await choose('Phiên bản khảo sát *', /2024/);
    await userEvent.click(within(preview).getByRole('button', { name: 'Xem trước' }));
    await waitFor(() => expect(s.requests('POST', DATA).at(-1)?.body).toMatchObject({ params: { phien_ban_id: 2 } }));
  });
});
