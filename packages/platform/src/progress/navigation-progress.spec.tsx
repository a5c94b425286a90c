import { render } from '@testing-library/react';
import { useNavigationBusy, useNavigationProgressStore } from './navigation-progress';

const pending = () => useNavigationProgressStore.getState().pending;

function Busy({ busy }: { busy: boolean }) {
  useNavigationBusy(busy);
  return null;
}

describe('navigation progress', () => {
  it('counts what is pending; ending twice counts once', () => {
    const endA = useNavigationProgressStore.getState().begin();
    const endB = useNavigationProgressStore.getState().begin();
    expect(pending()).toBe(2);
    endA();
    endA();
    expect(pending()).toBe(1);
    endB();
    expect(pending()).toBe(0);
  });

  it('is busy while a component asks for it and is mounted', () => {
    const { rerender, unmount } = render(<Busy busy />);
    expect(pending()).toBe(1);
    rerender(<Busy busy={false} />);
    expect(pending()).toBe(0);
    rerender(<Busy busy />);
    unmount();
    expect(pending()).toBe(0);
  });
});
