import type { TPage, TSurveyDetail, TSurveyVersion, TSurveyVersionRow } from '@hm/contract';
import { randomUUID } from 'node:crypto';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

let t: TestApp;
let demoId: number;
let demo2Id: number;
let hsops2: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demoId = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  demo2Id = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  hsops2 = (
    await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('instrument_code', '=', 'HSOPS2').where('is_template', '=', true).executeTakeFirstOrThrow()
  ).phien_ban_id;
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const V = '/votesafety/v1/phien-ban-khao-sat';
const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.as(tokens[user]!, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const window = { time_start: '2026-11-01 08:00:00', time_end: '2027-12-31 17:00:00' };

// Titles are unique within a hospital: each copy gets its own.
let copies = 0;
async function copyTemplate(user = 'bvadmin', hospital = demoId): Promise<TSurveyVersion> {
  const res = await call(user, 'POST', `${V}/${hsops2}/copy`, { hospital_id: hospital, tieu_de_khao_sat: `Khảo sát VHATNB 2026 số ${++copies}`, ...window });
  expect(res.statusCode).toBe(200);
  return body<TSurveyVersion>(res).data;
}
const count = async (table: 'phien_ban_khao_sat' | 'cau_hoi' | 'nhan_vien_khao_sat') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('templates', () => {
  it('lists both instruments as read-only templates', async () => {
    const page = body<TPage<TSurveyVersionRow>>(await call('bvadmin', 'GET', `${V}?la_mau=true`)).data;
    expect(page.data.map((v) => v.instrument_code).sort()).toEqual(['HSOPS2', 'HSOPSC1']);
    expect(page.data.every((v) => v.is_template && v.hospital_id === null)).toBe(true);
    const detail = body<TSurveyDetail>(await call('bvadmin', 'GET', `${V}/${hsops2}`)).data;
    expect(detail.composites).toHaveLength(10);
    expect(detail.parts.flatMap((p) => p.questions).find((q) => q.ma_cauhoi === 'A9')).toMatchObject({ thuan_nghich: 1, scale: expect.any(String) });
    const edit = await call('admin', 'PUT', V, { phien_ban_id: hsops2, tieu_de_khao_sat: 'x', ...window });
    expect(edit.statusCode).toBe(403);
    expect(body(edit).message).toContain('mẫu');
  });

  it('copies a template with its whole questionnaire in one action', async () => {
    const v = await copyTemplate();
    expect(v).toMatchObject({ hospital_id: demoId, instrument_code: 'HSOPS2', copied_from_id: hsops2, status_khao_sat: 1, tam_ngung: false, ...window });
    const [src, dst] = await Promise.all([hsops2, v.phien_ban_id].map(async (id) => body<TSurveyDetail>(await call('bvadmin', 'GET', `${V}/${id}`)).data));
    const shape = (d: TSurveyDetail) => d.parts.map((p) => [p.ma_phan, p.questions.map((q) => [q.ma_cauhoi, q.thuan_nghich, q.answers.map((a) => a.gia_tri)])]);
    expect(shape(dst!)).toEqual(shape(src!));
    expect(dst!.composites.map((c) => c.cauhoi_ids.length)).toEqual(src!.composites.map((c) => c.cauhoi_ids.length));
    expect(dst!.composites[0]!.cauhoi_ids.every((id) => dst!.parts.some((p) => p.questions.some((q) => q.cauhoi_id === id)))).toBe(true);
  });

  it("keeps the manager's own title in English too, unless they give an English one", async () => {
    const own = await copyTemplate();
    expect(own.tieu_de_khao_sat_en).toBe('');
    const en = body<TSurveyDetail>(await call('bvadmin', 'GET', `${V}/${own.phien_ban_id}/en`)).data;
    expect(en.tieu_de_khao_sat).toBe(own.tieu_de_khao_sat);
    const given = await call('bvadmin', 'POST', `${V}/${hsops2}/copy`, {
      hospital_id: demoId,
      tieu_de_khao_sat: 'Khảo sát có tên tiếng Anh',
      tieu_de_khao_sat_en: 'Our own survey',
      ...window,
    });
    expect(body<TSurveyVersion>(given).data.tieu_de_khao_sat_en).toBe('Our own survey');
    const template = body<TSurveyVersion>(await call('bvadmin', 'GET', `${V}/${hsops2}`)).data;
    const kept = body<TSurveyVersion>(await call('bv2admin', 'POST', `${V}/${hsops2}/copy`, { hospital_id: demo2Id, ...window })).data;
    expect(kept).toMatchObject({ tieu_de_khao_sat: template.tieu_de_khao_sat, tieu_de_khao_sat_en: template.tieu_de_khao_sat_en });
  });

  it('gives the questionnaire in the language asked, with fallback', async () => {
    const en = body<TSurveyDetail>(await call('bvadmin', 'GET', `${V}/${hsops2}/en`)).data;
    const a1 = en.parts.flatMap((p) => p.questions).find((q) => q.ma_cauhoi === 'A1')!;
    expect(a1.ten_cauhoi).toBe('In this unit, we work together as an effective team.');
    const vi = body<TSurveyDetail>(await call('bvadmin', 'GET', `${V}/${hsops2}/vi`)).data;
    expect(vi.parts.flatMap((p) => p.questions).find((q) => q.ma_cauhoi === 'A1')!.ten_cauhoi).not.toBe(a1.ten_cauhoi);
    expect((await call('bvadmin', 'GET', `${V}/${hsops2}/fr`)).statusCode).toBe(400);
  });
});

describe('versions', () => {
  it("lists submitted and complete responses with the dashboards' complete count", async () => {
    const rows = body<TPage<TSurveyVersionRow>>(await call('bvadmin', 'GET', `${V}?tam_ngung=false&size=100`)).data.data;
    const closed = rows.filter((r) => r.so_da_binh_chon > 0);
    expect(closed.length).toBeGreaterThan(0);
    for (const r of closed) {
      const rates = body<{ total: { submitted: number; complete: number } }>(
        await call('bvadmin', 'GET', `/votesafety/v1/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${r.phien_ban_id}`),
      ).data;
      expect({ submitted: r.so_da_binh_chon, complete: r.so_hoan_chinh }).toEqual({ submitted: rates.total.submitted, complete: rates.total.complete });
    }
  });

  it('creates, lists with counts, updates, soft-deletes and restores', async () => {
    const created = await call('bvadmin', 'POST', V, { hospital_id: demoId, tieu_de_khao_sat: 'Phiên bản tự soạn', ...window });
    expect(created.statusCode).toBe(200);
    const v = body<TSurveyVersion>(created).data;
    expect(v).toMatchObject({ tieu_de_khao_sat: 'Phiên bản tự soạn', language: 'vi', status_khao_sat: 1, instrument_code: null, co_ket_qua: false });

    const list = body<TPage<TSurveyVersionRow>>(await call('bvadmin', 'GET', `${V}?tam_ngung=false&keyword=tự soạn`)).data;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ phien_ban_id: v.phien_ban_id, so_da_binh_chon: 0, so_hoan_chinh: 0, tong_so_nhan_vien: 0, hospital_name: 'Bệnh viện Đa khoa Demo' });

    const upd = await call('bvadmin', 'PUT', V, { phien_ban_id: v.phien_ban_id, tieu_de_khao_sat: 'Đã sửa', tieu_de_khao_sat_en: 'Edited', ...window });
    expect(upd.statusCode).toBe(200);
    expect(body(upd).message).toBe('Cập nhật thành công');

    const hidden = await call('bvadmin', 'PUT', `${V}/delete`, { phien_ban_id: v.phien_ban_id });
    expect(body<TSurveyVersion>(hidden).data.tam_ngung).toBe(true);
    const shown = body<TPage<TSurveyVersionRow>>(await call('bvadmin', 'GET', `${V}?tam_ngung=false&keyword=Đã sửa`)).data;
    expect(shown.total).toBe(0);
    const trash = body<TPage<TSurveyVersionRow>>(await call('bvadmin', 'GET', `${V}?tam_ngung=true&keyword=Đã sửa`)).data;
    expect(trash.total).toBe(1);

    const restored = await call('bvadmin', 'PUT', V, { phien_ban_id: v.phien_ban_id, tieu_de_khao_sat: 'Đã sửa', ...window });
    expect(body<TSurveyVersion>(restored).data.tam_ngung).toBe(false);
  });

  it('refuses bad input with a Vietnamese message and changes nothing', async () => {
    const before = await count('phien_ban_khao_sat');
    const cases = [
      { hospital_id: demoId, tieu_de_khao_sat: '', ...window },
      { hospital_id: demoId, tieu_de_khao_sat: 'x', time_start: '2027-01-01 00:00:00', time_end: '2026-01-01 00:00:00' },
      { hospital_id: demoId, tieu_de_khao_sat: 'x', time_start: '2026-02-30 08:00:00', time_end: '2027-01-01 00:00:00' },
      { hospital_id: demoId, tieu_de_khao_sat: 'x', time_start: '01/02/2026', time_end: '2027-01-01 00:00:00' },
      { hospital_id: 'abc', tieu_de_khao_sat: 'x', ...window },
    ];
    for (const payload of cases) {
      const res = await call('bvadmin', 'POST', V, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toMatch(/[ạảãáàâăêôơưđ]/i);
    }
    const en = await call('bvadmin', 'POST', V, { hospital_id: demoId, language: 'en', tieu_de_khao_sat: 'Chỉ có tiếng Việt', ...window });
    expect(body(en).message).toContain('tiêu đề');
    expect(await count('phien_ban_khao_sat')).toBe(before);
  });

  it('refuses a title another version of the same hospital has (ignoring case and spaces), with the message on the field', async () => {
    const title = 'Khảo sát trùng tên 2026';
    const first = body<TSurveyVersion>(await call('bvadmin', 'POST', V, { hospital_id: demoId, tieu_de_khao_sat: title, ...window })).data;
    const before = await count('phien_ban_khao_sat');
    const expected = { code: 409, message: 'Bệnh viện đã có phiên bản khảo sát cùng tiêu đề: hãy đặt một tiêu đề khác', data: { errors: [{ path: 'tieu_de_khao_sat' }] } };
    const created = await call('bvadmin', 'POST', V, { hospital_id: demoId, tieu_de_khao_sat: `  ${title.toUpperCase()} `, ...window });
    expect(created.statusCode).toBe(409);
    expect(body(created)).toMatchObject(expected);
    const copied = await call('bvadmin', 'POST', `${V}/${hsops2}/copy`, { hospital_id: demoId, tieu_de_khao_sat: title.toLowerCase(), ...window });
    expect(copied.statusCode).toBe(409);
    expect(body(copied)).toMatchObject(expected);
    expect(await count('phien_ban_khao_sat')).toBe(before);

    const other = body<TSurveyVersion>(await call('bvadmin', 'POST', V, { hospital_id: demoId, tieu_de_khao_sat: 'Khảo sát khác tên', ...window })).data;
    const renamed = await call('bvadmin', 'PUT', V, { phien_ban_id: other.phien_ban_id, tieu_de_khao_sat: title, ...window });
    expect(renamed.statusCode).toBe(409);
    expect(body(renamed)).toMatchObject(expected);

    // Saving a version under its own title, the same title in another hospital, or after the first is hidden: fine.
    expect((await call('bvadmin', 'PUT', V, { phien_ban_id: first.phien_ban_id, tieu_de_khao_sat: title, tieu_de_khao_sat_en: 'Same', ...window })).statusCode).toBe(200);
    expect((await call('bv2admin', 'POST', V, { hospital_id: demo2Id, tieu_de_khao_sat: title, ...window })).statusCode).toBe(200);
    await call('bvadmin', 'PUT', `${V}/delete`, { phien_ban_id: first.phien_ban_id });
    expect((await call('bvadmin', 'PUT', V, { phien_ban_id: other.phien_ban_id, tieu_de_khao_sat: title, ...window })).statusCode).toBe(200);
  });

  it('refuses callers without the function, from another hospital, or without the licence', async () => {
    const v = await copyTemplate();
    expect((await call('nhanvien01', 'GET', V)).statusCode).toBe(403);
    expect((await call('nhanvien01', 'POST', V, { hospital_id: demoId, tieu_de_khao_sat: 'x', ...window })).statusCode).toBe(403);
    const other = await call('bv2admin', 'GET', `${V}/${v.phien_ban_id}`);
    expect(other.statusCode).toBe(403);
    expect((await call('bv2admin', 'PUT', `${V}/delete`, { phien_ban_id: v.phien_ban_id })).statusCode).toBe(403);
    expect((await call('bv2admin', 'POST', V, { hospital_id: demoId, tieu_de_khao_sat: 'x', ...window })).statusCode).toBe(403);
    expect((await call('bv2admin', 'GET', `${V}?hospitalId=${demoId}`)).statusCode).toBe(403);
    const theirs = body<TPage<TSurveyVersionRow>>(await call('bv2admin', 'GET', V)).data;
    expect(theirs.data.every((r) => r.hospital_id === demo2Id)).toBe(true);
    expect((await call('bvadmin', 'POST', V, { hospital_id: null, tieu_de_khao_sat: 'Chiến dịch', ...window })).statusCode).toBe(403);

    await t.database.db.deleteFrom('hospital_module').where('hospital_id', '=', demoId).where('module', '=', 'survey').execute();
    try {
      const res = await call('bvadmin', 'GET', `${V}/${v.phien_ban_id}`);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
      expect((await call('admin', 'POST', `${V}/${hsops2}/copy`, { hospital_id: demoId, ...window })).statusCode).toBe(403);
    } finally {
      await t.database.db.insertInto('hospital_module').values({ hospital_id: demoId, module: 'survey' }).execute();
    }
  });

  it('closes for good, refusing edits after; a temporary close can reopen by start', async () => {
    const v = await copyTemplate();
    const paused = await call('bvadmin', 'POST', `${V}/${v.phien_ban_id}/close`, { status_khao_sat: 3 });
    expect(body<TSurveyVersion>(paused).data.status_khao_sat).toBe(3);
    const started = await call('bvadmin', 'POST', `${V}/${v.phien_ban_id}/start`);
    expect(body<{ version: TSurveyVersion }>(started).data.version.status_khao_sat).toBe(1);
    const closed = await call('bvadmin', 'POST', `${V}/${v.phien_ban_id}/close`, {});
    expect(body<TSurveyVersion>(closed).data.status_khao_sat).toBe(2);
    for (const res of [
      await call('bvadmin', 'PUT', V, { phien_ban_id: v.phien_ban_id, tieu_de_khao_sat: 'x', ...window }),
      await call('bvadmin', 'POST', `${V}/${v.phien_ban_id}/start`),
      await call('bvadmin', 'POST', `${V}/${v.phien_ban_id}/close`, { status_khao_sat: 3 }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toContain('đã đóng');
    }
  });

  it('deletes a version without responses, refuses one with responses, and soft-deletes keep everything', async () => {
    const empty = await copyTemplate();
    const del = await call('bvadmin', 'DELETE', `${V}/${empty.phien_ban_id}`);
    expect(del.statusCode).toBe(200);
    expect(body(del).message).toBe('Xóa thành công');
    expect((await call('bvadmin', 'GET', `${V}/${empty.phien_ban_id}`)).statusCode).toBe(404);

    const voted = await copyTemplate();
    const questionsBefore = await count('cau_hoi');
    await t.database.db
      .insertInto('ket_qua')
      .values({ ket_qua_id: randomUUID(), phien_ban_id: voted.phien_ban_id, hospital_id: demoId, ngay: '2026-11-20', hop_le: 1, hoan_thanh: true })
      .execute();
    const refused = await call('bvadmin', 'DELETE', `${V}/${voted.phien_ban_id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toContain('đã có kết quả');
    await call('bvadmin', 'PUT', `${V}/delete`, { phien_ban_id: voted.phien_ban_id });
    await call('bvadmin', 'PUT', V, { phien_ban_id: voted.phien_ban_id, tieu_de_khao_sat: 'Khôi phục', ...window });
    const back = body<TSurveyDetail>(await call('bvadmin', 'GET', `${V}/${voted.phien_ban_id}`)).data;
    expect(back).toMatchObject({ tam_ngung: false, co_ket_qua: true });
    expect(back.composites).toHaveLength(10);
    expect(await count('cau_hoi')).toBe(questionsBefore);
  });

  it('lets only system administrators run campaigns of several hospitals', async () => {
    const res = await call('admin', 'POST', V, { hospital_id: null, tieu_de_khao_sat: 'Chiến dịch chung', ...window });
    const v = body<TSurveyVersion>(res).data;
    expect(res.statusCode).toBe(200);
    const set = await call('admin', 'POST', '/votesafety/v1/phien-ban-benh-vien', { phien_ban_id: v.phien_ban_id, hospital_ids: [demoId, demo2Id] });
    expect(set.statusCode).toBe(200);
    expect(
      body<{ hospital_id: number }[]>(set)
        .data.map((h) => h.hospital_id)
        .sort(),
    ).toEqual([demoId, demo2Id].sort());
    const seen = body<{ hospital_id: number }[]>(await call('bvadmin', 'GET', `/votesafety/v1/phien-ban-benh-vien?phien_ban_id=${v.phien_ban_id}`)).data;
    expect(seen.map((h) => h.hospital_id)).toEqual([demoId]);
    expect((await call('bvadmin', 'PUT', V, { phien_ban_id: v.phien_ban_id, tieu_de_khao_sat: 'x', ...window })).statusCode).toBe(403);
    const own = await copyTemplate();
    const wrong = await call('bvadmin', 'POST', '/votesafety/v1/phien-ban-benh-vien', { phien_ban_id: own.phien_ban_id, hospital_ids: [demoId, demo2Id] });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe('Phiên bản của một bệnh viện chỉ dành cho chính bệnh viện đó');
  });
});
