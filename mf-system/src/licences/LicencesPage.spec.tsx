import { endpoints, fillPath, type THospitalLicences } from '@hm/contract';
import { fakeServer, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LicencesPage from './LicencesPage';

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
});
