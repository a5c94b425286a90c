import { act, render, screen } from '@testing-library/react';
import { EChart } from './EChart';

/** A stand-in IntersectionObserver whose entries the test decides. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(e: Element) {
    this.observed.push(e);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The element comes (or not) near the viewport. */
  fire(isIntersecting: boolean) {
    act(() =>
      this.callback(
        this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

describe('EChart', () => {
  it('is an image named for screen readers, and adds the font and motion settings to the option', () => {
    render(<EChart option={{ series: [{ type: 'bar', data: [3] }] }} height={200} label="A: 3" />);
    expect(screen.getByRole('img', { name: 'A: 3' })).toBeTruthy();
    const option = JSON.parse(screen.getByTestId('echart').dataset.option ?? '{}') as { animation: boolean; textStyle: { fontFamily: string }; series: unknown[] };
    expect(option.series).toEqual([{ type: 'bar', data: [3] }]);
    expect(option.animation).toBe(true);
    expect(option.textStyle.fontFamily).toContain('system-ui');
  });

  it('draws on a canvas unless SVG is asked for', () => {
    const { rerender } = render(<EChart option={{ series: [] }} height={200} label="A" />);
    expect(screen.getByTestId('echart').dataset.renderer).toBe('canvas');
    rerender(<EChart option={{ series: [] }} height={200} label="A" renderer="svg" />);
    expect(screen.getByTestId('echart').dataset.renderer).toBe('svg');
  });

  describe('below the fold', () => {
    beforeEach(() => {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      FakeObserver.last = null;
    });

    it('holds its place with a box of the same height, and starts ECharts once it comes near the viewport', () => {
      const { container } = render(<EChart option={{ series: [] }} height={260} label="B: 4" />);
      expect(screen.queryByTestId('echart')).toBeNull();
      expect(screen.getByRole('img', { name: 'B: 4' })).toBeTruthy();
      const placeholder = container.querySelector<HTMLElement>('.hm-chart__placeholder')!;
      expect(placeholder.style.height).toBe('260px');
      const observer = FakeObserver.last!;
      expect(observer.options?.rootMargin).toMatch(/px/);

      observer.fire(false);
      expect(screen.queryByTestId('echart')).toBeNull();
      observer.fire(true);
      expect(screen.getByTestId('echart').style.height).toBe('260px');
      expect(container.querySelector('.hm-chart__placeholder')).toBeNull();
      expect(observer.disconnected).toBe(true);
    });
  });
});
