import { ZSurveyVersionCreate, ZAnswerSetBody } from './entities/survey/index.js';
import { formatWire, fromWireTime, toWireTime } from './time.js';

describe('wire times (Asia/Ho_Chi_Minh, 24-hour)', () => {
  it('formats an instant in Vietnam time and reads it back', () => {
    const at = new Date('2026-11-23T17:05:09Z');
    expect(toWireTime(at)).toBe('2026-11-24 00:05:09');
    expect(fromWireTime('2026-11-24 00:05:09')!.toISOString()).toBe(at.toISOString());
    expect(fromWireTime('2026-11-24 13:00:00')!.toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });

  it('refuses impossible or malformed times', () => {
    for (const s of ['2026-02-30 08:00:00', '2026-11-24 24:00:00', '2026-11-24 8:00:00', '24/11/2026 08:00:00', '']) expect(fromWireTime(s)).toBeNull();
  });

  it('writes a wire time for people, and anything else as it is', () => {
    expect(formatWire('2026-03-01 17:05:00')).toBe('01/03/2026 17:05');
    expect(formatWire(null)).toBe('');
    expect(formatWire(undefined)).toBe('');
    expect(formatWire('soon')).toBe('soon');
  });
});

describe('survey schemas', () => {
  const base = { hospital_id: 1, time_start: '2026-11-01 08:00:00', time_end: '2026-12-01 17:00:00' };
  it('requires the title of the primary language and a forward window', () => {
    expect(ZSurveyVersionCreate.safeParse({ ...base, tieu_de_khao_sat: 'Khảo sát' }).success).toBe(true);
    const noTitle = ZSurveyVersionCreate.safeParse({ ...base, language: 'en', tieu_de_khao_sat: 'Khảo sát' });
    expect(noTitle.error?.issues[0]).toMatchObject({ path: ['tieu_de_khao_sat_en'], message: 'Vui lòng nhập tiêu đề khảo sát' });
    const backwards = ZSurveyVersionCreate.safeParse({ ...base, tieu_de_khao_sat: 'x', time_end: '2026-10-01 08:00:00' });
    expect(backwards.error?.issues[0]?.message).toBe('Thời gian kết thúc phải sau thời gian bắt đầu');
  });

  it('refuses an answer set with duplicate values', () => {
    const item = (v: number) => ({ type: 'number' as const, gia_tri: v, ten_dap_an: `Mức ${v}` });
    expect(ZAnswerSetBody.safeParse({ cauhoi_id: 1, items: [item(1), item(2)] }).success).toBe(true);
    expect(ZAnswerSetBody.safeParse({ cauhoi_id: 1, items: [item(1), item(1)] }).error?.issues[0]?.message).toBe('Giá trị các đáp án không được trùng nhau');
  });
});
