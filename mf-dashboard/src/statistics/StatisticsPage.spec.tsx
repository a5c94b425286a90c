import { endpoints } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardServer, filterChoices, HOSPITAL_1, HOSPITAL_2, rate, rates, route } from '../test/fixtures';
import { choose, renderPage, tableRows } from '../test/render';
import StatisticsPage from './StatisticsPage';

const STATS = endpoints.statistics.path.replace('{id}', '3');

describe('/ThongKe', () => {
  const server = () =>
    dashboardServer({
      [route(endpoints.dashboardFilters)]: () => filterChoices({ hospitals: [HOSPITAL_1, HOSPITAL_2] }),
      [route(endpoints.responseRate)]: () =>
        rates({
          total: rate({ hospital_id: null, name: 'Tổng', invited: 460, ineligible: 10, submitted: 350, complete: 345, valid: 340, rate: 76.7 }),
          hospitals: [rate(), rate({ hospital_id: 2, name: HOSPITAL_2.name, invited: 60, ineligible: 0, submitted: 48, complete: 45, valid: 42, rate: 75 })],
        }),
    });

  it('shows who voted, the response rate and the valid responses of each hospital', async () => {
    renderPage(<StatisticsPage />, { server: server(), url: '/ThongKe?phien_ban_id=3' });
    await waitFor(() => expect(tableRows('voted')).toHaveLength(5));
    expect(tableRows('voted')).toEqual([
      ['Trạng thái', 'Số lượng', 'Tỷ lệ'],
      ['Đã bình chọn', '350', '76,1 %'],
      ['Chưa bình chọn', '100', '21,7 %'],
      ['Không đủ điều kiện', '10', '2,2 %'],
      ['Tổng', '460', '100 %'],
    ]);
    expect(tableRows('rate-2')).toEqual([
      ['Chỉ số', 'Số lượng', 'Tỷ lệ'],
      ['Phiếu hoàn chỉnh', '45', '75 %'],
      ['Chưa có phiếu hoàn chỉnh', '15', '25 %'],
      ['Tổng', '60', '100 %'],
    ]);
    expect(tableRows('validity-1').slice(1, 3)).toEqual([
      ['Hợp lệ', '298', '98,7 %'],
      ['Không hợp lệ', '4', '1,3 %'],
    ]);
    expect(tableRows('rate-by-department')[1]).toEqual(['Khoa Nội', '76,9 %', '40', '1', '30']);
  });

  it('lists the invited staff, searched and filtered on the server', async () => {
    const s = server();
    renderPage(<StatisticsPage />, { server: s, url: '/ThongKe?phien_ban_id=3' });
    const table = within((await screen.findByRole('heading', { name: 'Danh sách nhân viên tham gia' })).closest('section') as HTMLElement);
    const row = (await table.findByText('Trần Thị Bình')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Chưa hoàn thành')).toBeTruthy();
    expect(within(row).getByText('Chưa bình chọn')).toBeTruthy();
    expect(table.getByText('Nguyễn Văn An').closest('tr')?.textContent).toContain('Hợp lệ');
    // Several hospitals in view: each row says which.
    expect(table.getAllByText(HOSPITAL_1.name).length).toBeGreaterThan(0);
    await userEvent.type(table.getByLabelText('Tìm nhân viên'), 'NV002');
    await choose('Trạng thái', 'Chưa hoàn thành');
    await waitFor(() =>
      expect(s.requests('GET', STATS).some((r) => r.query.get('keyword') === 'NV002' && r.query.get('status_khao_sat') === '1' && r.query.get('page') === '1')).toBe(true),
    );
  });

  it('narrows every figure to one hospital', async () => {
    const s = server();
    renderPage(<StatisticsPage />, { server: s, url: '/ThongKe?phien_ban_id=3' });
    await screen.findByText('Nguyễn Văn An');
    await choose('Bệnh viện', HOSPITAL_2.name);
    await waitFor(() => expect(s.requests('GET', endpoints.responseRate.path).some((r) => r.query.get('hospital_id') === '2')).toBe(true));
    await waitFor(() => expect(s.requests('GET', STATS).some((r) => r.query.get('hospital_id') === '2')).toBe(true));
  });
});
