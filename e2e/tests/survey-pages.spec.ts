import { test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { checkPage } from './page-check';

// Every survey page of spec §2 as a quality manager (bvadmin) and the vote pages as staff: the
// page renders, axe finds no serious or critical violation at 1280 px, and nothing scrolls
// sideways on a 360 px phone (issue 18).

interface Envelope<T> {
  code: number;
  data: T;
}

test('every survey page passes axe and fits a phone, for a quality manager', async ({ page, request }) => {
  test.setTimeout(480_000);
  const versions = (await (await request.get('/votesafety/v1/phien-ban-khao-sat?size=5', { headers: bearer(await apiToken(request, 'bvadmin')) })).json()) as Envelope<{
    data: { phien_ban_id: number }[];
  }>;
  const id = versions.data.data[0]!.phien_ban_id;
  await signIn(page, 'bvadmin');
  for (const path of [
    '/vi/KhaoSat',
    '/vi/KhaoSat/FormPhienBan',
    '/vi/KhaoSat/FormPhienBan?moi=1',
    `/vi/KhaoSat/FormPhienBan?phien_ban_id=${id}`,
    `/vi/KhaoSat/FormPhanCauHoi?phien_ban_id=${id}`,
    `/vi/KhaoSat/FormCauHoi?phien_ban_id=${id}`,
    `/vi/KhaoSat/FormDapAn?phien_ban_id=${id}`,
    `/vi/Composite?phien_ban_id=${id}`,
    `/vi/KhaoSat/MSettingBenhVien?phien_ban_id=${id}`,
    `/vi/KhaoSat/MSettingUser?phien_ban_id=${id}`,
    `/vi/KhaoSat/GroupUserByBV?phien_ban_id=${id}`,
    `/vi/KhaoSat/TableUser?phien_ban_id=${id}`,
    `/vi/KhaoSat/KhaoSatDetail?phien_ban_id=${id}`,
    '/vi/ThongTinKhaoSat',
    '/vi/KhaoSat/HopThu',
    '/vi/ThongTinNhanVien',
    '/vi',
  ])
    await checkPage(page, path);
});

test('the vote pages pass axe and fit a phone, for staff', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'nhanvien01');
  for (const path of ['/vi', '/vi/KhaoSat', '/vi/ThongTinNhanVien']) await checkPage(page, path);
});
