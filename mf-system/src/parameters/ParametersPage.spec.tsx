import { endpoints, fillPath, type TSystemParameter } from '@hm/contract';
import { fail, fakeServer, type Handler, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ParametersPage from './ParametersPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const row = (over: Partial<TSystemParameter> = {}): TSystemParameter => ({
  id: 1,
  hospital_id: null,
  ten_benh_vien: null,
  ma_tham_so: 'MIN_GROUP_SIZE',
  ten_tham_so: 'Số người trả lời tối thiểu của một nhóm',
  gia_tri: '5',
  mo_ta: null,
  ...over,
});
const admin = userWith(['THAM_SO_SUA'], { modules: ['system'] });

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.hospitalAuth)]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [route(endpoints.systemParameterList)]: () => page([row(), row({ id: 2, hospital_id: 1, ten_benh_vien: 'Bệnh viện Đa khoa Demo', gia_tri: '7' })]),
    [route(endpoints.mailSettings)]: () => ({ configured: false, server: null, from: 'no-reply@localhost', pending: 2, failed: 0, last_error: null, last_error_at: null }),
    ...over,
  });
}

describe('ParametersPage', () => {
  it('lists the default and the hospital’s override, under the mail settings', async () => {
    renderPage(<ParametersPage />, { server: server(), url: '/vi/HeThong/ThamSoHeThong', user: admin });
    expect(await screen.findByText('Mặc định (mọi bệnh viện)')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Thư điện tử' })).toBeTruthy();
  });

  it('refuses a value below 3 in the form, then shows the server’s refusal in a red toast', async () => {
    const s = server({ [route(endpoints.systemParameterUpdate, { id: 2 })]: () => fail(403, 'Bạn không có quyền truy cập dữ liệu của bệnh viện này') });
    renderPage(<ParametersPage />, { server: s, url: '/vi/HeThong/ThamSoHeThong', user: admin });
    await screen.findByText('7');
    await userEvent.click(screen.getAllByRole('button', { name: /Sửa/ })[1]!);
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText('Giá trị');
    await userEvent.clear(value);
    await userEvent.type(value, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Giá trị không được nhỏ hơn 3')).toBeTruthy();
    await userEvent.clear(value);
    await userEvent.type(value, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: expect.stringMatching(/không có quyền/) })));
  });
});
