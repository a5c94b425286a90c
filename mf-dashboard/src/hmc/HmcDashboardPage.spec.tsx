import { endpoints } from '@hm/contract';
import { screen, waitFor } from '@testing-library/react';
import { average, byHospital, dashboardServer, filterChoices, HOSPITAL_1, HOSPITAL_2, rate, rates, route } from '../test/fixtures';
import { renderPage, tableRows } from '../test/render';
import HmcDashboardPage from './HmcDashboardPage';

describe('/Dashboard/HMC', () => {
  const server = () =>
    dashboardServer({
      [route(endpoints.dashboardFilters)]: () => filterChoices({ hospitals: [HOSPITAL_1, HOSPITAL_2] }),
      [route(endpoints.averagePositive)]: () => average({ scope: byHospital().scope, average: 64.5 }),
      [route(endpoints.responseRate)]: () =>
        rates({
          total: rate({ hospital_id: null, name: 'Tổng', invited: 460, ineligible: 10, complete: 345, valid: 340, rate: 76.7 }),
          hospitals: [rate(), rate({ hospital_id: 2, name: HOSPITAL_2.name, invited: 60, ineligible: 0, complete: 45, valid: 42, rate: 75 })],
        }),
    });

  it('puts the hospitals side by side with the pooled column, and says what pooled means', async () => {
    const s = server();
    renderPage(<HmcDashboardPage />, { server: s, url: '/Dashboard/HMC?phien_ban_id=3' });
    expect(await screen.findByText('Số liệu gộp theo người trả lời (mỗi phiếu tính một lần), không phải trung bình các bệnh viện.')).toBeTruthy();
    await waitFor(() => expect(tableRows('hospital-comparison')).toHaveLength(5));
    expect(tableRows('hospital-comparison')).toEqual([
      ['Chỉ số', HOSPITAL_1.name, HOSPITAL_2.name, 'Gộp (tất cả)'],
      ['Số người trả lời', '298', '42', '340'],
      ['Tỷ lệ phản hồi tích cực trung bình', '63,7 %', '70,2 %', '64,5 %'],
      ['Làm việc nhóm', '72,5 %', '77,7 %', '73,1 %'],
      ['Nhân lực và nhịp độ công việc', '48,3 %', '55,1 %', '49,2 %'],
    ]);
    // The grouped bars: a series per hospital and the pooled one, per composite.
    expect(tableRows('composites-by-hospital')[1]).toEqual(['Làm việc nhóm', '72,5 %', '77,7 %', '73,1 %']);
    expect(screen.getByText('Gồm 2 bệnh viện:')).toBeTruthy();
    expect(screen.getByText(`${HOSPITAL_1.name}, ${HOSPITAL_2.name}`)).toBeTruthy();
    // No hospital filter: every call is about all the hospitals in scope.
    expect(s.requests('GET', endpoints.averagePositiveByHospital.path)[0]?.query.toString()).toBe('phien_ban_id=3');
    expect(s.requests().some((r) => r.query.has('hospital_id'))).toBe(false);
  });

  it('shows the response rate of every hospital and of all together', async () => {
    renderPage(<HmcDashboardPage />, { server: server(), url: '/Dashboard/HMC?phien_ban_id=3' });
    await waitFor(() => expect(tableRows('rate-by-hospital')).toHaveLength(3));
    expect(tableRows('rate-by-hospital')).toEqual([
      ['Bệnh viện', 'Tỷ lệ phản hồi', 'Được mời', 'Không đủ điều kiện', 'Phiếu hoàn chỉnh', 'Phiếu hợp lệ'],
      [HOSPITAL_1.name, '76,9 %', '400', '10', '300', '298'],
      [HOSPITAL_2.name, '75 %', '60', '0', '45', '42'],
    ]);
    expect(tableRows('response-rate')).toContainEqual(['Tỷ lệ phản hồi', '76,7 %']);
  });

  it('pooled composites keep the benchmark and trend', async () => {
    renderPage(<HmcDashboardPage />, { server: server(), url: '/Dashboard/HMC?phien_ban_id=3' });
    expect(await screen.findByRole('heading', { name: 'Điểm các lĩnh vực (gộp)' })).toBeTruthy();
    await waitFor(() => expect(tableRows('composites')[1]).toEqual(['Làm việc nhóm', '72,5 %', '82 %', '68,1 %', '+4,4']));
    expect(byHospital().scope.pooled).toBe(true);
  });
});
