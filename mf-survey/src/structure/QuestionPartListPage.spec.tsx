import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { part, PATH, versionRow } from '../test/fixtures';
import { renderPage, toasts } from '../test/render';
import QuestionPartListPage from './QuestionPartListPage';

const parts = [
  part(),
  part({ phan_cauhoi_id: 11, ma_phan: 'B', giatri_cauhoi: 'Người giám sát', giatri_cauhoi_en: 'Your supervisor', stt: 2 }),
  part({ phan_cauhoi_id: 12, ma_phan: 'C', giatri_cauhoi: 'Trao đổi thông tin', stt: 3 }),
];

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.parts}`]: (req) => page(req.query.get('status') === '2' ? [] : parts),
    [`POST ${PATH.parts}`]: (req) => ({ ...part(), ...(req.body as object), phan_cauhoi_id: 13 }),
    [`PUT ${PATH.parts}`]: (req) => ({ ...part(), ...(req.body as object) }),
    [`PUT ${PATH.partReorder}`]: () => parts,
    [`DELETE ${PATH.parts}/11`]: () => ({ message: 'Xóa thành công' }),
  });
}
const URL = '/vi/KhaoSat/FormPhanCauHoi?phien_ban_id=3';
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('FormPhanCauHoi', () => {
  it('asks for a version when none is given', async () => {
    const s = server();
    renderPage(<QuestionPartListPage />, { server: s, url: '/vi/KhaoSat/FormPhanCauHoi' });
    expect(await screen.findByText('Chọn một phiên bản khảo sát để tiếp tục.')).toBeTruthy();
    expect(s.requests('GET', PATH.parts)).toHaveLength(0);
  });

  it('lists the parts of the version, paged, filtered by status', async () => {
    const s = server();
    renderPage(<QuestionPartListPage />, { server: s, url: URL });
    expect(await screen.findByText('Người giám sát')).toBeTruthy();
    const listed = s.requests('GET', PATH.parts).find((r) => r.query.get('size') === '10');
    expect(Object.fromEntries(listed!.query)).toMatchObject({ phien_ban_id: '3', status: '-1', page: '1', size: '10' });
  });

  it('validates a new part with the contract and posts it', async () => {
    const s = server();
    renderPage(<QuestionPartListPage />, { server: s, url: URL });
    await screen.findByText('Người giám sát');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm phần câu hỏi' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên phần câu hỏi')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Mã phần'), 'A b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mã chỉ gồm chữ, số, dấu chấm, gạch ngang, gạch dưới')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Mã phần'));
    await userEvent.type(within(dialog).getByLabelText('Mã phần'), 'D');
    await userEvent.type(within(within(dialog).getByRole('group', { name: 'Nội dung tiếng Việt' })).getByLabelText('Tên phần'), 'Thông tin chung');
    await userEvent.click(within(dialog).getByLabelText('Văn bản'));
    await userEvent.click(within(dialog).getByLabelText('Câu hỏi thông tin chung (không tính vào phiếu hoàn thành)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(s.requests('POST', PATH.parts)).toHaveLength(1));
    expect(s.requests('POST', PATH.parts)[0]!.body).toEqual({
      phien_ban_id: 3,
      ma_phan: 'D',
      giatri_cauhoi: 'Thông tin chung',
      giatri_cauhoi_en: '',
      mo_ta: '',
      mo_ta_en: '',
      type: 'text',
      la_thong_tin_chung: true,
      status: 1,
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts an edited part by its id', async () => {
    const s = server();
    renderPage(<QuestionPartListPage />, { server: s, url: URL });
    await userEvent.click(within(await rowOf('Người giám sát')).getByRole('button', { name: 'Sửa: Người giám sát' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Đang dùng'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', PATH.parts)).toHaveLength(1));
    expect(s.requests('PUT', PATH.parts)[0]!.body).toMatchObject({ phan_cauhoi_id: 11, ma_phan: 'B', giatri_cauhoi: 'Người giám sát', status: 2 });
    expect(s.requests('PUT', PATH.parts)[0]!.body).not.toHaveProperty('phien_ban_id');
  });

  it('moves a part up by sending every id of the version in the new order', async () => {
    const s = server();
    renderPage(<QuestionPartListPage />, { server: s, url: URL });
    const first = within(await rowOf('Khoa/phòng của anh/chị'));
    await waitFor(() => expect((first.getByRole('button', { name: 'Chuyển xuống: Khoa/phòng của anh/chị' }) as HTMLButtonElement).disabled).toBe(false));
    expect((first.getByRole('button', { name: 'Chuyển lên: Khoa/phòng của anh/chị' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(await rowOf('Trao đổi thông tin')).getByRole('button', { name: 'Chuyển lên: Trao đổi thông tin' }));
    await waitFor(() => expect(s.requests('PUT', PATH.partReorder)[0]?.body).toEqual({ parent_id: 3, ids: [10, 12, 11] }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Cập nhật thành công' })));
  });

  it('deletes a part only after confirmation', async () => {
    const s = server();
    renderPage(<QuestionPartListPage />, { server: s, url: URL });
    await userEvent.click(within(await rowOf('Người giám sát')).getByRole('button', { name: 'Xóa: Người giám sát' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Bạn có chắc muốn xóa “Người giám sát”/)).toBeTruthy();
    expect(s.requests('DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', `${PATH.parts}/11`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Xóa thành công' })));
  });
});
