import '@hm/platform';
import { endpoints, ROLE_LEVEL } from '@hm/contract';
import { fakeServer, file, renderPage } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { testUser } from '../test/users';
import { useLayout } from './layout-store';
import { NavDrawer } from './NavDrawer';

const server = (hospitals: { id: number; name: string }[] = []) =>
  fakeServer({
    [`GET ${endpoints.menuOfGroup.path}`]: () => [],
    [`GET ${endpoints.hospitalAuth.path}`]: () => hospitals,
    'GET /votesafety/v1/upload-data/7/file': () => file('png'),
  });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:logo');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => useLayout.getState().setDrawer(true));

describe('NavDrawer', () => {
  it('shows the hospital’s name and its logo', async () => {
    const s = server();
    const user = testUser();
    renderPage(<NavDrawer />, { server: s, url: '/vi', user: { ...user, hospital: { ...user.hospital!, name: 'Bệnh viện Đa khoa Demo', logo_upload_id: 7 } } });
    expect(await screen.findByText('Bệnh viện Đa khoa Demo')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('img.hm-drawer__hospital-logo')?.getAttribute('src')).toBe('blob:logo'));
    expect(s.requests('GET', '/votesafety/v1/upload-data/7/file')[0]!.query.get('inline')).toBe('true');
  });

  it('asks for the hospital’s information when the account has none, and loads no logo', async () => {
    const s = server();
    renderPage(<NavDrawer />, { server: s, url: '/vi', user: testUser({ modules: null }) });
    expect(await screen.findByText('Nhập thông tin bệnh viện')).toBeTruthy();
    expect(s.requests('GET', '/votesafety/v1/upload-data/7/file')).toEqual([]);
  });

  it('leads a system administrator to enter the first hospital, then counts the hospitals', async () => {
    const admin = testUser({ modules: null, phan_quyen_cap: ROLE_LEVEL.systemAdmin });
    const first = renderPage(<NavDrawer />, { server: server(), url: '/vi', user: admin });
    expect((await screen.findByRole('link', { name: 'Nhập thông tin bệnh viện' })).getAttribute('href')).toBe('/vi/HeThongDanhMuc/BenhVien');
    first.unmount();
    renderPage(<NavDrawer />, {
      server: server([
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ]),
      url: '/vi',
      user: admin,
    });
    expect(await screen.findByText('Tất cả bệnh viện (2)')).toBeTruthy();
    expect(screen.queryByText('Nhập thông tin bệnh viện')).toBeNull();
  });
});
