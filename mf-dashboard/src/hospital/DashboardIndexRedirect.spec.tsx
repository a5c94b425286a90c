import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import DashboardIndexRedirect from './DashboardIndexRedirect';

function Where() {
  const l = useLocation();
  return <output>{`${l.pathname}${l.search}`}</output>;
}

describe('/Dashboard', () => {
  it.each(['/vi/Dashboard', '/Dashboard'])('%s redirects to the hospital dashboard, keeping the filters', async (base) => {
    render(
      <MemoryRouter initialEntries={[`${base}?phien_ban_id=3`]}>
        <Routes>
          <Route path={`${base}`} element={<DashboardIndexRedirect />} />
          <Route path={`${base}/Hospital`} element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('status')).textContent).toBe(`${base}/Hospital?phien_ban_id=3`);
  });
});
