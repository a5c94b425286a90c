import type { TPercentData } from '@hm/contract';
import { render, screen } from '@testing-library/react';
import '../i18n';
import { BreakdownTable } from './BreakdownTable';

type Breakdown = TPercentData['breakdowns'][number];
const row = (gia_tri: number, label: string, against: Breakdown['composites'][number]['against_rest']): Breakdown => ({
  dimension: 'unit',
  gia_tri,
  label,
  n: 40,
  suppressed: false,
  composites: [{ composite_id: 1, score: 55, against_rest: against }],
});

describe('BreakdownTable: a unit against the rest of its hospital', () => {
  it('marks a clear difference with an arrow named in words, and explains it under the table', () => {
    render(
      <BreakdownTable
        caption="Theo khoa/đơn vị"
        groupHeader="Khoa/đơn vị"
        composites={[{ composite_id: 1, name: 'Làm việc nhóm', ma_composite: 'TW' }]}
        minGroupSize={5}
        name="unit"
        rows={[
          row(1, 'Khoa Nội', { change: -9.4, low: -15.1, high: -3.7, p: 0.0012, verdict: 'decline' }),
          row(2, 'Khoa Ngoại', { change: 3.1, low: -2.5, high: 8.7, p: 0.28, verdict: 'no_clear_change' }),
          row(3, 'Khoa Nhi', null),
        ]}
      />,
    );
    const cells = [...document.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1]!.textContent!.replace(/\s+/g, ' ').trim());
    expect(cells).toEqual(['55 % thấp hơn rõ so với phần còn lại của bệnh viện', '55 %', '55 %']);
    expect(document.querySelector('[data-against="decline"] i')!.className).toBe('pi pi-arrow-down');
    expect(screen.getByText(/Mũi tên lên\/xuống/)).toBeTruthy();
  });
});
