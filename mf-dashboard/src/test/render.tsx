import type { TLoggedInUser } from '@hm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { type FakeServer, location, renderPage as renderPlatformPage, toasts } from '@hm/platform/testing';

/** A hospital administrator of hospital 1 who reads the dashboards and computes data. */
export const admin: TLoggedInUser = {
  tai_khoan_id: 2,
  ten_tai_khoan: 'bvadmin',
  phan_quyen_id: 2,
  phan_quyen_cap: 2,
  display_name: 'Quản trị bệnh viện',
  nhan_vien_su_dung: null,
  hospital: { hospital_id: 1, name: 'Bệnh viện Đa khoa Demo', modules: ['survey', 'dashboard'] },
  chuc_nang: ['DASHBOARD_XEM', 'DASHBOARD_TINH_DU_LIEU'],
};

/** The same administrator who may also export raw data. */
export const rawExporter: TLoggedInUser = { ...admin, chuc_nang: [...admin.chuc_nang, 'DU_LIEU_THO_XUAT'] };

/** A reader of hospital 2 (the home hospital is the second of the list). */
export const readerOf2: TLoggedInUser = {
  ...admin,
  tai_khoan_id: 5,
  hospital: { hospital_id: 2, name: 'Bệnh viện Nhi', modules: ['dashboard'] },
  chuc_nang: ['DASHBOARD_XEM'],
};

export { location, toasts };

/** A dashboard page at a URL, mounted at the route pattern `path`, for a user (default: admin). */
export function renderPage(ui: ReactElement, { server, url, path = '*', user = admin }: { server: FakeServer; url: string; path?: string; user?: TLoggedInUser | null }) {
  return renderPlatformPage(ui, { server, url, path, user });
}

/** Opens a PrimeReact Dropdown by its label and returns its open list (portalled to <body>). */
async function openDropdown(label: string) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const input = screen.getByLabelText(label);
  await user.click((input.closest('.p-dropdown') as HTMLElement | null) ?? input);
  const list = await waitFor(() => {
    const el = document.querySelector('.p-dropdown-panel .p-dropdown-items');
    if (!el) throw new Error(`The list of ${label} did not open`);
    return el as HTMLElement;
  });
  return { user, list };
}

/**
 * Picks an option of a PrimeReact Dropdown by its label. jsdom cannot measure the overlay, so
 * PrimeReact leaves it hidden: query and click it as such.
 */
export async function choose(label: string, option: string | RegExp) {
  const { user, list } = await openDropdown(label);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull());
}

/** The options a Dropdown offers (opens it, reads them, closes it with Escape). */
export async function optionsOf(label: string): Promise<string[]> {
  const { user, list } = await openDropdown(label);
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull());
  return names;
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
