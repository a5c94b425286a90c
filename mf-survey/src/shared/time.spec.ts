import { defaultWindow, formatWire, pickerToWire, wireToPicker } from './time';

describe('wire times in pickers', () => {
  it('shows the Vietnamese wall clock whatever the browser zone, and back', () => {
    const d = wireToPicker('2026-03-01 07:30:05');
    expect(d && [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([2026, 2, 1, 7, 30, 5]);
    expect(pickerToWire(d)).toBe('2026-03-01 07:30:05');
  });

  it.each([null, undefined, '', '2026-03-01', '01/03/2026 07:30'])('has no date for %p', (s) => {
    expect(wireToPicker(s)).toBeNull();
  });

  it("gives '' for no date, so the schema says what is missing", () => {
    expect(pickerToWire(null)).toBe('');
    expect(pickerToWire(new Date(NaN))).toBe('');
  });

  it('formats for people as DD/MM/YYYY HH:mm (24-hour)', () => {
    expect(formatWire('2026-03-01 17:05:00')).toBe('01/03/2026 17:05');
    expect(formatWire(null)).toBe('');
  });

  it('opens a new survey now (to the minute) until 30 days later 17:00, in Vietnamese time', () => {
    // 16:30:45 UTC on 28 Feb is 23:30 in Hanoi: the window runs from there to 30 March 17:00.
    expect(defaultWindow(new Date('2026-02-28T16:30:45Z'))).toEqual({ time_start: '2026-02-28 23:30:00', time_end: '2026-03-30 17:00:00' });
  });
});
