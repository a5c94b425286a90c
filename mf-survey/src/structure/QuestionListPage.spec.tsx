import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { part, PATH, question, versionRow } from '../test/fixtures';
import { renderPage, toasts } from '../test/render';
import QuestionListPage from './QuestionListPage';

const questions = [question(), question({ cauhoi_id: 101, ma_cauhoi: 'A2', stt_cauhoi: 2, ten_cauhoi: 'Chúng tôi có đủ nhân lực', thuan_nghich: 1 })];

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.parts}`]: () => page([part()]),
    [`GET ${PATH.questions}`]: () => page(questions),
    [`POST ${PATH.questions}`]: (req) => ({ ...question(), ...(req.body as object), cauhoi_id: 102 }),
    [`PUT ${PATH.questions}`]: (req) => ({ ...question(), ...(req.body as object) }),
    [`PUT ${PATH.questions}/sap-xep`]: () => questions,
  });
}
const URL = '/vi/KhaoSat/FormCauHoi?phien_ban_id=3&phan_cauhoi_id=10';

describe('FormCauHoi', () => {
  it('lists the questions of the part with their reverse flag and links to their answers', async () => {
    const s = server();
    renderPage(<QuestionListPage />, { server: s, url: URL });
    const row = (await screen.findByText('Chúng tôi có đủ nhân lực')).closest('tr') as HTMLElement;
    expect(within(row).getByText('R')).toBeTruthy();
    expect(within(row).getByText('Mức độ đồng ý')).toBeTruthy();
    expect(s.requests('GET', PATH.questions).some((r) => r.query.get('phancauhoi_id') === '10')).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Đáp án: A2. Chúng tôi có đủ nhân lực' }));
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat/FormDapAn?phien_ban_id=3&phan_cauhoi_id=10&cauhoi_id=101');
  });

  it('validates a new question with the contract and posts it to the part', async () => {
    const s = server();
    renderPage(<QuestionListPage />, { server: s, url: URL });
    await screen.findByText('Chúng tôi có đủ nhân lực');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm câu hỏi' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập nội dung câu hỏi')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Mã câu hỏi (ví dụ A9)'), 'A3');
    await userEvent.type(within(dialog).getByLabelText('Nội dung câu hỏi (Tiếng Việt)'), 'Nhân viên làm việc quá nhiều giờ');
    await userEvent.type(within(dialog).getByLabelText('Nội dung câu hỏi (English)'), 'Staff work longer hours than is best');
    await userEvent.click(within(dialog).getByLabelText('Câu hỏi đảo nghĩa (R): tích cực là 1–2'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(s.requests('POST', PATH.questions)).toHaveLength(1));
    expect(s.requests('POST', PATH.questions)[0]!.body).toEqual({
      phancauhoi_id: 10,
      ma_cauhoi: 'A3',
      ten_cauhoi: 'Nhân viên làm việc quá nhiều giờ',
      ten_cauhoi_en: 'Staff work longer hours than is best',
      scale: null,
      tamngung: 0,
      thuan_nghich: 1,
      vai_tro: null,
      ma_cauhoi_qhlq: null,
      ten_cauhoi_qh_lq: null,
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!' })));
  });

  it('puts an edited question with its id and part', async () => {
    const s = server();
    renderPage(<QuestionListPage />, { server: s, url: URL });
    const row = (await screen.findByText('Chúng tôi có đủ nhân lực')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Sửa: A2. Chúng tôi có đủ nhân lực' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Tạm ngưng câu hỏi'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', PATH.questions)).toHaveLength(1));
    expect(s.requests('PUT', PATH.questions)[0]!.body).toMatchObject({ cauhoi_id: 101, phancauhoi_id: 10, ma_cauhoi: 'A2', tamngung: 1, thuan_nghich: 1, scale: 'agreement' });
  });

  it('moves a question down within its part', async () => {
    const s = server();
    renderPage(<QuestionListPage />, { server: s, url: URL });
    const row = (await screen.findByText('Chúng tôi làm việc cùng nhau như một nhóm hiệu quả')).closest('tr') as HTMLElement;
    const down = within(row).getByRole('button', { name: /^Chuyển xuống: A1/ }) as HTMLButtonElement;
    await waitFor(() => expect(down.disabled).toBe(false));
    await userEvent.click(down);
    await waitFor(() => expect(s.requests('PUT', `${PATH.questions}/sap-xep`)[0]?.body).toEqual({ parent_id: 10, ids: [101, 100] }));
  });
});
