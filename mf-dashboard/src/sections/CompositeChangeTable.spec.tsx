import { render, screen } from '@testing-library/react';
import '../i18n';
import { composite } from '../test/fixtures';
import { tableRows } from '../test/render';
import { CompositeChangeTable } from './CompositeChangeTable';

describe('CompositeChangeTable: intervals and the verdict of the change', () => {
  it('writes each verdict in words with an arrow beside it (not colour alone)', () => {
    render(
      <CompositeChangeTable
        composites={[
          composite({
            composite_id: 1,
            name: 'Làm việc nhóm',
            score: 62,
            interval: { low: 58, high: 66 },
            previous: 55.9,
            change: { change: 6.1, low: 1.2, high: 11, p: 0.0143, verdict: 'improvement' },
          }),
          composite({
            composite_id: 2,
            name: 'Nhân lực',
            score: 40,
            interval: { low: 35.5, high: 44.6 },
            previous: 47.2,
            change: { change: -7.2, low: -12.9, high: -1.5, p: 0.0004, verdict: 'decline' },
          }),
          composite({
            composite_id: 3,
            name: 'Báo cáo sự cố',
            score: 70,
            interval: { low: 65, high: 75 },
            previous: 67,
            change: { change: 3, low: -4, high: 10, p: 0.41, verdict: 'no_clear_change' },
          }),
        ]}
      />,
    );
    expect(tableRows('composite-change')).toEqual([
      ['Lĩnh vực', 'Điểm (KTC 95 %)', 'Phiên bản trước', 'Thay đổi, điểm % (KTC 95 %)', 'Giá trị p', 'Kết luận'],
      ['Làm việc nhóm', '62 % (58–66)', '55,9 %', '+6,1 (1,2 đến 11)', '0,014', 'Cải thiện rõ'],
      ['Nhân lực', '40 % (35,5–44,6)', '47,2 %', '−7,2 (−12,9 đến −1,5)', '< 0,001', 'Giảm rõ'],
      ['Báo cáo sự cố', '70 % (65–75)', '67 %', '+3 (−4 đến 10)', '0,410', 'Chưa có thay đổi rõ ràng'],
    ]);
    const arrows = document.querySelectorAll('[data-verdict] i[aria-hidden="true"]');
    expect([...arrows].map((i) => i.className)).toEqual(['pi pi-arrow-up', 'pi pi-arrow-down', 'pi pi-minus']);
    expect(screen.getByText(/ngưỡng của AHRQ/)).toBeTruthy();
  });

  it('shows the intervals alone when there is no previous version, and nothing without intervals', () => {
    const { unmount } = render(<CompositeChangeTable composites={[composite({ interval: { low: 67.9, high: 77.1 }, previous: null, previous_version: null, change: null })]} />);
    expect(tableRows('composite-change')).toEqual([
      ['Lĩnh vực', 'Điểm (KTC 95 %)'],
      ['Làm việc nhóm', '72,5 % (67,9–77,1)'],
    ]);
    unmount();
    render(<CompositeChangeTable composites={[composite({ interval: null, change: null })]} />);
    expect(document.querySelector('[data-table="composite-change"]')).toBeNull();
  });
});
