import { endpoints, fillPath } from '@hm/contract';
import { fakeServer, renderPage, userWith } from '@hm/platform/testing';
import { screen } from '@testing-library/react';
import SystemIndexPage from './SystemIndexPage';

const item = (id: number, name: string, path: string | null, children: unknown[] = []) => ({
  id,
  parent_id: null,
  menu_name: name,
  menu_name_english: name,
  path,
  icon: null,
  order_by: id,
  cap: 1,
  module: 'system',
  children,
});

describe('SystemIndexPage', () => {
  it('links the system pages of the user’s menu', async () => {
    const server = fakeServer({
      [`GET ${fillPath(endpoints.menuOfGroup.path, {})}`]: () => [
        item(1, 'Khảo sát', null, [item(2, 'Bình chọn', '/KhaoSat')]),
        item(3, 'Hệ thống', null, [item(4, 'Tài khoản bệnh viện', '/HeThong/TaiKhoanBenhVien')]),
      ],
    });
    renderPage(<SystemIndexPage />, { server, url: '/vi/HeThong', user: userWith([]) });
    expect((await screen.findByRole('link', { name: 'Tài khoản bệnh viện' })).getAttribute('href')).toBe('/vi/HeThong/TaiKhoanBenhVien');
    expect(screen.queryByRole('link', { name: 'Bình chọn' })).toBeNull();
  });
});
