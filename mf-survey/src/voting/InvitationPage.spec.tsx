import type { TVoteSubmit } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fail, fakeServer, type FakeServer } from '@hm/platform/testing';
import { renderPage, staffUser } from '../test/render';
import { questionnaire, SUBMIT_OK, VOTE_PATH } from '../test/vote-fixtures';
import InvitationPage from './InvitationPage';

const TOKEN = '55.Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6';
const session = {
  access_token: 'voter-session-token',
  expires_at: '2099-03-31 17:00:00',
  phien_ban_id: 3,
  hospital_id: 1,
  hospital_name: 'Bệnh viện Đa khoa Demo',
  tieu_de_khao_sat: 'Khảo sát văn hóa an toàn 2026',
  tieu_de_khao_sat_en: 'Patient safety culture 2026',
  language: 'vi' as const,
  ten_nhan_vien: 'Nguyễn Văn An',
  status_khao_sat: 1 as const,
};

function server() {
  return fakeServer({
    [`PUT ${VOTE_PATH.voterAuth}`]: () => session,
    [`GET ${VOTE_PATH.voterCheck}`]: () => ({ phien_ban_id: 3, status_khao_sat: 1, con_han: true, expires_at: session.expires_at }),
    [`GET ${VOTE_PATH.check}`]: () => ({ da_binh_chon: false, hop_le: null }),
    [`GET ${VOTE_PATH.draft}`]: () => null,
    [`GET ${VOTE_PATH.questionnaire(3, 'vi')}`]: () => questionnaire('vi'),
    [`GET ${VOTE_PATH.questionnaire(3, 'en')}`]: () => questionnaire('en'),
    [`PUT ${VOTE_PATH.draft}`]: () => ({ updated_at: '2026-03-05 09:00:00' }),
    [`POST ${VOTE_PATH.submit}`]: () => SUBMIT_OK,
  });
}

function HashProbe() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

/** The bearer token a call to `path` carried. */
const bearerOf = (s: FakeServer, path: string) => {
  const call = (s.fetch as unknown as jest.Mock).mock.calls.find(([url]) => new URL(url as string, 'http://api.test').pathname === path);
  return (call?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined;
};

function openLink(s: FakeServer, url = `/ChungThuc#t=${TOKEN}`, user = null as typeof staffUser | null) {
  // The voter's client is a client of its own (not the page's): it reaches the fake server through fetch.
  globalThis.fetch = s.fetch;
  renderPage(
    <>
      <InvitationPage />
      <HashProbe />
    </>,
    { server: s, url, user },
  );
}

describe('/ChungThuc: the invitation link', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('trades the token for a voter session, drops it from the address, and shows the form to that voter', async () => {
    const s = server();
    openLink(s);
    expect(await screen.findByText('Xin chào Nguyễn Văn An, Bệnh viện Đa khoa Demo')).toBeTruthy();
    expect(s.requests('PUT', VOTE_PATH.voterAuth).map((r) => r.body)).toEqual([{ token: TOKEN }]);
    expect(bearerOf(s, VOTE_PATH.voterAuth)?.Authorization).toBeUndefined();
    expect(screen.getByTestId('hash').textContent).toBe('');
    expect(JSON.parse(sessionStorage.getItem('hm_voter_session')!)).toEqual(session);
    expect(sessionStorage.getItem('hm_voter_session')).not.toContain(TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Khảo sát văn hóa an toàn 2026' })).toBeTruthy();
    expect(bearerOf(s, VOTE_PATH.voterCheck)?.Authorization).toBe('Bearer voter-session-token');
    expect(bearerOf(s, VOTE_PATH.questionnaire(3, 'vi'))?.Authorization).toBe('Bearer voter-session-token');
  });

  it('greets the voter in the language the form is read in', async () => {
    openLink(server());
    expect(await screen.findByText('Xin chào Nguyễn Văn An, Bệnh viện Đa khoa Demo')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('English'));
    expect(await screen.findByText('Hello Nguyễn Văn An, Bệnh viện Đa khoa Demo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('lets the voter vote once, with the voter session, whoever is logged in on this browser', async () => {
    const s = server();
    openLink(s, `/vi/ChungThuc#t=${TOKEN}`, staffUser);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Bắt đầu' }));
    await u.click(within(await screen.findByRole('radiogroup', { name: /^Vị trí công việc/ })).getByLabelText('Vị trí 2'));
    for (let i = 0; i < 4; i++) await u.click(screen.getByRole('button', { name: 'Tiếp' }));
    await u.click(await screen.findByRole('button', { name: 'Gửi phiếu' }));
    expect(await screen.findByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeTruthy();
    const sent = s.requests('POST', VOTE_PATH.submit);
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as TVoteSubmit).answers).toEqual([{ cauhoi_id: 100, gia_tri: [2] }]);
    expect(bearerOf(s, VOTE_PATH.submit)?.Authorization).toBe('Bearer voter-session-token');
  });

  it('keeps the form after a reload, from the session of the tab (the link is not needed again)', async () => {
    sessionStorage.setItem('hm_voter_session', JSON.stringify(session));
    const s = server();
    openLink(s, '/ChungThuc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khảo sát văn hóa an toàn 2026' })).toBeTruthy();
    expect(s.requests('PUT', VOTE_PATH.voterAuth)).toHaveLength(0);
  });

  it("shows the server's reason when the link was used already", async () => {
    const s = server();
    s.on(`PUT ${VOTE_PATH.voterAuth}`, () => fail(409, 'Liên kết này đã được sử dụng để bình chọn'));
    openLink(s);
    expect(await screen.findByText('Không thể bình chọn bằng liên kết này')).toBeTruthy();
    expect(screen.getByText('Liên kết này đã được sử dụng để bình chọn')).toBeTruthy();
    expect(screen.getByTestId('hash').textContent).toBe('');
    expect(sessionStorage.getItem('hm_voter_session')).toBeNull();
  });

  it('says a spent link was used (410)', async () => {
    const s = server();
    s.on(`PUT ${VOTE_PATH.voterAuth}`, () => fail(410, 'Gone'));
    openLink(s);
    expect(await screen.findByText('Liên kết đã được sử dụng')).toBeTruthy();
    expect(screen.getByText(/^Liên kết đã được sử dụng: phiếu của anh\/chị đã được ghi nhận/)).toBeTruthy();
  });

  it('says an unknown token is an invalid or expired link, with a way to log in', async () => {
    const s = server();
    s.on(`PUT ${VOTE_PATH.voterAuth}`, () => fail(401, 'Liên kết mời không hợp lệ'));
    openLink(s);
    expect(await screen.findByText(/^Liên kết không hợp lệ hoặc đã hết hạn/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByTestId('location').textContent).toBe('/Login');
  });

  it('says so when there is no token and no session, and calls nothing', async () => {
    const s = server();
    openLink(s, '/ChungThuc');
    expect(await screen.findByText(/^Liên kết không hợp lệ hoặc đã hết hạn/)).toBeTruthy();
    expect(s.requests()).toHaveLength(0);
  });

  it('ends a voter session the server no longer takes, leaving the login of the page alone', async () => {
    sessionStorage.setItem('hm_voter_session', JSON.stringify(session));
    const s = server();
    s.on(`GET ${VOTE_PATH.voterCheck}`, () => fail(401, 'Phiên bình chọn đã hết hạn'));
    openLink(s, '/ChungThuc', staffUser);
    expect(await screen.findByText(/^Liên kết không hợp lệ hoặc đã hết hạn/)).toBeTruthy();
    expect(sessionStorage.getItem('hm_voter_session')).toBeNull();
    const { useSession } = await import('@hm/platform');
    expect(useSession.getState().user).toEqual(staffUser);
    // Logged in: back to the user's own vote list rather than to the login page.
    await userEvent.click(screen.getByRole('button', { name: 'Về danh sách bình chọn' }));
    expect(screen.getByTestId('location').textContent).toBe('/KhaoSat');
  });

  it('says when the survey takes no more votes', async () => {
    const s = server();
    s.on(`GET ${VOTE_PATH.voterCheck}`, () => ({ phien_ban_id: 3, status_khao_sat: 1, con_han: false, expires_at: session.expires_at }));
    openLink(s);
    expect(await screen.findByText('Đợt khảo sát đã kết thúc')).toBeTruthy();
    await waitFor(() => expect(s.requests('GET', VOTE_PATH.questionnaire(3, 'vi'))).toHaveLength(0));
  });
});
