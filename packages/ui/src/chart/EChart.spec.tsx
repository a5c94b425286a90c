import { render, screen } from '@testing-library/react';
import { EChart } from './EChart';

describe('EChart', () => {
  it('is an image named for screen readers, and adds the font and motion settings to the option', () => {
    render(<EChart option={{ series: [{ type: 'bar', data: [3] }] }} height={200} label="A: 3" />);
    expect(screen.getByRole('img', { name: 'A: 3' })).toBeTruthy();
    const option = JSON.parse(screen.getByTestId('echart').dataset.option ?? '{}') as { animation: boolean; textStyle: { fontFamily: string }; series: unknown[] };
    expect(option.series).toEqual([{ type: 'bar', data: [3] }]);
    expect(option.animation).toBe(true);
    expect(option.textStyle.fontFamily).toContain('system-ui');
  });
});
