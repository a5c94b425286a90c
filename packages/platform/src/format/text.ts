import type { TLanguage } from '@hm/contract';

/**
 * A bilingual text in the language asked, falling back to the other one when empty.
 * @example pickText('Khảo sát', 'Survey', 'en') // 'Survey'
 * @example pickText('Khảo sát', '', 'en') // 'Khảo sát'
 */
export function pickText(vi: string | null | undefined, en: string | null | undefined, language: TLanguage): string {
  const first = language === 'en' ? en : vi;
  const other = language === 'en' ? vi : en;
  return first?.trim() ? first : (other ?? '');
}
