import type { TBenchmark, TBenchmarkInstrument, TCompositeScores, TItemScores, TPage, TPercentData } from '@hm/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrate.js';
import { seed } from '../../../src/seed/index.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { MIGRATIONS } from '../../helpers/template.js';
import { menuOf, seededBeforeScreen } from '../../helpers/seeded-menu.js';

// Benchmarks as data (issue 14 item 7): sets written by system administrators on the shared
// resource path, their values checked against the instrument, every write audited, and the
// dashboards comparing with the set of the version's instrument (docs/decisions/benchmarks.md).

const B = '/votesafety/v1/diem-chuan';
const D = '/votesafety/v1/dash-board';

let t: TestApp;
let version2025: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  version2025 = (
    await t.database.db
      .selectFrom('phien_ban_khao_sat')
      .select('phien_ban_id')
      .where('tieu_de_khao_sat', '=', 'Khảo sát văn hóa an toàn người bệnh 2025')
      .where('is_template', '=', false)
      .executeTakeFirstOrThrow()
  ).phien_ban_id;
  for (const u of ['admin', 'bvadmin', 'nhanvien01']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const call = (user: string, o: InjectOptions) => t.as(tokens[user]!, o);
const get = (user: string, url: string, headers: Record<string, string> = {}) => call(user, { method: 'GET', url, headers });
const ok = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return body<T>(res).data;
};

const sops2 = (over: Record<string, unknown> = {}) => ({
  ma_benchmark: 'THU_SOPS2',
  ten_nguon: 'Cơ sở dữ liệu thử',
  loai: 'database',
  nam: 2024,
  instrument_code: 'HSOPS2',
  so_benh_vien: 445,
  so_nguoi_tra_loi: null,
  ghi_chu: 'Số liệu nhập để kiểm thử',
  gia_tri: [
    { loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 82.5 },
    { loai: 'composite', ma: 'STAFFING_WORK_PACE', ty_le_tich_cuc: 51 },
    { loai: 'item', ma: 'A1', ty_le_tich_cuc: 86.1 },
  ],
  ...over,
});

const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'changes', 'tai_khoan_id', 'hospital_id'])
    .where('entity', '=', 'benchmark')
    .where('entity_id', '=', String(id))
    .orderBy('audit_log_id')
    .execute();

describe('seeded sets (migration 017, every installation)', () => {
  it('holds exactly the figures of the reference: AHRQ 2012 (12 composites) and the E-V HSOPSC 2015 study (two composites)', async () => {
    const page = ok<TPage<TBenchmark>>(await get('admin', `${B}?size=50`));
    const ahrq = page.data.find((b) => b.ma_benchmark === 'AHRQ_2012_HSOPSC1')!;
    expect(ahrq).toMatchObject({ ten_nguon: 'AHRQ', loai: 'database', nam: 2012, instrument_code: 'HSOPSC1', so_benh_vien: 1128, so_nguoi_tra_loi: 567703, tam_ngung: false });
    expect(Object.fromEntries(ahrq.gia_tri.map((v) => [v.ma, v.ty_le_tich_cuc]))).toEqual({
      TEAMWORK_WITHIN_UNITS: 80,
      SUPERVISOR_EXPECTATIONS: 75,
      ORGANIZATIONAL_LEARNING: 72,
      MANAGEMENT_SUPPORT: 72,
      OVERALL_PERCEPTIONS: 66,
      FEEDBACK_ABOUT_ERROR: 64,
      FREQUENCY_OF_EVENTS_REPORTED: 63,
      COMMUNICATION_OPENNESS: 62,
      TEAMWORK_ACROSS_UNITS: 58,
      STAFFING: 56,
      HANDOFFS_TRANSITIONS: 45,
      NONPUNITIVE_RESPONSE: 44,
    });
    const study = page.data.find((b) => b.ma_benchmark === 'EV_HSOPSC_2015')!;
    expect(study).toMatchObject({ ten_nguon: 'E-V HSOPSC', loai: 'study', nam: 2015, instrument_code: 'HSOPSC1', so_benh_vien: 10, so_nguoi_tra_loi: 1116 });
    expect(study.gia_tri).toEqual([
      { loai: 'composite', ma: 'HANDOFFS_TRANSITIONS', ty_le_tich_cuc: 30 },
      { loai: 'composite', ma: 'TEAMWORK_WITHIN_UNITS', ty_le_tich_cuc: 77 },
    ]);
    // No SOPS 2.0 figures: the reference gives none.
    expect(page.data.filter((b) => b.instrument_code === 'HSOPS2')).toEqual([]);
  });

  it('every seeded code is a composite of the instrument', async () => {
    const instruments = ok<TBenchmarkInstrument[]>(await get('admin', `${B}/bo-cau-hoi`));
    const v1 = instruments.find((i) => i.instrument_code === 'HSOPSC1')!;
    const composites = new Set(v1.codes.filter((c) => c.loai === 'composite').map((c) => c.ma));
    expect(composites.size).toBe(12);
    const page = ok<TPage<TBenchmark>>(await get('admin', `${B}?instrument_code=HSOPSC1`));
    expect(page.total).toBe(2);
    for (const b of page.data) for (const v of b.gia_tri) expect(composites.has(v.ma)).toBe(true);
  });
});

describe('the catalogue page', () => {
  it('is in the menu of system administrators, and added once to a database seeded before it', async () => {
    expect(await menuOf(t.database.db, 'DM_BENCHMARK')).toEqual([{ path: '/HeThongDanhMuc/Benchmark', ma_phan_quyen: 'SYSTEM_ADMIN' }]);
    await seededBeforeScreen(t.database.db, 'DM_BENCHMARK', 'seed:benchmarks:1');
    await seed(t.database.db, { demo: true, adminPassword: null });
    await seed(t.database.db, { demo: true, adminPassword: null });
    expect(await menuOf(t.database.db, 'DM_BENCHMARK')).toEqual([{ path: '/HeThongDanhMuc/Benchmark', ma_phan_quyen: 'SYSTEM_ADMIN' }]);
  });

  it('has its sets on an installation started empty (HM_DEMO=0)', async () => {
    const empty = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrate(empty, MIGRATIONS);
      await seed(empty.db, { demo: false, adminPassword: 'Mat-khau-dau-tien-1' });
      const sets = await empty.db
        .selectFrom('benchmark as b')
        .select(['b.ma_benchmark', sql<number>`(SELECT count(*)::int FROM benchmark_value v WHERE v.benchmark_id = b.benchmark_id)`.as('n')])
        .orderBy('b.ma_benchmark')
        .execute();
      expect(sets).toEqual([
        { ma_benchmark: 'AHRQ_2012_HSOPSC1', n: 12 },
        { ma_benchmark: 'EV_HSOPSC_2015', n: 2 },
      ]);
    } finally {
      await empty.close();
    }
  }, 120_000);
});

describe('the instruments of the form', () => {
  it('lists each instrument with its composites and scored items, in the request’s language', async () => {
    const vi = ok<TBenchmarkInstrument[]>(await get('admin', `${B}/bo-cau-hoi`));
    const v2 = vi.find((i) => i.instrument_code === 'HSOPS2')!;
    expect(v2.codes.filter((c) => c.loai === 'composite')).toHaveLength(10);
    // 32 composite items and the two single-item measures' scored items (E1 rating; D3 counts are not scored).
    const items = v2.codes.filter((c) => c.loai === 'item');
    expect(items.map((c) => c.ma)).toEqual(expect.arrayContaining(['A1', 'A14', 'C7', 'F6', 'E1']));
    expect(items.map((c) => c.ma)).not.toContain('G1');
    expect(items.find((c) => c.ma === 'A1')!.ma_composite).toBe('TEAMWORK');
    const en = ok<TBenchmarkInstrument[]>(await get('admin', `${B}/bo-cau-hoi`, { language: 'en' }));
    expect(en.find((i) => i.instrument_code === 'HSOPS2')!.codes.find((c) => c.ma === 'TEAMWORK')!.ten).toBe('Teamwork');
    expect(v2.codes.find((c) => c.ma === 'TEAMWORK')!.ten).toBe('Làm việc nhóm');
  });
});

describe('writes', () => {
  it('creates, updates (values replaced as a whole) and deletes a set, each write audited with its values', async () => {
    const created = ok<TBenchmark>(await call('admin', { method: 'POST', url: B, payload: sops2({ ma_benchmark: 'CRUD_1' }) }));
    expect(created).toMatchObject({ ma_benchmark: 'CRUD_1', loai: 'database', so_nguoi_tra_loi: null, tam_ngung: false });
    expect(created.gia_tri).toEqual([
      { loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 82.5 },
      { loai: 'composite', ma: 'STAFFING_WORK_PACE', ty_le_tich_cuc: 51 },
      { loai: 'item', ma: 'A1', ty_le_tich_cuc: 86.1 },
    ]);
    const id = created.benchmark_id;
    const stored = await t.database.db.selectFrom('benchmark').select(['created_by', 'updated_by']).where('benchmark_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.created_by).not.toBeNull();

    const updated = ok<TBenchmark>(
      await call('admin', {
        method: 'PUT',
        url: `${B}/${id}`,
        payload: sops2({ ma_benchmark: 'CRUD_1', nam: 2025, gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 80 }] }),
      }),
    );
    expect(updated.nam).toBe(2025);
    expect(updated.gia_tri).toEqual([{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 80 }]);
    expect(ok<TBenchmark>(await get('bvadmin', `${B}/${id}`)).gia_tri).toHaveLength(1);

    const removed = await call('admin', { method: 'DELETE', url: `${B}/${id}` });
    expect(body(removed)).toMatchObject({ code: 200, message: 'Xóa thành công', data: null });
    expect((await get('admin', `${B}/${id}`)).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('benchmark_value').select('ma').where('benchmark_id', '=', id).execute()).toEqual([]);

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((a) => a.tai_khoan_id !== null && a.hospital_id === null)).toBe(true);
    expect(audit[1]!.changes).toMatchObject({ nam: [2024, 2025], gia_tri: [expect.any(Array), [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 80 }]] });
    // The delete keeps what the set held.
    expect((audit[2]!.changes as Record<string, unknown[]>).gia_tri![0]).toEqual([{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 80 }]);
  });

  it('refuses hospital administrators and staff (product-wide rows), audits the refusal and changes nothing', async () => {
    const before = ok<TPage<TBenchmark>>(await get('admin', `${B}?size=1`)).total;
    const byHospitalAdmin = await call('bvadmin', { method: 'POST', url: B, payload: sops2({ ma_benchmark: 'BV_THU' }) });
    expect(byHospitalAdmin.statusCode).toBe(403);
    expect(body(byHospitalAdmin).message).toBe('Chỉ quản trị hệ thống được thay đổi dữ liệu dùng chung cho mọi bệnh viện');
    const seeded = ok<TPage<TBenchmark>>(await get('admin', `${B}?keyword=AHRQ_2012`)).data[0]!;
    expect(
      (await call('bvadmin', { method: 'PUT', url: `${B}/${seeded.benchmark_id}`, payload: sops2({ ma_benchmark: 'X', instrument_code: 'HSOPSC1', gia_tri: [] }) })).statusCode,
    ).toBe(403);
    expect((await call('bvadmin', { method: 'DELETE', url: `${B}/${seeded.benchmark_id}` })).statusCode).toBe(403);
    expect((await call('nhanvien01', { method: 'POST', url: B, payload: sops2({ ma_benchmark: 'NV_THU' }) })).statusCode).toBe(403);
    // Staff do not read dashboards, so not benchmarks either; hospital administrators do.
    expect((await get('nhanvien01', B)).statusCode).toBe(403);
    expect((await get('bvadmin', B)).statusCode).toBe(200);
    expect(ok<TPage<TBenchmark>>(await get('admin', `${B}?size=1`)).total).toBe(before);
    expect(ok<TBenchmark>(await get('admin', `${B}/${seeded.benchmark_id}`)).gia_tri).toHaveLength(12);
    await new Promise((r) => setTimeout(r, 50)); // the refusal's audit row is written after the answer
    const refused = await t.database.db.selectFrom('audit_log').select(['entity_id']).where('action', '=', 'refused').where('entity_id', 'like', `% ${B}%`).execute();
    expect(refused.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses bad input with a Vietnamese message, naming the field, and stores nothing', async () => {
    const before = ok<TPage<TBenchmark>>(await get('admin', `${B}?size=1`)).total;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [sops2({ instrument_code: 'KHONG_CO' }), 'instrument_code', /Không tìm thấy bộ câu hỏi KHONG_CO/],
      [sops2({ gia_tri: [{ loai: 'composite', ma: 'TEAMWORK_WITHIN_UNITS', ty_le_tich_cuc: 80 }] }), 'gia_tri.0.ma', /không có lĩnh vực mã TEAMWORK_WITHIN_UNITS/],
      [sops2({ gia_tri: [{ loai: 'composite', ma: 'A1', ty_le_tich_cuc: 80 }] }), 'gia_tri.0.ma', /A1 là một câu hỏi/],
      [sops2({ gia_tri: [{ loai: 'item', ma: 'G1', ty_le_tich_cuc: 80 }] }), 'gia_tri.0.ma', /câu hỏi được tính điểm mã G1/],
      [sops2({ gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 100.5 }] }), 'gia_tri.0.ty_le_tich_cuc', /từ 0 đến 100/],
      [sops2({ gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: -1 }] }), 'gia_tri.0.ty_le_tich_cuc', /từ 0 đến 100/],
      [sops2({ gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 82.55 }] }), 'gia_tri.0.ty_le_tich_cuc', /một chữ số thập phân/],
      [sops2({ gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: '80' }] }), 'gia_tri.0.ty_le_tich_cuc', /phải là số/],
      [
        sops2({
          gia_tri: [
            { loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 80 },
            { loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 81 },
          ],
        }),
        'gia_tri.1.ma',
        /bị lặp lại/,
      ],
      [sops2({ loai: 'bao_cao' }), 'loai', /cơ sở dữ liệu hoặc nghiên cứu/],
      [sops2({ nam: 1800 }), 'nam', /Năm không hợp lệ/],
      [sops2({ so_benh_vien: 0 }), 'so_benh_vien', /lớn hơn 0/],
      [sops2({ so_benh_vien: 1.5 }), 'so_benh_vien', /số nguyên/],
      [sops2({ ten_nguon: '  ' }), 'ten_nguon', /Vui lòng nhập tên nguồn/],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call('admin', { method: 'POST', url: B, payload });
      expect(res.statusCode).toBe(400);
      const errors = body<{ errors?: { path: string; message: string }[] }>(res).data?.errors ?? [];
      expect({
        path,
        messages:
          errors
            .filter((e) => e.path.replace(/^body\./, '') === path)
            .map((e) => e.message)
            .join(' | ') || body(res).message,
      }).toEqual({ path, messages: expect.stringMatching(message) });
    }
    // A duplicate code.
    expect((await call('admin', { method: 'POST', url: B, payload: sops2({ ma_benchmark: 'AHRQ_2012_HSOPSC1' }) })).statusCode).toBe(409);
    expect(ok<TPage<TBenchmark>>(await get('admin', `${B}?size=1`)).total).toBe(before);
  });
});

describe('the dashboard compares with the set of the version’s instrument', () => {
  const scores = (query = '', headers: Record<string, string> = {}) => get('admin', `${D}/get-composite-score?phien_ban_id=${version2025}${query}`, headers);

  it('shows no benchmark for SOPS 2.0 until a set is entered; then its values and source, everywhere', async () => {
    const none = ok<TCompositeScores>(await scores());
    expect(none.benchmark).toBeNull();
    expect(none.composites.every((c) => c.benchmark === null && c.benchmark_source === null)).toBe(true);

    const set = ok<TBenchmark>(await call('admin', { method: 'POST', url: B, payload: sops2({ ma_benchmark: 'DASH_SOPS2' }) }));
    try {
      const withSet = ok<TCompositeScores>(await scores());
      expect(withSet.benchmark).toEqual({
        benchmark_id: set.benchmark_id,
        ten_nguon: 'Cơ sở dữ liệu thử',
        loai: 'database',
        nam: 2024,
        instrument_code: 'HSOPS2',
        so_benh_vien: 445,
        so_nguoi_tra_loi: null,
        label: 'Cơ sở dữ liệu thử 2024 (445 bệnh viện)',
      });
      const byCode = new Map(withSet.composites.map((c) => [c.ma_composite, c]));
      expect(byCode.get('TEAMWORK')).toMatchObject({ benchmark: 82.5, benchmark_source: 'Cơ sở dữ liệu thử 2024 (445 bệnh viện)' });
      expect(byCode.get('STAFFING_WORK_PACE')!.benchmark).toBe(51);
      expect(byCode.get('HANDOFFS')).toMatchObject({ benchmark: null, benchmark_source: null });

      // In English; with the items (composite data, item table, percent data).
      expect(ok<TCompositeScores>(await scores('', { language: 'en' })).benchmark!.label).toBe('Cơ sở dữ liệu thử 2024 (445 hospitals)');
      const data = ok<TCompositeScores>(await get('admin', `${D}/get-composite-data?phien_ban_id=${version2025}`));
      const a1 = data.composites.flatMap((c) => c.items).find((i) => i.ma_cauhoi === 'A1')!;
      expect(a1.benchmark).toBe(86.1);
      expect(data.composites.flatMap((c) => c.items).filter((i) => i.benchmark !== null)).toHaveLength(1);
      const items = ok<TItemScores>(await get('admin', `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?phien_ban_id=${version2025}`));
      expect(items.benchmark!.benchmark_id).toBe(set.benchmark_id);
      expect(items.parts.flatMap((p) => p.items).find((i) => i.ma_cauhoi === 'A1')!.benchmark).toBe(86.1);
      const percent = ok<TPercentData>(await get('admin', `/votesafety/v1/percent-data/${version2025}`));
      expect(percent.benchmark!.benchmark_id).toBe(set.benchmark_id);
      expect(percent.composites.find((c) => c.ma_composite === 'TEAMWORK')!.benchmark).toBe(82.5);

      // A study, a newer database and a suspended one: the newest active database wins; a study can be asked for.
      const study = ok<TBenchmark>(
        await call('admin', {
          method: 'POST',
          url: B,
          payload: sops2({
            ma_benchmark: 'DASH_STUDY',
            ten_nguon: 'Nghiên cứu thử',
            loai: 'study',
            nam: 2026,
            so_benh_vien: 3,
            gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 70 }],
          }),
        }),
      );
      const newer = ok<TBenchmark>(
        await call('admin', {
          method: 'POST',
          url: B,
          payload: sops2({ ma_benchmark: 'DASH_NEWER', nam: 2025, tam_ngung: true, gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 60 }] }),
        }),
      );
      expect(ok<TCompositeScores>(await scores()).benchmark!.benchmark_id).toBe(set.benchmark_id);
      const asked = ok<TCompositeScores>(await scores(`&benchmark_id=${study.benchmark_id}`));
      expect(asked.benchmark!.label).toBe('Nghiên cứu Nghiên cứu thử 2026 (3 bệnh viện)');
      expect(asked.composites.find((c) => c.ma_composite === 'TEAMWORK')!.benchmark).toBe(70);
      // Asked for: suspended (400), another instrument's (400), unknown (404).
      expect((await scores(`&benchmark_id=${newer.benchmark_id}`)).statusCode).toBe(400);
      const v1 = ok<TPage<TBenchmark>>(await get('admin', `${B}?keyword=AHRQ_2012`)).data[0]!;
      const other = await scores(`&benchmark_id=${v1.benchmark_id}`);
      expect(other.statusCode).toBe(400);
      expect(body(other).message).toBe('Điểm chuẩn so sánh thuộc bộ câu hỏi khác với bộ câu hỏi của phiên bản');
      expect((await scores('&benchmark_id=2147483647')).statusCode).toBe(404);
      // Un-suspended, the newer database year wins.
      ok(
        await call('admin', {
          method: 'PUT',
          url: `${B}/${newer.benchmark_id}`,
          payload: sops2({ ma_benchmark: 'DASH_NEWER', nam: 2025, tam_ngung: false, gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 60 }] }),
        }),
      );
      expect(ok<TCompositeScores>(await scores()).composites.find((c) => c.ma_composite === 'TEAMWORK')!.benchmark).toBe(60);
      for (const id of [study.benchmark_id, newer.benchmark_id]) ok(await call('admin', { method: 'DELETE', url: `${B}/${id}` }));
    } finally {
      await call('admin', { method: 'DELETE', url: `${B}/${set.benchmark_id}` });
    }
    expect(ok<TCompositeScores>(await scores()).benchmark).toBeNull();
  });

  it('keeps the seeded AHRQ 2012 averages for HSOPSC 1.0 versions (a database before the E-V study)', async () => {
    const study = await t.database.db.selectFrom('benchmark').select('benchmark_id').where('ma_benchmark', '=', 'EV_HSOPSC_2015').executeTakeFirstOrThrow();
    const ahrq = await t.database.db.selectFrom('benchmark').select('benchmark_id').where('ma_benchmark', '=', 'AHRQ_2012_HSOPSC1').executeTakeFirstOrThrow();
    // The rule itself, without a HSOPSC 1.0 survey of the demo: the default set of the instrument.
    const { benchmarkFor } = await import('../../../src/modules/dashboard/benchmark.js');
    const chosen = await benchmarkFor(t.database.db, 'HSOPSC1', undefined, 'vi');
    expect(chosen!.ref).toMatchObject({ benchmark_id: ahrq.benchmark_id, label: 'AHRQ 2012 (1.128 bệnh viện)' });
    expect(chosen!.composites.get('NONPUNITIVE_RESPONSE')).toBe(44);
    const asked = await benchmarkFor(t.database.db, 'HSOPSC1', study.benchmark_id, 'vi');
    expect(asked!.ref.label).toBe('Nghiên cứu E-V HSOPSC 2015 (10 bệnh viện)');
    expect([...asked!.composites.keys()].sort()).toEqual(['HANDOFFS_TRANSITIONS', 'TEAMWORK_WITHIN_UNITS']);
    expect(await benchmarkFor(t.database.db, null, undefined, 'vi')).toBeNull();
  });
});
