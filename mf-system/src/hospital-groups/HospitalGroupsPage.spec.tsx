import { endpoints, fillPath, type TGroupOfficer, type THospitalGroupRow } from '@hm/contract';
import { choose, fakeServer, type Handler, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HospitalGroupsPage from './HospitalGroupsPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const province: THospitalGroupRow = {
  nhom_id: 1,
  ten: 'Sở Y tế Hà Nội',
  ma_tinh: '01',
  ten_tinh: 'Thành phố Hà Nội',
  hospitals: [
    { hospital_id: 11, name: 'Bệnh viện A' },
    { hospital_id: 12, name: 'Bệnh viện B' },
  ],
  tai_khoan: [{ tai_khoan_id: 7, ten_tai_khoan: 'soyte', display_name: 'Cán bộ Sở' }],
};
const list: THospitalGroupRow = { nhom_id: 2, ten: 'Nhóm hai bệnh viện', ma_tinh: null, ten_tinh: null, hospitals: [{ hospital_id: 12, name: 'Bệnh viện B' }], tai_khoan: [] };
const officer: TGroupOfficer = { tai_khoan_id: 8, ten_tai_khoan: 'soyte2', display_name: 'Cán bộ Sở 2', ten_phan_quyen: 'Cán bộ Sở Y tế', nhom_id: null, ten_nhom: null };
const admin = userWith(['BENH_VIEN_SUA'], { modules: ['system'] });
const URL = '/vi/HeThong/NhomBenhVien';
jest.setTimeout(15_000);

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.hospitalGroupList)]: () => page([province, list]),
    [route(endpoints.hospitalGroupById, { id: 1 })]: () => province,
    [route(endpoints.hospitalGroupById, { id: 2 })]: () => list,
    [route(endpoints.hospitalAuth)]: () => [
      { id: 11, name: 'Bệnh viện A' },
      { id: 12, name: 'Bệnh viện B' },
    ],
    [route(endpoints.adminUnitByLevel, { level: 1 })]: () => [
      { ma: '01', ten: 'Thành phố Hà Nội', cap: 1 },
      { ma: '79', ten: 'Thành phố Hồ Chí Minh', cap: 1 },
    ],
    [route(endpoints.hospitalGroupCreate)]: () => list,
    [route(endpoints.hospitalGroupUpdate, { id: 2 })]: () => list,
    [route(endpoints.hospitalGroupOfficers)]: () => page([officer]),
    [route(endpoints.hospitalGroupAssign, { id: 2 })]: () => ({ nhom_id: 2, tai_khoan_id: 8 }),
    [route(endpoints.hospitalGroupUnassign, { id: 1 })]: () => null,
    ...over,
  });
}

describe('HospitalGroupsPage', () => {
  it("lists each group with its province's hospitals or its list, and its accounts", async () => {
    renderPage(<HospitalGroupsPage />, { server: server(), url: URL, user: admin });
    expect(await screen.findByText('Thành phố Hà Nội (2 bệnh viện)')).toBeTruthy();
    expect(screen.getByText('soyte')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tài khoản: Nhóm hai bệnh viện' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xóa: Sở Y tế Hà Nội' })).toBeTruthy();
  });

  it('creates a province group, asking first for what is missing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const s = server();
    renderPage(<HospitalGroupsPage />, { server: s, url: URL, user: admin });
    await screen.findByText('Nhóm hai bệnh viện');
    await user.click(screen.getByRole('button', { name: 'Thêm nhóm bệnh viện' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên nhóm bệnh viện')).toBeTruthy();
    expect(within(dialog).getByText('Chọn một tỉnh/thành phố hoặc một danh sách bệnh viện (không cả hai)')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Tên nhóm/), 'Sở Y tế TP.HCM');
    await choose('Tỉnh/thành phố', 'Thành phố Hồ Chí Minh');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', endpoints.hospitalGroupCreate.path)).toHaveLength(1));
    expect(s.requests('POST', endpoints.hospitalGroupCreate.path)[0]!.body).toEqual({ ten: 'Sở Y tế TP.HCM', ma_tinh: '79', hospital_ids: [] });
  });

  it('edits a list group as its list, and turning it into a province empties the list', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const s = server();
    renderPage(<HospitalGroupsPage />, { server: s, url: URL, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Sửa: Nhóm hai bệnh viện' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Danh sách bệnh viện chọn sẵn') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByLabelText('Mọi bệnh viện của một tỉnh/thành phố'));
    await choose('Tỉnh/thành phố', 'Thành phố Hà Nội');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', fillPath(endpoints.hospitalGroupUpdate.path, { id: 2 }))).toHaveLength(1));
    expect(s.requests('PUT', fillPath(endpoints.hospitalGroupUpdate.path, { id: 2 }))[0]!.body).toEqual({ ten: 'Nhóm hai bệnh viện', ma_tinh: '01', hospital_ids: [] });
  });

  it('assigns an officer to a group, and unassigns one after a confirmation', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const s = server();
    renderPage(<HospitalGroupsPage />, { server: s, url: URL, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Tài khoản: Nhóm hai bệnh viện' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nhóm chưa có tài khoản nào.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Gán' }));
    expect(await within(dialog).findByText('Vui lòng chọn tài khoản')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Gán thêm tài khoản'), 'soyte');
    await user.click(await screen.findByRole('option', { name: /soyte2 — Cán bộ Sở 2 \(chưa thuộc nhóm nào\)/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Gán' }));
    await waitFor(() => expect(s.requests('PUT', fillPath(endpoints.hospitalGroupAssign.path, { id: 2 }))[0]?.body).toEqual({ tai_khoan_id: 8 }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã gán tài khoản vào nhóm' })));
    await user.click(within(dialog).getAllByRole('button', { name: 'Đóng' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Tài khoản: Sở Y tế Hà Nội' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ gán soyte' }));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', fillPath(endpoints.hospitalGroupUnassign.path, { id: 1 }))).toHaveLength(1));
    expect(s.requests('DELETE', fillPath(endpoints.hospitalGroupUnassign.path, { id: 1 }))[0]!.query.get('tai_khoan_id')).toBe('7');
  });
});
