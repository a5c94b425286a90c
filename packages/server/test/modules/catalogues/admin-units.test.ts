import type { TAdminUnit } from '@hm/contract';
import { createTestApp, body, type TestApp } from '../../helpers/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // Any logged-in user: a plain staff account with no catalogue function.
  token = await t.login('nhanvien01');
});
afterAll(() => t.close());

const get = (url: string) => t.as(token, { method: 'GET', url });
const units = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return body<TAdminUnit[]>(res).data;
};
const vi = new Intl.Collator('vi');

describe('administrative units (after 1 July 2025)', () => {
  it('lists the 34 provinces and centrally-run cities with their GSO codes, in Vietnamese order', async () => {
    const provinces = await units('/auth/v1/donvihanhchinh/cap/1');
    expect(provinces).toHaveLength(34);
    expect(provinces.find((p) => p.ma === '01')).toEqual({ ma: '01', ten: 'Hà Nội', loai: 'Thành phố', cap: 1, ma_cha: null });
    expect(provinces.find((p) => p.ma === '79')).toMatchObject({ ten: 'Hồ Chí Minh', loai: 'Thành phố' });
    expect(provinces.find((p) => p.ma === '04')).toMatchObject({ ten: 'Cao Bằng', loai: 'Tỉnh' });
    expect(provinces.filter((p) => p.loai === 'Thành phố')).toHaveLength(6);
    const names = provinces.map((p) => p.ten);
    expect(names).toEqual([...names].sort(vi.compare));
    // Đ after D, not after Z as by code point: Đà Nẵng and Đắk Lắk stand before Gia Lai.
    expect(names.indexOf('Đà Nẵng')).toBeLessThan(names.indexOf('Gia Lai'));
  });

  it('lists the 3,321 communes, wards and special zones', async () => {
    const communes = await units('/auth/v1/donvihanhchinh/cap/2');
    expect(communes).toHaveLength(3321);
    const count = (loai: string) => communes.filter((c) => c.loai === loai).length;
    expect([count('Phường'), count('Xã'), count('Đặc khu')]).toEqual([687, 2621, 13]);
    expect(communes.every((c) => c.cap === 2 && /^\d{5}$/.test(c.ma) && /^\d{2}$/.test(c.ma_cha ?? ''))).toBe(true);
  });

  it('gives the communes of Hà Nội, and the province of a known ward', async () => {
    const hanoi = await units('/auth/v1/donvihanhchinh/parentid/01');
    expect(hanoi).toHaveLength(126);
    expect(hanoi.every((c) => c.ma_cha === '01')).toBe(true);
    expect(hanoi.find((c) => c.ma === '00004')).toEqual({ ma: '00004', ten: 'Phường Ba Đình', loai: 'Phường', cap: 2, ma_cha: '01' });
    const names = hanoi.map((c) => c.ten);
    expect(names).toEqual([...names].sort(vi.compare));

    const hcm = await units('/auth/v1/donvihanhchinh/parentid/79');
    expect(hcm).toHaveLength(168);
    const benThanh = hcm.find((c) => c.ten === 'Phường Bến Thành')!;
    expect(benThanh).toMatchObject({ ma: '26743', ma_cha: '79' });
    const provinces = await units('/auth/v1/donvihanhchinh/cap/1');
    expect(provinces.find((p) => p.ma === benThanh.ma_cha)!.ten).toBe('Hồ Chí Minh');
    // A commune has no children.
    expect(await units('/auth/v1/donvihanhchinh/parentid/00004')).toEqual([]);
  });

  it('refuses a bad level or code with a Vietnamese 400', async () => {
    for (const level of ['3', '0', 'abc', '%00', '1%00']) {
      const res = await get(`/auth/v1/donvihanhchinh/cap/${level}`);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('Cấp đơn vị hành chính phải là 1 hoặc 2');
    }
    for (const id of ['abc', '%00', '01%00', '1', '123456', '%27%20OR%201%3D1']) {
      const res = await get(`/auth/v1/donvihanhchinh/parentid/${id}`);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('Mã đơn vị hành chính không hợp lệ');
    }
  });

  it('answers 404 for an unknown code', async () => {
    for (const id of ['99', '00000', '02']) {
      const res = await get(`/auth/v1/donvihanhchinh/parentid/${id}`);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Không tìm thấy đơn vị hành chính');
    }
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/donvihanhchinh/cap/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/donvihanhchinh/parentid/01' })).statusCode).toBe(401);
  });
});
