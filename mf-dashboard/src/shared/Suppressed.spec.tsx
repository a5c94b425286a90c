import { endpoints } from '@hm/contract';
import { render, screen, within } from '@testing-library/react';
import { BarChart } from '../charts/BarChart';
import HospitalDashboardPage from '../hospital/HospitalDashboardPage';
import { HospitalComparisonTable } from '../hmc/HospitalComparisonTable';
import '../i18n';
import { BreakdownTable } from '../percent/BreakdownTable';
import { average, byHospital, composites, dashboardServer, percentData, route, scope } from '../test/fixtures';
import { renderPage, tableRows } from '../test/render';
import { withheld } from './Suppressed';

const HIDDEN = 'Ẩn (dưới 5 người trả lời)';

describe('suppressed groups', () => {
  it('a suppressed category of a bar chart says so in its label and table, and draws no figure', () => {
    render(
      <BarChart
        label="Theo bệnh viện"
        categoryHeader="Bệnh viện"
        unit="percent"
        horizontal
        name="bars"
        categories={[{ label: 'Bệnh viện A' }, { label: 'Bệnh viện B', suppressed: true }]}
        series={[{ name: 'Điểm', values: [72.5, null] }]}
      />,
    );
    expect(tableRows('bars')).toEqual([
      ['Bệnh viện', 'Điểm'],
      ['Bệnh viện A', '72,5 %'],
      ['Bệnh viện B', HIDDEN],
    ]);
    const option = JSON.parse(screen.getByTestId('echart').dataset.option ?? '{}') as { series: { data: unknown[] }[] };
    // The suppressed bar is empty (it only carries the label); no 0 figure is written anywhere.
    expect(option.series[0]?.data[1]).toEqual({ value: 0, label: { color: expect.any(String) } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`Theo bệnh viện: Bệnh viện A 72,5 %; Bệnh viện B ${HIDDEN}`);
  });

  it('a suppressed hospital is hidden in every cell of the comparison, never 0', () => {
    const data = byHospital();
    data.hospitals[1] = { hospital_id: 2, name: 'Bệnh viện Nhi', n: null, suppressed: true, average: null, composites: [{ composite_id: 1, ma_composite: 'TW', score: null }] };
    render(<HospitalComparisonTable data={data} composites={[{ composite_id: 1, name: 'Làm việc nhóm' }]} />);
    const rows = tableRows('hospital-comparison');
    expect(rows[0]).toEqual(['Chỉ số', 'Bệnh viện Đa khoa Demo', 'Bệnh viện Nhi', 'Gộp (tất cả)']);
    expect(rows.map((r) => r[2])).toEqual(['Bệnh viện Nhi', HIDDEN, HIDDEN, HIDDEN]);
    expect(rows.flat()).not.toContain('0 %');
  });

  it('a suppressed unit is one cell saying so across the composites', () => {
    const d = percentData();
    render(
      <BreakdownTable caption="Theo khoa" groupHeader="Khoa" rows={d.breakdowns.filter((b) => b.dimension === 'unit')} composites={d.composites} minGroupSize={5} name="unit" />,
    );
    expect(tableRows('breakdown-unit')).toEqual([
      ['Khoa', 'Số người trả lời', 'Làm việc nhóm', 'Nhân lực và nhịp độ công việc'],
      ['Nội khoa', '120', '74,2 %', '45,9 %'],
      ['Ngoại khoa', HIDDEN],
    ]);
  });

  it('a suppressed group on the hospital dashboard hides every score, keeping participation', async () => {
    const hidden = scope({ n: null, suppressed: true, don_vi: 2 });
    const server = dashboardServer({
      [route(endpoints.averagePositive)]: () => average({ scope: hidden, average: null, parts: [] }),
      [route(endpoints.compositeScore)]: () => composites({ scope: hidden }),
    });
    renderPage(<HospitalDashboardPage />, { server, url: '/Dashboard/Hospital?phien_ban_id=3&hospital_id=1&don_vi=2' });
    const notice = await screen.findByRole('note');
    expect(within(notice).getByText(HIDDEN)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Điểm các lĩnh vực' })).toBeNull();
    expect(server.requests('GET', endpoints.compositeScore.path)).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Tỷ lệ phản hồi', level: 2 })).toBeTruthy();
  });

  it('a unit nobody chose reads exactly as a suppressed one: the page never tells 0 from 1 to N − 1', async () => {
    const empty = scope({ n: 0, suppressed: false, don_vi: 1 });
    const server = dashboardServer({
      [route(endpoints.averagePositive)]: () => average({ scope: empty, average: null, parts: [] }),
      [route(endpoints.compositeScore)]: () => composites({ scope: empty }),
    });
    renderPage(<HospitalDashboardPage />, { server, url: '/Dashboard/Hospital?phien_ban_id=3&hospital_id=1&don_vi=1' });
    const notice = await screen.findByRole('note');
    expect(within(notice).getByText(HIDDEN)).toBeTruthy();
    expect(screen.queryByText(/Không có người trả lời/)).toBeNull();
  });

  it.each([
    [{ suppressed: true, n: null }, true],
    [{ suppressed: false, n: 0 }, true],
    [{ suppressed: false, n: 5 }, false],
  ])('withheld(%j) → %s', (s, hidden) => {
    expect(withheld(s)).toBe(hidden);
  });
});
