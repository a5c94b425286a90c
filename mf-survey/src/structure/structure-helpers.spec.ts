import { ZAnswerSetBody } from '@hm/contract';
import { presetItems, presetOfScale } from './answer-presets';
import { moveId } from './reorder';

describe('moveId', () => {
  it('swaps with the neighbour, and refuses to leave the list', () => {
    expect(moveId([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, -1)).toBeNull();
    expect(moveId([1, 2, 3], 3, 1)).toBeNull();
    expect(moveId([1, 2, 3], 9, 1)).toBeNull();
  });
});

describe('AHRQ answer presets', () => {
  it.each([
    ['agreement', [1, 2, 3, 4, 5, 9], 'Rất đồng ý'],
    ['frequency', [1, 2, 3, 4, 5, 9], 'Luôn luôn'],
    ['rating', [1, 2, 3, 4, 5], 'Xuất sắc'],
  ] as const)('%s is coded %p, 5 the most favourable', (preset, codes, best) => {
    const items = presetItems(preset);
    expect(items.map((i) => i.gia_tri)).toEqual(codes);
    expect(items.find((i) => i.gia_tri === 5)?.ten_dap_an).toBe(best);
    expect(items.every((i) => i.type === 'number' && i.ten_dap_an && i.ten_dap_an_en)).toBe(true);
    expect(ZAnswerSetBody.safeParse({ cauhoi_id: 1, items }).success).toBe(true);
  });

  it("matches a question's scale code", () => {
    expect(presetOfScale('frequency')).toBe('frequency');
    expect(presetOfScale('events')).toBeNull();
    expect(presetOfScale(null)).toBeNull();
  });
});
