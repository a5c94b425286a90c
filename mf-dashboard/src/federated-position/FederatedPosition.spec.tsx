import { endpoints, type TPositions } from '@hm/contract';
import { i18n } from '@hm/platform';
import { fail } from '@hm/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HospitalDashboardPage from '../hospital/HospitalDashboardPage';
import { dashboardServer, route } from '../test/fixtures';
import { renderPage, tableRows } from '../test/render';

const URL = '/Dashboard/Hospital?phien_ban_id=3&hospital_id=1';
const placed = (label: (vi: string, en: string) => string): TPositions => ({
  benchmark: { benchmark_id: 9, ma_benchmark: 'LIEN_KET_HSOPS2_2026', nam: 2026, so_benh_vien: 6 },
  composites: [
    {
      ma_composite: 'TW',
      name: 'Làm việc nhóm',
      score: 72.5,
      percentiles: { p10: 60, p25: 65, p50: 70, p75: 78, p90: 85 },
      band: 'P50-P75',
      label: label('giữa P50 và P75', 'between P50 and P75'),
    },
    {
      ma_composite: 'SW',
      name: 'Nhân lực và nhịp độ công việc',
      score: 48.3,
      percentiles: { p10: 50, p25: 55, p50: 60, p75: 66, p90: 70 },
      band: '<P10',
      label: label('dưới P10', 'below P10'),
    },
  ],
});

describe('the composite panel’s position among the federated benchmark', () => {
  it('adds a position column beside the benchmark and a table of the percentiles, for the whole hospital', async () => {
    const server = dashboardServer({ [route(endpoints.federatedPosition)]: () => placed((vi) => vi) });
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    await waitFor(() => expect(document.querySelector('table[data-table="federated-position"]')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByText('Vị trí giữa 6 bệnh viện của điểm chuẩn liên kết năm 2026')).toBeTruthy();
    expect(tableRows('federated-position')).toEqual([
      ['Lĩnh vực', 'Điểm', 'P10', 'P25', 'P50', 'P75', 'P90', 'Vị trí (điểm chuẩn liên kết)'],
      ['Làm việc nhóm', '72,5 %', '60 %', '65 %', '70 %', '78 %', '85 %', 'giữa P50 và P75'],
      ['Nhân lực và nhịp độ công việc', '48,3 %', '50 %', '55 %', '60 %', '66 %', '70 %', 'dưới P10'],
    ]);
    // The column beside the benchmark comes with the position's lazy chunk.
    await waitFor(() =>
      expect(tableRows('composites')[0]).toEqual(['Lĩnh vực', 'Điểm', 'Trung bình AHRQ 2024', 'Vị trí (điểm chuẩn liên kết)', 'Phiên bản trước', 'Thay đổi (điểm %)']),
    );
    expect(tableRows('composites')[1]?.slice(0, 4)).toEqual(['Làm việc nhóm', '72,5 %', '82 %', 'giữa P50 và P75']);
    expect(screen.getByText(/LIEN_KET_HSOPS2_2026: bách phân vị 10, 25, 50, 75, 90 của 6 bệnh viện/)).toBeTruthy();
    expect(server.requests('GET', endpoints.federatedPosition.path)[0]?.query.toString()).toBe('phien_ban_id=3&hospital_id=1');
  });

  it('has no position column when no federated set is fetched', async () => {
    const server = dashboardServer();
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    await waitFor(() => expect(tableRows('composites').length).toBeGreaterThan(2), { timeout: 10_000 });
    await waitFor(() => expect(server.requests('GET', endpoints.federatedPosition.path)).toHaveLength(1));
    expect(tableRows('composites')[0]).not.toContain('Vị trí (điểm chuẩn liên kết)');
    expect(document.querySelector('table[data-table="federated-position"]')).toBeNull();
  });

  it('is not asked for a unit or staff position (whole hospitals only)', async () => {
    const server = dashboardServer({ [route(endpoints.federatedPosition)]: () => placed((vi) => vi) });
    renderPage(<HospitalDashboardPage />, { server, url: `${URL}&vi_tri=1` });
    await waitFor(() => expect(tableRows('composites').length).toBeGreaterThan(2), { timeout: 10_000 });
    expect(server.requests('GET', endpoints.federatedPosition.path)).toHaveLength(0);
    expect(document.querySelector('table[data-table="federated-position"]')).toBeNull();
  });

  it('says when the position failed to load, with a retry, and keeps the scores', async () => {
    let broken = true;
    const server = dashboardServer({ [route(endpoints.federatedPosition)]: () => (broken ? fail(500, 'Lỗi máy chủ') : placed((vi) => vi)) });
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    expect(await screen.findByText('Không tải được vị trí so với điểm chuẩn liên kết.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(tableRows('composites').length).toBeGreaterThan(2);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(document.querySelector('table[data-table="federated-position"]')).not.toBeNull());
  });

  it('reads in English', async () => {
    await act(() => void i18n.changeLanguage('en'));
    try {
      const server = dashboardServer({ [route(endpoints.federatedPosition)]: () => placed((_vi, en) => en) });
      renderPage(<HospitalDashboardPage />, { server, url: URL });
      await waitFor(() => expect(document.querySelector('table[data-table="federated-position"]')).not.toBeNull(), { timeout: 10_000 });
      expect(screen.getByText('Position among the 6 hospitals of the 2026 federated benchmark')).toBeTruthy();
      expect(tableRows('federated-position')[1]?.at(-1)).toBe('between P50 and P75');
    } finally {
      await act(() => void i18n.changeLanguage('vi'));
    }
  });
});
