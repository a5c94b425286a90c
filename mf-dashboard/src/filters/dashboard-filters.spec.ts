import { defaultVersionOf, sortVersionsNewestFirst } from '@hm/contract';
import { withNotAnswered, participationQuery, patchFilters, readFilters, resolveHospital, scoreQuery } from './dashboard-filters';
import { HOSPITAL_1, HOSPITAL_2, olderVersion, version } from '../test/fixtures';

describe('dashboard filters in the URL', () => {
  it('reads ids and answer codes (0 = not answered), ignoring malformed values', () => {
    expect(readFilters(new URLSearchParams('phien_ban_id=3&hospital_id=2&don_vi=0&vi_tri=4'))).toEqual({ versionId: 3, hospitalId: 2, unit: 0, position: 4 });
    expect(readFilters(new URLSearchParams('phien_ban_id=abc&hospital_id=0&don_vi=-1&vi_tri=1.5'))).toEqual({ versionId: null, hospitalId: null, unit: null, position: null });
  });

  it('keeps other parameters, and drops unit and position when the version changes', () => {
    const prev = new URLSearchParams('phien_ban_id=3&hospital_id=1&don_vi=2&vi_tri=1&tab=x');
    expect(patchFilters(prev, { versionId: 5 }).toString()).toBe('phien_ban_id=5&hospital_id=1&tab=x');
    expect(patchFilters(prev, { unit: null }).toString()).toBe('phien_ban_id=3&hospital_id=1&vi_tri=1&tab=x');
    expect(patchFilters(prev, { versionId: 3, unit: 0 }).get('don_vi')).toBe('0');
  });

  it('shows the newest version with figures first', () => {
    const noFigures = version({ phien_ban_id: 9, time_start: '2026-01-01 07:00:00', has_snapshot: false });
    const sorted = sortVersionsNewestFirst([olderVersion, noFigures, version()]);
    expect(sorted.map((v) => v.phien_ban_id)).toEqual([9, 3, 2]);
    expect(defaultVersionOf(sorted)?.phien_ban_id).toBe(3);
    expect(defaultVersionOf(sortVersionsNewestFirst([noFigures]))?.phien_ban_id).toBe(9);
  });

  it('resolves the hospital by mode: one (home, else first), all-or-one, none', () => {
    const list = [HOSPITAL_1, HOSPITAL_2];
    expect(resolveHospital('single', null, list, 2)).toBe(2);
    expect(resolveHospital('single', null, list, 7)).toBe(1);
    expect(resolveHospital('single', 1, list, 2)).toBe(1);
    expect(resolveHospital('single', 9, list, 2)).toBe(2);
    expect(resolveHospital('optional', null, list, 2)).toBeNull();
    expect(resolveHospital('optional', 9, list, 2)).toBeNull();
    expect(resolveHospital('optional', 2, list, 1)).toBe(2);
    expect(resolveHospital('none', 2, list, 1)).toBeNull();
  });

  it("offers 'not answered' (0) once", () => {
    const units = [{ gia_tri: 1, label: 'Nội khoa', group: null }];
    expect(withNotAnswered(units, 'Không trả lời')).toEqual([...units, { gia_tri: 0, label: 'Không trả lời', group: null }]);
    expect(withNotAnswered([...units, { gia_tri: 0, label: 'Chưa trả lời', group: null }], 'Không trả lời')).toHaveLength(2);
    expect(withNotAnswered([], 'Không trả lời')).toEqual([]);
  });

  it('builds the score and participation queries', () => {
    const f = { versionId: 3, hospitalId: 1, unit: 0, position: null };
    expect(scoreQuery(f)).toEqual({ phien_ban_id: 3, hospital_id: 1, don_vi: 0 });
    expect(participationQuery(f)).toEqual({ phien_ban_id: 3, hospital_id: 1 });
    expect(scoreQuery({ ...f, versionId: null })).toBeNull();
  });
});
