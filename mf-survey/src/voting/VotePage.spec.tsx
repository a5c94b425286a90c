import type { TVoteDraftSave, TVoteSubmit } from '@hm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer, type FakeServer } from '@hm/platform/testing';
import { renderPage, staffUser } from '../test/render';
import { draft, questionnaire, SUBMIT_OK, VOTE_PATH } from '../test/vote-fixtures';
import VotePage from './VotePage';

const URL = '/vi/KhaoSat/StepForm?phien_ban_id=3';
// user-event moves through a radio group with the arrow keys, as browsers do; jsdom lacks the CSS.escape it uses.
if (!window.CSS?.escape) Object.defineProperty(window, 'CSS', { value: { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') } });
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function server(over: { draft?: unknown; voted?: boolean } = {}) {
  return fakeServer({
    [`GET ${VOTE_PATH.check}`]: () => ({ da_binh_chon: over.voted ?? false, hop_le: over.voted ? 1 : null }),
    [`GET ${VOTE_PATH.draft}`]: () => over.draft ?? null,
    [`GET ${VOTE_PATH.questionnaire(3, 'vi')}`]: () => questionnaire('vi'),
    [`GET ${VOTE_PATH.questionnaire(3, 'en')}`]: () => questionnaire('en'),
    [`PUT ${VOTE_PATH.draft}`]: () => ({ updated_at: '2026-03-05 09:00:00' }),
    [`POST ${VOTE_PATH.submit}`]: () => SUBMIT_OK,
  });
}

const saves = (s: FakeServer) => s.requests('PUT', VOTE_PATH.draft).map((r) => r.body as TVoteDraftSave);
const submits = (s: FakeServer) => s.requests('POST', VOTE_PATH.submit).map((r) => r.body as TVoteSubmit);
const radiogroup = (name: RegExp) => screen.findByRole('radiogroup', { name });
const user = () => userEvent.setup();

async function open(s: FakeServer) {
  renderPage(<VotePage />, { server: s, url: URL, user: staffUser });
  return screen.findByRole('heading', { level: 1, name: 'Khảo sát văn hóa an toàn 2026' });
}

describe('StepForm: steps', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts with the introduction and what is stored and shown, then one part per step', async () => {
    const s = server();
    await open(s);
    expect(screen.getByText('Khảo sát này hỏi ý kiến của anh/chị về an toàn người bệnh.')).toBeTruthy();
    expect(screen.getByText(/lưu không kèm tên, mã nhân viên hay tài khoản/)).toBeTruthy();
    expect(screen.getByText(/nhóm có ít người trả lời hơn ngưỡng tối thiểu .* bị ẩn/)).toBeTruthy();
    expect(screen.getByText(/Quản trị viên bệnh viện thấy anh\/chị đã hoàn thành phiếu hay chưa/)).toBeTruthy();
    expect(screen.getByText('Bước 1/6')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Tiến độ điền phiếu' }).getAttribute('aria-valuetext')).toBe('Bước 1/6');
    expect(screen.queryByRole('button', { name: 'Quay lại' })).toBeNull();

    await user().click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Vị trí công việc của anh/chị' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Bước 2/6')).toBeTruthy();
    // A step change is saved at once, with the step.
    await waitFor(() => expect(saves(s).at(-1)).toEqual({ phien_ban_id: 3, step: 1, language: 'vi', answers: [] }));

    await user().click(screen.getByRole('button', { name: 'Tiếp' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Phần A: Khoa/phòng của anh/chị' })).toBeTruthy();
    expect(screen.getByText('Anh/chị đồng ý ở mức nào?')).toBeTruthy();
    // The paused question and the inactive part are not asked.
    expect(screen.queryByText('Câu hỏi tạm ngưng')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Vị trí công việc của anh/chị' })).toBeTruthy();
  });

  it('asks a radio part as radio groups, the "does not apply" answer last, moved through with the arrow keys', async () => {
    const s = server({ draft: draft({ step: 2 }) });
    await open(s);
    const a1 = await radiogroup(/^A1\. Chúng tôi làm việc cùng nhau/);
    const radios = within(a1).getAllByRole('radio');
    expect(radios.map((r) => r.closest('.hm-vote-option')?.textContent)).toEqual([
      'Rất không đồng ý',
      'Không đồng ý',
      'Trung lập',
      'Đồng ý',
      'Rất đồng ý',
      'Không áp dụng / Không biết',
    ]);
    const u = user();
    await u.click(within(a1).getByLabelText('Trung lập'));
    expect((within(a1).getByLabelText('Trung lập') as HTMLInputElement).checked).toBe(true);
    await u.keyboard('{ArrowRight}');
    expect((within(a1).getByLabelText('Đồng ý') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(within(a1).getByLabelText('Đồng ý'));
    expect((within(a1).getByLabelText('Trung lập') as HTMLInputElement).checked).toBe(false);
  });

  it('asks a checkbox part with several answers and a text part with a labelled box', async () => {
    const s = server({ draft: draft({ step: 3 }) });
    await open(s);
    const k1 = await screen.findByRole('group', { name: /^K1\. Anh\/chị báo cáo sự cố qua kênh nào/ });
    const u = user();
    await u.click(within(k1).getByLabelText('Phần mềm'));
    await u.click(within(k1).getByLabelText('Điện thoại'));
    expect(
      within(k1)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Tiếp' }));
    const box = await screen.findByLabelText(/^H1\. Ý kiến khác về an toàn người bệnh/);
    await u.type(box, 'Cần thêm nhân lực ca đêm');
    await waitFor(
      () =>
        expect(saves(s).at(-1)?.answers).toEqual([
          { cauhoi_id: 130, gia_tri: [1, 3] },
          { cauhoi_id: 140, noi_dung: 'Cần thêm nhân lực ca đêm' },
        ]),
      { timeout: 2000 },
    );
  });

  it('shows the questionnaire in English when chosen, keeping the answers', async () => {
    const s = server({ draft: draft({ step: 2, answers: [{ cauhoi_id: 110, gia_tri: [4] }] }) });
    await open(s);
    await user().click(screen.getByLabelText('English'));
    const a1 = await radiogroup(/^A1\. We work together as an effective team/);
    expect((within(a1).getByLabelText('Agree') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Patient safety culture 2026' })).toBeTruthy();
    await waitFor(() => expect(saves(s).at(-1)?.language).toBe('en'), { timeout: 2000 });
  });

  it('shows every text of the form in English when the form is read in English, on a Vietnamese page', async () => {
    const s = server({ draft: draft({ step: 2, answers: [{ cauhoi_id: 110, gia_tri: [4] }] }) });
    await open(s);
    expect(screen.getByText('Bước 3/6')).toBeTruthy();
    await user().click(screen.getByLabelText('English'));
    await radiogroup(/^A1\. We work together as an effective team/);
    expect(screen.getByText('Step 3 of 6')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress through the form' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language of the form' })).toBeTruthy();
    expect(await screen.findByText('Saved', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(/Bước|Quay lại|Đã lưu/)).toBeNull();
    // Back to Vietnamese: the form's words follow.
    await user().click(screen.getByLabelText('Tiếng Việt'));
    expect(await screen.findByText('Bước 3/6')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeTruthy();
  });

  it('says when there is no version to fill in', async () => {
    renderPage(<VotePage />, { server: server(), url: '/vi/KhaoSat/StepForm', user: staffUser });
    expect(await screen.findByText('Chưa chọn đợt khảo sát')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Về danh sách bình chọn' }));
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat');
  });

  it('says when the user has voted already', async () => {
    await act(async () => renderPage(<VotePage />, { server: server({ voted: true }), url: URL, user: staffUser }));
    expect(await screen.findByText('Anh/chị đã bình chọn đợt khảo sát này')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it("shows the server's refusal to open the questionnaire (not invited)", async () => {
    const s = server();
    s.on(`GET ${VOTE_PATH.questionnaire(3, 'vi')}`, () => fail(403, 'Bạn không được mời tham gia phiên bản khảo sát này'));
    renderPage(<VotePage />, { server: s, url: URL, user: staffUser });
    expect(await screen.findByText('Bạn không được mời tham gia phiên bản khảo sát này')).toBeTruthy();
  });

  it('asks the questionnaire and its privacy notice together with the check, not after it (issue 32)', async () => {
    // The check fails: had the form waited for it, neither would be asked at all.
    const s = server();
    s.on(`GET ${VOTE_PATH.check}`, () => fail(503, 'Máy chủ đang bận'));
    renderPage(<VotePage />, { server: s, url: URL, user: staffUser });
    expect(await screen.findByText('Máy chủ đang bận')).toBeTruthy();
    expect(s.requests('GET', VOTE_PATH.questionnaire(3, 'vi'))).toHaveLength(1);
    expect(s.requests('GET', VOTE_PATH.privacy(3))).toHaveLength(1);
  });
});

describe('StepForm: autosave and resume', () => {
  beforeEach(() => sessionStorage.clear());

  it('saves an answer 500 ms after the change, says so, and keeps no local copy once saved', async () => {
    const s = server({ draft: draft({ step: 2 }) });
    await open(s);
    const a1 = await radiogroup(/^A1\./);
    const before = saves(s).length;
    await user().click(within(a1).getByLabelText('Đồng ý'));
    expect(saves(s)).toHaveLength(before);
    expect(screen.getByText('Đang lưu…')).toBeTruthy();
    expect(sessionStorage.getItem('hm_vote_draft:u9:3')).toContain('"gia_tri":[4]');
    await waitFor(() => expect(saves(s)).toHaveLength(before + 1), { timeout: 1500 });
    expect(saves(s).at(-1)).toEqual({ phien_ban_id: 3, step: 2, language: 'vi', answers: [{ cauhoi_id: 110, gia_tri: [4] }] });
    expect(await screen.findByText('Đã lưu')).toBeTruthy();
    expect(sessionStorage.getItem('hm_vote_draft:u9:3')).toBeNull();
  });

  it('resumes at the saved step with the saved answers', async () => {
    const s = server({
      draft: draft({
        step: 2,
        answers: [
          { cauhoi_id: 100, gia_tri: [9] },
          { cauhoi_id: 111, gia_tri: [2] },
        ],
      }),
    });
    await open(s);
    const a2 = await radiogroup(/^A2\./);
    expect((within(a2).getByLabelText('Không đồng ý') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Bước 3/6')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Quay lại' }));
    const position = await radiogroup(/^Vị trí công việc của anh\/chị là gì/);
    // On a ten-position list, 9 is a position like the others.
    expect((within(position).getByLabelText('Vị trí 9') as HTMLInputElement).checked).toBe(true);
  });

  it("prefers this tab's unsaved answers to the server's draft, and sends them", async () => {
    sessionStorage.setItem('hm_vote_draft:u9:3', JSON.stringify({ phien_ban_id: 3, step: 2, language: 'vi', answers: [{ cauhoi_id: 110, gia_tri: [5] }] }));
    const s = server({ draft: draft({ step: 1, answers: [{ cauhoi_id: 110, gia_tri: [1] }] }) });
    await open(s);
    const a1 = await radiogroup(/^A1\./);
    expect((within(a1).getByLabelText('Rất đồng ý') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(saves(s).at(-1)?.answers).toEqual([{ cauhoi_id: 110, gia_tri: [5] }]), { timeout: 1500 });
  });

  it('keeps the answers when a save fails, says so, and saves them on retry', async () => {
    const s = server({ draft: draft({ step: 2 }) });
    s.on(`PUT ${VOTE_PATH.draft}`, () => fail(503, 'Máy chủ đang bận'));
    await open(s);
    await user().click(within(await radiogroup(/^A1\./)).getByLabelText('Đồng ý'));
    expect(await screen.findByText(/Chưa lưu được lên máy chủ, đang thử lại/, {}, { timeout: 2000 })).toBeTruthy();
    expect(sessionStorage.getItem('hm_vote_draft:u9:3')).toContain('"gia_tri":[4]');
    s.on(`PUT ${VOTE_PATH.draft}`, () => ({ updated_at: '2026-03-05 09:01:00' }));
    await user().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Đã lưu')).toBeTruthy();
    expect(sessionStorage.getItem('hm_vote_draft:u9:3')).toBeNull();
  });

  it("shows the server's reason when it refuses a draft (the survey closed)", async () => {
    const s = server({ draft: draft({ step: 2 }) });
    s.on(`PUT ${VOTE_PATH.draft}`, () => fail(409, 'Đợt khảo sát đã kết thúc lúc 2026-03-31 17:00, không nhận thêm phiếu'));
    await open(s);
    await user().click(within(await radiogroup(/^A1\./)).getByLabelText('Đồng ý'));
    expect(await screen.findByText(/Chưa lưu được bản nháp \(Đợt khảo sát đã kết thúc lúc 2026-03-31 17:00/, {}, { timeout: 2000 })).toBeTruthy();
  });
});

describe('StepForm: review and submit', () => {
  beforeEach(() => sessionStorage.clear());
  const answered = [
    { cauhoi_id: 100, gia_tri: [2] },
    { cauhoi_id: 110, gia_tri: [4] },
  ];

  it('lists the unanswered questions with a way back to each', async () => {
    const s = server({ draft: draft({ step: 5, answers: answered }) });
    await open(s);
    expect(await screen.findByRole('heading', { level: 2, name: 'Xem lại và gửi phiếu' })).toBeTruthy();
    expect(screen.getByText('Anh/chị đã trả lời 2/5 câu hỏi.')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Các câu chưa trả lời' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Trả lời câu A2. Chúng tôi có đủ nhân lực.', 'Trả lời câu K1. Anh/chị báo cáo sự cố qua kênh nào?', 'Trả lời câu H1. Ý kiến khác về an toàn người bệnh']);
    await user().click(within(list).getByRole('button', { name: /^Trả lời câu A2\./ }));
    const a2 = await radiogroup(/^A2\./);
    expect(a2.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Bước 3/6')).toBeTruthy();
  });

  it('sends the answers once with a UUID key, then thanks the voter and says the vote counts', async () => {
    const s = server({ draft: draft({ step: 5, answers: answered }) });
    await open(s);
    await user().click(await screen.findByRole('button', { name: 'Gửi phiếu' }));
    expect(await screen.findByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeTruthy();
    expect(screen.getByText('Phiếu hợp lệ: được tính vào kết quả khảo sát.')).toBeTruthy();
    expect(submits(s)).toHaveLength(1);
    expect(submits(s)[0]).toEqual({ phien_ban_id: 3, language: 'vi', answers: answered, idempotency_key: expect.stringMatching(UUID_V4) });
    expect(sessionStorage.getItem('hm_vote_draft:u9:3')).toBeNull();
    // No draft save after the submit.
    const after = saves(s).length;
    await new Promise((r) => setTimeout(r, 700));
    expect(saves(s)).toHaveLength(after);
    await user().click(screen.getByRole('button', { name: 'Về danh sách bình chọn' }));
    expect(screen.getByTestId('location').textContent).toBe('/vi/KhaoSat');
  });

  it('sends once on a double click', async () => {
    const s = server({ draft: draft({ step: 5, answers: answered }) });
    await open(s);
    await user().dblClick(await screen.findByRole('button', { name: 'Gửi phiếu' }));
    expect(await screen.findByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeTruthy();
    expect(submits(s)).toHaveLength(1);
  });

  it('retries after a network failure with the same key, and says the form counts once', async () => {
    const s = server({ draft: draft({ step: 5, answers: answered }) });
    await open(s);
    const realFetch = (s.fetch as unknown as jest.Mock).getMockImplementation()!;
    let lostKey = '';
    (s.fetch as unknown as jest.Mock).mockImplementationOnce(async (_url: string, init: RequestInit) => {
      lostKey = (JSON.parse(init.body as string) as TVoteSubmit).idempotency_key;
      throw new TypeError('Failed to fetch');
    });
    await user().click(await screen.findByRole('button', { name: 'Gửi phiếu' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Chưa gửi được phiếu');
    expect(alert.textContent).toContain('phiếu chỉ được tính một lần');
    expect(lostKey).toMatch(UUID_V4);
    (s.fetch as unknown as jest.Mock).mockImplementation(realFetch);
    await user().click(screen.getByRole('button', { name: 'Gửi phiếu' }));
    expect(await screen.findByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeTruthy();
    expect(submits(s).map((b) => b.idempotency_key)).toEqual([lostKey]);
  });

  it('shows a refusal in Vietnamese, and a new attempt gets a new key', async () => {
    const s = server({ draft: draft({ step: 5, answers: answered }) });
    s.on(`POST ${VOTE_PATH.submit}`, () => fail(409, 'Đợt khảo sát đang tạm dừng, vui lòng quay lại sau'));
    await open(s);
    await user().click(await screen.findByRole('button', { name: 'Gửi phiếu' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('Đợt khảo sát đang tạm dừng, vui lòng quay lại sau');
    // Brought to the voter: a phone shows the end of the review below the sticky buttons.
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    s.on(`POST ${VOTE_PATH.submit}`, () => ({ ...SUBMIT_OK, hop_le: 0, hoan_thanh: false }));
    await user().click(screen.getByRole('button', { name: 'Gửi phiếu' }));
    expect(await screen.findByText(/không có câu trả lời nào ngoài phần thông tin chung/)).toBeTruthy();
    const [first, second] = submits(s).map((b) => b.idempotency_key);
    expect(first).not.toBe(second);
  });

  it('says so when the vote was recorded already', async () => {
    const s = server({ draft: draft({ step: 5, answers: answered }) });
    s.on(`POST ${VOTE_PATH.submit}`, () => fail(409, 'Bạn đã gửi phiếu bình chọn cho phiên bản khảo sát này; mỗi người chỉ gửi phiếu một lần'));
    await open(s);
    await user().click(await screen.findByRole('button', { name: 'Gửi phiếu' }));
    expect((await screen.findByRole('alert')).textContent).toContain('mỗi người chỉ gửi phiếu một lần');
  });
});
