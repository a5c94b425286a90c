import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { choose, renderPage, staffUser, toasts } from '../test/render';
import SurveyHomePage from './SurveyHomePage';

const running = versionRow();
const notStarted = versionRow({ phien_ban_id: 4, tieu_de_khao_sat: 'Khảo sát quý 2', started_at: null, so_da_binh_chon: 0, tong_so_nhan_vien: 0 });

function server(rows = [running, notStarted]) {
  return fakeServer({
    [`GET ${PATH.versions}`]: (req) => (req.query.get('la_mau') === 'true' ? page([]) : page(req.query.get('tam_ngung') === 'true' ? [] : rows)),
    [`GET ${PATH.hospitals}`]: () => [
      { id: 1, name: 'Bệnh viện Đa khoa Demo' },
      { id: 2, name: 'Bệnh viện Nhi' },
    ],
    [`DELETE ${PATH.version(3)}`]: () => ({ message: 'Xóa thành công' }),
  });
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
// jsdom cannot measure the popup, so PrimeReact leaves it `display: none`: query it as hidden.
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const openMenu = async (title: string) => {
  await userEvent.click(within(await rowOf(title)).getByRole('button', { name: `Thao tác khác: ${title}` }));
};

describe('/KhaoSat for authors: the version list', () => {
  it('lists versions with hospital, window, status and voted / total', async () => {
    renderPage(<SurveyHomePage />, { server: server() });
    const row = await rowOf('Khảo sát văn hóa an toàn 2026');
    expect(within(row).getByText('Bệnh viện Đa khoa Demo')).toBeTruthy();
    expect(within(row).getByText(/01\/03\/2026 07:00/)).toBeTruthy();
    // Its window (March 2026) is over and nobody closed it: said as such, not 'Đang mở'.
    expect(within(row).getByText('Hết thời gian')).toBeTruthy();
    expect(within(row).getByText('12 / 40')).toBeTruthy();
    expect(within(await rowOf('Khảo sát quý 2')).getByText('Nháp')).toBeTruthy();
  });

  it("gives each row a visible 'Sửa' that opens the version's form", async () => {
    renderPage(<SurveyHomePage />, { server: server() });
    const edit = within(await rowOf('Khảo sát quý 2')).getByRole('button', { name: 'Sửa phiên bản: Khảo sát quý 2' });
    expect(edit.textContent).toContain('Sửa');
    await userEvent.click(edit);
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat/FormPhienBan?phien_ban_id=4');
  });

  it("'Thêm phiên bản' opens the form of a new version", async () => {
    renderPage(<SurveyHomePage />, { server: server() });
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm phiên bản' }));
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat/FormPhienBan?moi=1');
  });

  it('asks for tam_ngung=false, and for the hidden ones behind the toggle', async () => {
    const s = server();
    renderPage(<SurveyHomePage />, { server: s });
    await screen.findByText('Khảo sát quý 2');
    expect(s.requests('GET', PATH.versions).every((r) => r.query.get('tam_ngung') === 'false')).toBe(true);
    await userEvent.click(screen.getByLabelText('Hiện phiên bản đã ẩn'));
    expect(await screen.findByText('Không có phiên bản nào đã ẩn')).toBeTruthy();
    expect(s.requests('GET', PATH.versions).some((r) => r.query.get('tam_ngung') === 'true')).toBe(true);
  });

  it('asks before deleting, deletes, says so and reloads the list', async () => {
    const s = server();
    renderPage(<SurveyHomePage />, { server: s });
    await openMenu('Khảo sát văn hóa an toàn 2026');
    await userEvent.click(await menuItem('Xóa phiên bản'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Xóa hẳn phiên bản “Khảo sát văn hóa an toàn 2026”/)).toBeTruthy();
    expect(s.requests('DELETE')).toHaveLength(0);
    const listCalls = s.requests('GET', PATH.versions).length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('DELETE', PATH.version(3))).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Xóa thành công' })));
    await waitFor(() => expect(s.requests('GET', PATH.versions).length).toBeGreaterThan(listCalls));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const s = server();
    renderPage(<SurveyHomePage />, { server: s });
    await openMenu('Khảo sát văn hóa an toàn 2026');
    await userEvent.click(await menuItem('Xóa phiên bản'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.requests('DELETE')).toHaveLength(0);
  });

  it("shows the server's message when it refuses to delete a version with responses", async () => {
    const s = server();
    const refusal = 'Không thể xóa phiên bản đã có kết quả khảo sát; hãy dùng chức năng ẩn để giữ dữ liệu';
    s.on(`DELETE ${PATH.version(3)}`, () => fail(409, refusal));
    renderPage(<SurveyHomePage />, { server: s });
    await openMenu('Khảo sát văn hóa an toàn 2026');
    await userEvent.click(await menuItem('Xóa phiên bản'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: refusal })));
  });

  it('shows the IT-contact message when the server fails without one', async () => {
    const s = server();
    s.on(`POST ${PATH.versionClose(3)}`, () => fail(500, ''));
    renderPage(<SurveyHomePage />, { server: s });
    await openMenu('Khảo sát văn hóa an toàn 2026');
    await userEvent.click(await menuItem('Tạm đóng'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('POST', PATH.versionClose(3))[0]?.body).toEqual({ status_khao_sat: 3 }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'error', summary: 'Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!' })));
  });

  it('starts a version after saying whom it invites per hospital; widening a picked list is a box to tick', async () => {
    const s = server();
    s.on(`GET ${PATH.versionStart(4)}-preview`, () => [
      { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', da_moi: 20, tong_nhan_vien: 400 },
      { hospital_id: 2, name: 'Bệnh viện Nhi', da_moi: 0, tong_nhan_vien: 40 },
    ]);
    s.on(`POST ${PATH.versionStart(4)}`, () => ({ version: notStarted, created: 40, total: 40 }));
    renderPage(<SurveyHomePage />, { server: s });
    await openMenu('Khảo sát quý 2');
    await menuItem('Bắt đầu khảo sát');
    expect(screen.queryByRole('menuitem', { name: 'Gửi thư mời', hidden: true })).toBeNull();
    await userEvent.click(await menuItem('Bắt đầu khảo sát'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/giữ 20 nhân viên đã chọn \(trên 400\)/)).toBeTruthy();
    expect(within(dialog).getByText(/chưa chọn ai: mời toàn bộ 40 nhân viên/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bắt đầu' }));
    await waitFor(() => expect(s.requests('POST', PATH.versionStart(4))).toHaveLength(1));
    expect(s.requests('POST', PATH.versionStart(4))[0]!.body).toEqual({ moi_toan_bo: false });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ summary: 'Thành công!', detail: expect.stringContaining('40') })));
  });

  it('sends invitations for the hospital chosen in the filter', async () => {
    const s = server();
    s.on(`POST ${PATH.mailInvite}`, () => ({ queued: 38, khong_co_email: 2, bo_qua: 0 }));
    renderPage(<SurveyHomePage />, { server: s });
    await screen.findByText('Khảo sát quý 2');
    await choose('Đơn vị tham gia bình chọn', 'Bệnh viện Nhi');
    await waitFor(() => expect(s.requests('GET', PATH.versions).some((r) => r.query.get('hospitalId') === '2')).toBe(true));
    await openMenu('Khảo sát văn hóa an toàn 2026');
    await userEvent.click(await menuItem('Gửi thư mời'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(s.requests('POST', PATH.mailInvite)[0]?.body).toEqual({ phien_ban_id: 3, hospital_id: 2 }));
  });

  it('opens the parts of a version from its menu', async () => {
    renderPage(<SurveyHomePage />, { server: server() });
    await openMenu('Khảo sát văn hóa an toàn 2026');
    await userEvent.click(await menuItem('Phần câu hỏi'));
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat/FormPhanCauHoi?phien_ban_id=3');
  });
});

describe('/KhaoSat for plain staff', () => {
  it('gives the vote list (src/voting), never the version list', async () => {
    const s = server();
    s.on('GET /votesafety/v1/phien-ban-khao-sat-new', () => []);
    renderPage(<SurveyHomePage />, { server: s, user: staffUser });
    expect(await screen.findByRole('heading', { name: 'Bình chọn', level: 1 })).toBeTruthy();
    expect(s.requests('GET', PATH.versions)).toHaveLength(0);
  });
});
