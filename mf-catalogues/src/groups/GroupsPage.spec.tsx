import { endpoints, type TPermissionGroup } from '@hm/contract';
import { fakeServer, page, userWith } from '@hm/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderPage } from '../test/render';
import GroupsPage from './GroupsPage';

const groups: TPermissionGroup[] = [{ phan_quyen_id: 3, ma_phan_quyen: 'STAFF', ten_phan_quyen: 'Nhân viên', cap: 3, mo_ta: 'Tham gia bình chọn' }];
const admin = userWith(['PHAN_QUYEN_XEM', 'PHAN_QUYEN_SUA'], { modules: ['catalogues', 'system'] });

describe('GroupsPage (catalogues)', () => {
  it('shows the same list of groups, whose edit opens the group’s page in System', async () => {
    const server = fakeServer({ [`GET ${endpoints.groupList.path}`]: () => page(groups) });
    renderPage(<GroupsPage />, { server, url: '/vi/HeThongDanhMuc/PhanQuyen', user: admin });
    const row = (await screen.findByText('Nhân viên')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 — Nhân viên')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Sửa: Nhân viên' }));
    expect(location()).toBe('/vi/HeThong/PhanQuyen/3');
  });
});
