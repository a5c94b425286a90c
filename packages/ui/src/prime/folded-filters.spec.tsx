import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from 'primereact/dropdown';
import { FilterService } from 'primereact/api';
import { applyFoldedFilters } from './folded-filters';

const PROVINCES = [
  { ma: '48', ten: 'Đà Nẵng' },
  { ma: '01', ten: 'Hà Nội' },
  { ma: '79', ten: 'Hồ Chí Minh' },
];

describe('applyFoldedFilters', () => {
  beforeAll(() => applyFoldedFilters());

  it.each([
    ['Nguyễn Văn A', 'nguyen', true],
    ['Trần Thị Dũng', 'DUNG', true],
    ['Khoa Ngoại', 'ngoai', true],
    ['Khoa Nội', 'ngoai', false],
    ['Khoa Nội', '', true],
    [null, 'a', false],
  ])("PrimeReact's contains: %s / %s → %s", (value, filter, expected) => {
    expect(FilterService.filters.contains(value, filter)).toBe(expected);
  });

  it("a Dropdown's filter box finds 'Đà Nẵng' from 'da nang'", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { container } = render(<Dropdown inputId="province" options={PROVINCES} optionLabel="ten" optionValue="ma" filter onChange={() => undefined} />);
    await user.click(container.querySelector('.p-dropdown')!);
    await user.type(document.querySelector<HTMLInputElement>('.p-dropdown-filter')!, 'da nang');
    // The panel is still in its opening transition for jsdom's accessibility tree: read the options themselves.
    const shown = () => [...document.querySelectorAll('li[role="option"]')].map((li) => li.getAttribute('aria-label'));
    await waitFor(() => expect(shown()).toEqual(['Đà Nẵng']));
  });
});
