import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { usePaging } from '../table/usePaging';
import { rateByDepartment } from './fixtures';
import { ReportResult, type ReportResultQuery, type ReportSort } from './ReportResult';

const ok = (data = rateByDepartment()): ReportResultQuery => ({ data, isFetching: false, isError: false, error: null, refetch: jest.fn() });

function Result({ query, onSort }: { query: ReportResultQuery; onSort?: (s: ReportSort | null) => void }) {
  const paging = usePaging();
  const [sort, setSort] = useState<ReportSort | null>(null);
  return <ReportResult query={query} paging={paging} title="Tỷ lệ phản hồi" sort={{ value: sort, onChange: (s) => (setSort(s), onSort?.(s)) }} />;
}

describe('ReportResult', () => {
  it('shows the page formatted in Vietnamese, with its chart named for screen readers', () => {
    render(<Result query={ok()} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Khoa Nội')).toBeTruthy();
    expect(within(table).getByText('1.200')).toBeTruthy();
    expect(within(table).getByText('62,5 %')).toBeTruthy();
    expect(within(table).getByText('—')).toBeTruthy();
    expect(screen.getByText('1–10 / 12')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Tỷ lệ phản hồi: Khoa Nội Được mời 1\.200/ })).toBeTruthy();
  });

  it('says how many groups were hidden, and draws no chart when the definition has none', () => {
    render(<Result query={ok(rateByDepartment({ suppressed: 2, bieu_do: 'none' }))} />);
    expect(screen.getByText('2 nhóm dưới cỡ tối thiểu được ẩn')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('asks the server for a sort by a column header: ascending, descending, then the default', async () => {
    const sorts: (ReportSort | null)[] = [];
    render(<Result query={ok()} onSort={(s) => sorts.push(s)} />);
    const header = screen.getByRole('columnheader', { name: /Được mời/ });
    await userEvent.click(header);
    await userEvent.click(header);
    await userEvent.click(header);
    expect(sorts).toEqual([{ field: 'moi', order: 'asc' }, { field: 'moi', order: 'desc' }, null]);
  });

  it('says when the report has no rows, and shows a failure with a retry', async () => {
    const { unmount } = render(<Result query={ok(rateByDepartment({ rows: [], total: 0 }))} />);
    expect(screen.getByText('Báo cáo không có dòng nào với các tham số này')).toBeTruthy();
    unmount();
    const failed: ReportResultQuery = { data: undefined, isFetching: false, isError: true, error: new Error('x'), refetch: jest.fn() };
    render(<Result query={failed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(failed.refetch).toHaveBeenCalled();
  });
});
