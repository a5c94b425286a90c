import { endpoints } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail } from '@hm/platform/testing';
import { dashboardServer, percentData, route, snapshot, version } from '../test/fixtures';
import { renderPage, toasts } from '../test/render';
import ComputeDataPage from './ComputeDataPage';

const COMPUTE = route(endpoints.versionPercentData);

describe('/Dashboard/TinhDuLieu', () => {
  it('shows the version and its latest snapshot', async () => {
    renderPage(<ComputeDataPage />, { server: dashboardServer(), url: '/Dashboard/TinhDuLieu?phien_ban_id=3' });
    expect(await screen.findByText('01/04/2025 08:30')).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
    expect(screen.getByText('412 ms')).toBeTruthy();
    expect(screen.getByText('Đã đóng')).toBeTruthy();
    expect(screen.getByText('HSOPS2')).toBeTruthy();
  });

  it('computes after confirmation and shows the new snapshot', async () => {
    const server = dashboardServer({
      [COMPUTE]: () => ({ computed: true, reason: null, snapshot: snapshot({ snapshot_id: 12, computed_at: '2025-04-02 09:15:00', respondents: 301, duration_ms: 350 }) }),
    });
    renderPage(<ComputeDataPage />, { server, url: '/Dashboard/TinhDuLieu?phien_ban_id=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tính dữ liệu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tính lại dữ liệu tổng hợp của “Khảo sát văn hóa an toàn 2025” từ các phiếu đã gửi?')).toBeTruthy();
    expect(server.requests('GET', endpoints.versionPercentData.path)).toHaveLength(0);
    server.on(route(endpoints.percentData, { id: 3 }), () => percentData({ snapshot: snapshot({ snapshot_id: 12, computed_at: '2025-04-02 09:15:00', respondents: 301 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tính dữ liệu' }));
    expect(await screen.findByText('Đã tính dữ liệu lúc 02/04/2025 09:15: 301 phiếu hợp lệ (350 ms).')).toBeTruthy();
    expect(server.requests('GET', endpoints.versionPercentData.path)[0]?.query.toString()).toBe('phien_ban_id=3');
    // The figures on screen reload from the new snapshot.
    expect(await screen.findByText('02/04/2025 09:15')).toBeTruthy();
  });

  it('says why an open version was not computed, and warns before', async () => {
    const server = dashboardServer({
      [route(endpoints.dashboardVersions)]: () => [version({ status_khao_sat: 1 })],
      [COMPUTE]: () => ({ computed: false, reason: 'Phiên bản đang mở: cần ít nhất 5 phiếu mới kể từ lần tính trước (hiện có 2).', snapshot: snapshot() }),
    });
    renderPage(<ComputeDataPage />, { server, url: '/Dashboard/TinhDuLieu' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tính dữ liệu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Phiên bản đang mở: chỉ tính được khi có ít nhất 5 phiếu mới/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tính dữ liệu' }));
    expect(await screen.findByText('Chưa tính dữ liệu: Phiên bản đang mở: cần ít nhất 5 phiếu mới kể từ lần tính trước (hiện có 2).')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const server = dashboardServer({ [COMPUTE]: () => fail(403, 'Bạn không có quyền tính dữ liệu') });
    renderPage(<ComputeDataPage />, { server, url: '/Dashboard/TinhDuLieu?phien_ban_id=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tính dữ liệu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tính dữ liệu' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Bạn không có quyền tính dữ liệu' })));
  });

  it('a version without a snapshot says so', async () => {
    const server = dashboardServer({
      [route(endpoints.dashboardVersions)]: () => [version({ has_snapshot: false })],
      [route(endpoints.percentData, { id: 3 })]: () => percentData({ snapshot: null, composites: [], breakdowns: [] }),
    });
    renderPage(<ComputeDataPage />, { server, url: '/Dashboard/TinhDuLieu?phien_ban_id=3' });
    expect(await screen.findByText('Chưa có dữ liệu tổng hợp — vào Tính dữ liệu')).toBeTruthy();
  });
});
