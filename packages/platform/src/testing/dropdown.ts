import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const PANEL = '.p-dropdown-panel, .p-multiselect-panel';

/** Opens a PrimeReact Dropdown or MultiSelect by its label and returns its open list (portalled to <body>). */
async function openDropdown(label: string) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  // The labelled input is PrimeReact's hidden focus input; the list opens on its container.
  const input = screen.getByLabelText(label);
  const box = (input.closest('.p-dropdown, .p-multiselect') as HTMLElement | null) ?? input;
  await user.click(box);
  const list = await waitFor(() => {
    const el = document.querySelector('.p-dropdown-panel .p-dropdown-items, .p-multiselect-panel .p-multiselect-items');
    if (!el) throw new Error(`The list of ${label} did not open`);
    return el as HTMLElement;
  });
  return { user, list, multiple: box.classList.contains('p-multiselect') };
}

const panelClosed = () =>
  waitFor(() => {
    if (document.querySelector(PANEL)) throw new Error('The list is still open');
  });

/**
 * Picks an option of a PrimeReact Dropdown (or ticks one of a MultiSelect) by its label. jsdom
 * cannot measure the overlay, so PrimeReact leaves it hidden: it is queried and clicked as such.
 * @example await choose('Phiên bản khảo sát', /2025/);
 */
export async function choose(label: string, option: string | RegExp): Promise<void> {
  const { user, list, multiple } = await openDropdown(label);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
  if (!multiple) await panelClosed();
}

/**
 * The options a Dropdown offers (opens it, reads them, closes it with Escape).
 * @example expect(await optionsOf('Bệnh viện')).toEqual(['Tất cả', 'Bệnh viện Nhi']);
 */
export async function optionsOf(label: string): Promise<string[]> {
  const { user, list } = await openDropdown(label);
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  await panelClosed();
  return names;
}
