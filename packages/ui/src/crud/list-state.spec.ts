import { resolveHospital } from './hospital-choice';
import type { FilterDef } from './config';
import { decodeFilter } from './useListParams';

describe('resolveHospital', () => {
  const mine = [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ];
  it.each([
    ['the one asked for, in scope', 2, 1, 2],
    ['the home hospital when the one asked is out of scope', 9, 2, 2],
    ['the first when the home one is not listed', null, 7, 1],
    ['none when the caller has none', 1, 1, null],
  ])('takes %s', (_, requested, home, expected) => {
    expect(resolveHospital(requested, expected === null ? [] : mine, home)).toBe(expected);
  });
});

describe('decodeFilter: a filter value from its URL text', () => {
  const status: FilterDef & { kind: 'select' } = {
    kind: 'select',
    name: 'status',
    label: 'Trạng thái',
    default: -1,
    options: [
      { value: -1, label: 'Tất cả' },
      { value: 1, label: 'Đang dùng' },
    ],
  };
  const shown: FilterDef & { kind: 'switch' } = { kind: 'switch', name: 'tam_ngung', label: 'Đã tạm ngưng', off: false };
  it.each([
    [status, '1', 1],
    [status, null, -1],
    [status, '7', -1],
    [shown, '1', true],
    [shown, null, false],
  ])('%#', (f, raw, value) => expect(decodeFilter(f, raw)).toBe(value));

  it('takes an id of a combobox filter', () => {
    expect(decodeFilter({ kind: 'select', name: 'khoa', label: 'Khoa', combo: { method: 'GET', path: '/k', module: 'catalogues', fn: null, summary: '' } }, '12')).toBe(12);
  });
});
