import { endpoints, FN, type TDashboardVersion } from '@hm/contract';
import { i18n } from '@hm/platform';
import { choose, fail, fakeServer, file, type Handler, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DataExportPage from './DataExportPage';

const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const version = (over: Partial<TDashboardVersion> = {}): TDashboardVersion => ({
  phien_ban_id: 3,
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn người bệnh 2025',
  instrument_code: 'HSOPS2',
  status_khao_sat: 2,
  time_start: '2025-03-01 07:00:00',
  time_end: '2025-03-31 17:00:00',
  hospitals: [
    { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo' },
    { hospital_id: 4, name: 'Bệnh viện Nhi' },
  ],
  has_snapshot: true,
  ...over,
});
const older = version({ phien_ban_id: 2, tieu_de_khao_sat: 'Khảo sát HSOPSC 2024', instrument_code: 'HSOPSC1', hospitals: [{ hospital_id: 1, name: 'Bệnh viện Đa khoa Demo' }] });
const open = version({ phien_ban_id: 5, tieu_de_khao_sat: 'Khảo sát đang mở 2026', status_khao_sat: 1, has_snapshot: false });

const exporter = userWith([FN.dashboardRead, FN.rawDataExport], { modules: ['dashboard', 'reports'] });
const reader = userWith([FN.dashboardRead], { modules: ['dashboard', 'reports'] });

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.dashboardVersions)]: () => [open, version(), older],
    [route(endpoints.rawDataExport)]: () => file(),
    [route(endpoints.workingTimeExport)]: () => file(),
    [route(endpoints.ahrqRespondentExport)]: () => file(),
    [route(endpoints.ahrqSiteExport)]: () => file(),
    ...over,
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
afterEach(() => i18n.changeLanguage('vi'));

const card = (name: string) => screen.getByRole('article', { name });
const downloadButton = (name: string) => within(card(name)).getByRole('button', { name: `Tải tệp: ${name}` });

describe('HeThongBaoCao/XuatDuLieu', () => {
  it('downloads the AHRQ respondent and site files of the chosen version, busy while the file is prepared', async () => {
    // The respondent file is held back until released, to see the card busy.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const s = server();
    const slow = {
      ...s,
      fetch: (async (url: string, init?: RequestInit) => {
        if (String(url).includes('xuat-ahrq-respondent')) await held;
        return s.fetch(url, init);
      }) as typeof globalThis.fetch,
    };
    renderPage(<DataExportPage />, { server: slow, url: '/vi/HeThongBaoCao/XuatDuLieu?phien_ban_id=3', user: exporter });
    expect(await screen.findByRole('heading', { level: 1, name: 'Xuất dữ liệu' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nộp cơ sở dữ liệu AHRQ' })).toBeTruthy();
    const button = await waitFor(() => downloadButton('Tệp người trả lời'));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(card('Tệp người trả lời').getAttribute('aria-busy')).toBe('true'));
    expect((downloadButton('Tệp người trả lời') as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^AHRQ-HSOPS2-respondents_v3_\d{4}-\d{2}-\d{2}\.xlsx$/)]));
    expect(s.requests('GET', endpoints.ahrqRespondentExport.path)[0]!.query.toString()).toBe('phien_ban_id=3');
    expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success' }));
    await waitFor(() => expect(card('Tệp người trả lời').getAttribute('aria-busy')).toBe('false'));

    await userEvent.click(downloadButton('Tệp bệnh viện'));
    await waitFor(() => expect(saved[1]).toMatch(/^AHRQ-HSOPS2-site_v3_/));
  });

  it('sends the hospital picked, and the comments option of the raw data', async () => {
    const s = server();
    renderPage(<DataExportPage />, { server: s, url: '/vi/HeThongBaoCao/XuatDuLieu', user: exporter });
    await screen.findByRole('article', { name: 'Dữ liệu thô' });
    // The newest version comes first: an open one. Pick the closed 2025 one, then a hospital.
    await choose('Phiên bản khảo sát', /Khảo sát văn hóa an toàn người bệnh 2025/);
    await choose('Bệnh viện', 'Bệnh viện Nhi');
    await userEvent.click(screen.getByLabelText('Kèm ý kiến (câu trả lời bằng chữ)'));
    await userEvent.click(downloadButton('Dữ liệu thô'));
    await waitFor(() => expect(s.requests('GET', endpoints.rawDataExport.path)).toHaveLength(1));
    expect(s.requests('GET', endpoints.rawDataExport.path)[0]!.query.toString()).toBe('phien_ban_id=3&hospital_id=4&comments=true');
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^du-lieu-tho-kem-y-kien_v3_h4_/)]));
    await userEvent.click(downloadButton('Thời gian công tác'));
    await waitFor(() => expect(s.requests('GET', endpoints.workingTimeExport.path)[0]?.query.toString()).toBe('phien_ban_id=3&hospital_id=4'));
  });

  it('shows the server’s refusal in place, on the card it belongs to', async () => {
    const s = server({ [route(endpoints.ahrqSiteExport)]: () => fail(409, 'Tệp nộp cơ sở dữ liệu AHRQ chỉ xuất được khi phiên bản khảo sát đã đóng.') });
    renderPage(<DataExportPage />, { server: s, url: '/vi/HeThongBaoCao/XuatDuLieu?phien_ban_id=3', user: exporter });
    await userEvent.click(await waitFor(() => downloadButton('Tệp bệnh viện')));
    const alert = await within(card('Tệp bệnh viện')).findByRole('alert');
    expect(alert.textContent).toContain('Không xuất được tệp: Tệp nộp cơ sở dữ liệu AHRQ chỉ xuất được khi phiên bản khảo sát đã đóng.');
    expect(within(card('Tệp người trả lời')).queryByRole('alert')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('says why a file cannot be exported: the function, an open version, another instrument', async () => {
    const { unmount } = renderPage(<DataExportPage />, { server: server(), url: '/vi/HeThongBaoCao/XuatDuLieu?phien_ban_id=3', user: reader });
    await screen.findByRole('article', { name: 'Dữ liệu thô' });
    for (const name of ['Dữ liệu thô', 'Tệp người trả lời', 'Tệp bệnh viện']) {
      expect((downloadButton(name) as HTMLButtonElement).disabled).toBe(true);
      expect(within(card(name)).getByText(/Bạn chưa được giao chức năng Xuất dữ liệu thô/)).toBeTruthy();
    }
    expect((downloadButton('Thời gian công tác') as HTMLButtonElement).disabled).toBe(false);
    unmount();

    renderPage(<DataExportPage />, { server: server(), url: '/vi/HeThongBaoCao/XuatDuLieu?phien_ban_id=2', user: exporter });
    await screen.findByRole('article', { name: 'Dữ liệu thô' });
    expect((downloadButton('Dữ liệu thô') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByLabelText('Bệnh viện')).toBeNull(); // one hospital: no picker
    for (const name of ['Tệp người trả lời', 'Tệp bệnh viện']) {
      expect((downloadButton(name) as HTMLButtonElement).disabled).toBe(true);
      expect(within(card(name)).getByText(/không dùng bộ câu hỏi AHRQ SOPS Hospital Survey 2.0/)).toBeTruthy();
    }
    await choose('Phiên bản khảo sát', /Khảo sát đang mở 2026/);
    await waitFor(() => expect(within(card('Tệp người trả lời')).getByText(/Phiên bản còn nhận phiếu/)).toBeTruthy());
    expect(within(card('Thời gian công tác')).getByText(/chưa có dữ liệu tổng hợp/)).toBeTruthy();
  });

  it('has an empty state, a load error with the server’s message, and English texts', async () => {
    const { unmount } = renderPage(<DataExportPage />, { server: server({ [route(endpoints.dashboardVersions)]: () => [] }), url: '/vi/HeThongBaoCao/XuatDuLieu', user: exporter });
    expect(await screen.findByText('Chưa có phiên bản khảo sát nào để xuất dữ liệu')).toBeTruthy();
    unmount();
    const failing = renderPage(<DataExportPage />, {
      server: server({ [route(endpoints.dashboardVersions)]: () => fail(403, 'Bạn không có quyền thực hiện chức năng này') }),
      url: '/vi/HeThongBaoCao/XuatDuLieu',
      user: exporter,
    });
    expect(await screen.findByText('Bạn không có quyền thực hiện chức năng này')).toBeTruthy();
    failing.unmount();

    await i18n.changeLanguage('en');
    renderPage(<DataExportPage />, { server: server(), url: '/vi/HeThongBaoCao/XuatDuLieu?phien_ban_id=3', user: exporter });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data export' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download: Respondent file' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'AHRQ database submission' })).toBeTruthy();
  });
});
