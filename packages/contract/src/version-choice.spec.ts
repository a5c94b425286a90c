import { defaultVersionOf, sortVersionsNewestFirst, type VersionChoice } from './version-choice.js';

const v = (phien_ban_id: number, time_start: string, more: Partial<VersionChoice> = {}): VersionChoice => ({ phien_ban_id, time_start, status_khao_sat: 2, ...more });

describe('the version a page opens on', () => {
  const older = v(2, '2024-03-01 07:00:00', { has_snapshot: true });
  const newer = v(3, '2025-03-01 07:00:00', { has_snapshot: true });
  const open = v(9, '2026-01-01 07:00:00', { status_khao_sat: 1, has_snapshot: false });

  it('sorts newest first by start, then by id', () => {
    expect(sortVersionsNewestFirst([older, open, newer, v(4, '2025-03-01 07:00:00')]).map((x) => x.phien_ban_id)).toEqual([9, 4, 3, 2]);
  });

  it.each([
    ['the newest with figures, over a newer one still taking votes', [older, open, newer], 3],
    ['the newest started when none has figures', [open, v(8, '2025-06-01 07:00:00', { status_khao_sat: 3, has_snapshot: false })], 9],
    ['a closed version without its snapshot yet is not one with figures', [older, v(5, '2025-05-01 07:00:00', { has_snapshot: false })], 2],
    [
      'closed versions of the survey pages (no snapshot flag) have figures',
      [v(2, '2024-03-01 07:00:00', { started_at: '2024-03-01 07:00:00' }), v(6, '2026-02-01 07:00:00', { status_khao_sat: 1, started_at: '2026-02-01 07:00:00' })],
      2,
    ],
    [
      'a draft never started is skipped',
      [v(7, '2026-05-01 07:00:00', { status_khao_sat: 1, started_at: null }), v(6, '2026-02-01 07:00:00', { status_khao_sat: 1, started_at: '2026-02-01 07:00:00' })],
      6,
    ],
  ] as const)('%s', (_, list, id) => {
    expect(defaultVersionOf(list)?.phien_ban_id).toBe(id);
  });

  it('is undefined without a started version', () => {
    expect(defaultVersionOf([])).toBeUndefined();
    expect(defaultVersionOf([v(7, '2026-05-01 07:00:00', { status_khao_sat: 1, started_at: null })])).toBeUndefined();
  });
});
