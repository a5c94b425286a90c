import type { TLoggedInUser } from '@hm/contract';
import type { ReactElement } from 'react';
import { choose, type FakeServer, location, optionsOf, renderPage as renderPlatformPage, toasts } from '@hm/platform/testing';

/** A hospital administrator of hospital 1 who edits catalogues (DANH_MUC_SUA). */
export const editor: TLoggedInUser = {
  tai_khoan_id: 2,
  ten_tai_khoan: 'bvadmin',
  phan_quyen_id: 2,
  phan_quyen_cap: 2,
  display_name: 'Quản trị bệnh viện',
  nhan_vien_su_dung: null,
  hospital: { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', modules: ['catalogues'] },
  chuc_nang: ['DANH_MUC_SUA'],
};

/** A user of hospital 2 (the second of the list) who may look at the mappings but not edit them. */
export const viewerOf2: TLoggedInUser = {
  ...editor,
  tai_khoan_id: 5,
  hospital: { hospital_id: 2, name: 'Bệnh viện Nhi', modules: ['catalogues'] },
  chuc_nang: ['NHAN_VIEN_CHI_TIET'],
};

export { choose, location, optionsOf, toasts };

/** A catalogue page at a URL for a user (default: the editor). */
export function renderPage(ui: ReactElement, { server, url = '/vi/Mapping', user = editor }: { server: FakeServer; url?: string; user?: TLoggedInUser | null }) {
  return renderPlatformPage(ui, { server, url, user });
}
