import { endpoints, fillPath, type TUpload } from '@hm/contract';
import { fail, fakeServer, file, type Handler, page, renderPage, toasts, userWith } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UploadsPage from './UploadsPage';

const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;
const row = (over: Partial<TUpload> = {}): TUpload => ({
  upload_id: 1,
  hospital_id: 1,
  ten_benh_vien: 'Bệnh viện Đa khoa Demo',
  ten_tep: 'logo.png',
  mo_ta: 'Logo chính',
  loai_mime: 'image/png',
  kich_thuoc: 1536,
  sha256: 'a'.repeat(64),
  la_anh: true,
  nguoi_tai_len: 'Quản trị Bệnh viện Demo',
  created_at: '2025-03-01 09:00:00',
  ...over,
});
const pdf = row({
  upload_id: 2,
  ten_tep: 'quy-trinh.pdf',
  mo_ta: null,
  loai_mime: 'application/pdf',
  la_anh: false,
  kich_thuoc: 2 * 1024 * 1024,
  hospital_id: null,
  ten_benh_vien: null,
});
const admin = userWith(['UPLOAD_SUA'], { modules: ['system'] });

function server(over: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.hospitalAuth)]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [route(endpoints.uploadList)]: () => page([row(), pdf]),
    ...over,
  });
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('UploadsPage', () => {
  it('lists the hospital’s and the shared files with type, size, hospital and uploader, the limit stated', async () => {
    const s = server();
    renderPage(<UploadsPage />, { server: s, url: '/vi/HeThong/QuanLyUploads', user: admin });
    expect(await screen.findByText('logo.png')).toBeTruthy();
    expect(screen.getByText('Ảnh PNG')).toBeTruthy();
    expect(screen.getByText('1,5 KB')).toBeTruthy();
    expect(screen.getByText('2 MB')).toBeTruthy();
    expect(screen.getByText('Dùng chung (mọi bệnh viện)')).toBeTruthy();
    expect(screen.getAllByText('Quản trị Bệnh viện Demo')).toHaveLength(2);
    expect(screen.getByText(/Mỗi tệp tối đa 5 MB/)).toBeTruthy();
    expect(s.requests('GET', endpoints.uploadList.path)[0]!.query.get('hospitalId')).toBe('1');
    // Preview only for images.
    expect(screen.getByRole('button', { name: 'Xem ảnh: logo.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xem ảnh: quy-trinh.pdf' })).toBeNull();
  });

  it('uploads a file with its description, then reloads the list', async () => {
    const s = server({ [route(endpoints.uploadFileManager)]: () => row({ upload_id: 3, ten_tep: 'so-do.png' }) });
    renderPage(<UploadsPage />, { server: s, url: '/vi/HeThong/QuanLyUploads', user: admin });
    await screen.findByText('logo.png');
    await userEvent.click(screen.getByRole('button', { name: 'Tải lên' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Tối đa 5 MB mỗi tệp/)).toBeTruthy();
    await userEvent.upload(within(dialog).getByLabelText('Tệp'), new File(['png'], 'so-do.png', { type: 'image/png' }));
    expect(within(dialog).getByText('Đã chọn 1 tệp (3 B)')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Mô tả'), 'Sơ đồ khoa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tải lên' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã tải lên 1 tệp' })));
    const sent = s.requests('POST', endpoints.uploadFileManager.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query.get('hospitalId')).toBe('1');
    const form = (s.fetch as jest.Mock).mock.calls.find(([url]) => String(url).includes('upload-file-manager'))![1].body as FormData;
    expect(form.get('mo_ta')).toBe('Sơ đồ khoa');
    expect((form.get('file') as File).name).toBe('so-do.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(s.requests('GET', endpoints.uploadList.path).length).toBeGreaterThan(1));
  });

  it('refuses a file past the limit before sending, and shows the server’s refusal in the dialog', async () => {
    const s = server({ [route(endpoints.uploadFileManager)]: () => fail(400, 'Loại tệp không được hỗ trợ') });
    renderPage(<UploadsPage />, { server: s, url: '/vi/HeThong/QuanLyUploads', user: admin });
    await screen.findByText('logo.png');
    await userEvent.click(screen.getByRole('button', { name: 'Tải lên' }));
    const dialog = await screen.findByRole('dialog');
    const big = new File(['x'], 'lon.png');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(within(dialog).getByLabelText('Tệp'), big);
    expect(within(dialog).getByRole('alert').textContent).toBe('lon.png vượt quá 5 MB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tải lên' }));
    expect(s.requests('POST', endpoints.uploadFileManager.path)).toEqual([]);
    await userEvent.upload(within(dialog).getByLabelText('Tệp'), new File(['MZ'], 'anh.png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tải lên' }));
    expect(await within(dialog).findByText('Loại tệp không được hỗ trợ')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('previews an image and downloads it', async () => {
    const s = server({ [route(endpoints.uploadFile, { id: 1 })]: () => file('png') });
    renderPage(<UploadsPage />, { server: s, url: '/vi/HeThong/QuanLyUploads', user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Xem ảnh: logo.png' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Logo chính' }).getAttribute('src')).toBe('blob:preview'));
    expect(s.requests('GET', fillPath(endpoints.uploadFile.path, { id: 1 }))[0]!.query.get('inline')).toBe('true');
  });

  it('renames a file, showing the server’s refusal on the name, and deletes one after a confirmation', async () => {
    const sent: unknown[] = [];
    const s = server({
      [route(endpoints.uploadUpdate)]: (req) => {
        sent.push(req.body);
        return sent.length === 1
          ? fail(400, 'Tên tệp phải có đuôi .png', { errors: [{ path: 'ten_tep', message: 'Tên tệp phải có đuôi .png (đúng với nội dung tệp)' }] })
          : row({ ten_tep: 'moi.png' });
      },
      [route(endpoints.uploadDelete, { id: 2 })]: () => null,
    });
    renderPage(<UploadsPage />, { server: s, url: '/vi/HeThong/QuanLyUploads', user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa: logo.png' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Tên tệp');
    await userEvent.clear(name);
    await userEvent.type(name, 'moi.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Tên tệp phải có đuôi .png (đúng với nội dung tệp)')).toBeTruthy();
    expect(sent[0]).toEqual({ upload_id: 1, hospital_id: 1, ten_tep: 'moi.pdf', mo_ta: 'Logo chính' });
    await userEvent.clear(name);
    await userEvent.type(name, 'moi.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Xóa: quy-trinh.pdf' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Bạn có chắc muốn xóa “quy-trinh.pdf”/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', fillPath(endpoints.uploadDelete.path, { id: 2 }))).toHaveLength(1));
  });
});
