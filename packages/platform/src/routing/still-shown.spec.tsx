import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useStillShown } from './still-shown';

describe('useStillShown', () => {
  it('answers false to a page the user has left, however long it stays mounted', () => {
    const checks: Partial<Record<'dashboard' | 'about', () => boolean>> = {};
    let go: (to: string) => void = () => undefined;
    function Page({ name }: { name: string }) {
      checks[name as 'dashboard' | 'about'] = useStillShown();
      go = useNavigate();
      return <p>{name}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/Dashboard/Hospital?phien_ban_id=3']}>
        <Routes>
          <Route path="/Dashboard/Hospital" element={<Page name="dashboard" />} />
          <Route path="/About" element={<Page name="about" />} />
        </Routes>
      </MemoryRouter>,
    );
    const dashboardCheck = checks.dashboard!;
    expect(dashboardCheck()).toBe(true);
    act(() => go('/Dashboard/Hospital?phien_ban_id=4'));
    expect(checks.dashboard!()).toBe(true);
    act(() => go('/About'));
    expect(dashboardCheck()).toBe(false);
    expect(checks.about!()).toBe(true);
  });
});
