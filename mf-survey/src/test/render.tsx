import type { TLoggedInUser } from '@hm/contract';
import type { ReactElement } from 'react';
import { choose, type FakeServer, location, renderPage as renderPlatformPage, toasts, userWith } from '@hm/platform/testing';

/** A hospital administrator of hospital 1 who authors, reads and mails surveys. */
export const author: TLoggedInUser = userWith(['KHAO_SAT_XEM', 'KHAO_SAT_SUA', 'KHAO_SAT_GUI_MAIL', 'HOP_THU_XEM'], { modules: ['survey'] });

/** A staff member who only votes. */
export const staffUser: TLoggedInUser = { ...author, tai_khoan_id: 9, phan_quyen_id: 3, phan_quyen_cap: 3, chuc_nang: ['KHAO_SAT_BINH_CHON'] };

export { choose, location, toasts };

/** A survey page at a URL for a user (default: the author). */
export function renderPage(ui: ReactElement, { server, url = '/vi/KhaoSat', user = author }: { server: FakeServer; url?: string; user?: TLoggedInUser | null }) {
  return renderPlatformPage(ui, { server, url, user });
}
