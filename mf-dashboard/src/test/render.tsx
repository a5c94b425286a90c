import type { TLoggedInUser } from '@hm/contract';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { choose, type FakeServer, location, optionsOf, renderPage as renderPlatformPage, toasts, userWith } from '@hm/platform/testing';

/** A hospital administrator of hospital 1 who reads the dashboards and computes data. */
export const admin: TLoggedInUser = userWith(['DASHBOARD_XEM', 'DASHBOARD_TINH_DU_LIEU'], { modules: ['survey', 'dashboard'] });

/** The same administrator who may also export raw data. */
export const rawExporter: TLoggedInUser = { ...admin, chuc_nang: [...admin.chuc_nang, 'DU_LIEU_THO_XUAT'] };

/** A reader of hospital 2 (the home hospital is the second of the list). */
export const readerOf2: TLoggedInUser = {
  ...admin,
  tai_khoan_id: 5,
  hospital: { hospital_id: 2, name: 'Bệnh viện Nhi', modules: ['dashboard'] },
  chuc_nang: ['DASHBOARD_XEM'],
};

export { choose, location, optionsOf, toasts };

/** A dashboard page at a URL, mounted at the route pattern `path`, for a user (default: admin). */
export function renderPage(ui: ReactElement, { server, url, path = '*', user = admin }: { server: FakeServer; url: string; path?: string; user?: TLoggedInUser | null }) {
  return renderPlatformPage(ui, { server, url, path, user });
}

/**
 * The rows of a figure's or page's table (`data-table` name) as text cells; header row first.
 * @example await tableRows('composites') // [['Lĩnh vực', 'Điểm', …], ['Làm việc nhóm', '72,5 %', …]]
 */
export function tableRows(name: string, container: HTMLElement = document.body): string[][] {
  const table = container.querySelector(`table[data-table="${name}"]`);
  if (!table) throw new Error(`No table ${name}`);
  return [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** A panel by its heading. */
export const panel = async (title: string) => within((await screen.findByRole('heading', { name: title, level: 2 })).closest('section') as HTMLElement);
