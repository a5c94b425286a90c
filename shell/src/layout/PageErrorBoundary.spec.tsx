import '@hm/platform';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CHUNK_RELOAD_KEY } from '../chunks/chunk-reload-guard';
import { shellPage } from '../chunks/shellPage';
import { PageErrorBoundary } from './PageErrorBoundary';

const chunkError = () => Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });

function renderPage(element: React.ReactElement) {
  render(
    <MemoryRouter initialEntries={['/vi/About']}>
      <PageErrorBoundary>
        <Routes>
          <Route path="/vi/About" element={element} />
        </Routes>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a shell page whose chunk fails', () => {
  it('shows the error page with a reload button once the page was reloaded less than 60 s ago', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 5_000));
    renderPage(shellPage(() => Promise.reject(chunkError())));
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText(/Không tải được trang này/)).toBeTruthy();
    expect(screen.getByText('Mã lỗi: 500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeTruthy();
    // The guard did not reload: the time of the earlier reload is unchanged.
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeLessThan(Date.now() - 4_000);
  });

  it('shows the error page with the message for an error of the page itself', async () => {
    renderPage(shellPage(() => Promise.reject(new TypeError('x is not a function'))));
    expect(await screen.findByText('x is not a function')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tải lại trang' })).toBeNull();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
