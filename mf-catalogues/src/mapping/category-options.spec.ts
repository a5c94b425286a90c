import type { TAhrqCategory } from '@hm/contract';
import { categoryOptions } from './category-options';

const cat = (id: number, ten_vi: string, nhom_vi: string | null, over: Partial<TAhrqCategory> = {}): TAhrqCategory => ({
  id,
  ma: `C${id}`,
  ten_vi,
  ten_en: `${ten_vi} (en)`,
  nhom_vi,
  nhom_en: nhom_vi && `${nhom_vi} (en)`,
  thu_tu: id,
  tam_ngung: false,
  ...over,
});
const TEXTS = { none: '— chưa ánh xạ —', ungrouped: 'Khác', suspended: (n: string) => `${n} (đã tạm ngưng)` };
const shape = (groups: ReturnType<typeof categoryOptions>) =>
  groups.map((g) => [g.label, g.style?.display ?? 'shown', g.items.map((i) => `${i.value}:${i.label}${i.disabled ? ' [x]' : ''}`)]);

describe('categoryOptions', () => {
  it('puts "not mapped" first, then the headings of the AHRQ form in its order, in the display language', () => {
    const list = [cat(3, 'Xét nghiệm', 'Cận lâm sàng'), cat(1, 'Nội khoa', 'Lâm sàng'), cat(2, 'Ngoại khoa', 'Lâm sàng'), cat(4, 'Khác nữa', null)];
    expect(shape(categoryOptions(list, 'vi', TEXTS, new Set()))).toEqual([
      ['', 'none', ['null:— chưa ánh xạ —']],
      ['Lâm sàng', 'shown', ['1:Nội khoa', '2:Ngoại khoa']],
      ['Cận lâm sàng', 'shown', ['3:Xét nghiệm']],
      ['Khác', 'shown', ['4:Khác nữa']],
    ]);
    expect(shape(categoryOptions(list, 'en', { ...TEXTS, none: '— not mapped —', ungrouped: 'Other' }, new Set()))[1]).toEqual([
      'Lâm sàng (en)',
      'shown',
      ['1:Nội khoa (en)', '2:Ngoại khoa (en)'],
    ]);
  });

  it('shows no heading when the list has none', () => {
    expect(shape(categoryOptions([cat(1, 'Bác sĩ', null), cat(2, 'Dược sĩ', null)], 'vi', TEXTS, new Set()))).toEqual([
      ['', 'none', ['null:— chưa ánh xạ —']],
      ['', 'none', ['1:Bác sĩ', '2:Dược sĩ']],
    ]);
  });

  it('leaves suspended categories out unless a row uses one, which then shows but cannot be picked', () => {
    const list = [cat(1, 'Nội khoa', 'Lâm sàng'), cat(2, 'Khoa cũ', 'Lâm sàng', { tam_ngung: true })];
    expect(shape(categoryOptions(list, 'vi', TEXTS, new Set()))[1]?.[2]).toEqual(['1:Nội khoa']);
    expect(shape(categoryOptions(list, 'vi', TEXTS, new Set([2])))[1]?.[2]).toEqual(['1:Nội khoa', '2:Khoa cũ (đã tạm ngưng) [x]']);
  });
});
