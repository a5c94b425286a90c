/** Scale codes of the seeded instruments (a question may also carry a code of its own). */
export const SCALE_CODES = ['agreement', 'frequency', 'rating', 'grade', 'events', 'tenure', 'hours', 'contact', 'position', 'unit'] as const;
