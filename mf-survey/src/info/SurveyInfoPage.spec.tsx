import { screen, within } from '@testing-library/react';
import { fakeServer, page } from '@hm/platform/testing';
import { PATH, versionRow } from '../test/fixtures';
import { renderPage, staffUser } from '../test/render';
import SurveyInfoPage from './SurveyInfoPage';

describe('/ThongTinKhaoSat', () => {
  it("explains the instruments, the translation and the scoring, and lists the hospital's versions", async () => {
    const s = fakeServer({ [`GET ${PATH.versions}`]: () => page([versionRow({ status_khao_sat: 2 })]) });
    renderPage(<SurveyInfoPage />, { server: s, url: '/vi/ThongTinKhaoSat' });
    expect(screen.getByText(/không phải bản dịch chính thức của AHRQ/)).toBeTruthy();
    expect(screen.getByText(/Tỷ lệ phản hồi = số phiếu hoàn thành \/ \(số nhân viên được mời − số không đủ điều kiện\)/)).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Các đợt khảo sát của bệnh viện' }));
    expect(await table.findByText('Khảo sát văn hóa an toàn 2026')).toBeTruthy();
    expect(table.getByText('Đã đóng', { selector: '.p-tag-value' })).toBeTruthy();
    expect(s.requests('GET', PATH.versions)[0]!.query.get('hospitalId')).toBe('1');
  });

  it('shows voters the surveys open for them', async () => {
    const s = fakeServer({ '/': () => null, [`GET /votesafety/v1/phien-ban-khao-sat-new`]: () => [{ ...versionRow(), nhan_vien_khao_sat_id: 5, trang_thai_cua_toi: 1 }] });
    renderPage(<SurveyInfoPage />, { server: s, url: '/vi/ThongTinKhaoSat', user: staffUser });
    expect(await screen.findByText('Khảo sát văn hóa an toàn 2026')).toBeTruthy();
    expect(s.requests('GET', PATH.versions)).toHaveLength(0);
  });
});
