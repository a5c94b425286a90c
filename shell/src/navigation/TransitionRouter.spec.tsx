import { useNavigationProgressStore } from '@hm/platform';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, useRoutes } from 'react-router-dom';
import { TransitionRouter } from './TransitionRouter';

let resolveSlow: () => void = () => undefined;
// A lazy page whose chunk arrives when the test says so.
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      resolveSlow = () => resolve({ default: () => <h1>Trang chậm</h1> });
    }),
);

function Routes() {
  return useRoutes([
    { path: '/', element: <Link to="/slow">Mở trang chậm</Link> },
    { path: '/slow', element: <SlowPage /> },
  ]);
}

const pending = () => useNavigationProgressStore.getState().pending;

describe('TransitionRouter', () => {
  it('keeps the page busy while the new location suspends, and idle once it renders', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <TransitionRouter>
        {/* An already shown boundary: React keeps the old page during the transition. */}
        <Suspense fallback={<p>fallback</p>}>
          <Routes />
        </Suspense>
      </TransitionRouter>,
    );
    expect(pending()).toBe(0);
    await userEvent.click(screen.getByRole('link', { name: 'Mở trang chậm' }));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByRole('link', { name: 'Mở trang chậm' })).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(pending()).toBe(1);

    await act(async () => {
      resolveSlow();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(await screen.findByRole('heading', { name: 'Trang chậm' })).toBeTruthy();
    expect(pending()).toBe(0);
  });
});
