import { endpoints } from '@hm/contract';
import { fail, fakeServer, file, location, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '@hm/platform/testing';
import { page1, PATHS, rateReport, route, runInfo, staffReport } from './fixtures';
import ReportViewPage from './ReportViewPage';

const reader = userWith(['BAO_CAO_XEM'], { modules: ['reports'] });
const HOSPITALS = [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }];

function server(over: Record<string, (req: { body: unknown }) => unknown> = {}) {
  return fakeServer({
    [`GET ${PATHS.mine}`]: () => [rateReport(), staffReport()],
    [route(endpoints.reportRun, { id: 7 })]: () => runInfo(rateReport()),
    [route(endpoints.reportRun, { id: 8 })]: () => runInfo(staffReport(), [{ key: 'hospital_id', required: true }]),
    [`GET ${PATHS.hospitals}`]: () => HOSPITALS,
    [`POST ${PATHS.data}`]: () => page1(),
    [`POST ${PATHS.export}`]: () => file('a;b'),
    ...over,
  });
}

beforeAll(() => {
  Object.assign(globalThis.URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
});

describe('ReportViewPage', () => {
  it('lists the reader’s reports, keeps the one chosen in the address and runs it with the parameters filled', async () => {
    const s = server();
    renderPage(<ReportViewPage />, { server: s, url: '/vi/HeThongBaoCao/ReportView', user: reader });
    expect(await screen.findByRole('heading', { name: 'Chọn một báo cáo để xem' })).toBeTruthy();
    await choose('Báo cáo', /Tỷ lệ phản hồi theo khoa\/phòng/);
    expect(location()).toBe('/vi/HeThongBaoCao/ReportView?id=7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tỷ lệ phản hồi theo khoa/phòng' })).toBeTruthy();
    expect(screen.getByText('Phiên bản 2025, mọi khoa/phòng')).toBeTruthy();
    expect(screen.getByText('Nguồn dữ liệu: Tỷ lệ phản hồi theo khoa/phòng')).toBeTruthy();
    expect(s.requests('POST', PATHS.data)).toHaveLength(0);

    await choose('Bệnh viện', 'Bệnh viện Đa khoa Demo');
    await userEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('1.200')).toBeTruthy();
    expect(within(table).getByText('62,5 %')).toBeTruthy();
    expect(screen.getByText('1 nhóm dưới cỡ tối thiểu được ẩn')).toBeTruthy();
    expect(screen.getByTestId('echart')).toBeTruthy();
    expect(s.requests('POST', PATHS.data).at(-1)?.body).toEqual({ report_id: 7, params: { hospital_id: 1 }, page: 1, size: 20, sort: null });

    // Sorted by the server from a column header.
    await userEvent.click(screen.getByRole('columnheader', { name: /Tỷ lệ phản hồi/ }));
    await waitFor(() => expect(s.requests('POST', PATHS.data).at(-1)?.body).toMatchObject({ sort: { field: 'ty_le', order: 'asc' }, page: 1 }));
  });

  it('asks for a required parameter before running, in Vietnamese', async () => {
    const s = server();
    renderPage(<ReportViewPage />, { server: s, url: '/vi/HeThongBaoCao/ReportView?id=8', user: reader });
    await userEvent.click(await screen.findByRole('button', { name: 'Xem báo cáo' }));
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chọn bệnh viện');
    expect(s.requests('POST', PATHS.data)).toHaveLength(0);
  });

  it('starts the version asked on the one the dashboards open on: the newest with figures', async () => {
    const version = (phien_ban_id: number, tieu_de_khao_sat: string, time_start: string, status_khao_sat: number, has_snapshot: boolean) => ({
      phien_ban_id,
      tieu_de_khao_sat,
      instrument_code: 'HSOPS2',
      status_khao_sat,
      time_start,
      time_end: '2026-12-31 17:00:00',
      hospitals: [{ hospital_id: 1, name: 'Bệnh viện Đa khoa Demo' }],
      has_snapshot,
    });
    const s = server({
      [route(endpoints.reportRun, { id: 7 })]: () => runInfo(rateReport({ tham_so: {} }), [{ key: 'phien_ban_id', required: true }]),
      [route(endpoints.reportVersions)]: () => [
        version(2, 'Khảo sát 2024', '2024-03-01 07:00:00', 2, true),
        version(9, 'Khảo sát 2026', '2026-03-01 07:00:00', 1, false),
        version(3, 'Khảo sát 2025', '2025-03-01 07:00:00', 2, true),
      ],
    });
    renderPage(<ReportViewPage />, { server: s, url: '/vi/HeThongBaoCao/ReportView?id=7', user: reader });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Phiên bản khảo sát/ })).toHaveProperty('value', 'Khảo sát 2025'));
    await userEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(s.requests('POST', PATHS.data).at(-1)?.body).toMatchObject({ report_id: 7, params: { phien_ban_id: 3 } }));
  });

  it('exports the run on screen as xlsx and csv when the reader may export', async () => {
    const s = server({ [route(endpoints.reportRun, { id: 7 })]: () => runInfo(rateReport(), []) });
    renderPage(<ReportViewPage />, { server: s, url: '/vi/HeThongBaoCao/ReportView?id=7', user: reader });
    // Nothing to fill: it runs at once.
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(s.requests('POST', PATHS.export)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /^Xuất CSV/ }));
    await waitFor(() => expect(s.requests('POST', PATHS.export)).toHaveLength(2));
    expect(s.requests('POST', PATHS.export).map((r) => r.body)).toEqual([
      { report_id: 7, params: {}, format: 'xlsx', sort: null },
      { report_id: 7, params: {}, format: 'csv', sort: null },
    ]);
    await waitFor(() => expect(toasts().filter((x) => x.summary === 'Đã xuất báo cáo')).toHaveLength(2));
  });

  it('offers no export without the right, and no run with only the right to view', async () => {
    const s = server({
      [`GET ${PATHS.mine}`]: () => [
        rateReport({ rights: { xem: true, chay: true, xuat: false } }),
        rateReport({ report_id: 9, ten_report: 'Chỉ xem', rights: { xem: true, chay: false, xuat: false } }),
      ],
      [route(endpoints.reportRun, { id: 7 })]: () => runInfo(rateReport({ rights: { xem: true, chay: true, xuat: false } }), []),
      [route(endpoints.reportRun, { id: 9 })]: () => runInfo(rateReport({ report_id: 9, ten_report: 'Chỉ xem', rights: { xem: true, chay: false, xuat: false } }), []),
    });
    const { unmount } = renderPage(<ReportViewPage />, { server: s, url: '/vi/HeThongBaoCao/ReportView?id=7', user: reader });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Xuất Excel' })).toBeNull();
    unmount();
    renderPage(<ReportViewPage />, { server: s, url: '/vi/HeThongBaoCao/ReportView?id=9', user: reader });
    expect(await screen.findByText('Bạn chỉ được xem thông tin báo cáo này, không được chạy báo cáo.')).toBeTruthy();
    expect(s.requests('POST', PATHS.data).filter((r) => (r.body as { report_id: number }).report_id === 9)).toHaveLength(0);
  });

  it('shows the server’s refusal of a report linked directly, without a retry', async () => {
    const s = server({ [route(endpoints.reportRun, { id: 99 })]: () => fail(403, 'Bạn không có quyền xem báo cáo này') });
    renderPage(<ReportViewPage />, { server: s, url: '/vi/HeThongBaoCao/ReportView?id=99', user: reader });
    expect(await screen.findByText('Bạn không có quyền xem báo cáo này')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('says so when no report is given to the reader', async () => {
    renderPage(<ReportViewPage />, { server: server({ [`GET ${PATHS.mine}`]: () => [] }), url: '/vi/HeThongBaoCao/ReportView', user: reader });
    expect(await screen.findByRole('heading', { name: 'Bạn chưa được giao báo cáo nào' })).toBeTruthy();
  });
});
