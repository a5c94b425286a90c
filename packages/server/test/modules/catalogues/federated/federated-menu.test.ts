import { seed } from '../../../../src/seed/index.js';
import { createTestApp, type TestApp } from '../../../helpers/app.js';
import { menuOf, seededBeforeScreen } from '../../../helpers/seeded-menu.js';

// The federated benchmark's page (issue 30 item 3, docs/decisions/federated-benchmark.md
// "Screens"): a menu entry of system administrators, added once to a database seeded before it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the federated benchmark page', () => {
  it('is in the menu of system administrators, and added once to a database seeded before it', async () => {
    const expected = [{ path: '/HeThongDanhMuc/DiemChuanLienKet', ma_phan_quyen: 'SYSTEM_ADMIN' }];
    expect(await menuOf(t.database.db, 'DM_DIEM_CHUAN_LIEN_KET')).toEqual(expected);
    await seededBeforeScreen(t.database.db, 'DM_DIEM_CHUAN_LIEN_KET', 'seed:federated-benchmark:1');
    expect(await menuOf(t.database.db, 'DM_DIEM_CHUAN_LIEN_KET')).toEqual([]);
    await seed(t.database.db, { demo: true, adminPassword: null });
    await seed(t.database.db, { demo: true, adminPassword: null });
    expect(await menuOf(t.database.db, 'DM_DIEM_CHUAN_LIEN_KET')).toEqual(expected);
  });
});
