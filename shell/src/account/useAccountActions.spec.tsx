import '@hm/platform';
import { useSession } from '@hm/platform';
import { fakeServer } from '@hm/platform/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '../routing/guards/RouteGuard';
import { testUser } from '../test/users';
import { useAccountActions } from './useAccountActions';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function LogoutButton() {
  const logout = useAccountActions().find((item) => item.icon === 'pi pi-sign-out');
  return <button onClick={() => logout?.command?.({} as never)}>logout</button>;
}

function renderOutbox() {
  render(
    <MemoryRouter initialEntries={['/vi/KhaoSat/HopThu?trang=2']}>
      <Routes>
        <Route
          path="/vi/KhaoSat/*"
          element={
            <RouteGuard guards={['check-login']}>
              <LogoutButton />
            </RouteGuard>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = fakeServer({ 'DELETE /auth/v1/refresh-token': () => ({ message: 'Đã đăng xuất' }) }).fetch;
  useSession.setState({ token: 't', user: testUser(), signedOut: false });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  useSession.getState().logout();
});

describe('logout', () => {
  it('goes to the plain login page: the next person does not return to the last page', async () => {
    renderOutbox();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'logout' })));
    expect(screen.getByTestId('where').textContent).toBe('/vi/Login');
    expect(useSession.getState()).toMatchObject({ user: null, signedOut: true });
  });

  it('a session that expired still returns to the page after login', () => {
    useSession.getState().logout();
    renderOutbox();
    expect(screen.getByTestId('where').textContent).toBe(`/vi/Login?redirect=${encodeURIComponent('/vi/KhaoSat/HopThu?trang=2')}`);
  });

  it('a logout in another tab (a deliberate one) also opens the plain login page', () => {
    useSession.getState().logout(true);
    renderOutbox();
    expect(screen.getByTestId('where').textContent).toBe('/vi/Login');
  });
});
