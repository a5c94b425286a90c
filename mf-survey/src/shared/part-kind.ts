import type { TPart } from '@hm/contract';

/**
 * Whether a part is tagged 'Thông tin chung' (background questions) in the preview and the vote:
 * flagged as not counted for a complete response, and of choice questions. A flagged comment
 * part (SOPS 2.0 'Section H: Your Comments', free text) is not background: its title says what it is.
 * @example isBackgroundPart({ la_thong_tin_chung: true, type: 'text' }) // false
 */
export const isBackgroundPart = (part: Pick<TPart, 'la_thong_tin_chung' | 'type'>): boolean => part.la_thong_tin_chung && part.type !== 'text';
