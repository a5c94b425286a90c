import { endpoints, fillPath, type TGroupFunctionEntry, type TGroupFunctions, type TGroupMenuEntry, type TGroupMenus, type TPermissionGroup } from '@hm/contract';
import { fail, fakeServer, type Handler, location, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GroupEditPage from './GroupEditPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const group: TPermissionGroup = { phan_quyen_id: 5, ma_phan_quyen: 'TRUONG_KHOA', ten_phan_quyen: 'Trưởng khoa', cap: 2, mo_ta: null };
const menu = (menu_id: number, parent_id: number | null, menu_name: string, assignable = true): TGroupMenuEntry => ({
  menu_id,
  parent_id,
  menu_name,
  menu_name_english: menu_name,
  ma_menu: `M${menu_id}`,
  path: parent_id ? `/p/${menu_id}` : null,
  icon: null,
  order_by: menu_id,
  module: 'system',
  assignable,
});
const fn = (chuc_nang_id: number, ma_chuc_nang: string, ten_chuc_nang: string, module: string, assignable = true): TGroupFunctionEntry => ({
  chuc_nang_id,
  ma_chuc_nang,
  ten_chuc_nang,
  ten_chuc_nang_english: ten_chuc_nang,
  module,
  du_an_id: 1,
  assignable,
});
const menus = (over: Partial<TGroupMenus> = {}): TGroupMenus => ({
  phan_quyen_id: 5,
  du_an_id: 1,
  locked: null,
  kept: false,
  menu_ids: [1, 2],
  menus: [menu(1, null, 'Hệ thống'), menu(2, 1, 'Phân quyền'), menu(3, 1, 'Nhật ký thay đổi', false), menu(4, null, 'Thống kê'), menu(5, 4, 'Dashboard bệnh viện')],
  ...over,
});
const functions = (over: Partial<TGroupFunctions> = {}): TGroupFunctions => ({
  phan_quyen_id: 5,
  du_an_id: 1,
  locked: null,
  kept: false,
  chuc_nang_ids: [11],
  functions: [
    fn(11, 'PHAN_QUYEN_XEM', 'Xem phân quyền', 'system'),
    fn(12, 'PHAN_QUYEN_SUA', 'Sửa phân quyền', 'system'),
    fn(13, 'DASHBOARD_XEM', 'Xem dashboard', 'dashboard', false),
  ],
  ...over,
});
const editor = userWith(['PHAN_QUYEN_XEM', 'PHAN_QUYEN_SUA'], { modules: ['system'], phan_quyen_id: 2 });

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.groupById, { id: 5 })]: () => group,
    [route(endpoints.groupMenuGet)]: () => menus(),
    [route(endpoints.groupFunctionGet)]: () => functions(),
    [route(endpoints.projectCombo)]: () => [{ id: 1, name: 'Vote for Patient Safety' }],
    [route(endpoints.groupUpdate)]: (req) => ({ ...group, ...(req.body as object) }),
    [route(endpoints.groupMenuSet)]: (req) => menus({ menu_ids: (req.body as { menu_ids: number[] }).menu_ids }),
    [route(endpoints.groupFunctionSet)]: (req) => functions({ chuc_nang_ids: (req.body as { chuc_nang_ids: number[] }).chuc_nang_ids }),
    ...over,
  });
}
const open = (s: ReturnType<typeof server>, { user = editor, id = '5' } = {}) =>
  renderPage(<GroupEditPage />, { server: s, url: `/vi/HeThong/PhanQuyen/${id}`, path: '/vi/HeThong/PhanQuyen/:id', user });
const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

describe('GroupEditPage', () => {
  it('shows the group, its menus as a tree (parents partly checked) and its functions by module', async () => {
    open(server());
    expect(await screen.findByRole('heading', { name: 'Nhóm quyền: Trưởng khoa' })).toBeTruthy();
    expect((screen.getByLabelText('Mã nhóm') as HTMLInputElement).value).toBe('TRUONG_KHOA');
    expect(item('Phân quyền').getAttribute('aria-checked')).toBe('true');
    expect(item('Hệ thống').querySelector('[data-p-partialchecked="true"]')).not.toBeNull();
    expect(item('Nhật ký thay đổi (bạn không có quyền này)').getAttribute('aria-checked')).toBe('false');
    const system = screen.getByRole('group', { name: /Hệ thống \(Đã chọn 1\/2\)/ });
    expect((within(system).getByLabelText(/Xem phân quyền/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Xem dashboard/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Lưu' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves only what changed: the chosen menu with its parent, the functions, with one success toast', async () => {
    const s = server();
    open(s);
    await screen.findByRole('tree');
    await userEvent.click(within(item('Dashboard bệnh viện')).getByText('Dashboard bệnh viện'));
    expect(item('Thống kê').getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByLabelText(/Sửa phân quyền/));
    await save();
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã lưu nhóm quyền' })));
    expect(s.requests('POST', endpoints.groupMenuSet.path).map((r) => r.body)).toEqual([{ phan_quyen_id: 5, du_an_id: 1, menu_ids: [1, 2, 4, 5] }]);
    expect(s.requests('POST', endpoints.groupFunctionSet.path).map((r) => r.body)).toEqual([{ phan_quyen_id: 5, du_an_id: 1, chuc_nang_ids: [11, 12] }]);
    expect(s.requests('PUT', endpoints.groupUpdate.path)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lưu' }).hasAttribute('disabled')).toBe(true));
  });

  it('saves the group’s own fields alone when only they changed', async () => {
    const s = server();
    open(s);
    const name = await screen.findByLabelText('Tên nhóm quyền');
    await userEvent.clear(name);
    await userEvent.type(name, '  Trưởng khoa Nội ');
    await save();
    await waitFor(() =>
      expect(s.requests('PUT', endpoints.groupUpdate.path).map((r) => r.body)).toEqual([
        { phan_quyen_id: 5, ma_phan_quyen: 'TRUONG_KHOA', ten_phan_quyen: 'Trưởng khoa Nội', cap: 2, mo_ta: null },
      ]),
    );
    expect(s.requests('POST')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lưu' }).hasAttribute('disabled')).toBe(true));
  });

  it('never gives what the user does not hold, even through a parent, and checks with the keyboard', async () => {
    open(server());
    await screen.findByRole('tree');
    // Space on the parent checks every child the user may give; the one they lack stays out.
    item('Hệ thống').focus();
    await userEvent.keyboard(' ');
    expect(item('Nhật ký thay đổi (bạn không có quyền này)').getAttribute('aria-checked')).toBe('false');
    expect(item('Phân quyền').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lưu' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts the server’s refusal of the code on its field and in a red toast', async () => {
    const message = 'Mã nhóm quyền "KHOA" đã tồn tại (không phân biệt chữ hoa, chữ thường)';
    open(server({ [route(endpoints.groupUpdate)]: () => fail(409, message, { errors: [{ path: 'ma_phan_quyen', message }] }) }));
    const code = await screen.findByLabelText('Mã nhóm');
    await userEvent.clear(code);
    await userEvent.type(code, 'khoa');
    await save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: message }));
  });

  it('asks before going back with unsaved edits', async () => {
    open(server());
    const name = await screen.findByLabelText('Tên nhóm quyền');
    await userEvent.type(name, ' nội');
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Bạn có thay đổi chưa lưu. Rời trang?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    expect(location()).toBe('/vi/HeThong/PhanQuyen/5');
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(location()).toBe('/vi/HeThong/PhanQuyen'));
  });

  it('shows the user’s own group read-only, saying why', async () => {
    const why = 'Bạn không thể thay đổi cấp, menu hoặc chức năng của nhóm quyền mà chính bạn đang dùng';
    open(server({ [route(endpoints.groupMenuGet)]: () => menus({ locked: why }), [route(endpoints.groupFunctionGet)]: () => functions({ locked: why }) }), {
      user: { ...editor, phan_quyen_id: 5 },
    });
    expect(await screen.findByText(why)).toBeTruthy();
    expect((screen.getByLabelText(/Sửa phân quyền/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(item('Dashboard bệnh viện')).getByText('Dashboard bệnh viện'));
    expect(item('Dashboard bệnh viện').getAttribute('aria-checked')).toBe('false');
    expect((screen.getByLabelText('Cấp') as HTMLInputElement).closest('.p-dropdown')!.classList.contains('p-disabled')).toBe(true);
  });

  it('lets a reader look without a Save button', async () => {
    open(server(), { user: userWith(['PHAN_QUYEN_XEM'], { modules: ['system'] }) });
    expect(await screen.findByText('Bạn chỉ được xem nhóm quyền này.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect((screen.getByLabelText('Tên nhóm quyền') as HTMLInputElement).disabled).toBe(true);
  });

  it('creates a group, then opens its page for the menus and functions', async () => {
    const s = server({ [route(endpoints.groupCreate)]: (req) => ({ ...group, ...(req.body as object), phan_quyen_id: 9 }) });
    open(s, { id: 'moi' });
    expect(await screen.findByText('Lưu nhóm trước, sau đó gán menu và chức năng cho nhóm.')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
    await userEvent.type(screen.getByLabelText('Mã nhóm'), 'KHOA_NOI');
    await userEvent.type(screen.getByLabelText('Tên nhóm quyền'), 'Khoa Nội');
    await save();
    await waitFor(() => expect(location()).toBe('/vi/HeThong/PhanQuyen/9'));
    expect(s.requests('POST', endpoints.groupCreate.path).map((r) => r.body)).toEqual([{ ma_phan_quyen: 'KHOA_NOI', ten_phan_quyen: 'Khoa Nội', cap: 3, mo_ta: null }]);
  });

  it('refuses an empty name in the form before any call', async () => {
    const s = server();
    open(s, { id: 'moi' });
    await userEvent.type(await screen.findByLabelText('Mã nhóm'), 'X');
    await save();
    expect(await screen.findByText('Vui lòng nhập tên nhóm quyền')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);
  });
});
