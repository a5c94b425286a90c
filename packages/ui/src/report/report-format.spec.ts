import { formatReportCell } from './report-format';

describe('formatReportCell', () => {
  it.each([
    [62.54, 'percent', 'vi', '62,5 %'],
    [62.54, 'percent', 'en', '62.5 %'],
    [1200, 'int', 'vi', '1.200'],
    [1200, 'int', 'en', '1,200'],
    [3.14159, 'number', 'vi', '3,14'],
    [null, 'percent', 'vi', '—'],
    [null, 'text', 'vi', ''],
    ['Khoa Nội', 'text', 'vi', 'Khoa Nội'],
    ['2025-03-01', 'date', 'vi', '01/03/2025'],
    ['2025-03-01 07:30:00', 'datetime', 'vi', '01/03/2025 07:30'],
  ] as const)('writes %p (%s) in %s as %p', (value, type, lang, text) => {
    expect(formatReportCell(value, type, lang)).toBe(text);
  });
});
