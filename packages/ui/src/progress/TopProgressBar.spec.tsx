// The platform initialises the one i18next instance the component translates with.
import '@hm/platform';
import { act, render, screen } from '@testing-library/react';
import { progressAt } from './progress-curve';
import { TopProgressBar } from './TopProgressBar';

const bar = () => screen.queryByRole('progressbar', { name: 'Đang tải trang' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('progressAt', () => {
  it('grows from 5 % to 90 % over the duration, then holds', () => {
    expect(progressAt(0, 5000)).toBe(5);
    expect(progressAt(2500, 5000)).toBe(47.5);
    expect(progressAt(5000, 5000)).toBe(90);
    expect(progressAt(60_000, 5000)).toBe(90);
  });
});

describe('TopProgressBar', () => {
  it('never shows for work shorter than the 200 ms throttle', () => {
    const { rerender } = render(<TopProgressBar active />);
    advance(150);
    expect(bar()).toBeNull();
    rerender(<TopProgressBar active={false} />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('shows after 200 ms, busy, growing over the 5000 ms duration, then completes and hides', () => {
    const { rerender } = render(<TopProgressBar active />);
    advance(200);
    expect(bar()?.getAttribute('aria-busy')).toBe('true');
    expect(bar()?.getAttribute('aria-valuenow')).toBe('5');
    advance(2500);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('48');
    advance(5000);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('90');
    rerender(<TopProgressBar active={false} />);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
    expect(bar()?.getAttribute('aria-busy')).toBe('false');
    advance(300);
    expect(bar()).toBeNull();
  });

  it('takes its timing from props', () => {
    const { rerender } = render(<TopProgressBar active throttleMs={0} durationMs={1000} />);
    advance(0);
    expect(bar()).not.toBeNull();
    advance(1000);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('90');
    rerender(<TopProgressBar active={false} throttleMs={0} durationMs={1000} />);
    advance(300);
    expect(bar()).toBeNull();
  });
});
