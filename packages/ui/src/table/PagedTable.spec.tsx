import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Column } from 'primereact/column';
import { PagedTable, type PagedQuery } from './PagedTable';
import { usePaging } from './usePaging';

interface Row {
  id: number;
  name: string;
}
const rows = (n: number, from = 1): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Phiên bản ${from + i}` }));

function Table({ query, onPage }: { query: PagedQuery<Row>; onPage?: (page: number, size: number) => void }) {
  const paging = usePaging();
  onPage?.(paging.page, paging.size);
  return (
    <PagedTable query={query} paging={paging} dataKey="id" empty="Chưa có phiên bản">
      <Column header="Tên" field="name" />
    </PagedTable>
  );
}
const ok = (data: Row[], total: number): PagedQuery<Row> => ({ data: { data, total }, isFetching: false, isError: false, error: null, refetch: jest.fn() });

describe('PagedTable', () => {
  it('shows one page of rows with the Vietnamese page report, and asks for the next page', async () => {
    const pages: number[] = [];
    render(<Table query={ok(rows(10), 25)} onPage={(p) => pages.push(p)} />);
    expect(screen.getByText('Phiên bản 10')).toBeTruthy();
    expect(screen.getByText('1–10 / 25')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^(Page|Trang) 2$/ }));
    expect(pages.at(-1)).toBe(2);
  });

  it('writes the stacked layout for narrow screens on the first mount (PrimeReact waits for a prop change)', () => {
    render(<Table query={ok(rows(3), 3)} />);
    const css = [...document.head.querySelectorAll('style')].map((s) => s.innerHTML).join('\n');
    expect(css).toMatch(/@media screen and \(max-width: 768px\)[\s\S]*p-column-title/);
  });

  it('says when the page is empty', () => {
    render(<Table query={ok([], 0)} />);
    expect(screen.getByText('Chưa có phiên bản')).toBeTruthy();
  });

  it('shows a failed read in place with a retry', async () => {
    const refetch = jest.fn();
    render(<Table query={{ isFetching: false, isError: true, error: new Error('Mất kết nối'), refetch }} />);
    expect(screen.getByRole('alert').textContent).toContain('Không tải được dữ liệu');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(refetch).toHaveBeenCalled();
  });
});
