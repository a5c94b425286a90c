import { endpoints, type TStaffImportResult } from '@hm/contract';
import { i18n } from '@hm/platform';
import { fail, fakeServer, type FakeServer, file, type Handler } from '@hm/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { route } from '../../test/fixtures';
import { renderPage, toasts } from '../../test/render';
import { StaffImportDialog } from './StaffImportDialog';

const IMPORT = route(endpoints.staffImport);

const result = (over: Partial<TStaffImportResult> = {}): TStaffImportResult => ({
  mode: 'preview',
  tong_so_dong: 1250,
  so_them_moi: 1200,
  so_cap_nhat: 50,
  so_loi: 0,
  dong_loi: [],
  da_luu: false,
  ...over,
});

const refused = result({
  tong_so_dong: 3,
  so_them_moi: 1,
  so_cap_nhat: 0,
  so_loi: 2,
  dong_loi: [
    { dong: 3, ma_nhan_vien: 'NV011', ly_do: 'Vui lòng nhập họ tên nhân viên; E-mail không hợp lệ' },
    { dong: 5, ma_nhan_vien: 'NV010', ly_do: 'Mã nhân viên trùng với dòng 2' },
  ],
});

// jsdom has no object URLs and no navigation; uploads go through the fake server like every call.
const saved: string[] = [];
beforeAll(() => {
  Object.assign(globalThis.URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  saved.length = 0;
});

function setup(routes: Record<string, Handler>) {
  const server = fakeServer({ [route(endpoints.staffImportTemplate)]: () => file(), ...routes });
  const onClose = jest.fn();
  const onImported = jest.fn();
  renderPage(<StaffImportDialog hospitalId={7} onClose={onClose} onImported={onImported} />, { server, url: '/HeThongDanhMuc/NhanVien' });
  return { server, onClose, onImported };
}

const xlsx = (name = 'nhan-vien.xlsx', size = 10) => new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Chooses a file and asks for the check. */
async function chooseAndCheck(f = xlsx()) {
  const u = user();
  await u.upload(screen.getByLabelText('Chọn tệp Excel (.xlsx)'), f);
  await u.click(screen.getByRole('button', { name: 'Kiểm tra tệp' }));
  return u;
}

/** The uploads sent: mode, hospital and the file's name in the form. */
const uploads = (server: FakeServer) =>
  (server.fetch as unknown as jest.Mock).mock.calls
    .filter(([, init]) => init?.body instanceof FormData)
    .map(([url, init]) => {
      const u = new URL(url as string, 'http://api.test');
      return {
        path: u.pathname,
        mode: u.searchParams.get('mode'),
        hospitalId: u.searchParams.get('hospitalId'),
        file: ((init as RequestInit).body as FormData).get('file') as File,
      };
    });

describe('StaffImportDialog', () => {
  it("downloads the hospital's template", async () => {
    const { server } = setup({});
    await user().click(await screen.findByRole('button', { name: 'Tải tệp mẫu' }));
    await waitFor(() => expect(saved).toEqual(['Mẫu nhập nhân viên.xlsx']));
    expect(server.requests('GET', endpoints.staffImportTemplate.path)[0]!.query.get('hospitalId')).toBe('7');
  });

  it('checks the file, shows the counts, then imports it and tells the page', async () => {
    let mode = 'preview';
    const { server, onClose, onImported } = setup({ [IMPORT]: (req) => ((mode = req.query.get('mode')!), result({ mode: mode as 'preview', da_luu: mode === 'commit' })) });
    await chooseAndCheck();
    const summary = await screen.findByText('Tệp hợp lệ: 1.200 nhân viên thêm mới, 50 nhân viên cập nhật.');
    expect(summary).toBeTruthy();
    const figures = within(document.querySelector('.hm-staff-import__figures') as HTMLElement);
    expect(figures.getByText('Tổng số dòng').nextSibling?.textContent).toBe('1.250');
    expect(figures.getByText('Dòng lỗi').nextSibling?.textContent).toBe('0');
    expect(onImported).not.toHaveBeenCalled();

    await user().click(screen.getByRole('button', { name: 'Nhập 1.250 nhân viên' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(toasts()).toContainEqual({ severity: 'success', summary: 'Nhập nhân viên thành công', detail: 'Thêm mới 1.200, cập nhật 50 nhân viên' });
    expect(uploads(server).map((u) => [u.path, u.mode, u.hospitalId, u.file.name])).toEqual([
      [endpoints.staffImport.path, 'preview', '7', 'nhan-vien.xlsx'],
      [endpoints.staffImport.path, 'commit', '7', 'nhan-vien.xlsx'],
    ]);
  });

  it('lists the refused rows, keeps the import closed, and downloads the list of errors', async () => {
    const { server } = setup({ [IMPORT]: () => refused, [route(endpoints.staffImportErrors)]: () => file() });
    await chooseAndCheck();
    expect(await screen.findByText('Có 2 dòng lỗi. Vui lòng sửa trong tệp rồi kiểm tra lại; chưa lưu dòng nào.')).toBeTruthy();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['3', 'NV011', 'Vui lòng nhập họ tên nhân viên; E-mail không hợp lệ'],
      ['5', 'NV010', 'Mã nhân viên trùng với dòng 2'],
    ]);
    expect((screen.getByRole('button', { name: /^Nhập/ }) as HTMLButtonElement).disabled).toBe(true);

    await user().click(screen.getByRole('button', { name: 'Tải danh sách lỗi' }));
    await waitFor(() => expect(saved).toEqual(['Lỗi nhập nhân viên.xlsx']));
    expect(uploads(server).map((u) => u.path)).toEqual([endpoints.staffImport.path, endpoints.staffImportErrors.path]);
  });

  it("shows the server's refusal of the whole file", async () => {
    setup({ [IMPORT]: () => fail(400, 'Tệp có ô chứa công thức (B2). Vui lòng dán giá trị (Paste Values) thay cho công thức rồi tải lên lại') });
    await chooseAndCheck();
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        severity: 'error',
        summary: 'Tệp có ô chứa công thức (B2). Vui lòng dán giá trị (Paste Values) thay cho công thức rồi tải lên lại',
        detail: undefined,
      }),
    );
    expect(screen.queryByText('Tổng số dòng')).toBeNull();
  });

  it('checks again when the import is refused (the catalogues changed since the check)', async () => {
    let modes: string[] = [];
    const { onImported } = setup({
      [IMPORT]: (req) => {
        modes = [...modes, req.query.get('mode')!];
        if (req.query.get('mode') === 'commit') return fail(400, 'Có 2 dòng không hợp lệ; chưa lưu dòng nào. Vui lòng sửa rồi nhập lại');
        return modes.length === 1 ? result() : refused;
      },
    });
    await chooseAndCheck();
    await user().click(await screen.findByRole('button', { name: 'Nhập 1.250 nhân viên' }));
    expect(await screen.findByText('Mã nhân viên trùng với dòng 2')).toBeTruthy();
    expect(modes).toEqual(['preview', 'commit', 'preview']);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses a file that is not .xlsx or too large before sending it', async () => {
    const { server } = setup({});
    const u = user();
    await u.upload(screen.getByLabelText('Chọn tệp Excel (.xlsx)'), xlsx('nhan-vien.xls'));
    expect(screen.getByText('Vui lòng chọn tệp Excel có đuôi .xlsx')).toBeTruthy();
    await u.upload(screen.getByLabelText('Chọn tệp Excel (.xlsx)'), xlsx('lon.xlsx', 10 * 1024 * 1024 + 1));
    expect(screen.getByText('Tệp vượt quá 10 MB')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Kiểm tra tệp' }) as HTMLButtonElement).disabled).toBe(true);
    expect(uploads(server)).toEqual([]);
  });

  it('shows a progress bar while the file uploads', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const server = fakeServer({ [IMPORT]: () => result() });
    const pending = new Promise((resolve) => (answer = resolve));
    // The upload's answer waits until the test lets it go.
    const fetchMock = server.fetch as unknown as jest.Mock;
    const answerNow = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.body instanceof FormData) await pending;
      return answerNow(url, init);
    });
    renderPage(<StaffImportDialog hospitalId={7} onClose={jest.fn()} onImported={jest.fn()} />, { server, url: '/HeThongDanhMuc/NhanVien' });
    await chooseAndCheck();
    expect(await screen.findByRole('progressbar', { name: 'Đang tải tệp lên' })).toBeTruthy();
    expect(screen.getByText('Đang kiểm tra tệp…')).toBeTruthy();
    await act(async () => answer(null));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('Tệp hợp lệ: 1.200 nhân viên thêm mới, 50 nhân viên cập nhật.')).toBeTruthy();
  });
});

describe('StaffImportDialog in English', () => {
  beforeEach(() => act(() => void i18n.changeLanguage('en')));
  afterEach(() => act(() => void i18n.changeLanguage('vi')));

  it('speaks English with English number formats', async () => {
    setup({ [IMPORT]: () => result() });
    expect(await screen.findByRole('button', { name: 'Download the template' })).toBeTruthy();
    const u = user();
    await u.upload(screen.getByLabelText('Choose an Excel file (.xlsx)'), xlsx());
    await u.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('The file is valid: 1,200 staff to add, 50 to update.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1,250 staff' })).toBeTruthy();
  });
});
