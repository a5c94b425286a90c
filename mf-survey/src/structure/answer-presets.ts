import type { TAnswerSetBody } from '@hm/contract';

export type AnswerItem = TAnswerSetBody['items'][number];
export type AnswerPreset = 'agreement' | 'frequency' | 'rating';

const DOES_NOT_APPLY = ['Không áp dụng / Không biết', "Does Not Apply or Don't Know"] as const;

/** AHRQ scales, coded so that a higher code is more favourable (DESIGN.md, "Domain model"); 9 = does not apply. */
const PRESETS: Record<AnswerPreset, { labels: (readonly [string, string])[]; dontKnow: boolean }> = {
  agreement: {
    labels: [
      ['Rất không đồng ý', 'Strongly Disagree'],
      ['Không đồng ý', 'Disagree'],
      ['Trung lập', 'Neither Agree nor Disagree'],
      ['Đồng ý', 'Agree'],
      ['Rất đồng ý', 'Strongly Agree'],
    ],
    dontKnow: true,
  },
  frequency: {
    labels: [
      ['Không bao giờ', 'Never'],
      ['Hiếm khi', 'Rarely'],
      ['Đôi khi', 'Sometimes'],
      ['Hầu hết thời gian', 'Most of the time'],
      ['Luôn luôn', 'Always'],
    ],
    dontKnow: true,
  },
  rating: {
    labels: [
      ['Kém', 'Poor'],
      ['Trung bình', 'Fair'],
      ['Tốt', 'Good'],
      ['Rất tốt', 'Very Good'],
      ['Xuất sắc', 'Excellent'],
    ],
    dontKnow: false,
  },
};

/**
 * The answer set of an AHRQ scale: codes 1–5 (and 9 'does not apply / don't know' for
 * agreement and frequency), labels in Vietnamese and English.
 * @example presetItems('rating').map((i) => i.gia_tri) // [1, 2, 3, 4, 5]
 */
export function presetItems(preset: AnswerPreset): AnswerItem[] {
  const { labels, dontKnow } = PRESETS[preset];
  const items: AnswerItem[] = labels.map(([vi, en], i) => ({ type: 'number', gia_tri: i + 1, ten_dap_an: vi, ten_dap_an_en: en }));
  if (dontKnow) items.push({ type: 'number', gia_tri: 9, ten_dap_an: DOES_NOT_APPLY[0], ten_dap_an_en: DOES_NOT_APPLY[1] });
  return items;
}

/** The scale a question's `scale` code calls for, when it is one of the presets. */
export const presetOfScale = (scale: string | null): AnswerPreset | null => (scale === 'agreement' || scale === 'frequency' || scale === 'rating' ? scale : null);
