import '@hm/platform';
import { endpoints } from '@hm/contract';
import { fakeServer, file, renderPage } from '@hm/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { testUser } from '../test/users';
import { useLayout } from './layout-store';
import { NavDrawer } from './NavDrawer';

const server = () =>
  fakeServer({
    [`GET ${endpoints.menuOfGroup.path}`]: () => [],
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
});
