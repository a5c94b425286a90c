import { fromWireTime } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { renderPage, toasts } from '../test/render';
import SurveyVersionListPage from './SurveyVersionListPage';

const detail = (over = {}) => ({ ...versionRow(over), parts: [], composites: [] });

function server(version = detail()) {
  return fakeServer({
    [`GET ${PATH.versions}`]: () => page([versionRow()]),
    [`GET ${PATH.hospitals}`]: () => [{ id: 1, name: 'Bệnh viện Đa khoa Demo' }],
    [`GET ${PATH.version(3)}`]: () => version,
    [`POST ${PATH.versions}`]: (req) => ({ ...versionRow(), ...(req.body as object), phien_ban_id: 5 }),
    [`PUT ${PATH.versions}`]: (req) => ({ ...versionRow(), ...(req.body as object) }),
  });
}

/** Waits for the form of the version to load. */
const loaded = () => screen.findByRole('group', { name: 'Nội dung tiếng Việt' });
const vietnamese = () => within(screen.getByRole('group', { name: 'Nội dung tiếng Việt' }));
const english = () => within(screen.getByRole('group', { name: 'Nội dung tiếng Anh' }));

describe('FormPhienBan without a version: the list', () => {
  it("is the version list, so the menu's 'Phiên bản khảo sát' opens the list, not an empty form", async () => {
    renderPage(<SurveyVersionListPage />, { server: server(), url: '/vi/KhaoSat/FormPhienBan' });
    expect(await screen.findByRole('heading', { name: 'Phiên bản khảo sát' })).toBeTruthy();
    expect(await screen.findByText('Khảo sát văn hóa an toàn 2026')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Nội dung tiếng Việt' })).toBeNull();
  });
});

describe('FormPhienBan: going back', () => {
  it('asks before throwing edits away, and leaves at once when nothing changed', async () => {
    renderPage(<SurveyVersionListPage />, { server: server(), url: '/vi/KhaoSat/FormPhienBan?moi=1' });
    await loaded();
    const title = vietnamese().getByLabelText('Tiêu đề khảo sát');
    await userEvent.type(title, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Các thay đổi chưa lưu sẽ bị mất. Quay lại mà không lưu?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect((vietnamese().getByLabelText('Tiêu đề khảo sát') as HTMLInputElement).value).toBe('X');
  }, 20_000);
});

describe('FormPhienBan: create', () => {
  it('shows the schema message for a missing title and calls nothing', async () => {
    const s = server();
    renderPage(<SurveyVersionListPage />, { server: s, url: '/vi/KhaoSat/FormPhienBan?moi=1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập tiêu đề khảo sát')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);
  });

  it('asks for the English title when English is the primary language', async () => {
    const s = server();
    renderPage(<SurveyVersionListPage />, { server: s, url: '/vi/KhaoSat/FormPhienBan?moi=1' });
    await userEvent.type(vietnamese().getByLabelText('Tiêu đề khảo sát'), 'Khảo sát 2026');
    await userEvent.click(screen.getByText('Tiếng Việt', { selector: '.p-dropdown-label' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English', hidden: true }), { pointerEventsCheck: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await english().findByText('Vui lòng nhập tiêu đề khảo sát')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);
  });

  it("posts the version in the user's hospital with a 24-hour wire window, then goes back to the list", async () => {
    const s = server();
    renderPage(<SurveyVersionListPage />, { server: s, url: '/vi/KhaoSat/FormPhienBan?moi=1' });
    await userEvent.type(vietnamese().getByLabelText('Tiêu đề khảo sát'), 'Khảo sát 2026');
    await userEvent.type(english().getByLabelText('Tiêu đề khảo sát'), 'Survey 2026');
    await userEvent.type(vietnamese().getByLabelText('Nội dung giới thiệu'), 'Mời anh/chị tham gia');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(s.requests('POST', PATH.versions)).toHaveLength(1));
    const body = s.requests('POST', PATH.versions)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      hospital_id: 1,
      language: 'vi',
      tieu_de_khao_sat: 'Khảo sát 2026',
      tieu_de_khao_sat_en: 'Survey 2026',
      noi_dung_khao_sat: 'Mời anh/chị tham gia',
    });
    // The start defaults to now (to the minute), in Vietnamese time.
    expect(Math.abs(fromWireTime(body.time_start as string)!.getTime() - Date.now())).toBeLessThan(3 * 60_000);
    expect(body.time_end).toMatch(/^\d{4}-\d{2}-\d{2} 17:00:00$/);
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Thành công!' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat'));
  }, 20_000);
});

describe('FormPhienBan: edit', () => {
  it('puts the changed version without its owner hospital', async () => {
    const s = server();
    renderPage(<SurveyVersionListPage />, { server: s, url: '/vi/KhaoSat/FormPhienBan?phien_ban_id=3' });
    await loaded();
    const title = vietnamese().getByLabelText('Tiêu đề khảo sát');
    expect((title as HTMLInputElement).value).toBe('Khảo sát văn hóa an toàn 2026');
    await userEvent.clear(title);
    await userEvent.type(title, 'Khảo sát 2026 (sửa)');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(s.requests('PUT', PATH.versions)).toHaveLength(1));
    const body = s.requests('PUT', PATH.versions)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ phien_ban_id: 3, tieu_de_khao_sat: 'Khảo sát 2026 (sửa)', time_start: '2026-03-01 07:00:00', time_end: '2026-03-31 17:00:00' });
    expect(body).not.toHaveProperty('hospital_id');
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Cập nhật thành công' })));
  });

  it('refuses a window that ends before it starts', async () => {
    const s = server(detail({ time_start: '2026-04-01 07:00:00', time_end: '2026-03-01 07:00:00' }));
    renderPage(<SurveyVersionListPage />, { server: s, url: '/vi/KhaoSat/FormPhienBan?phien_ban_id=3' });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Thời gian kết thúc phải sau thời gian bắt đầu')).toBeTruthy();
    expect(s.requests('PUT')).toHaveLength(0);
  });

  it("puts the server's validation message on the field it names", async () => {
    const s = server();
    s.on(`PUT ${PATH.versions}`, () => fail(400, 'Tối đa 500 ký tự', { errors: [{ path: 'tieu_de_khao_sat_en', message: 'Tối đa 500 ký tự' }] }));
    renderPage(<SurveyVersionListPage />, { server: s, url: '/vi/KhaoSat/FormPhienBan?phien_ban_id=3' });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await english().findByText('Tối đa 500 ký tự')).toBeTruthy();
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Tối đa 500 ký tự' })));
  });

  it('shows a closed version read-only', async () => {
    renderPage(<SurveyVersionListPage />, { server: server(detail({ status_khao_sat: 2 })), url: '/vi/KhaoSat/FormPhienBan?phien_ban_id=3' });
    expect(await screen.findByText('Phiên bản đã đóng: không thể sửa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
  });
});
