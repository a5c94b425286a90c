import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { choose, renderPage, toasts } from '../test/render';
import VersionListPage from './VersionListPage';

const template = versionRow({
  phien_ban_id: 1,
  hospital_id: null,
  hospital_name: null,
  is_template: true,
  tieu_de_khao_sat: 'Khảo sát về an toàn người bệnh (AHRQ SOPS 2.0)',
  tieu_de_khao_sat_en: 'Hospital Survey on Patient Safety (AHRQ SOPS Hospital Survey 2.0)',
  language: 'vi',
});

/** The open 'unsaved changes' question (PrimeReact's confirmation, without a role of its own). */
const question = () =>
  waitFor(() => {
    const d = document.querySelector<HTMLElement>('.p-confirm-dialog');
    if (!d) throw new Error('no confirmation dialog');
    return d;
  });

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: (req) => page(req.query.get('la_mau') === 'true' ? [template] : []),
    [`GET ${PATH.hospitals}`]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [`POST ${PATH.versionCopy(1)}`]: (req) => ({ ...versionRow(), ...(req.body as object), phien_ban_id: 9 }),
  });
}

describe('Tạo từ bộ câu hỏi mẫu', () => {
  it('asks for a template, then copies it into a version of the hospital and reloads the list', async () => {
    const s = server();
    renderPage(<VersionListPage />, { server: s });
    expect(await screen.findByText('Chưa có phiên bản khảo sát')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tạo từ bộ câu hỏi mẫu' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo phiên bản' }));
    expect(await within(dialog).findByText('Vui lòng chọn bộ câu hỏi mẫu')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);

    await choose('Bộ câu hỏi mẫu', 'Khảo sát về an toàn người bệnh (AHRQ SOPS 2.0)');
    // The English title is the manager's to give: the template's English name would hide their own title.
    expect((within(dialog).getByLabelText('Tiêu đề (tiếng Anh)') as HTMLInputElement).value).toBe('');
    const title = within(dialog).getByLabelText('Tiêu đề (tiếng Việt)');
    await userEvent.clear(title);
    await userEvent.type(title, 'Khảo sát ATNB 2026');
    const lists = s.requests('GET', PATH.versions).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo phiên bản' }));

    await waitFor(() => expect(s.requests('POST', PATH.versionCopy(1))).toHaveLength(1));
    expect(s.requests('POST', PATH.versionCopy(1))[0]!.body).toMatchObject({
      hospital_id: 1,
      language: 'vi',
      tieu_de_khao_sat: 'Khảo sát ATNB 2026',
      tieu_de_khao_sat_en: '',
      time_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(s.requests('GET', PATH.versions).length).toBeGreaterThan(lists));
  });

  it("shows the server's refusal of a title the hospital already uses on the title field", async () => {
    const s = server();
    const taken = 'Bệnh viện đã có phiên bản khảo sát cùng tiêu đề: hãy đặt một tiêu đề khác';
    s.on(`POST ${PATH.versionCopy(1)}`, () => fail(409, taken, { errors: [{ path: 'tieu_de_khao_sat', message: taken }] }));
    renderPage(<VersionListPage />, { server: s });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo từ bộ câu hỏi mẫu' }));
    const dialog = await screen.findByRole('dialog');
    await choose('Bộ câu hỏi mẫu', 'Khảo sát về an toàn người bệnh (AHRQ SOPS 2.0)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo phiên bản' }));
    const title = within(dialog).getByLabelText('Tiêu đề (tiếng Việt)');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(taken)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks before Cancel drops a typed title: Stay keeps it, Leave closes without copying', async () => {
    const s = server();
    renderPage(<VersionListPage />, { server: s });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo từ bộ câu hỏi mẫu' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Tiêu đề (tiếng Việt)'), 'Khảo sát ATNB 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    const ask = await question();
    expect(ask.textContent).toContain('Bạn có thay đổi chưa lưu. Rời trang?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(document.querySelector('.p-confirm-dialog')).toBeNull());
    expect((within(dialog).getByLabelText('Tiêu đề (tiếng Việt)') as HTMLInputElement).value).toBe('Khảo sát ATNB 2026');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.requests('POST')).toHaveLength(0);
  });
});
