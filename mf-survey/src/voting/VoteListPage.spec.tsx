import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer } from '@hm/platform/testing';
import { author, choose, renderPage, staffUser } from '../test/render';
import { draft, openVersion, VOTE_PATH } from '../test/vote-fixtures';
import SurveyHomePage from '../versions/SurveyHomePage';

const todo = openVersion();
const started = openVersion({ phien_ban_id: 4, tieu_de_khao_sat: 'Khảo sát quý 2', so_da_binh_chon: 3, tong_so_nhan_vien: 20 });
const done = openVersion({ phien_ban_id: 5, tieu_de_khao_sat: 'Khảo sát đã xong', trang_thai_cua_toi: 2, hospital_id: 2, hospital_name: 'Bệnh viện Nhi' });

const HOSPITALS = [
  { id: 1, name: 'Bệnh viện Đa khoa Demo' },
  { id: 2, name: 'Bệnh viện Nhi' },
];

function server(rows = [todo, started, done], hospitals = HOSPITALS) {
  return fakeServer({
    [`GET ${VOTE_PATH.open}`]: (req) => rows.filter((r) => !req.query.get('hospitalId') || String(r.hospital_id) === req.query.get('hospitalId')),
    [`GET ${VOTE_PATH.hospitals}`]: () => hospitals,
    [`GET ${VOTE_PATH.draft}`]: (req) => (req.query.get('phien_ban_id') === '4' ? draft({ phien_ban_id: 4, step: 2 }) : null),
  });
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('/KhaoSat for staff: the vote list', () => {
  beforeEach(() => sessionStorage.clear());

  it("lists the open versions with voted / total, the deadline and the user's own state", async () => {
    renderPage(<SurveyHomePage />, { server: server(), user: staffUser });
    expect(await screen.findByRole('heading', { name: 'Bình chọn', level: 1 })).toBeTruthy();
    const first = await rowOf('Khảo sát văn hóa an toàn 2026');
    expect(within(first).getByText('12 / 40')).toBeTruthy();
    expect(within(first).getByText('31/03/2026 17:00')).toBeTruthy();
    expect(within(first).getByText('Chưa bình chọn')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Bình chọn: Khảo sát văn hóa an toàn 2026' })).toBeTruthy();
    const second = await rowOf('Khảo sát quý 2');
    expect(within(second).getByText('3 / 20')).toBeTruthy();
    // A server draft: the form was started.
    expect(await within(second).findByText('Đang làm dở')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Tiếp tục: Khảo sát quý 2' })).toBeTruthy();
    const third = await rowOf('Khảo sát đã xong');
    expect(within(third).getByText('Đã bình chọn')).toBeTruthy();
    expect(within(third).queryByRole('button')).toBeNull();
  });

  it('starts with every hospital of the user, then filters by the one chosen', async () => {
    const s = server();
    renderPage(<SurveyHomePage />, { server: s, user: staffUser });
    await rowOf('Khảo sát đã xong');
    expect(s.requests('GET', VOTE_PATH.open)[0]!.query.get('hospitalId')).toBeNull();
    expect(await screen.findByText('Chọn đơn vị tham gia bình chọn', { selector: '.p-dropdown-label' })).toBeTruthy();
    await choose('Đơn vị tham gia bình chọn', 'Bệnh viện Nhi');
    await waitFor(() => expect(screen.queryByText('Khảo sát quý 2')).toBeNull());
    expect(s.requests('GET', VOTE_PATH.open).at(-1)!.query.get('hospitalId')).toBe('2');
    expect(screen.getByText('Khảo sát đã xong')).toBeTruthy();
  });

  it('offers no hospital choice to staff of one hospital', async () => {
    const s = server([todo, started], HOSPITALS.slice(0, 1));
    renderPage(<SurveyHomePage />, { server: s, user: staffUser });
    await rowOf('Khảo sát quý 2');
    await waitFor(() => expect(s.requests('GET', VOTE_PATH.hospitals)).toHaveLength(1));
    expect(screen.queryByLabelText('Đơn vị tham gia bình chọn')).toBeNull();
  });

  it('opens the StepForm of the version', async () => {
    renderPage(<SurveyHomePage />, { server: server(), user: staffUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Bình chọn: Khảo sát văn hóa an toàn 2026' }));
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat/StepForm?phien_ban_id=3');
  });

  it('says "continue" when this tab holds answers the server has not confirmed', async () => {
    sessionStorage.setItem('hm_vote_draft:u9:3', JSON.stringify({ phien_ban_id: 3, step: 1, language: 'vi', answers: [{ cauhoi_id: 110, gia_tri: [4] }] }));
    renderPage(<SurveyHomePage />, { server: server(), user: staffUser });
    expect(await screen.findByRole('button', { name: 'Tiếp tục: Khảo sát văn hóa an toàn 2026' })).toBeTruthy();
  });

  it('has an empty state', async () => {
    renderPage(<SurveyHomePage />, { server: server([]), user: staffUser });
    expect(await screen.findByText('Không có đợt khảo sát nào đang mở cho anh/chị')).toBeTruthy();
  });

  it("shows the server's message and retries", async () => {
    const s = server();
    s.on(`GET ${VOTE_PATH.open}`, () => fail(500, 'Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!'));
    renderPage(<SurveyHomePage />, { server: s, user: staffUser });
    expect(await screen.findByText('Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!')).toBeTruthy();
    s.on(`GET ${VOTE_PATH.open}`, () => [todo]);
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Khảo sát văn hóa an toàn 2026')).toBeTruthy();
  });
});

describe('/KhaoSat for authors who also vote', () => {
  it('keeps the version list, with a button to their own vote list and back', async () => {
    const s = server();
    s.on('GET /votesafety/v1/phien-ban-khao-sat', () => ({ data: [], total: 0, page: 1, size: 20 }));
    renderPage(<SurveyHomePage />, { server: s, user: { ...author, chuc_nang: [...author.chuc_nang, 'KHAO_SAT_BINH_CHON'] } });
    expect(await screen.findByRole('heading', { name: 'Phiên bản khảo sát', level: 1 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bình chọn' }));
    expect(await screen.findByRole('heading', { name: 'Bình chọn', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat?xem=binh-chon');
    expect(await screen.findByText('Khảo sát văn hóa an toàn 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Phiên bản khảo sát' }));
    expect(await screen.findByRole('heading', { name: 'Phiên bản khảo sát', level: 1 })).toBeTruthy();
  });

  it('shows no vote button to an author who may not vote', async () => {
    const s = server();
    s.on('GET /votesafety/v1/phien-ban-khao-sat', () => ({ data: [], total: 0, page: 1, size: 20 }));
    renderPage(<SurveyHomePage />, { server: s, user: author });
    expect(await screen.findByRole('heading', { name: 'Phiên bản khảo sát', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bình chọn' })).toBeNull();
  });
});
