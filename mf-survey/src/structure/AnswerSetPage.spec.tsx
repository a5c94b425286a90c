import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, page } from '@hm/platform/testing';
import { part, PATH, question, versionRow } from '../test/fixtures';
import { renderPage, toasts } from '../test/render';
import AnswerSetPage from './AnswerSetPage';

function server(answers: unknown[] = []) {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.parts}`]: () => page([part()]),
    [`GET ${PATH.questions}`]: () => page([question({ scale: 'frequency' })]),
    [`GET ${PATH.answers}`]: () => answers,
    [`PUT ${PATH.answerSet}`]: () => [],
  });
}
const URL = '/vi/KhaoSat/MFormDapAn?phien_ban_id=3&cauhoi_id=100';

describe('MFormDapAn', () => {
  it('fills the frequency scale (1–5, 9) and saves the whole set', async () => {
    const s = server();
    renderPage(<AnswerSetPage />, { server: s, url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Tần suất (1–5, 9)' }));
    expect((screen.getByLabelText('Nhãn (tiếng Việt)', { selector: '#hm-answer-set-4-vi' }) as HTMLInputElement).value).toBe('Luôn luôn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(s.requests('PUT', PATH.answerSet)).toHaveLength(1));
    const body = s.requests('PUT', PATH.answerSet)[0]!.body as { cauhoi_id: number; items: { gia_tri: number; ten_dap_an_en: string }[] };
    expect(body.cauhoi_id).toBe(100);
    expect(body.items.map((i) => i.gia_tri)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(body.items[5]!.ten_dap_an_en).toBe("Does Not Apply or Don't Know");
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Cập nhật thành công' })));
  });

  it('asks before replacing answers with a preset', async () => {
    const s = server([{ dapan_id: 1, cauhoi_id: 100, type: 'number', gia_tri: 1, ten_dap_an: 'Có', ten_dap_an_en: 'Yes', stt: 1 }]);
    renderPage(<AnswerSetPage />, { server: s, url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Đánh giá (1–5)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Thay các đáp án đang có bằng thang đo này?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect((screen.getByDisplayValue('Có') as HTMLInputElement).value).toBe('Có');
  });

  it('refuses duplicate values and coded answers without a label, with the schema messages', async () => {
    const s = server([
      { dapan_id: 1, cauhoi_id: 100, type: 'number', gia_tri: 1, ten_dap_an: 'Có', ten_dap_an_en: 'Yes', stt: 1 },
      { dapan_id: 2, cauhoi_id: 100, type: 'number', gia_tri: 1, ten_dap_an: 'Không', ten_dap_an_en: 'No', stt: 2 },
    ]);
    renderPage(<AnswerSetPage />, { server: s, url: URL });
    await screen.findByDisplayValue('Không');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Giá trị các đáp án không được trùng nhau')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Thêm dòng' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập giá trị của đáp án')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập nhãn của đáp án')).toBeTruthy();
    expect(s.requests('PUT')).toHaveLength(0);
  });
});
