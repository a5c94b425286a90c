import { endpoints, fillPath, type TProvinceProgress } from '@hm/contract';
import { fakeServer, renderPage, userWith } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { ProgressTables } from './ProgressTables';
import './texts';

const route = (e: { method: string; path: string }) => `${e.method} ${fillPath(e.path, {})}`;
const officer = userWith(['KET_QUA_NHOM_BV_XEM'], { modules: ['dashboard'] });
const open: TProvinceProgress = {
  versions: [
    {
      phien_ban_id: 9,
      dot_trien_khai: null,
      tieu_de_khao_sat: 'Khảo sát cấp tỉnh 2026',
      status_khao_sat: 1,
      time_start: '2026-03-01 08:00:00',
      time_end: '2026-03-31 17:00:00',
      hospitals: [
        { hospital_id: 11, name: 'Bệnh viện A', phien_ban_id: 9, status_khao_sat: 1, invited: 40, ineligible: 2, complete: 19, rate: 50 },
        { hospital_id: 12, name: 'Bệnh viện B', phien_ban_id: 9, status_khao_sat: 1, invited: 3, ineligible: 0, complete: 1, rate: 33.3 },
      ],
    },
  ],
};

describe('ProgressTables', () => {
  it("shows each hospital's whole-hospital progress in an open wave, the small one too", async () => {
    renderPage(<ProgressTables />, { server: fakeServer({ [route(endpoints.provinceProgress)]: () => open }), url: '/vi/Dashboard/SoSanhBenhVien', user: officer });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tiến độ các đợt khảo sát đang mở' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Khảo sát cấp tỉnh 2026: đang mở (01/03/2026 – 31/03/2026)' });
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim()));
    expect(rows.map((r) => r[0])).toEqual([expect.stringContaining('Bệnh viện A'), expect.stringContaining('Bệnh viện B')]);
    expect(rows[1]!.join(' ')).toContain('33,3 %');
  });

  it('shows the versions of one push as one table, hospital by hospital, naming a hospital that paused its own', async () => {
    const push: TProvinceProgress = {
      versions: [
        {
          ...open.versions[0]!,
          dot_trien_khai: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
          hospitals: [
            { hospital_id: 11, name: 'Bệnh viện A', phien_ban_id: 9, status_khao_sat: 1, invited: 40, ineligible: 2, complete: 19, rate: 50 },
            { hospital_id: 12, name: 'Bệnh viện B', phien_ban_id: 10, status_khao_sat: 3, invited: 30, ineligible: 0, complete: 3, rate: 10 },
            { hospital_id: 13, name: 'Bệnh viện C', phien_ban_id: 11, status_khao_sat: 1, invited: 20, ineligible: 0, complete: 5, rate: 25 },
          ],
        },
      ],
    };
    renderPage(<ProgressTables />, { server: fakeServer({ [route(endpoints.provinceProgress)]: () => push }), url: '/vi/Dashboard/SoSanhBenhVien', user: officer });
    const table = await screen.findByRole('table', { name: 'Khảo sát cấp tỉnh 2026: đang mở (01/03/2026 – 31/03/2026) · Triển khai cho 3 bệnh viện' });
    const names = [...table.querySelectorAll('tbody tr')].map((r) => r.querySelector('th, td')?.textContent?.trim());
    expect(names).toEqual([expect.stringContaining('Bệnh viện A'), expect.stringContaining('Bệnh viện B (tạm dừng)'), expect.stringContaining('Bệnh viện C')]);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('shows nothing when no wave is open', async () => {
    const s = fakeServer({ [route(endpoints.provinceProgress)]: () => ({ versions: [] }) });
    const { container } = renderPage(<ProgressTables />, { server: s, url: '/vi/Dashboard/SoSanhBenhVien', user: officer });
    await waitFor(() => expect(s.requests('GET', endpoints.provinceProgress.path)).toHaveLength(1));
    expect(container.querySelector('table')).toBeNull();
  });
});
