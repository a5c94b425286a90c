import { resolveHospital, toId } from './hospital-choice';

describe('resolveHospital', () => {
  const mine = [
    { id: 1, name: 'Bệnh viện Đa khoa Demo' },
    { id: 2, name: 'Bệnh viện Nhi' },
  ];
  it.each([
    ['the hospital asked for, in scope', 2, 1, 2],
    ['the home hospital when none is asked', null, 2, 2],
    ['the home hospital when the one asked is out of scope', 9, 2, 2],
    ['the first hospital when the home one is not listed', null, 7, 1],
    ['the first hospital for a user without a home hospital', null, null, 1],
  ])('takes %s', (_, requested, home, expected) => {
    expect(resolveHospital(requested, mine, home)).toBe(expected);
  });

  it('has none to show when the caller has no hospital', () => {
    expect(resolveHospital(1, [], 1)).toBeNull();
  });

  it.each([
    ['3', 3],
    ['0', null],
    ['-2', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('reads the id %p as %p', (s, id) => expect(toId(s)).toBe(id));
});
