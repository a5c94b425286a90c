import { endpoints, fillPath } from '@hm/contract';
import { fakeServer, renderPage, userWith } from '@hm/platform/testing';
import { screen } from '@testing-library/react';
import { PATHS, rateReport } from './fixtures';
import ReportsIndexPage from './ReportsIndexPage';

const item = (id: number, name: string, path: string | null, children: unknown[] = []) => ({
  id,
  parent_id: null,
  menu_name: name,
  menu_name_english: name,
  path,
  icon: null,
  order_by: id,
  cap: 1,
  module: 'reports',
  children,
});

describe('ReportsIndexPage', () => {
  it('links the report pages of the user’s menu and the reports the user may use', async () => {
    const server = fakeServer({
      [`GET ${fillPath(endpoints.menuOfGroup.path, {})}`]: () => [
        item(1, 'Hệ thống', null, [item(2, 'Tài khoản', '/HeThong/TaiKhoan')]),
        item(3, 'Báo cáo', null, [item(4, 'Xuất dữ liệu', '/HeThongBaoCao/XuatDuLieu'), item(5, 'Xem báo cáo', '/HeThongBaoCao/ReportView')]),
      ],
      [`GET ${PATHS.mine}`]: () => [rateReport()],
    });
    renderPage(<ReportsIndexPage />, { server, url: '/vi/HeThongBaoCao', user: userWith(['BAO_CAO_XEM'], { modules: ['reports'] }) });
    expect((await screen.findByRole('link', { name: 'Xuất dữ liệu' })).getAttribute('href')).toBe('/vi/HeThongBaoCao/XuatDuLieu');
    expect(screen.getByRole('link', { name: 'Xem báo cáo' }).getAttribute('href')).toBe('/vi/HeThongBaoCao/ReportView');
    expect(screen.queryByRole('link', { name: 'Tài khoản' })).toBeNull();
    expect((await screen.findByRole('link', { name: /Tỷ lệ phản hồi theo khoa\/phòng/ })).getAttribute('href')).toBe('/vi/HeThongBaoCao/ReportView?id=7');
  });
});
