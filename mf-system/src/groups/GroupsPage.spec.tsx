import { endpoints, fillPath, type TPermissionGroup } from '@hm/contract';
import { fail, fakeServer, location, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GroupsPage from './GroupsPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const groups: TPermissionGroup[] = [
  { phan_quyen_id: 1, ma_phan_quyen: 'SYSTEM_ADMIN', ten_phan_quyen: 'Quản trị hệ thống', cap: 1, mo_ta: 'Mọi bệnh viện' },
  { phan_quyen_id: 3, ma_phan_quyen: 'STAFF', ten_phan_quyen: 'Nhân viên', cap: 3, mo_ta: null },
];
const admin = userWith(['PHAN_QUYEN_XEM', 'PHAN_QUYEN_SUA'], { modules: ['system'] });
const server = () =>
  fakeServer({
    [route(endpoints.groupList)]: () => page(groups),
    [route(endpoints.groupDelete, { id: 3 })]: () => fail(409, 'Không thể xóa nhóm quyền "Nhân viên": đang được dùng bởi 2 tài khoản'),
  });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('GroupsPage', () => {
  it('lists the groups with their level, searchable', async () => {
    const s = server();
    renderPage(<GroupsPage />, { server: s, url: '/vi/HeThong/PhanQuyen', user: admin });
    expect(within(await rowOf('Quản trị hệ thống')).getByText('1 — Quản trị hệ thống')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox'), 'staff');
    await waitFor(() => expect(s.requests('GET', endpoints.groupList.path).at(-1)!.query.get('keyword')).toBe('staff'));
  });

  it('opens a group’s page from Edit and a new one from Add', async () => {
    renderPage(<GroupsPage />, { server: server(), url: '/vi/HeThong/PhanQuyen', user: admin });
    await userEvent.click(within(await rowOf('Nhân viên')).getByRole('button', { name: 'Sửa: Nhân viên' }));
    expect(location()).toBe('/vi/HeThong/PhanQuyen/3');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nhóm quyền' }));
    expect(location()).toBe('/vi/HeThong/PhanQuyen/moi');
  });

  it('asks before deleting, and shows why the server refuses', async () => {
    const s = server();
    renderPage(<GroupsPage />, { server: s, url: '/vi/HeThong/PhanQuyen', user: admin });
    await userEvent.click(within(await rowOf('Nhân viên')).getByRole('button', { name: 'Xóa: Nhân viên' }));
    const confirm = await screen.findByRole('dialog');
    expect(s.requests('DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: expect.stringMatching(/đang được dùng bởi 2 tài khoản/) })));
  });

  it('gives a reader a View button instead of the write buttons', async () => {
    renderPage(<GroupsPage />, { server: server(), url: '/HeThong/PhanQuyen', user: userWith(['PHAN_QUYEN_XEM'], { modules: ['system'] }) });
    const row = await rowOf('Nhân viên');
    expect(within(row).queryByRole('button', { name: /Sửa|Xóa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm nhóm quyền' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Xem: Nhân viên' }));
    expect(location()).toBe('/HeThong/PhanQuyen/3');
  });
});
