import { sql } from 'kysely';
import { seed } from '../../../../src/seed/index.js';
import { createTestApp, type TestApp } from '../../../helpers/app.js';

// The federated benchmark's page (issue 30 item 3, docs/decisions/federated-benchmark.md
// "Screens"): a menu entry of system administrators, added once to a database seeded before it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menuOf = () =>
  t.database.db
    .selectFrom('menu as m')
    .innerJoin('phan_quyen_menu as pm', 'pm.menu_id', 'm.menu_id')
    .innerJoin('phan_quyen as g', 'g.phan_quyen_id', 'pm.phan_quyen_id')
    .select(['m.path', 'g.ma_phan_quyen'])
    .where('m.ma_menu', '=', 'DM_DIEM_CHUAN_LIEN_KET')
    .execute();

describe('the federated benchmark page', () => {
  it('is in the menu of system administrators, and added once to a database seeded before it', async () => {
    const expected = [{ path: '/HeThongDanhMuc/DiemChuanLienKet', ma_phan_quyen: 'SYSTEM_ADMIN' }];
    expect(await menuOf()).toEqual(expected);
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('phan_quyen_menu')
        .where('menu_id', 'in', trx.selectFrom('menu').select('menu_id').where('ma_menu', '=', 'DM_DIEM_CHUAN_LIEN_KET'))
        .execute();
      await trx.deleteFrom('menu').where('ma_menu', '=', 'DM_DIEM_CHUAN_LIEN_KET').execute();
      await sql`DELETE FROM schema_migrations WHERE version = 'seed:federated-benchmark:1'`.execute(trx);
    });
    expect(await menuOf()).toEqual([]);
    await seed(t.database.db, { demo: true, adminPassword: null });
    await seed(t.database.db, { demo: true, adminPassword: null });
    expect(await menuOf()).toEqual(expected);
  });
});
