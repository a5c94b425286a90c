import { endpoints, fillPath, type TContributor, type TFederationSettings } from '@hm/contract';
import { i18n } from '@hm/platform';
import { fail, fakeServer, type Handler, userWith } from '@hm/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, toasts } from '../test/render';
import FederatedBenchmarkPage from './FederatedBenchmarkPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const sysadmin = userWith(['DANH_MUC_SUA'], { phan_quyen_cap: 1, hospital: null, modules: ['catalogues'] });
const URL = '/vi/HeThongDanhMuc/DiemChuanLienKet';
const TOKEN = 'hmfb_' + 'x'.repeat(43);

const unset: TFederationSettings = { collector_url: null, has_credential: false, updated_at: null };
const set: TFederationSettings = { collector_url: 'https://diemchuan.example.vn', has_credential: true, updated_at: '2026-11-20 09:30:00' };
const nhi: TContributor = { contributor_id: 1, ten: 'Bệnh viện Nhi', created_at: '2026-11-01 08:00:00', revoked: false, submissions: 2 };
const cu: TContributor = { contributor_id: 2, ten: 'Bệnh viện Cũ', created_at: '2026-10-01 08:00:00', revoked: true, submissions: 0 };
const NOT_COLLECTOR = 'Cài đặt này không phải nơi tổng hợp điểm chuẩn';

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.federatedSettings)]: () => unset,
    [route(endpoints.federatedContributors)]: () => fail(404, NOT_COLLECTOR),
    ...over,
  });
}

describe('FederatedBenchmarkPage', () => {
  it('on a hospital installation: the collector part explains, from the server’s 404, that this is not a collector (no error toast)', async () => {
    renderPage(<FederatedBenchmarkPage />, { server: server(), url: URL, user: sysadmin });
    expect(await screen.findByRole('heading', { name: 'Cài đặt này không phải nơi tổng hợp' })).toBeTruthy();
    expect(screen.getByText(new RegExp(NOT_COLLECTOR))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cấp mã xác thực' })).toBeNull();
    expect(screen.getByText('Chưa kết nối: chưa có địa chỉ và mã xác thực')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Lấy điểm chuẩn về ngay' }) as HTMLButtonElement).disabled).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('saves the connection: https required except for this machine, the credential never shown back', async () => {
    const s = server({ [route(endpoints.federatedSettingsSave)]: () => set });
    renderPage(<FederatedBenchmarkPage />, { server: s, url: URL, user: sysadmin });
    const url = await screen.findByLabelText(/Địa chỉ nơi tổng hợp/);
    await userEvent.type(url, 'http://diemchuan.example.vn');
    await userEvent.type(screen.getByLabelText(/Mã xác thực/), TOKEN);
    expect(screen.getByText('Có thay đổi chưa lưu')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu kết nối' }));
    expect(await screen.findByText('Địa chỉ nơi tổng hợp phải dùng https:// (http:// chỉ cho máy này)')).toBeTruthy();
    expect(s.requests('PUT')).toHaveLength(0);
    await userEvent.clear(url);
    await userEvent.type(url, 'http://localhost:3000');
    s.on(route(endpoints.federatedSettings), () => set);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu kết nối' }));
    await waitFor(() => expect(s.requests('PUT', endpoints.federatedSettingsSave.path)).toHaveLength(1));
    expect(s.requests('PUT')[0]!.body).toEqual({ collector_url: 'http://localhost:3000', token: TOKEN });
    expect(await screen.findByText('Đã có mã xác thực (lưu lúc 20/11/2026 09:30)')).toBeTruthy();
    expect((screen.getByLabelText(/Mã xác thực/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Có thay đổi chưa lưu')).toBeNull();
  });

  it('fetches the publication now and lists the sets it made', async () => {
    const s = server({
      [route(endpoints.federatedSettings)]: () => set,
      [route(endpoints.federatedFetch)]: () => ({ benchmarks: [{ benchmark_id: 7, ma_benchmark: 'LIEN_KET_HSOPS2_2026', instrument_code: 'HSOPS2', nam: 2026, so_benh_vien: 6 }] }),
    });
    renderPage(<FederatedBenchmarkPage />, { server: s, url: URL, user: sysadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Lấy điểm chuẩn về ngay' }));
    expect(await screen.findByText('LIEN_KET_HSOPS2_2026: HSOPS2 năm 2026, 6 bệnh viện')).toBeTruthy();
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã lấy 1 bộ điểm chuẩn' })));
  });

  it('says why a fetch failed (the server’s message)', async () => {
    const s = server({
      [route(endpoints.federatedSettings)]: () => set,
      [route(endpoints.federatedFetch)]: () => fail(503, 'Không lấy được điểm chuẩn từ nơi tổng hợp: hết thời gian chờ'),
    });
    renderPage(<FederatedBenchmarkPage />, { server: s, url: URL, user: sysadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Lấy điểm chuẩn về ngay' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Không lấy được điểm chuẩn từ nơi tổng hợp: hết thời gian chờ' })));
  });

  it('on a collector: lists the installations, issues a credential shown once with a copy button, revokes after a confirmation', async () => {
    let rows = [nhi, cu];
    const s = server({
      [route(endpoints.federatedContributors)]: () => rows,
      [route(endpoints.federatedContributorIssue)]: (req) => {
        const made = { contributor_id: 3, ten: (req.body as { ten: string }).ten, created_at: '2026-11-28 07:00:00', revoked: false, submissions: 0 };
        rows = [...rows, made];
        return { ...made, token: TOKEN };
      },
      [route(endpoints.federatedContributorRevoke, { id: 1 })]: () => {
        rows = rows.map((r) => (r.contributor_id === 1 ? { ...r, revoked: true } : r));
        return null;
      },
    });
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage(<FederatedBenchmarkPage />, { server: s, url: URL, user: sysadmin });
    const table = within(await screen.findByRole('table'));
    const row = (name: string) => within(table.getByText(name).closest('tr') as HTMLElement);
    expect(row('Bệnh viện Nhi').getByText('01/11/2026 08:00')).toBeTruthy();
    expect(row('Bệnh viện Nhi').getByText('Đang dùng')).toBeTruthy();
    expect(row('Bệnh viện Cũ').getByText('Đã thu hồi')).toBeTruthy();
    expect(row('Bệnh viện Cũ').queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cấp mã xác thực' }));
    let dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cấp mã' }));
    expect(await dialog.findByText('Vui lòng nhập tên cài đặt gửi số liệu')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(/Tên cài đặt/), 'Bệnh viện Mới');
    await userEvent.click(dialog.getByRole('button', { name: 'Cấp mã' }));
    await waitFor(() => expect(s.requests('POST', endpoints.federatedContributorIssue.path)).toHaveLength(1));
    expect(s.requests('POST')[0]!.body).toEqual({ ten: 'Bệnh viện Mới' });
    dialog = within(await screen.findByRole('dialog', { name: 'Mã xác thực của Bệnh viện Mới' }));
    expect(dialog.getByText(/Mã chỉ hiện một lần/)).toBeTruthy();
    expect((dialog.getByLabelText('Mã xác thực (chỉ hiện một lần)') as HTMLInputElement).value).toBe(TOKEN);
    await userEvent.click(dialog.getByRole('button', { name: 'Chép mã' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    await userEvent.click(dialog.getByRole('button', { name: 'Tôi đã chép mã, đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await table.findByText('Bệnh viện Mới')).toBeTruthy();
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Thu hồi mã của Bệnh viện Nhi' }));
    const confirm = within((await screen.findByText(/Không hoàn tác được/)).closest<HTMLElement>('[role="alertdialog"], [role="dialog"]')!);
    await userEvent.click(confirm.getByRole('button', { name: 'Thu hồi' }));
    await waitFor(() => expect(s.requests('DELETE')).toHaveLength(1));
    expect(await row('Bệnh viện Nhi').findByText('Đã thu hồi')).toBeTruthy();
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã thu hồi mã của Bệnh viện Nhi' })));
  });

  it('shows the collector’s list in English', async () => {
    await act(() => void i18n.changeLanguage('en'));
    try {
      renderPage(<FederatedBenchmarkPage />, {
        server: server({ [route(endpoints.federatedContributors)]: () => [] }),
        url: '/en/HeThongDanhMuc/DiemChuanLienKet',
        user: sysadmin,
      });
      expect(await screen.findByText('No credential issued yet')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Connection to the collector' })).toBeTruthy();
    } finally {
      await act(() => void i18n.changeLanguage('vi'));
    }
  });
});
