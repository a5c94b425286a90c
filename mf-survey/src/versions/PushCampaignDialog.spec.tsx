import { ROLE_LEVEL } from '@hm/contract';
import { fakeServer, page } from '@hm/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATH, versionRow } from '../test/fixtures';
import { author, choose, renderPage, toasts } from '../test/render';
import VersionListPage from './VersionListPage';

const PUSH = `${PATH.versions}/trien-khai`;
const systemAdmin = { ...author, phan_quyen_cap: ROLE_LEVEL.systemAdmin };
const template = versionRow({ phien_ban_id: 1, hospital_id: null, hospital_name: null, is_template: true, tieu_de_khao_sat: 'AHRQ SOPS 2.0 mẫu', tieu_de_khao_sat_en: '' });

function server() {
  return fakeServer({
    [`GET ${PATH.versions}`]: (req) => page(req.query.get('la_mau') === 'true' ? [template] : []),
    [`GET ${PATH.hospitals}`]: () => [],
    ['GET /votesafety/v1/nhom-benh-vien']: () => page([{ nhom_id: 4, ten: 'Sở Y tế Hà Nội', ma_tinh: '01', ten_tinh: 'Hà Nội', hospitals: [], tai_khoan: [] }]),
    [`POST ${PUSH}`]: (req) => ({
      dot_trien_khai: (req.body as { dot_trien_khai: string }).dot_trien_khai,
      versions: [
        { hospital_id: 2, name: 'BV A', phien_ban_id: 10 },
        { hospital_id: 3, name: 'BV B', phien_ban_id: 11 },
      ],
    }),
  });
}

describe('Triển khai tới nhiều bệnh viện', () => {
  it('is offered to system administrators only', async () => {
    renderPage(<VersionListPage />, { server: server() });
    expect(await screen.findByText('Chưa có phiên bản khảo sát')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Triển khai tới nhiều bệnh viện' })).toBeNull();
  });

  it('asks for the template and the group, then pushes them with one window and a key of its own', async () => {
    const s = server();
    renderPage(<VersionListPage />, { server: s, user: systemAdmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Triển khai tới nhiều bệnh viện' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Triển khai' }));
    expect(await within(dialog).findByText('Vui lòng chọn bộ câu hỏi mẫu')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng chọn nhóm bệnh viện')).toBeTruthy();
    expect(s.requests('POST')).toHaveLength(0);

    await choose('Bộ câu hỏi mẫu', 'AHRQ SOPS 2.0 mẫu');
    await choose('Nhóm bệnh viện', 'Sở Y tế Hà Nội');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Triển khai' }));
    await waitFor(() => expect(s.requests('POST', PUSH)).toHaveLength(1));
    expect(s.requests('POST', PUSH)[0]!.body).toEqual({
      dot_trien_khai: expect.stringMatching(/^[0-9a-f]{32}$/),
      mau_id: 1,
      nhom_id: 4,
      time_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
      time_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 17:00:00$/),
    });
    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ severity: 'success', summary: 'Đã tạo 2 phiên bản: BV A, BV B' })));
  });
});
