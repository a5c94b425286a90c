import { act, render } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { type Location, Router, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { useAddressParams } from './address-params';

describe('useAddressParams', () => {
  it('keeps a change made while the previous one is still waiting to be rendered', () => {
    // A router that renders each new address in a transition, as the shell's does.
    const history = createMemoryHistory({ initialEntries: ['/HeThong/NhatKy?hospitalId=2'], v5Compat: true });
    let set: ReturnType<typeof useAddressParams>[1] = () => undefined;
    const seen: string[] = [];
    function Page() {
      const [params, setParams] = useAddressParams();
      set = setParams;
      seen.push(params.toString());
      return <p>{useLocation().search}</p>;
    }
    function TransitionRouter() {
      const [location, setLocation] = useState<Location>(history.location);
      useEffect(() => history.listen((u) => startTransition(() => setLocation(u.location))), []);
      return (
        <Router location={location} navigator={history}>
          <Page />
        </Router>
      );
    }
    render(<TransitionRouter />);
    const write = set;
    act(() => {
      // Both changes come from the same render, before the first one is drawn.
      write((prev) => (prev.set('tu_ngay', '2026-11-28'), prev), { replace: true });
      write((prev) => (prev.set('den_ngay', '2026-11-28'), prev), { replace: true });
    });
    expect(history.location.search).toBe('?hospitalId=2&tu_ngay=2026-11-28&den_ngay=2026-11-28');
    expect(seen.at(-1)).toBe('hospitalId=2&tu_ngay=2026-11-28&den_ngay=2026-11-28');
  });
});
