import type { TStaffGroup } from '@hm/contract';
import { groupByAhrq } from './ahrq-groups';

const group = (over: Partial<TStaffGroup>): TStaffGroup => ({ id: 1, name: 'Khoa', ahrq: null, invited: 0, ineligible: 0, submitted: 0, complete: 0, rate: null, ...over });

describe('groupByAhrq', () => {
  it('adds up the groups of one AHRQ category, takes the rate again from the sums, and lists the unmapped last', () => {
    const pooled = groupByAhrq(
      [
        group({ id: 1, name: 'Khoa Nội — BV A', ahrq: 'Nội khoa', invited: 10, ineligible: 2, submitted: 6, complete: 5 }),
        group({ id: 2, name: 'Khoa Nội — BV B', ahrq: 'Nội khoa', invited: 30, ineligible: 0, submitted: 20, complete: 19 }),
        group({ id: 3, name: 'Phòng Tài vụ', ahrq: null, invited: 4, submitted: 1, complete: 1 }),
        group({ id: 4, name: 'Khoa Cấp cứu', ahrq: 'Cấp cứu', invited: 8, submitted: 8, complete: 8 }),
      ],
      'Chưa ánh xạ',
    );
    expect(pooled.map((p) => [p.name, p.invited, p.ineligible, p.submitted, p.complete, p.rate])).toEqual([
      ['Cấp cứu', 8, 0, 8, 8, 100],
      // 24 / (40 − 2) = 63.157… %
      ['Nội khoa', 40, 2, 26, 24, 63.2],
      ['Chưa ánh xạ', 4, 0, 1, 1, 25],
    ]);
  });

  it('gives no rate to a category whose invited staff are all ineligible, and nothing for no groups', () => {
    expect(groupByAhrq([group({ ahrq: 'Dược', invited: 2, ineligible: 2 })], '–')[0]!.rate).toBeNull();
    expect(groupByAhrq([], '–')).toEqual([]);
  });
});
