import { HSOPS2 } from './hsops2.js';
import { HSOPSC1 } from './hsopsc1.js';
import type { Instrument } from './types.js';

export type * from './types.js';
export { HSOPS2, HSOPSC1 };

/** The AHRQ questionnaires seeded as read-only templates. */
export const INSTRUMENTS: readonly Instrument[] = [HSOPS2, HSOPSC1];
