import { endpoints, fillPath, type TDashboardVersion, type TDebriefJob, type TFeedbackReportJob } from '@hm/contract';
import { fail, fakeServer, file, type Handler, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DebriefPacksPage from './DebriefPacksPage';
import FeedbackReportPage from './FeedbackReportPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const user = userWith(['BAO_CAO_XEM', 'DASHBOARD_XEM'], { modules: ['dashboard', 'reports'] });
const URL_ = '/HeThongBaoCao/BaoCaoPhanHoi';

const version = (over: Partial<TDashboardVersion> = {}): TDashboardVersion => ({
  phien_ban_id: 4,
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn người bệnh 2025',
  instrument_code: 'HSOPS2',
  status_khao_sat: 2,
  time_start: '2025-03-03 07:30:00',
  time_end: '2025-03-28 17:00:00',
  hospitals: [{ hospital_id: 1, name: 'Bệnh viện Đa khoa Demo' }],
  has_snapshot: true,
  ...over,
});

const job = (over: Partial<TFeedbackReportJob> = {}): TFeedbackReportJob => ({
  bao_cao_id: 7,
  status: 'queued',
  step: 0,
  steps: 5,
  step_key: null,
  queue_position: 0,
  phien_ban_id: 4,
  hospital_id: 1,
  language: 'vi',
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn người bệnh 2025',
  hospital_name: 'Bệnh viện Đa khoa Demo',
  error: null,
  file_name: null,
  size: null,
  created_at: '2026-11-24 10:00:00',
  finished_at: null,
  duration_ms: null,
  ...over,
});

const done = job({ status: 'done', step: 5, file_name: 'Báo cáo phản hồi - BVDEMO - Khảo sát 2025.pdf', size: 471_178, finished_at: '2026-11-24 10:00:04', duration_ms: 3400 });

const packJob = (over: Partial<TDebriefJob> = {}): TDebriefJob => ({
  debrief_id: 9,
  status: 'queued',
  done: 0,
  units: 0,
  queue_position: 0,
  phien_ban_id: 4,
  hospital_id: 1,
  language: 'vi',
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn người bệnh 2025',
  hospital_name: 'Bệnh viện Đa khoa Demo',
  error: null,
  file_name: null,
  size: null,
  created_at: '2026-11-24 10:00:00',
  finished_at: null,
  duration_ms: null,
  ...over,
});

/** The page's calls; the job answers the states given, one per poll, the last one for good. */
function server(o: { versions?: TDashboardVersion[]; list?: TFeedbackReportJob[]; states?: TFeedbackReportJob[]; create?: Handler } = {}) {
  const states = [...(o.states ?? [job(), job({ status: 'running', step: 3, step_key: 'browser', queue_position: null }), done])];
  let list = o.list ?? [];
  const packStates = [
    packJob(),
    packJob({ status: 'running', units: 11, done: 4, queue_position: null }),
    packJob({ status: 'done', units: 11, done: 11, file_name: 'Tài liệu trao đổi theo khoa - BVDEMO - Khảo sát 2025.zip', size: 1_088_666 }),
  ];
  let packList: TDebriefJob[] = [];
  return fakeServer({
    [route(endpoints.dashboardVersions)]: () =>
      o.versions ?? [version(), version({ phien_ban_id: 5, tieu_de_khao_sat: 'Khảo sát đang mở', status_khao_sat: 1, has_snapshot: false })],
    [route(endpoints.feedbackReportList)]: () => list,
    [route(endpoints.feedbackReportCreate)]:
      o.create ??
      (() => {
        list = [states[0]!];
        return states[0];
      }),
    [route(endpoints.feedbackReportStatus, { id: 7 })]: () => {
      const next = states.length > 1 ? states.shift()! : states[0]!;
      list = [next];
      return next;
    },
    [route(endpoints.feedbackReportFile, { id: 7 })]: () => file('%PDF-1.7'),
    [route(endpoints.debriefPackList)]: () => packList,
    [route(endpoints.debriefPackCreate)]: () => {
      packList = [packStates[0]!];
      return packStates[0];
    },
    [route(endpoints.debriefPackStatus, { id: 9 })]: () => {
      const next = packStates.length > 1 ? packStates.shift()! : packStates[0]!;
      packList = [next];
      return next;
    },
    [route(endpoints.debriefPackFile, { id: 9 })]: () => file('PK'),
  });
}

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

describe('/HeThongBaoCao/BaoCaoPhanHoi', () => {
  it('asks for the report of a closed version, follows its steps and downloads the PDF', async () => {
    const s = server();
    renderPage(<FeedbackReportPage />, { server: s, url: URL_, user });
    expect(await screen.findByRole('heading', { name: 'Báo cáo phản hồi', level: 1 })).toBeTruthy();
    // Only the closed version with figures is offered, already chosen, with its only hospital.
    const form = await screen.findByRole('form', { name: 'Chọn báo cáo' });
    expect(within(form).getAllByText('Khảo sát văn hóa an toàn người bệnh 2025').length).toBeGreaterThan(0);
    expect(within(form).queryByText('Khảo sát đang mở')).toBeNull();
    expect(within(form).getAllByText('Bệnh viện Đa khoa Demo').length).toBeGreaterThan(0);
    expect(screen.getByText('Bạn chưa tạo báo cáo phản hồi nào trong 24 giờ qua.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Tạo báo cáo' }));
    expect(s.requests('POST', endpoints.feedbackReportCreate.path)[0]?.body).toEqual({ phien_ban_id: 4, hospital_id: 1, language: 'vi' });
    expect(await screen.findByText('Đang chờ đến lượt')).toBeTruthy();
    expect(await screen.findByText('Bước 3/5: Khởi động trình in PDF', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tạo báo cáo' }).getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText('Đã tạo xong (460 KB, 3,4 giây)', {}, { timeout: 4000 })).toBeTruthy();

    const panel = screen.getByRole('region', { name: 'Báo cáo đang tạo' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Tải PDF' }));
    await waitFor(() => expect(saved).toEqual(['Báo cáo phản hồi - BVDEMO - Khảo sát 2025.pdf']));
    expect(s.requests('GET', fillPath(endpoints.feedbackReportFile.path, { id: 7 }))).toHaveLength(1);
    // The list of recent reports has it too.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Các báo cáo phản hồi bạn đã tạo trong 24 giờ qua' }).textContent).toContain('Đã xong'));
  }, 15_000);

  it('makes the debrief packs of every unit with the same choice, follows the units done and downloads the zip', async () => {
    const s = server();
    renderPage(<FeedbackReportPage />, { server: s, url: URL_, user });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo tài liệu cho từng khoa (zip)' }));
    expect(s.requests('POST', endpoints.debriefPackCreate.path)[0]?.body).toEqual({ phien_ban_id: 4, hospital_id: 1, language: 'vi' });
    const panel = screen.getByRole('region', { name: 'Tài liệu trao đổi kết quả theo khoa' });
    expect(await within(panel).findByText('Đã tạo 4/11 khoa/đơn vị', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'Tiến độ tạo tài liệu khoa' }).getAttribute('aria-valuenow')).toBe('36');
    expect(await within(panel).findByText('Xong: 11 khoa/đơn vị (1 MB)', {}, { timeout: 4000 })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Tải tệp zip' }));
    await waitFor(() => expect(saved).toEqual(['Tài liệu trao đổi theo khoa - BVDEMO - Khảo sát 2025.zip']));
  }, 15_000);

  it('picks up a report still being made when the page is opened again', async () => {
    const running = job({ status: 'running', step: 2, step_key: 'charts', queue_position: null });
    renderPage(<FeedbackReportPage />, { server: server({ list: [running], states: [running, done] }), url: URL_, user });
    expect(await screen.findByText('Bước 2/5: Vẽ biểu đồ')).toBeTruthy();
    expect(await screen.findByText('Đã tạo xong (460 KB, 3,4 giây)', {}, { timeout: 4000 })).toBeTruthy();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const s = server({ create: () => fail(409, 'Phiên bản khảo sát còn đang nhận phiếu: báo cáo phản hồi chỉ tạo được khi phiên bản đã đóng') });
    renderPage(<FeedbackReportPage />, { server: s, url: URL_, user });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo báo cáo' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ severity: 'error', summary: 'Phiên bản khảo sát còn đang nhận phiếu: báo cáo phản hồi chỉ tạo được khi phiên bản đã đóng' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Tạo báo cáo' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says why a failed report failed and offers to make it again', async () => {
    const failed = job({ status: 'failed', error: 'Chromium không in được báo cáo thành PDF.', finished_at: '2026-11-24 10:00:05' });
    const s = server({ list: [failed], states: [failed] });
    renderPage(<FeedbackReportPage />, { server: s, url: URL_, user });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo báo cáo' }));
    expect(await screen.findByText('Không tạo được báo cáo')).toBeTruthy();
    expect(screen.getByText('Chromium không in được báo cáo thành PDF.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tạo lại' }));
    expect(s.requests('POST', endpoints.feedbackReportCreate.path)).toHaveLength(2);
  });

  it('explains when no version can be reported on yet', async () => {
    renderPage(<FeedbackReportPage />, { server: server({ versions: [version({ status_khao_sat: 1, has_snapshot: false })] }), url: URL_, user });
    expect(await screen.findByText('Chưa có số liệu để báo cáo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tạo báo cáo' })).toBeNull();
  });
});

describe('/HeThongBaoCao/TaiLieuKhoa (a department head)', () => {
  const head = userWith(['TAI_LIEU_KHOA_XEM', 'DASHBOARD_XEM'], { modules: ['dashboard', 'reports'] });
  it('makes the packs of the head’s units only (no hospital-wide report) and downloads the zip', async () => {
    const s = server();
    renderPage(<DebriefPacksPage />, { server: s, url: '/HeThongBaoCao/TaiLieuKhoa', user: head });
    expect(await screen.findByRole('heading', { name: 'Tài liệu trao đổi theo khoa', level: 1 })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Chọn báo cáo' });
    expect(within(form).queryByRole('button', { name: 'Tạo báo cáo' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Tạo tài liệu cho từng khoa (zip)' }));
    expect(s.requests('POST', endpoints.debriefPackCreate.path)[0]?.body).toEqual({ phien_ban_id: 4, hospital_id: 1, language: 'vi' });
    expect(s.requests('GET', endpoints.feedbackReportList.path)).toHaveLength(0);
    const panel = screen.getByRole('region', { name: 'Tài liệu trao đổi kết quả theo khoa' });
    expect(await within(panel).findByText('Xong: 11 khoa/đơn vị (1 MB)', {}, { timeout: 4000 })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Tải tệp zip' }));
    await waitFor(() => expect(saved).toEqual(['Tài liệu trao đổi theo khoa - BVDEMO - Khảo sát 2025.zip']));
  }, 15_000);
});
