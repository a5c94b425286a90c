import { CONTRACT_MAJOR, screensOf } from '@hm/contract';
import { fakeServer, page } from '@hm/platform/testing';
import { screen } from '@testing-library/react';
import { matchRoutes, useRoutes } from 'react-router-dom';
import { author, renderPage, staffUser } from './test/render';
import { PAGES } from './pages';
import { contractMajor, moduleId, routes } from './routes';

describe('mf-survey routes', () => {
  // One declaration per screen: every screen of this module in the screen table (SCREENS, which also seeds the menu) has its route.
  it.each(screensOf(moduleId).map((s) => [s.path.replace(/:\w+/g, '7'), s.page] as const))('has a route for the screen %s', (path, page) => {
    const match = matchRoutes(routes, path)?.at(-1);
    expect(match?.route.element).toBe(PAGES[page as keyof typeof PAGES]);
  });

  it('declares the module and the contract major the shell checks', () => {
    expect(moduleId).toBe('survey');
    expect(contractMajor).toBe(CONTRACT_MAJOR);
  });

  it.each([
    'KhaoSat',
    'KhaoSat/detail',
    'KhaoSat/HopThu',
    'KhaoSat/StepForm',
    'KhaoSat/BoxForm',
    'KhaoSat/FormCauHoi',
    'KhaoSat/FormDapAn',
    'KhaoSat/FormPhanCauHoi',
    'KhaoSat/FormPhienBan',
    'KhaoSat/GroupUserByBV',
    'KhaoSat/KhaoSatDetail',
    'KhaoSat/MFormDapAn',
    'KhaoSat/MSettingBenhVien',
    'KhaoSat/MSettingUser',
    'KhaoSat/TableUser',
    'StepForm',
    'ChungThuc',
    'Composite',
    'Composite/ModalComposite',
    'ThongTinKhaoSat',
    'ThongTinNhanVien',
  ])('matches /%s (any case)', (path) => {
    expect(matchRoutes(routes, `/${path}`)).not.toBeNull();
    expect(matchRoutes(routes, `/${path.toLowerCase()}`)).not.toBeNull();
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/KhaoSat/KhongTonTai')).toBeNull();
  });
});

describe('mf-survey route guards', () => {
  function Routes() {
    return useRoutes([{ path: 'vi', children: routes }]);
  }

  it('shows plain staff an honest notice on an authoring page, and calls nothing', async () => {
    const server = fakeServer({});
    renderPage(<Routes />, { server, url: '/vi/KhaoSat/FormPhanCauHoi?phien_ban_id=3', user: staffUser });
    expect(await screen.findByText(/Bạn không có quyền soạn hoặc xem các phiên bản khảo sát/)).toBeTruthy();
    expect(server.requests()).toHaveLength(0);
  });

  it('gives plain staff the vote list at /KhaoSat', async () => {
    const server = fakeServer({ 'GET /votesafety/v1/phien-ban-khao-sat-new': () => [], 'GET /auth/v1/hospital/auth': () => [] });
    renderPage(<Routes />, { server, url: '/vi/KhaoSat', user: staffUser });
    expect(await screen.findByRole('heading', { name: 'Bình chọn', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Không có đợt khảo sát nào đang mở cho anh/chị')).toBeTruthy();
  });

  it('opens /ChungThuc without a login', async () => {
    const server = fakeServer({});
    renderPage(<Routes />, { server, url: '/vi/ChungThuc', user: null });
    expect(await screen.findByText(/^Liên kết không hợp lệ hoặc đã hết hạn/)).toBeTruthy();
    expect(server.requests()).toHaveLength(0);
  });

  it('opens an authoring page for an author, whatever the case of the path', async () => {
    const server = fakeServer({ 'GET /votesafety/v1/phien-ban-khao-sat': () => page([]) });
    renderPage(<Routes />, { server, url: '/vi/khaosat/formphancauhoi', user: author });
    expect(await screen.findByRole('heading', { name: 'Phần câu hỏi' })).toBeTruthy();
    expect(screen.getByText('Chọn một phiên bản khảo sát để tiếp tục.')).toBeTruthy();
  });
});
