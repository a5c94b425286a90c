import type { TLoggedInUser } from '@hm/contract';
import type { ReactElement } from 'react';
import { choose, type FakeServer, location, optionsOf, renderPage as renderPlatformPage, toasts, userWith } from '@hm/platform/testing';

/** A hospital administrator of hospital 1 who edits catalogues (DANH_MUC_SUA). */
export const editor: TLoggedInUser = userWith(['DANH_MUC_SUA'], { modules: ['catalogues'] });

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
