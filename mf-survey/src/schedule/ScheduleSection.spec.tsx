import type { TScheduledAction } from '@hm/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer } from '@hm/platform/testing';
import { renderPage, toasts } from '../test/render';
import { ScheduleSection } from './ScheduleSection';

const LIST = '/votesafety/v1/lich-tu-dong';
const action = (over: Partial<TScheduledAction>): TScheduledAction => ({
  action_id: 1,
  phien_ban_id: 3,
  kind: 'remind',
  due_at: '2026-12-03 08:00:00',
  status: 'pending',
  attempts: 0,
  last_error: null,
  finished_at: null,
  result: null,
  ...over,
});
const rows = [
  action({ action_id: 1, kind: 'open', due_at: '2026-12-01 07:00:00', status: 'done', attempts: 1, result: { created: 20, total: 20 } }),
  action({ action_id: 2, kind: 'remind', due_at: '2026-12-03 08:00:00', status: 'done', attempts: 1, result: { queued: 12 } }),
  action({ action_id: 3, kind: 'remind', due_at: '2026-12-10 08:00:00' }),
  action({ action_id: 4, kind: 'close', due_at: '2026-12-28 17:00:00' }),
  action({ action_id: 5, kind: 'remind', due_at: '2026-12-02 08:00:00', status: 'failed', attempts: 5, last_error: 'Mất kết nối cơ sở dữ liệu' }),
];

function server() {
  return fakeServer({
    [`GET ${LIST}`]: () => rows,
    [`POST ${LIST}/3/huy`]: () => ({ ...rows[2]!, status: 'cancelled' }),
    [`POST ${LIST}/nhac`]: (req) => action({ action_id: 9, due_at: `${(req.body as { ngay: string }).ngay} 08:00:00` }),
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const confirmation = () =>
  waitFor(() => {
    const d = document.querySelector<HTMLElement>('.p-confirm-dialog');
    if (!d) throw new Error('no confirmation dialog');
    return d;
  });

describe('Lịch tự động', () => {
  it('lists what is coming first, then what ran, with the mails queued and the error kept', async () => {
    renderPage(<ScheduleSection versionId={3} editable />, { server: server() });
    const section = await screen.findByRole('region', { name: 'Lịch tự động' });
    await within(section).findByText('10/12/2026 08:00');
    const body = within(section).getAllByRole('row').slice(1);
    expect(body.map((r) => cells(r).slice(0, 3))).toEqual([
      ['10/12/2026 08:00', 'Gửi thư nhắc', 'Sắp chạy'],
      ['28/12/2026 17:00', 'Đóng khảo sát và tính điểm', 'Sắp chạy'],
      ['03/12/2026 08:00', 'Gửi thư nhắc', 'Đã chạy'],
      ['02/12/2026 08:00', 'Gửi thư nhắc', 'Lỗi'],
      ['01/12/2026 07:00', 'Mở khảo sát', 'Đã chạy'],
    ]);
    expect(cells(body[2]!)[3]).toBe('Đã xếp 12 thư vào hộp thư gửi đi');
    expect(cells(body[3]!)[3]).toBe('Mất kết nối cơ sở dữ liệu · Đã thử 5 lần');
    // Only coming actions can be cancelled.
    expect(within(section).getAllByRole('button', { name: /^Hủy:/ })).toHaveLength(2);
  });

  it('cancels a coming action only after the confirmation', async () => {
    const s = server();
    renderPage(<ScheduleSection versionId={3} editable />, { server: s });
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy: Gửi thư nhắc lúc 10/12/2026 08:00' }));
    let ask = await confirmation();
    expect(ask.textContent).toContain('Hủy việc “Gửi thư nhắc” lúc 10/12/2026 08:00?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());
    expect(s.requests('POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Hủy: Gửi thư nhắc lúc 10/12/2026 08:00' }));
    ask = await confirmation();
    await userEvent.click(within(ask).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('POST', `${LIST}/3/huy`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success' })));
  });

  it('adds a reminder on the chosen day, and shows a refusal on the day field', async () => {
    const s = server();
    renderPage(<ScheduleSection versionId={3} editable />, { server: s });
    const add = await screen.findByRole('button', { name: 'Thêm lịch nhắc' });
    await userEvent.click(add);
    expect(await screen.findByText('Vui lòng chọn ngày nhắc')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('Ngày nhắc'), { target: { value: '15/12/2026' } });
    await userEvent.click(add);
    await waitFor(() => expect(s.requests('POST', `${LIST}/nhac`)).toHaveLength(1));
    expect(s.requests('POST', `${LIST}/nhac`)[0]!.body).toEqual({ phien_ban_id: 3, ngay: '2026-12-15' });

    const afterEnd = 'Ngày nhắc phải trước thời điểm kết thúc khảo sát';
    s.on(`POST ${LIST}/nhac`, () => fail(400, afterEnd, { errors: [{ path: 'ngay', message: afterEnd }] }));
    fireEvent.input(screen.getByLabelText('Ngày nhắc'), { target: { value: '15/02/2027' } });
    await userEvent.click(add);
    await waitFor(() => expect(s.requests('POST', `${LIST}/nhac`)).toHaveLength(2));
    expect(s.requests('POST', `${LIST}/nhac`)[1]!.body).toEqual({ phien_ban_id: 3, ngay: '2027-02-15' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(afterEnd));
    expect(screen.getByLabelText('Ngày nhắc').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the time the manager chose, and shows a refusal of it on the time field', async () => {
    const s = server();
    renderPage(<ScheduleSection versionId={3} editable />, { server: s });
    const add = await screen.findByRole('button', { name: 'Thêm lịch nhắc' });
    expect((screen.getByLabelText('Giờ gửi') as HTMLInputElement).value).toBe('08:00');
    const past = 'Giờ nhắc đã qua: hãy chọn một giờ sau bây giờ';
    s.on(`POST ${LIST}/nhac`, () => fail(400, past, { errors: [{ path: 'gio', message: past }] }));
    fireEvent.input(screen.getByLabelText('Ngày nhắc'), { target: { value: '15/12/2026' } });
    fireEvent.change(screen.getByLabelText('Giờ gửi'), { target: { value: '13:30' } });
    await userEvent.click(add);
    await waitFor(() => expect(s.requests('POST', `${LIST}/nhac`)).toHaveLength(1));
    expect(s.requests('POST', `${LIST}/nhac`)[0]!.body).toEqual({ phien_ban_id: 3, ngay: '2026-12-15', gio: '13:30' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(past));
    expect(screen.getByLabelText('Giờ gửi').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers no reminder form on a closed version', async () => {
    renderPage(<ScheduleSection versionId={3} editable={false} />, { server: server() });
    await screen.findByText('10/12/2026 08:00');
    expect(screen.queryByRole('button', { name: 'Thêm lịch nhắc' })).toBeNull();
  });
});
