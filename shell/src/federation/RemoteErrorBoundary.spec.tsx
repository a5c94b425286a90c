import { i18n } from '@hm/platform';
import { lazyPage, PageLoadAttempt } from '@hm/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoadError } from './remote-load-error';

const chunkError = () => Object.assign(new Error('Loading chunk 812 failed.\n(error: http://127.0.0.1:8181/remotes/mf-catalogues/812.abc.js)'), { name: 'ChunkLoadError' });

/** The shell's retry: a new boundary and a new load attempt, as RemoteOutlet does. */
function Outlet({ pathname, page }: { pathname: string; page: React.ReactElement }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} moduleId="catalogues" pathname={pathname} onRetry={() => setAttempt((a) => a + 1)}>
      <PageLoadAttempt.Provider value={attempt}>{page}</PageLoadAttempt.Provider>
    </RemoteErrorBoundary>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.title = 'Trang trước | Vote for Patient Safety';
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('vi'));
});

describe('a remote page that cannot be shown', () => {
  it('shows our message, not the chunk error or its URL, with the title of the page asked for, and loads again on retry', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <p>Danh sách phòng ban</p> });
    render(<Outlet pathname="/vi/HeThongDanhMuc/PhongBan" page={lazyPage(load, {})} />);
    expect(await screen.findByRole('heading', { name: 'Không mở được phân hệ Danh mục' })).toBeTruthy();
    expect(screen.getByText(/Trang này tạm thời không tải được/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/chunk|http|812/i);
    expect(document.title).toBe('Phòng ban | Vote for Patient Safety');

    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Danh sách phòng ban')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('speaks the display language', async () => {
    await act(() => i18n.changeLanguage('en'));
    const Thrower = () => {
      throw new RemoteLoadError('catalogues', 'unavailable', 'Không tải được phân hệ catalogues: ScriptExternalLoadError http://x/remoteEntry.js');
    };
    render(<Outlet pathname="/vi/Mapping/ChucDanhMapping" page={<Thrower />} />);
    expect(await screen.findByRole('heading', { name: 'Could not open the Catalogues module' })).toBeTruthy();
    expect(screen.getByText(/This page could not be loaded right now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/remoteEntry|http/);
    expect(document.title).toBe('Job title mapping | Vote for Patient Safety');
  });

  it('does not show the text of an error thrown by the page itself', async () => {
    const Thrower = () => {
      throw new TypeError('Cannot read properties of undefined (reading "ten")');
    };
    render(<Outlet pathname="/vi/HeThongDanhMuc/ChucVu" page={<Thrower />} />);
    expect(await screen.findByText(/Trang này gặp lỗi khi hiển thị/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('Cannot read');
  });
});
