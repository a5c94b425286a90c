import { endpoints, fillPath, type TReport } from '@hm/contract';
import { fail, fakeServer, location, page, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, renderPage } from '../test/render';
import { savedReport } from './fixtures';
import ReportsPage from './ReportsPage';

const { details: _d, ...listed } = savedReport();
const rows: TReport[] = [listed, { ...listed, report_id: 8, ma_report: 'DS_NV', ten_report: 'Danh sách nhân viên', nguon: 'staff_list', bieu_do: 'none', tam_ngung: true }];
const admin = userWith(['BAO_CAO_XEM', 'BAO_CAO_SUA'], { modules: ['catalogues', 'reports'] });
const LIST = endpoints.reportList.path;

function server() {
  return fakeServer({
    [`GET ${LIST}`]: (req) => page(rows.filter((r) => !req.query.get('nguon') || r.nguon === req.query.get('nguon'))),
    [`POST ${endpoints.reportClone.path}`]: (req) => ({ ...savedReport(), report_id: 9, ...(req.body as object) }),
    [`DELETE ${fillPath(endpoints.reportDelete.path, { id: 8 })}`]: () => ({ id: 8 }),
  });
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('ReportsPage', () => {
  it('lists the definitions with their source, chart and status, filtered by source; Edit opens the definition', async () => {
    const s = server();
    renderPage(<ReportsPage />, { server: s, url: '/vi/HeThongDanhMuc/Reports', user: admin });
    const row = await rowOf('TL_PHONG_BAN');
    expect(within(row).getByText('TL_PHONG_BAN')).toBeTruthy();
    expect(within(row).getByText('Thanh ngang')).toBeTruthy();
    expect(within(await rowOf('DS_NV')).getByText('Tạm ngưng')).toBeTruthy();

    await choose('Nguồn dữ liệu', 'Danh sách nhân viên');
    await waitFor(() => expect(s.requests('GET', LIST).at(-1)?.query.get('nguon')).toBe('staff_list'));
    await waitFor(() => expect(screen.queryByText('TL_PHONG_BAN')).toBeNull());
    await userEvent.click(within(await rowOf('DS_NV')).getByRole('button', { name: 'Sửa: Danh sách nhân viên' }));
    expect(location()).toBe('/vi/HeThongDanhMuc/Reports/8');
  });

  it('clones a definition under the code and name asked', async () => {
    const s = server();
    renderPage(<ReportsPage />, { server: s, url: '/vi/HeThongDanhMuc/Reports', user: admin });
    await userEvent.click(within(await rowOf('TL_PHONG_BAN')).getByRole('button', { name: 'Nhân bản: Tỷ lệ phản hồi theo khoa/phòng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhân bản báo cáo: Tỷ lệ phản hồi theo khoa/phòng' });
    const code = within(dialog).getByLabelText('Mã của bản sao');
    await userEvent.clear(code);
    await userEvent.type(code, 'TL_PB_2');
    await userEvent.clear(within(dialog).getByLabelText('Tên của bản sao'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên báo cáo')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Tên của bản sao'), 'Tỷ lệ phản hồi 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', endpoints.reportClone.path)).toHaveLength(1));
    expect(s.requests('POST', endpoints.reportClone.path)[0]!.body).toEqual({ report_id: 7, ma_report: 'TL_PB_2', ten_report: 'Tỷ lệ phản hồi 2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Đã nhân bản báo cáo' }));
  });

  it('puts the server’s refusal of a clone on the code', async () => {
    const s = server();
    s.on(`POST ${endpoints.reportClone.path}`, () => fail(409, 'Mã báo cáo đã tồn tại', { errors: [{ path: 'body.ma_report', message: 'Mã báo cáo đã tồn tại' }] }));
    renderPage(<ReportsPage />, { server: s, url: '/vi/HeThongDanhMuc/Reports', user: admin });
    await userEvent.click(within(await rowOf('TL_PHONG_BAN')).getByRole('button', { name: 'Nhân bản: Tỷ lệ phản hồi theo khoa/phòng' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Mã báo cáo đã tồn tại');
  });

  it('deletes a definition after a confirmation naming it', async () => {
    const s = server();
    renderPage(<ReportsPage />, { server: s, url: '/vi/HeThongDanhMuc/Reports', user: admin });
    await userEvent.click(within(await rowOf('DS_NV')).getByRole('button', { name: 'Xóa: Danh sách nhân viên' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận' });
    expect(confirm.textContent).toContain('Danh sách nhân viên');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', fillPath(endpoints.reportDelete.path, { id: 8 }))).toHaveLength(1));
  });
});
