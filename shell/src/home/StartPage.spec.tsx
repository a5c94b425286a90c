import { endpoints, FN, fillPath, type TOpenVersion, type TSurveyVersionRow } from '@hm/contract';
import { fakeServer, page, renderPage } from '@hm/platform/testing';
import { screen, within } from '@testing-library/react';
import { testUser } from '../test/users';
import './home-texts';
import StartPage from './StartPage';

const route = (e: { method: string; path: string }) => `${e.method} ${fillPath(e.path, {})}`;
const soon = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 19)}`;
};
const version = (over: Partial<TSurveyVersionRow>): TSurveyVersionRow => ({
  phien_ban_id: 1,
  hospital_id: 1,
  hospital_name: 'Bệnh viện Demo',
  is_template: false,
  instrument_code: 'HSOPS2',
  copied_from_id: null,
  language: 'vi',
  tieu_de_khao_sat: 'Khảo sát 2026',
  tieu_de_khao_sat_en: '',
  mo_ta_khao_sat: '',
  mo_ta_khao_sat_en: '',
  noi_dung_khao_sat: '',
  noi_dung_khao_sat_en: '',
  time_start: soon(-2),
  time_end: soon(10),
  created_at: soon(-3),
  started_at: soon(-2),
  status_khao_sat: 1,
  tam_ngung: false,
  co_ket_qua: false,
  so_da_binh_chon: 30,
  so_hoan_chinh: 29,
  tong_so_nhan_vien: 120,
  ...over,
});

describe('the start page after sign-in', () => {
  it('gives staff their open surveys with a vote button, and the opening time of a scheduled one', async () => {
    const mine: TOpenVersion[] = [
      { ...version({}), nhan_vien_khao_sat_id: 5, trang_thai_cua_toi: 1 },
      { ...version({ phien_ban_id: 2, tieu_de_khao_sat: 'Khảo sát quý 4', time_start: soon(1) }), nhan_vien_khao_sat_id: 6, trang_thai_cua_toi: 1 },
    ];
    const server = fakeServer({ [route(endpoints.versionNew)]: () => mine });
    renderPage(<StartPage />, { server, url: '/vi', user: testUser({ chuc_nang: [FN.surveyVote] }) });
    expect(await screen.findByRole('button', { name: 'Bình chọn: Khảo sát 2026' })).toBeTruthy();
    expect(screen.getByText(/còn 10 ngày/)).toBeTruthy();
    expect(screen.getByText(/^Mở lúc /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bình chọn: Khảo sát quý 4' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Đợt khảo sát đang chạy' })).toBeNull();
  });

  it('gives managers their running surveys with the response rate and shortcuts', async () => {
    const server = fakeServer({
      [route(endpoints.versionNew)]: () => [],
      [route(endpoints.versionList)]: () => page([version({})]),
    });
    renderPage(<StartPage />, { server, url: '/vi', user: testUser() });
    const running = await screen.findByRole('region', { name: 'Đợt khảo sát đang chạy' });
    expect(await within(running).findByText('30 / 120 đã gửi phiếu (25%)')).toBeTruthy();
    expect(within(running).getByRole('link', { name: 'Tình trạng tham gia: Khảo sát 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tài khoản bệnh viện' })).toBeTruthy();
    expect(screen.getByText('Hiện không có đợt khảo sát nào mời bạn.')).toBeTruthy();
  });
});
