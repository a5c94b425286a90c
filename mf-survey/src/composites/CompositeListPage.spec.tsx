import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { PATH, question, versionRow } from '../test/fixtures';
import { choose, renderPage, toasts } from '../test/render';
import CompositeListPage from './CompositeListPage';
import CompositeFormPage from './CompositeFormPage';

const composite = {
  composite_id: 20,
  phien_ban_id: 3,
  ma_composite: 'TW',
  name_composite_vi: 'Làm việc nhóm',
  name_composite_en: 'Teamwork',
  language: 'vi',
  status_composite: 0,
  stt: 1,
  cauhoi_ids: [100],
};

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.questions}`]: () => page([question(), question({ cauhoi_id: 101, ma_cauhoi: 'A2', ten_cauhoi: 'Chúng tôi có đủ nhân lực' })]),
    [`GET ${PATH.composites}`]: () => page([composite]),
    [`POST ${PATH.composites}`]: (req) => ({ ...composite, ...(req.body as object), composite_id: 21 }),
    [`PUT ${PATH.composites}`]: (req) => ({ ...composite, ...(req.body as object) }),
    [`DELETE ${PATH.composites}/20`]: () => ({ message: 'Xóa thành công' }),
  });
}

describe('/Composite', () => {
  it('lists composites with the status and language filters in the query', async () => {
    const s = server();
    renderPage(<CompositeListPage />, { server: s, url: '/vi/Composite?phien_ban_id=3' });
    const row = (await screen.findByText('Làm việc nhóm')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Đang dùng')).toBeTruthy();
    await choose('Ngôn ngữ', 'English');
    await waitFor(() => expect(s.requests('GET', PATH.composites).some((r) => r.query.get('language') === 'en' && r.query.get('status_composite') === '-1')).toBe(true));
  });

  it('creates a composite in the dialog: name required, questions chosen by code', async () => {
    const s = server();
    renderPage(<CompositeListPage />, { server: s, url: '/vi/Composite?phien_ban_id=3' });
    await screen.findByText('Làm việc nhóm');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm composite' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên composite')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Mã composite'), 'SP');
    await userEvent.type(within(dialog).getByLabelText('Tên (tiếng Việt)'), 'Nhân lực');
    await choose('Các câu hỏi của composite', 'A2. Chúng tôi có đủ nhân lực');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', PATH.composites)).toHaveLength(1));
    expect(s.requests('POST', PATH.composites)[0]!.body).toEqual({
      phien_ban_id: 3,
      ma_composite: 'SP',
      name_composite_vi: 'Nhân lực',
      name_composite_en: '',
      language: 'vi',
      status_composite: 0,
      cauhoi_ids: [101],
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!' })));
  });

  it('deletes after confirmation and reloads', async () => {
    const s = server();
    renderPage(<CompositeListPage />, { server: s, url: '/vi/Composite?phien_ban_id=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa: Làm việc nhóm' }));
    const before = s.requests('GET', PATH.composites).length;
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', `${PATH.composites}/20`)).toHaveLength(1));
    await waitFor(() => expect(s.requests('GET', PATH.composites).length).toBeGreaterThan(before));
  });

  it('opens the same form as a page at /Composite/ModalComposite and puts the edit', async () => {
    const s = server();
    renderPage(<CompositeFormPage />, { server: s, url: '/vi/Composite/ModalComposite?phien_ban_id=3&composite_id=20' });
    const name = await screen.findByLabelText('Tên (tiếng Anh)');
    await userEvent.clear(name);
    await userEvent.type(name, 'Teamwork within units');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', PATH.composites)[0]?.body).toMatchObject({ composite_id: 20, name_composite_en: 'Teamwork within units', cauhoi_ids: [100] }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vi/Composite?phien_ban_id=3'));
  });
});
