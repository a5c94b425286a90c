import '@hm/platform';
import { FN } from '@hm/contract';
import { useSession } from '@hm/platform';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { testUser } from '../../test/users';
import { RouteGuard } from './RouteGuard';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

function renderAt(path: string, guards: string[], functions: string[] = []) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/vi/HeThong/*"
          element={
            <RouteGuard guards={guards} functions={functions} moduleId="system">
              <h1>Trang quản trị</h1>
            </RouteGuard>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = (user = testUser()) => useSession.setState({ token: 't', user });

afterEach(() => useSession.getState().logout());

describe('RouteGuard', () => {
  it('renders the page when the guards pass', () => {
    signIn();
    renderAt('/vi/HeThong/TaiKhoan', ['check-login', 'check-role'], [FN.accountRead]);
    expect(screen.getByRole('heading', { name: 'Trang quản trị' })).toBeTruthy();
  });

  it('redirects a guest to the login page with the return path', () => {
    renderAt('/vi/HeThong/TaiKhoan?x=1', ['check-login', 'check-role'], [FN.accountRead]);
    expect(screen.getByTestId('where').textContent).toBe(`/vi/Login?redirect=${encodeURIComponent('/vi/HeThong/TaiKhoan?x=1')} null`);
  });

  it('redirects a user without the function to CamTruyCap', () => {
    signIn(testUser({ chuc_nang: [FN.surveyVote] }));
    renderAt('/vi/HeThong/TaiKhoan', ['check-login', 'check-role'], [FN.accountRead]);
    expect(screen.getByTestId('where').textContent).toBe('/vi/CamTruyCap {"from":"/vi/HeThong/TaiKhoan","reason":"role","moduleId":"system"}');
  });

  it('shows the error page, status 500 "Unknown middleware", for an unknown guard', () => {
    signIn();
    renderAt('/vi/HeThong/TaiKhoan', ['check-login', 'check-superuser']);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('Unknown middleware')).toBeTruthy();
    expect(screen.getByText('Mã lỗi: 500')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trang quản trị' })).toBeNull();
  });
});
