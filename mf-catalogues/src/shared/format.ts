/**
 * How much of a whole is done, rounded down to one decimal so that 100 % means all of it.
 * @example progressPercent(199, 200) // 99.5
 */
export const progressPercent = (done: number, total: number): number => (total > 0 ? Math.floor((done * 1000) / total) / 10 : 0);
