import { endpoints, type TComment, type TCommentList } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardServer, route } from '../test/fixtures';
import { admin, renderPage } from '../test/render';
import CommentsPage from './CommentsPage';

const reader = { ...admin, chuc_nang: [...admin.chuc_nang, 'Y_KIEN_DOC'] };

const comment = (over: Partial<TComment> = {}): TComment => ({
  key: 'AbCdEfGhIjKlMnOpQrStUv',
  cauhoi_id: 41,
  question: 'H1 – Ý kiến khác',
  don_vi: 3,
  unit: 'Khoa Nội',
  text: 'Cảm ơn anh [tên] đã hỗ trợ, gọi [số điện thoại]',
  masked: { names: 1, phones: 1, emails: 0 },
  ma_composite: null,
  flagged: false,
  ...over,
});

const list = (over: Partial<TCommentList> = {}): TCommentList => ({
  data: [comment(), comment({ key: 'ZyXwVuTsRqPoNmLkJiHgFe', don_vi: null, unit: null, text: 'Cần thêm tập huấn.', masked: { names: 0, phones: 0, emails: 0 } })],
  total: 2,
  page: 1,
  size: 20,
  min_group_size: 5,
  withheld: null,
  questions: [{ cauhoi_id: 41, label: 'H1 – Ý kiến khác' }],
  units: [
    { don_vi: 3, label: 'Khoa Nội', shown: true },
    { don_vi: 4, label: 'Khoa Mắt', shown: false },
  ],
  composites: [{ ma_composite: 'TW', name: 'Làm việc nhóm' }],
  ...over,
});

describe('staff comments', () => {
  it('shows the masked comments of the latest closed wave, the incident note, and tags a comment', async () => {
    const s = dashboardServer({
      [route(endpoints.commentList)]: () => list(),
      [route(endpoints.commentTag)]: (req) => ({ key: 'AbCdEfGhIjKlMnOpQrStUv', ma_composite: null, flagged: (req.body as { flagged: boolean }).flagged }),
    });
    renderPage(<CommentsPage />, { server: s, url: '/Dashboard/YKienGopY', user: reader });
    expect(await screen.findByRole('heading', { name: '2 ý kiến', level: 2 })).toBeTruthy();
    expect(screen.getByText('Cảm ơn anh [tên] đã hỗ trợ, gọi [số điện thoại]')).toBeTruthy();
    expect(screen.getByText('Không nêu khoa (nhóm nhỏ)')).toBeTruthy();
    expect(screen.getByText('Đã che: 1 tên, 1 số điện thoại')).toBeTruthy();
    expect(screen.getByText(/không phải là báo cáo sự cố/)).toBeTruthy();
    const first = s.requests('GET', endpoints.commentList.path)[0]!.query;
    expect([first.get('phien_ban_id'), first.get('hospital_id'), first.get('page')]).toEqual(['3', '1', '1']);

    const items = screen.getAllByRole('listitem');
    await userEvent.click(within(items[0]!).getByRole('checkbox', { name: 'Chuyển cho nhóm xử lý sự cố' }));
    await waitFor(() => expect(s.requests('PUT', endpoints.commentTag.path)).toHaveLength(1));
    expect(s.requests('PUT', endpoints.commentTag.path)[0]!.body).toEqual({ phien_ban_id: 3, hospital_id: 1, key: 'AbCdEfGhIjKlMnOpQrStUv', ma_composite: null, flagged: true });
  });

  it('says plainly why a small unit shows no comment', async () => {
    const s = dashboardServer({ [route(endpoints.commentList)]: () => list({ data: [], total: 0, withheld: 'unit' }) });
    renderPage(<CommentsPage />, { server: s, url: '/Dashboard/YKienGopY?phien_ban_id=3&hospital_id=1', user: reader });
    expect(await screen.findByText(/Khoa\/đơn vị này có dưới 5 người trả lời/)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('searches after typing and shows the empty state', async () => {
    const s = dashboardServer({ [route(endpoints.commentList)]: (req) => (req.query.get('keyword') ? list({ data: [], total: 0 }) : list()) });
    renderPage(<CommentsPage />, { server: s, url: '/Dashboard/YKienGopY', user: reader });
    await screen.findByRole('heading', { name: '2 ý kiến', level: 2 });
    await userEvent.type(screen.getByLabelText('Tìm trong ý kiến (đã che)'), 'tap huan');
    expect(await screen.findByText('Không có ý kiến nào khớp bộ lọc.', undefined, { timeout: 4000 })).toBeTruthy();
    expect(s.requests('GET', endpoints.commentList.path).some((r) => r.query.get('keyword') === 'tap huan')).toBe(true);
  });
});
