import { department } from '@hm/contract';
import { fail, fakeServer, location, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourcePageConfig } from './config';
import { ResourcePage } from './ResourcePage';

const writeXlsxFile = jest.fn();
jest.mock('write-excel-file/browser', () => ({ __esModule: true, default: (...args: unknown[]) => writeXlsxFile(...args) }));

const LIST = '/auth/v1/phong-ban';
const HOSPITALS = '/auth/v1/hospital/auth';
const editor = userWith(['DANH_MUC_SUA'], { modules: ['catalogues'] });
const reader = userWith([]);

const row = (over: Record<string, unknown> = {}) => ({ phong_ban_id: 3, hospital_id: 1, ma_phong_ban: 'NOI', ten_phong_ban: 'Khoa Nội', tam_ngung: false, ...over });

const config: ResourcePageConfig<typeof department> = {
  resource: department,
  title: 'Phòng ban',
  columns: [
    { field: 'ma_phong_ban', header: 'Mã' },
    { field: 'ten_phong_ban', header: 'Tên phòng ban' },
    { field: 'tam_ngung', header: 'Trạng thái', kind: 'active' },
  ],
  filters: [{ kind: 'switch', name: 'tam_ngung', label: 'Chỉ phòng ban tạm ngưng' }],
  form: [
    { name: 'ma_phong_ban', label: 'Mã phòng ban', kind: 'text', readOnlyOnEdit: true },
    { name: 'ten_phong_ban', label: 'Tên phòng ban', kind: 'text' },
    { name: 'tam_ngung', label: 'Tạm ngưng', kind: 'switch' },
  ],
  exportFile: 'phong-ban',
};

function server(rows = [row(), row({ phong_ban_id: 4, ma_phong_ban: 'NGOAI', ten_phong_ban: 'Khoa Ngoại', tam_ngung: true })]) {
  return fakeServer({
    [`GET ${HOSPITALS}`]: () => [
      { id: 1, name: 'Bệnh viện A' },
      { id: 2, name: 'Bệnh viện B' },
    ],
    [`GET ${LIST}`]: () => page(rows),
    [`POST ${LIST}`]: (req) => ({ ...row(), ...(req.body as object), phong_ban_id: 9 }),
    [`PUT ${LIST}`]: (req) => ({ ...row(), ...(req.body as object) }),
    [`DELETE ${LIST}/3`]: () => null,
  });
}

const open = (s: ReturnType<typeof server>, { user = editor, url = '/vi/PhongBan' } = {}) => renderPage(<ResourcePage config={config} />, { server: s, url, user });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
/** The open 'unsaved changes' question (PrimeReact's confirmation, without a role of its own). */
const question = () =>
  waitFor(() => {
    const d = document.querySelector<HTMLElement>('.p-confirm-dialog');
    if (!d) throw new Error('no confirmation dialog');
    return d;
  });
const lastList = (s: ReturnType<typeof server>) => Object.fromEntries(s.requests('GET', LIST).at(-1)!.query);

describe('ResourcePage', () => {
  beforeEach(() => writeXlsxFile.mockReset());

  it('lists the rows of the caller’s own hospital, a page at a time, with the active flag as a tag', async () => {
    const s = server();
    open(s);
    const nội = await rowOf('Khoa Nội');
    expect(within(nội).getByText('Đang hoạt động')).toBeTruthy();
    expect(within(await rowOf('Khoa Ngoại')).getByText('Tạm ngưng')).toBeTruthy();
    expect(lastList(s)).toEqual({ hospitalId: '1', page: '1', size: '10' });
  });

  it('searches as the user types, keeps the keyword in the URL and starts again from page 1', async () => {
    const s = server();
    open(s, { url: '/vi/PhongBan?page=2' });
    await screen.findByText('Khoa Nội');
    await userEvent.type(screen.getByRole('searchbox'), 'nội');
    await waitFor(() => expect(lastList(s)).toMatchObject({ keyword: 'nội', page: '1' }));
    expect(location()).toBe('/vi/PhongBan?keyword=n%E1%BB%99i');
  });

  it('sends the filters and the chosen hospital, kept in the URL', async () => {
    const s = server();
    open(s);
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByLabelText('Chỉ phòng ban tạm ngưng'));
    await waitFor(() => expect(lastList(s)).toMatchObject({ tam_ngung: 'true' }));
    expect(location()).toBe('/vi/PhongBan?tam_ngung=1');
  });

  it('creates a row in the hospital on screen, with the server’s message, and closes the dialog', async () => {
    const s = server();
    open(s);
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập mã phòng ban')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Mã phòng ban'), 'NHI');
    await userEvent.type(within(dialog).getByLabelText('Tên phòng ban'), 'Khoa Nhi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', LIST)).toHaveLength(1));
    expect(s.requests('POST', LIST)[0]!.body).toEqual({ hospital_id: 1, ma_phong_ban: 'NHI', ten_phong_ban: 'Khoa Nhi', tam_ngung: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Thành công!' }));
  });

  it('puts the server’s validation errors on their fields', async () => {
    const s = server();
    s.on(`POST ${LIST}`, () => fail(400, 'Dữ liệu không hợp lệ', { errors: [{ path: 'body.ma_phong_ban', message: 'Mã phòng ban đã tồn tại' }] }));
    open(s);
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Mã phòng ban'), 'NOI');
    await userEvent.type(within(dialog).getByLabelText('Tên phòng ban'), 'Khoa Nội 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mã phòng ban đã tồn tại')).toBeTruthy();
    expect(within(dialog).getByLabelText('Mã phòng ban').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a taken code (409, no field named) on the resource’s unique field', async () => {
    const s = server();
    s.on(`POST ${LIST}`, () => fail(409, 'Mã phòng ban đã tồn tại trong bệnh viện'));
    open(s);
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Mã phòng ban'), 'NOI');
    await userEvent.type(within(dialog).getByLabelText('Tên phòng ban'), 'Khoa Nội 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mã phòng ban đã tồn tại trong bệnh viện')).toBeTruthy();
    const code = within(dialog).getByLabelText('Mã phòng ban');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
  });

  it('marks the required fields before saving, from the schema', async () => {
    open(server());
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['Mã phòng ban', 'Tên phòng ban']) {
      const input = within(dialog).getByLabelText(name);
      expect(input.getAttribute('aria-required')).toBe('true');
      expect(dialog.querySelector(`label[for="${input.id}"]`)!.nextElementSibling!.textContent).toBe('*');
    }
    expect(within(dialog).getByLabelText('Tạm ngưng').getAttribute('aria-required')).toBeNull();
  });

  it('asks before closing a dialog with unsaved edits: Stay keeps them, Leave closes', async () => {
    open(server());
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm' });
    await userEvent.type(within(dialog).getByLabelText('Tên phòng ban'), 'Khoa Nhi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    const ask = await question();
    expect(ask.textContent).toContain('Bạn có thay đổi chưa lưu. Rời trang?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());
    expect((within(dialog).getByLabelText('Tên phòng ban') as HTMLInputElement).value).toBe('Khoa Nhi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes an untouched dialog at once', async () => {
    open(server());
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.p-confirm-dialog')).toBeNull();
  });

  it('edits a row with its id in the body and its code read-only', async () => {
    const s = server();
    open(s);
    await userEvent.click(within(await rowOf('Khoa Nội')).getByRole('button', { name: 'Sửa: Khoa Nội' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Mã phòng ban') as HTMLInputElement).disabled).toBe(true);
    const name = within(dialog).getByLabelText('Tên phòng ban');
    await userEvent.clear(name);
    await userEvent.type(name, 'Khoa Nội tổng hợp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', LIST)).toHaveLength(1));
    expect(s.requests('PUT', LIST)[0]!.body).toEqual({ phong_ban_id: 3, hospital_id: 1, ma_phong_ban: 'NOI', ten_phong_ban: 'Khoa Nội tổng hợp', tam_ngung: false });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Cập nhật thành công' })));
  });

  it('deletes only after a confirmation naming the row, with the id in the path', async () => {
    const s = server();
    open(s);
    await userEvent.click(within(await rowOf('Khoa Nội')).getByRole('button', { name: 'Xóa: Khoa Nội' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Bạn có chắc muốn xóa “Khoa Nội”/)).toBeTruthy();
    expect(s.requests('DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', `${LIST}/3`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Xóa thành công' })));
  });

  it('suspends and restores a row by an update of its flag, after a confirmation', async () => {
    const s = server();
    open(s);
    await userEvent.click(within(await rowOf('Khoa Nội')).getByRole('button', { name: 'Tạm ngưng: Khoa Nội' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('PUT', LIST)[0]?.body).toEqual({ phong_ban_id: 3, hospital_id: 1, ma_phong_ban: 'NOI', ten_phong_ban: 'Khoa Nội', tam_ngung: true }));
    expect(within(await rowOf('Khoa Ngoại')).getByRole('button', { name: 'Khôi phục: Khoa Ngoại' })).toBeTruthy();
  });

  it('shows no write button to a user without the write function', async () => {
    const s = server();
    open(s, { user: reader });
    await screen.findByText('Khoa Nội');
    expect(screen.queryByRole('button', { name: 'Thêm' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Sửa|Xóa|Tạm ngưng): / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Thao tác' })).toBeNull();
  });

  it('exports every row of the current filter, read in pages of 200, to an xlsx file', async () => {
    const many = Array.from({ length: 250 }, (_, i) => row({ phong_ban_id: 100 + i, ma_phong_ban: `P${i}`, ten_phong_ban: `Phòng ${i}` }));
    const s = server();
    s.on(`GET ${LIST}`, (req) => {
      const p = Number(req.query.get('page'));
      const size = Number(req.query.get('size'));
      return { data: many.slice((p - 1) * size, p * size), total: many.length, page: p, size };
    });
    const toFile = jest.fn();
    writeXlsxFile.mockReturnValue({ toFile });
    open(s);
    await screen.findByText('Phòng 0');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(toFile).toHaveBeenCalledWith('phong-ban.xlsx'));
    expect(
      s
        .requests('GET', LIST)
        .filter((r) => r.query.get('size') === '200')
        .map((r) => r.query.get('page')),
    ).toEqual(['1', '2']);
    const [sheet] = writeXlsxFile.mock.calls[0] as [unknown[][]];
    expect(sheet).toHaveLength(251);
    expect(sheet[1]).toEqual([{ value: 'P0' }, { value: 'Phòng 0' }, { value: 'Đang hoạt động' }]);
  });

  it('lists another hospital of the caller when chosen', async () => {
    const s = server();
    open(s);
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByLabelText('Bệnh viện').closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Bệnh viện B', hidden: true }));
    await waitFor(() => expect(lastList(s)).toMatchObject({ hospitalId: '2' }));
    expect(location()).toBe('/vi/PhongBan?hospitalId=2');
  });

  it('opens a page of its own for Add and Edit when the configuration names one, keeping /vi', async () => {
    const s = server();
    renderPage(<ResourcePage config={{ ...config, form: undefined, editPage: (r) => `HeThong/PhongBan/${r ? r.phong_ban_id : 'moi'}` }} />, {
      server: s,
      url: '/vi/PhongBan',
      user: editor,
    });
    await userEvent.click(within(await rowOf('Khoa Nội')).getByRole('button', { name: 'Sửa: Khoa Nội' }));
    expect(location()).toBe('/vi/HeThong/PhongBan/3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the new-row page from Add', async () => {
    renderPage(<ResourcePage config={{ ...config, form: undefined, editPage: (r) => `PhongBan/${r ? r.phong_ban_id : 'moi'}` }} />, {
      server: server(),
      url: '/PhongBan',
      user: editor,
    });
    await screen.findByText('Khoa Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    expect(location()).toBe('/PhongBan/moi');
  });
});
