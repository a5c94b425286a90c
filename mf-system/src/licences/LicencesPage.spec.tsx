import { endpoints, fillPath, type THospitalLicences } from '@hm/contract';
import { fakeServer, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LicencesPage from './LicencesPage';

/** The open 'unsaved changes' question (PrimeReact's confirmation, without a role of its own). */
const question = () =>
  waitFor(() => {
    const d = document.querySelector<HTMLElement>('.p-confirm-dialog');
    if (!d) throw new Error('no confirmation dialog');
    return d;
  });
const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const hospital2: THospitalLicences = {
  hospital_id: 2,
  ma_benh_vien: 'BVDEMO2',
  name: 'Bệnh viện Demo Thứ Hai',
  tam_ngung: false,
  licences: [
    { module: 'survey', valid_from: null, valid_to: null, active: true },
    { module: 'reports', valid_from: '2020-01-01', valid_to: '2020-12-31', active: false },
  ],
};

describe('LicencesPage', () => {
  it('shows each module’s state and saves a hospital’s licences with a period', async () => {
    const sent: unknown[] = [];
    const server = fakeServer({
      [route(endpoints.licenceList)]: () => page([hospital2]),
      [route(endpoints.licenceUpdate, { id: 2 })]: (req) => {
        sent.push(req.body);
        return hospital2;
      },
    });
    renderPage(<LicencesPage />, { server, url: '/vi/HeThong/PhanQuyenBenhVien', user: userWith(['BAN_QUYEN_SUA'], { modules: ['system'] }) });
    expect(await screen.findByText('Bệnh viện Demo Thứ Hai')).toBeTruthy();
    expect(screen.getByText('Hết hiệu lực')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Sửa/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Thống kê' }));
    expect(within(dialog).getByRole('group', { name: 'Thống kê' })).toBeTruthy();
    await userEvent.type(within(dialog).getAllByLabelText('Đến ngày')[1]!, '2030-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      licences: [
        { module: 'survey', valid_from: null, valid_to: null },
        { module: 'dashboard', valid_from: null, valid_to: '2030-12-31' },
        { module: 'reports', valid_from: '2020-01-01', valid_to: '2020-12-31' },
      ],
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success' })));
  });

  it('asks before Escape drops a switched module: Stay keeps it, Leave closes without saving', async () => {
    const server = fakeServer({ [route(endpoints.licenceList)]: () => page([hospital2]) });
    renderPage(<LicencesPage />, { server, url: '/vi/HeThong/PhanQuyenBenhVien', user: userWith(['BAN_QUYEN_SUA'], { modules: ['system'] }) });
    await userEvent.click(await screen.findByRole('button', { name: /Sửa/ }));
    const dialog = await screen.findByRole('dialog');
    const dashboard = within(dialog).getByRole('switch', { name: 'Thống kê' });
    await userEvent.click(dashboard);
    await userEvent.keyboard('{Escape}');
    const ask = await question();
    expect(ask.textContent).toContain('Bạn có thay đổi chưa lưu. Rời trang?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());
    expect((within(dialog).getByRole('switch', { name: 'Thống kê' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests('PUT')).toHaveLength(0);
  });

  it('closes an untouched dialog at once', async () => {
    renderPage(<LicencesPage />, {
      server: fakeServer({ [route(endpoints.licenceList)]: () => page([hospital2]) }),
      url: '/vi/HeThong/PhanQuyenBenhVien',
      user: userWith(['BAN_QUYEN_SUA'], { modules: ['system'] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Sửa/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.p-confirm-dialog')).toBeNull();
  });
});
