import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { part, PATH, question, versionRow } from '../test/fixtures';
import { renderPage, toasts } from '../test/render';
import AnswerListPage from './AnswerListPage';

const answer = { dapan_id: 7, cauhoi_id: 100, type: 'number', gia_tri: 5, ten_dap_an: 'Rất đồng ý', ten_dap_an_en: 'Strongly Agree', stt: 5 };

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.parts}`]: () => page([part()]),
    [`GET ${PATH.questions}`]: () => page([question()]),
    [`GET ${PATH.answers}`]: () => [answer],
    [`POST ${PATH.answers}`]: (req) => ({ ...answer, ...(req.body as object), dapan_id: 8 }),
    [`DELETE ${PATH.answers}/7`]: () => ({ message: 'Xóa thành công' }),
  });
}
const URL = '/vi/KhaoSat/FormDapAn?phien_ban_id=3&cauhoi_id=100';

describe('FormDapAn', () => {
  it('adds a coded answer after the schema has its say', async () => {
    const s = server();
    renderPage(<AnswerListPage />, { server: s, url: URL });
    await screen.findByText('Rất đồng ý');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm đáp án' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập giá trị của đáp án')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập nhãn của đáp án')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Giá trị'), '9');
    await userEvent.type(within(dialog).getByLabelText('Nhãn (tiếng Việt)'), 'Không áp dụng');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('POST', PATH.answers)[0]?.body).toEqual({ cauhoi_id: 100, type: 'number', gia_tri: 9, ten_dap_an: 'Không áp dụng', ten_dap_an_en: '' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!' })));
  });

  it('deletes an answer after confirmation', async () => {
    const s = server();
    renderPage(<AnswerListPage />, { server: s, url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa: 5 Rất đồng ý' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', `${PATH.answers}/7`)).toHaveLength(1));
  });
});
