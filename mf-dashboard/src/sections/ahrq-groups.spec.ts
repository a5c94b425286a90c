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

  it('pools the split by channel too, the ineligible staff counting against the link channel only', () => {
    const rate = (invited: number, complete: number) => ({ invited, submitted: complete, complete, rate: null });
    const pooled = groupByAhrq(
      [
        group({ id: 1, ahrq: 'Nội khoa', invited: 14, ineligible: 2, complete: 9, kenh: { link: rate(10, 6), card: rate(4, 3), paper: rate(0, 0) } }),
        group({ id: 2, ahrq: 'Nội khoa', invited: 12, ineligible: 0, complete: 8, kenh: { link: rate(10, 6), card: rate(0, 0), paper: rate(2, 2) } }),
        group({ id: 3, ahrq: 'Dược', invited: 3, complete: 1 }),
      ],
      '–',
    );
    expect(pooled.find((p) => p.ahrq === 'Nội khoa')!.kenh).toEqual({
      // 12 / (20 − 2) = 66.7 %; 3 / 4; 2 / 2
      link: { invited: 20, submitted: 12, complete: 12, rate: 66.7 },
      card: { invited: 4, submitted: 3, complete: 3, rate: 75 },
      paper: { invited: 2, submitted: 2, complete: 2, rate: 100 },
    });
    expect(pooled.find((p) => p.ahrq === 'Dược')!.kenh).toBeUndefined();
  });
});
