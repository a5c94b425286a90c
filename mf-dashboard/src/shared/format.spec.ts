import { delta, formatCount, formatDelta, formatPercent, formatWire, share } from './format';

describe('dashboard number formats', () => {
  it.each([
    [72.5, 'vi', '72,5 %'],
    [72.5, 'en', '72.5 %'],
    [40, 'vi', '40 %'],
    [0, 'vi', '0 %'],
    [null, 'vi', '—'],
  ] as const)('formatPercent(%p, %s) = %s', (v, lang, out) => expect(formatPercent(v, lang)).toBe(out));

  it('separates thousands by language', () => {
    expect(formatCount(1200, 'vi')).toBe('1.200');
    expect(formatCount(1200, 'en')).toBe('1,200');
  });

  it('signs a change in points', () => {
    expect(formatDelta(3.24, 'vi')).toBe('+3,2');
    expect(formatDelta(-1.5, 'en')).toBe('−1.5');
    expect(formatDelta(0, 'vi')).toBe('±0');
    expect(formatDelta(null, 'vi')).toBe('—');
    expect(delta(70, 65.5)).toBe(4.5);
    expect(delta(null, 65.5)).toBeNull();
  });

  it('shows wire times the Vietnamese way', () => {
    expect(formatWire('2026-03-01 07:30:00')).toBe('01/03/2026 07:30');
    expect(formatWire(null)).toBe('');
  });

  it('computes a share with one decimal, none of nothing', () => {
    expect(share(1, 3)).toBe(33.3);
    expect(share(0, 0)).toBeNull();
  });
});
