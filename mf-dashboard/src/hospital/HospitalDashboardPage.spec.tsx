import { endpoints } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, file, page } from '@hm/platform/testing';
import { benchmarkRef, benchmarkSet, composite, composites, dashboardServer, events as eventsFixture, item, itemScores, route, staffGroup, version } from '../test/fixtures';
import { choose, panel, rawExporter, renderPage, tableRows, toasts } from '../test/render';
import HospitalDashboardPage from './HospitalDashboardPage';

const URL = '/Dashboard/Hospital?phien_ban_id=3&hospital_id=1';

// jsdom has neither object URLs nor navigation: the download hands the file to an <a download>.
const saved: string[] = [];
beforeAll(() => {
  Object.assign(globalThis.URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  saved.length = 0;
});

describe('/Dashboard/Hospital', () => {
  it('shows the participation figures of the API', async () => {
    const server = dashboardServer();
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    await panel('Tỷ lệ phản hồi');
    await waitFor(() => expect(tableRows('response-rate')).toContainEqual(['Tỷ lệ phản hồi', '76,9 %']));
    expect(tableRows('response-rate')).toEqual([
      ['Chỉ số', 'Giá trị'],
      ['Được mời', '400'],
      ['Không đủ điều kiện', '10'],
      ['Đủ điều kiện', '390'],
      ['Đã gửi phiếu', '302'],
      ['Phiếu hoàn chỉnh', '300'],
      ['Phiếu hợp lệ', '298'],
      ['Tỷ lệ phản hồi', '76,9 %'],
    ]);
    await waitFor(() => expect(tableRows('rate-by-department')).toHaveLength(3));
    expect(tableRows('rate-by-department')[2]).toEqual(['Khoa Ngoại', '40 %', '50', '0', '20']);
    expect(tableRows('staff-by-job-title')[1]).toEqual(['Điều dưỡng', '180', '150', 'Nurse', '1', '149', '84,2 %']);
    expect(server.requests('GET', endpoints.responseRate.path)[0]?.query.toString()).toBe('phien_ban_id=3&hospital_id=1');
    // Links only: no split by channel.
    expect(document.querySelector('table[data-table="response-rate-channels"]')).toBeNull();
    expect(document.querySelector('table[data-table="rate-by-department-channel"]')).toBeNull();
  });

  it('splits the rate by channel (link, card, paper) when the version has cards or papers', async () => {
    const split = {
      link: { invited: 45, submitted: 20, complete: 20, rate: 44.4 },
      card: { invited: 10, submitted: 8, complete: 8, rate: 80 },
      paper: { invited: 5, submitted: 5, complete: 5, rate: 100 },
    };
    const total = { hospital_id: null, name: 'Tổng cộng', invited: 60, ineligible: 0, submitted: 33, complete: 33, valid: 33, rate: 55, kenh: split };
    const withCards = dashboardServer();
    withCards.on(route(endpoints.responseRate), () => ({ total, hospitals: [{ ...total, hospital_id: 1, name: 'Bệnh viện A' }] }));
    renderPage(<HospitalDashboardPage />, { server: withCards, url: URL });
    await waitFor(() => expect(document.querySelector('table[data-table="response-rate-channels"]')).not.toBeNull(), { timeout: 5000 });
    expect(tableRows('response-rate-channels')).toEqual([
      ['Kênh', 'Được mời', 'Phiếu hoàn chỉnh', 'Tỷ lệ'],
      ['Liên kết cá nhân', '45', '20', '44,4 %'],
      ['Thẻ bình chọn', '10', '8', '80 %'],
      ['Phiếu giấy', '5', '5', '100 %'],
    ]);
  });

  /** A version with cards and papers: the hospital's split, and two departments' (AHRQ categories as given); the page drawn. */
  async function departmentChannels(ahrq: [string | null, string | null]) {
    const rate = (invited: number, complete: number, r: number | null) => ({ invited, submitted: complete, complete, rate: r });
    const split = { link: rate(40, 17, 42.5), card: rate(4, 3, 75), paper: rate(2, 2, 100) };
    const total = { hospital_id: null, name: 'Tổng cộng', invited: 46, ineligible: 0, submitted: 22, complete: 22, valid: 22, rate: 47.8, kenh: split };
    const server = dashboardServer();
    server.on(route(endpoints.responseRate), () => ({ total, hospitals: [{ ...total, hospital_id: 1, name: 'Bệnh viện A' }] }));
    server.on(route(endpoints.responseRateByDepartment), () => [
      staffGroup({ id: 1, name: 'Khoa Nội', ahrq: ahrq[0], invited: 24, complete: 12, kenh: { link: rate(20, 9, 45), card: rate(4, 3, 75), paper: rate(0, 0, null) } }),
      staffGroup({ id: 2, name: 'Khoa Ngoại', ahrq: ahrq[1], invited: 22, complete: 10, kenh: { link: rate(20, 8, 40), card: rate(0, 0, null), paper: rate(2, 2, 100) } }),
    ]);
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    await waitFor(() => expect(document.querySelector('table[data-table="rate-by-department-channel"]')).not.toBeNull(), { timeout: 5000 });
    return server;
  }

  it('splits each department’s rate by channel under the hospital’s split, from the department rates’ call', async () => {
    const server = await departmentChannels(['Medicine', 'Surgery']);
    expect(tableRows('rate-by-department-channel')).toEqual([
      ['Khoa/phòng', 'Liên kết cá nhân', 'Thẻ bình chọn', 'Phiếu giấy'],
      ['Khoa Nội', '9 / 20 (45 %)', '3 / 4 (75 %)', '—'],
      ['Khoa Ngoại', '8 / 20 (40 %)', '—', '2 / 2 (100 %)'],
    ]);
    // One call for the departments: the panel's and the split's are the same query.
    expect(server.requests('GET', endpoints.responseRateByDepartment.path)).toHaveLength(1);
  });

  it('pools the departments’ split by channel by AHRQ category when asked, without a second call', async () => {
    const server = await departmentChannels(['Nội khoa', 'Nội khoa']);
    await userEvent.click(within(screen.getByTestId('hm-dash-department-channels')).getByRole('button', { name: 'Nhóm AHRQ' }));
    expect(tableRows('rate-by-department-channel')).toEqual([
      ['Khoa/đơn vị AHRQ', 'Liên kết cá nhân', 'Thẻ bình chọn', 'Phiếu giấy'],
      // The two departments' ineligible staff (one each) count against the link channel: 17 / (40 − 2).
      ['Nội khoa', '17 / 40 (44,7 %)', '3 / 4 (75 %)', '2 / 2 (100 %)'],
    ]);
    expect(server.requests('GET', endpoints.responseRateByDepartment.path)).toHaveLength(1);
  });

  it('pools departments by the AHRQ categories they map to when asked, rate taken again from the sums', async () => {
    const server = dashboardServer();
    server.on(route(endpoints.responseRateByDepartment), () => [
      staffGroup({ id: 1, name: 'Khoa Nội', ahrq: 'Nội khoa', invited: 40, ineligible: 1, complete: 30 }),
      staffGroup({ id: 2, name: 'Khoa Lão', ahrq: 'Nội khoa', invited: 10, ineligible: 1, complete: 9 }),
      staffGroup({ id: 3, name: 'Phòng Tài vụ', ahrq: null, invited: 5, ineligible: 0, complete: 1 }),
    ]);
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    const rates = await panel('Tỷ lệ phản hồi theo khoa/phòng');
    await waitFor(() => expect(tableRows('rate-by-department')).toHaveLength(4));
    await userEvent.click(rates.getByRole('button', { name: 'Nhóm AHRQ' }));
    expect(tableRows('rate-by-department')).toEqual([
      ['Khoa/đơn vị AHRQ', 'Tỷ lệ phản hồi', 'Được mời', 'Không đủ điều kiện', 'Phiếu hoàn chỉnh'],
      // 39 / (50 − 2)
      ['Nội khoa', '81,3 %', '50', '2', '39'],
      ['Chưa ánh xạ sang AHRQ', '20 %', '5', '0', '1'],
    ]);
    await userEvent.click(rates.getByRole('button', { name: 'Của bệnh viện' }));
    expect(tableRows('rate-by-department')).toHaveLength(4);
  });

  it('shows the score figures of the snapshot: average, composites with benchmark and trend, items, grade, events, working time', async () => {
    const server = dashboardServer();
    renderPage(<HospitalDashboardPage />, { server, url: `${URL}&vi_tri=1` });
    const average = await panel('Tỷ lệ phản hồi tích cực trung bình');
    expect(await average.findByText('63,7 %')).toBeTruthy();
    expect(average.getByText('từ 298 người trả lời')).toBeTruthy();
    await waitFor(() => expect(tableRows('composites')).toHaveLength(3));
    expect(tableRows('composites')).toEqual([
      ['Lĩnh vực', 'Điểm', 'Trung bình AHRQ 2024', 'Phiên bản trước', 'Thay đổi (điểm %)'],
      ['Làm việc nhóm', '72,5 %', '82 %', '68,1 %', '+4,4'],
      ['Nhân lực và nhịp độ công việc', '48,3 %', '—', '—', '—'],
    ]);
    expect(screen.getByText('Điểm chuẩn so sánh: AHRQ 2024 (445 bệnh viện).')).toBeTruthy();
    expect(screen.getByText('Phiên bản trước: Khảo sát văn hóa an toàn 2024.')).toBeTruthy();
    // Each composite's 95% interval and the verdict of its change, in words (issue 27).
    expect(tableRows('composite-change')).toEqual([
      ['Lĩnh vực', 'Điểm (KTC 95 %)', 'Phiên bản trước', 'Thay đổi, điểm % (KTC 95 %)', 'Giá trị p', 'Kết luận'],
      ['Làm việc nhóm', '72,5 % (67,9–77,1)', '68,1 %', '+4,4 (−2,1 đến 10,9)', '0,184', 'Chưa có thay đổi rõ ràng'],
      ['Nhân lực và nhịp độ công việc', '48,3 % (43,1–53,5)', '—', '—', '—', '—'],
    ]);
    expect(tableRows('items')).toEqual([
      ['Câu hỏi', 'Tích cực (KTC 95 %)', 'Trung lập', 'Tiêu cực', 'Phân bố', 'Số trả lời (n)', 'Không áp dụng/không biết'],
      ['Khoa/phòng của anh/chị'],
      ['A1 Trong khoa, mọi người hỗ trợ lẫn nhau', '81,4 %', '12,1 %', '6,5 %', '', '290', '8'],
      ['A2 Khoa có đủ nhân lựccâu đảo ngược', '41,2 %', '20,3 %', '38,5 %', '', '295', '3'],
    ]);
    await waitFor(() => expect(tableRows('grade')).toContainEqual(['Rất tốt', '120', '40,5 %']));
    expect(screen.getByText('57,4 %')).toBeTruthy();
    expect(tableRows('events')).toContainEqual(['Không có', '180', '61,2 %']);
    await waitFor(() => expect(tableRows('working-time-G1')).toContainEqual(['1 đến 5 năm', '170', '57,2 %']));
    expect(tableRows('working-time-G3')).toContainEqual(['Từ 40 giờ trở lên', '200', '67,8 %']);
    // Every score call carries the filters; working time asks each scale once.
    expect(server.requests('GET', endpoints.compositeScore.path)[0]?.query.toString()).toBe('phien_ban_id=3&hospital_id=1&vi_tri=1');
    expect(
      server
        .requests('GET', endpoints.resultValue.path)
        .map((r) => r.query.get('scale'))
        .sort(),
    ).toEqual(['hours', 'tenure']);
  });

  it('names the benchmark column after the set, shows item benchmarks when the set has them, and keeps the AHRQ heading with no set', async () => {
    const server = dashboardServer();
    server.on(route(endpoints.itemPositive), () =>
      itemScores({
        benchmark: benchmarkRef({ ten_nguon: 'E-V HSOPSC', loai: 'study', nam: 2015, so_benh_vien: 10, label: 'Nghiên cứu E-V HSOPSC 2015 (10 bệnh viện)' }),
        parts: [{ phan_cauhoi_id: 1, ten: 'Khoa/phòng của anh/chị', items: [item({ benchmark: 77 })] }],
      }),
    );
    server.on(route(endpoints.compositeScore), () => composites({ benchmark: null, composites: [composite({ benchmark: null, benchmark_source: null })] }));
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    await waitFor(() => expect(tableRows('items')).toHaveLength(3));
    expect(tableRows('items')[0]).toEqual([
      'Câu hỏi',
      'Tích cực (KTC 95 %)',
      'Nghiên cứu E-V HSOPSC 2015',
      'Trung lập',
      'Tiêu cực',
      'Phân bố',
      'Số trả lời (n)',
      'Không áp dụng/không biết',
    ]);
    expect(tableRows('items')[2]).toEqual(['A1 Trong khoa, mọi người hỗ trợ lẫn nhau', '81,4 %', '77 %', '12,1 %', '6,5 %', '', '290', '8']);
    await waitFor(() => expect(tableRows('composites')).toHaveLength(2));
    expect(tableRows('composites')[0]).toEqual(['Lĩnh vực', 'Điểm', 'Trung bình AHRQ', 'Phiên bản trước', 'Thay đổi (điểm %)']);
    expect(tableRows('composites')[1]).toEqual(['Làm việc nhóm', '72,5 %', '—', '68,1 %', '+4,4']);
    expect(screen.queryByText(/Điểm chuẩn so sánh:/)).toBeNull();
  });

  it('lets the reader compare with another set of the instrument', async () => {
    const server = dashboardServer();
    const study = benchmarkRef({ benchmark_id: 2, ten_nguon: 'Nghiên cứu thử', loai: 'study', nam: 2025, so_benh_vien: 3, label: 'Nghiên cứu Nghiên cứu thử 2025 (3 bệnh viện)' });
    server.on(route(endpoints.benchmarkList), () =>
      page([benchmarkSet(), benchmarkSet({ benchmark_id: 2, ma_benchmark: 'THU', ten_nguon: 'Nghiên cứu thử', loai: 'study', nam: 2025, so_benh_vien: 3 })]),
    );
    server.on(route(endpoints.compositeScore), (req) =>
      req.query.get('benchmark_id') === '2' ? composites({ benchmark: study, composites: [composite({ benchmark: 70, benchmark_source: study.label })] }) : composites(),
    );
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    await waitFor(() => expect(tableRows('composites')[0]?.[2]).toBe('Trung bình AHRQ 2024'));
    expect(server.requests('GET', endpoints.benchmarkList.path)[0]?.query.get('instrument_code')).toBe('HSOPS2');
    await screen.findByLabelText('So sánh với');
    await choose('So sánh với', 'Nghiên cứu Nghiên cứu thử 2025 (3 bệnh viện)');
    await waitFor(() => expect(tableRows('composites')[1]).toEqual(['Làm việc nhóm', '72,5 %', '70 %', '68,1 %', '+4,4']));
    expect(tableRows('composites')[0]?.[2]).toBe('Nghiên cứu Nghiên cứu thử 2025');
    expect(screen.getByText('Điểm chuẩn so sánh: Nghiên cứu Nghiên cứu thử 2025 (3 bệnh viện).')).toBeTruthy();
    expect(server.requests('GET', endpoints.compositeScore.path).at(-1)?.query.get('benchmark_id')).toBe('2');
  });

  it('shows the items as stacked bars on demand', async () => {
    renderPage(<HospitalDashboardPage />, { server: dashboardServer(), url: URL });
    const items = await panel('Tỷ lệ phản hồi tích cực chi tiết');
    await waitFor(() => expect(tableRows('items')).toHaveLength(4));
    await userEvent.click(items.getByText('Biểu đồ'));
    await waitFor(() => expect(tableRows('items-1')[1]).toEqual(['A1. Trong khoa, mọi người hỗ trợ lẫn nhau', '81,4 %', '12,1 %', '6,5 %', '290', '8']));
    expect(tableRows('items-1')[2]?.[0]).toBe('A2. Khoa có đủ nhân lực (câu đảo ngược)');
  });

  it('leads to TinhDuLieu when the version has no snapshot, and still shows participation', async () => {
    const server = dashboardServer({ [route(endpoints.dashboardVersions)]: () => [version({ has_snapshot: false })] });
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    expect(await screen.findByText('Chưa có dữ liệu tổng hợp — vào Tính dữ liệu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tính dữ liệu' }).getAttribute('href')).toBe('/Dashboard/TinhDuLieu?phien_ban_id=3');
    await waitFor(() => expect(tableRows('response-rate')).toContainEqual(['Tỷ lệ phản hồi', '76,9 %']));
    expect(server.requests('GET', endpoints.compositeScore.path)).toHaveLength(0);
    expect(server.requests('GET', endpoints.averagePositive.path)).toHaveLength(0);
  });

  it('says that scores come when the survey closes while it takes votes, and shows participation live', async () => {
    const server = dashboardServer({ [route(endpoints.dashboardVersions)]: () => [version({ has_snapshot: false, status_khao_sat: 1 })] });
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    expect(await screen.findByText('Điểm số sẽ có khi khảo sát kết thúc')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tính dữ liệu' })).toBeNull();
    await waitFor(() => expect(tableRows('response-rate')).toContainEqual(['Tỷ lệ phản hồi', '76,9 %']));
    expect(server.requests('GET', endpoints.compositeScore.path)).toHaveLength(0);
  });

  it("shows the server's message where a read failed, with a retry", async () => {
    const server = dashboardServer({ [route(endpoints.eventsGraph)]: () => fail(500, 'Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!') });
    renderPage(<HospitalDashboardPage />, { server, url: URL });
    const events = await panel('Số sự cố đã báo cáo');
    expect(await events.findByText('Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!')).toBeTruthy();
    server.on(route(endpoints.eventsGraph), () => eventsFixture());
    await userEvent.click(events.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(tableRows('events')).toContainEqual(['Không có', '180', '61,2 %']));
  });

  it('exports working time with the filters on screen; raw data only with DU_LIEU_THO_XUAT', async () => {
    const server = dashboardServer({ [route(endpoints.workingTimeExport)]: () => file() });
    renderPage(<HospitalDashboardPage />, { server, url: `${URL}&don_vi=1` });
    await panel('Tỷ lệ phản hồi');
    expect(screen.queryByRole('button', { name: 'Xuất dữ liệu thô' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Xuất thời gian công tác' }));
    await waitFor(() => expect(server.requests('GET', endpoints.workingTimeExport.path)[0]?.query.toString()).toBe('phien_ban_id=3&hospital_id=1&don_vi=1'));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Đã tải tệp Excel' })));
    expect(saved).toEqual([expect.stringMatching(/^thoi-gian-cong-tac_v3_h1_\d{4}-\d{2}-\d{2}\.xlsx$/)]);
  });

  it('asks about free-text comments before a raw export', async () => {
    const server = dashboardServer({ [route(endpoints.rawDataExport)]: () => file() });
    renderPage(<HospitalDashboardPage />, { server, url: URL, user: rawExporter });
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất dữ liệu thô' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lần xuất này được ghi vào nhật ký hệ thống.')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('Kèm ý kiến tự do'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xuất tệp' }));
    await waitFor(() => expect(server.requests('GET', endpoints.rawDataExport.path)[0]?.query.toString()).toBe('phien_ban_id=3&hospital_id=1&comments=true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([expect.stringMatching(/^du-lieu-tho-kem-y-kien_v3_h1_/)]);
  });

  it("shows a refused export's message and keeps the dialog", async () => {
    const server = dashboardServer({ [route(endpoints.rawDataExport)]: () => fail(403, 'Bạn không có quyền xuất dữ liệu thô') });
    renderPage(<HospitalDashboardPage />, { server, url: URL, user: rawExporter });
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất dữ liệu thô' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xuất tệp' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Bạn không có quyền xuất dữ liệu thô' })));
    expect(server.requests('GET', endpoints.rawDataExport.path)[0]?.query.get('comments')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
