import { versionPhase } from '@hm/contract';
import { render, screen } from '@testing-library/react';
import { VersionStatusTag } from './StatusTags';

const now = new Date('2026-11-24T02:00:00Z'); // 09:00 in Asia/Ho_Chi_Minh
const v = (over: Record<string, unknown> = {}) => ({
  status_khao_sat: 1 as const,
  started_at: '2026-11-24 08:00:00',
  tam_ngung: false,
  time_start: '2026-11-25 07:00:00',
  time_end: '2026-12-25 17:00:00',
  ...over,
});

describe('version status as a person reads it', () => {
  it.each([
    [v({ started_at: null }), 'draft'],
    [v(), 'scheduled'],
    [v({ time_start: '2026-11-24 08:30:00' }), 'open'],
    [v({ time_start: '2026-11-01 07:00:00', time_end: '2026-11-24 08:59:00' }), 'ended'],
    [v({ status_khao_sat: 3 }), 'paused'],
    [v({ status_khao_sat: 2 }), 'closed'],
  ])('%o is %s', (version, phase) => expect(versionPhase(version, now)).toBe(phase));

  it('says when a scheduled version opens instead of calling it open', () => {
    render(<VersionStatusTag version={v({ time_start: '2099-01-02 07:00:00', time_end: '2099-02-01 17:00:00' })} />);
    expect(screen.getByText('Đã lên lịch')).toBeTruthy();
    expect(screen.getByText('mở lúc 2099-01-02 07:00')).toBeTruthy();
    expect(screen.queryByText('Đang mở')).toBeNull();
  });
});
