import type { TReportRights } from '@hm/contract';

export type Right = keyof TReportRights;
export const RIGHTS: readonly Right[] = ['xem', 'chay', 'xuat'];
export const NO_RIGHTS: TReportRights = { xem: false, chay: false, xuat: false };

/**
 * One right switched on or off, the others made consistent as the server makes them: exporting
 * needs running, running needs viewing; so switching on Xuất switches on Chạy and Xem, and
 * switching off Xem switches off the others.
 * @example withRight({ xem: false, chay: false, xuat: false }, 'xuat', true) // { xem: true, chay: true, xuat: true }
 * @example withRight({ xem: true, chay: true, xuat: true }, 'chay', false) // { xem: true, chay: false, xuat: false }
 */
export function withRight(r: TReportRights, right: Right, on: boolean): TReportRights {
  if (on) {
    if (right === 'xuat') return { xem: true, chay: true, xuat: true };
    if (right === 'chay') return { ...r, xem: true, chay: true };
    return { ...r, xem: true };
  }
  if (right === 'xem') return NO_RIGHTS;
  if (right === 'chay') return { ...r, chay: false, xuat: false };
  return { ...r, xuat: false };
}

export const sameRights = (a: TReportRights, b: TReportRights) => a.xem === b.xem && a.chay === b.chay && a.xuat === b.xuat;
