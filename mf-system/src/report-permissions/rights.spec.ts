import { NO_RIGHTS, withRight } from './rights';

const ALL = { xem: true, chay: true, xuat: true };

describe('withRight', () => {
  it.each([
    [NO_RIGHTS, 'xuat', true, ALL],
    [NO_RIGHTS, 'chay', true, { xem: true, chay: true, xuat: false }],
    [NO_RIGHTS, 'xem', true, { xem: true, chay: false, xuat: false }],
    [ALL, 'xem', false, NO_RIGHTS],
    [ALL, 'chay', false, { xem: true, chay: false, xuat: false }],
    [ALL, 'xuat', false, { xem: true, chay: true, xuat: false }],
  ] as const)('from %p, %s → %p gives %p', (from, right, on, to) => {
    expect(withRight(from, right, on)).toEqual(to);
  });
});
