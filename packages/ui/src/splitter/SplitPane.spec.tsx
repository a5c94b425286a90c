import { useMobileStore } from '@hm/platform';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SplitPane } from './SplitPane';

const renderPane = (props: Partial<Parameters<typeof SplitPane>[0]> = {}) => render(<SplitPane start={<p>Danh sách</p>} end={<p>Chi tiết</p>} {...props} />);
const gutter = () => screen.getByRole('separator', { name: 'Đổi độ rộng hai khung' });
const startPanel = () => screen.getByText('Danh sách').parentElement as HTMLElement;

/** jsdom lays nothing out: give the container a width. */
function withContainerWidth(width: number) {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
}

// jsdom has no PointerEvent: without one, fireEvent drops clientX and pointerId.
beforeAll(() => {
  if ('PointerEvent' in window) return;
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
});

afterEach(() => {
  jest.restoreAllMocks();
  useMobileStore.setState({ mobile: false });
});

describe('SplitPane', () => {
  it('starts at 300 px with a 10 px gutter, the left panel never below 300 px', () => {
    renderPane();
    expect(gutter().getAttribute('aria-valuenow')).toBe('300');
    expect(gutter().getAttribute('aria-valuemin')).toBe('300');
    expect(gutter().getAttribute('aria-orientation')).toBe('vertical');
    expect(gutter().getAttribute('aria-controls')).toBe(startPanel().id);
    expect(gutter().style.flexBasis).toBe('10px');
    expect(startPanel().style.flexBasis).toBe('300px');
    expect(gutter().tabIndex).toBe(0);
  });

  it('resizes with the arrow keys, by 10 px (50 px with Shift), and not below the minimum', async () => {
    const onResize = jest.fn();
    renderPane({ onResize });
    gutter().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(gutter().getAttribute('aria-valuenow')).toBe('320');
    expect(startPanel().style.flexBasis).toBe('320px');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(gutter().getAttribute('aria-valuenow')).toBe('370');
    await userEvent.keyboard('{ArrowLeft}');
    expect(gutter().getAttribute('aria-valuenow')).toBe('360');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(gutter().getAttribute('aria-valuenow')).toBe('300');
    expect(onResize.mock.calls.map(([s]) => s)).toEqual([310, 320, 370, 360, 300]);
  });

  it('keeps the right panel at least 300 px wide: End goes to the widest size', async () => {
    withContainerWidth(1000);
    renderPane();
    expect(gutter().getAttribute('aria-valuemax')).toBe('690');
    gutter().focus();
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(gutter().getAttribute('aria-valuenow')).toBe('690');
  });

  it('follows a pointer drag on the gutter, within the bounds', () => {
    withContainerWidth(1000);
    renderPane();
    fireEvent.pointerDown(gutter(), { pointerId: 1, button: 0, clientX: 305 });
    fireEvent.pointerMove(gutter(), { pointerId: 1, clientX: 405 });
    expect(gutter().getAttribute('aria-valuenow')).toBe('400');
    fireEvent.pointerMove(gutter(), { pointerId: 1, clientX: 5 });
    expect(gutter().getAttribute('aria-valuenow')).toBe('300');
    fireEvent.pointerMove(gutter(), { pointerId: 1, clientX: 2000 });
    expect(gutter().getAttribute('aria-valuenow')).toBe('690');
    fireEvent.pointerUp(gutter(), { pointerId: 1, clientX: 2000 });
    fireEvent.pointerMove(gutter(), { pointerId: 1, clientX: 405 });
    expect(gutter().getAttribute('aria-valuenow')).toBe('690');
  });

  it('stacks the panels without a gutter on a mobile viewport', () => {
    useMobileStore.setState({ mobile: true });
    renderPane();
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.getByText('Danh sách')).toBeTruthy();
    expect(screen.getByText('Chi tiết')).toBeTruthy();
  });
});
