import { endpoints } from '@hm/contract';
import { screen, waitFor } from '@testing-library/react';
import { dashboardServer, percentData, route } from '../test/fixtures';
import { renderPage, tableRows } from '../test/render';
import PercentPositivePage from './PercentPositivePage';

describe('/PercentData', () => {
  it('shows the composites with their items and the unit and position breakdowns', async () => {
    const server = dashboardServer();
    renderPage(<PercentPositivePage />, { server, url: '/PercentData?phien_ban_id=3' });
    await waitFor(() => expect(tableRows('composite-items')).toHaveLength(5));
    expect(tableRows('composite-items').slice(1)).toEqual([
      ['Làm việc nhóm — 72,5 %'],
      ['A1 Trong khoa, mọi người hỗ trợ lẫn nhau', '81,4 %', '12,1 %', '6,5 %', '', '290', '8'],
      ['Nhân lực và nhịp độ công việc — 48,3 %'],
      ['A2 Khoa có đủ nhân lựccâu đảo ngược', '41,2 %', '20,3 %', '38,5 %', '', '290', '8'],
    ]);
    expect(tableRows('breakdown-unit')[2]).toEqual(['Ngoại khoa', 'Ẩn (dưới 5 người trả lời)']);
    expect(tableRows('breakdown-position')).toEqual([
      ['Vị trí công tác (người trả lời)', 'Số người trả lời', 'Làm việc nhóm', 'Nhân lực và nhịp độ công việc'],
      ['Điều dưỡng', '150', '70,3 %', '51 %'],
    ]);
    expect(screen.getByText('Số liệu tính lúc 01/04/2025 08:30, 300 phiếu hợp lệ; 2 phiếu mới chưa tính')).toBeTruthy();
    expect(server.requests('GET', '/votesafety/v1/percent-data/3')[0]?.query.toString()).toBe('');
  });

  it('without a snapshot, leads to TinhDuLieu', async () => {
    const server = dashboardServer({
      [route(endpoints.percentData, { id: 3 })]: () => percentData({ snapshot: null, scope: { ...percentData().scope, snapshot: null }, composites: [], breakdowns: [] }),
    });
    renderPage(<PercentPositivePage />, { server, url: '/PercentData?phien_ban_id=3' });
    expect(await screen.findByText('Chưa có dữ liệu tổng hợp — vào Tính dữ liệu')).toBeTruthy();
  });
});
