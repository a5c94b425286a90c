import { act, render, screen } from '@testing-library/react';
import { MOBILE_MEDIA_QUERY, useIsMobile, useMobileStore, watchMobileViewport } from './mobile-store';

/** A MediaQueryList whose width the test sets. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const maxWidth = Number(/max-width:\s*([\d.]+)px/.exec(MOBILE_MEDIA_QUERY)?.[1]);
  const list = {
    get matches() {
      return current <= maxWidth;
    },
    media: MOBILE_MEDIA_QUERY,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  } as unknown as MediaQueryList;
  const matchMedia = jest.fn((_query: string) => list);
  const resize = (w: number) => {
    current = w;
    listeners.forEach((l) => l());
  };
  return { matchMedia, resize, listeners };
}

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  useMobileStore.setState({ mobile: false });
});

describe('mobile flag', () => {
  it('is true below 768 px and false from 768 px, following the viewport', () => {
    const vp = fakeViewport(1024);
    stop = watchMobileViewport(vp.matchMedia);
    expect(vp.matchMedia).toHaveBeenCalledWith(MOBILE_MEDIA_QUERY);
    expect(useMobileStore.getState().mobile).toBe(false);
    vp.resize(767);
    expect(useMobileStore.getState().mobile).toBe(true);
    vp.resize(768);
    expect(useMobileStore.getState().mobile).toBe(false);
    vp.resize(360);
    expect(useMobileStore.getState().mobile).toBe(true);
  });

  it('watches once, and stops listening when stopped', () => {
    const vp = fakeViewport(1024);
    stop = watchMobileViewport(vp.matchMedia);
    expect(watchMobileViewport(vp.matchMedia)).toBe(stop);
    expect(vp.listeners.size).toBe(1);
    stop();
    expect(vp.listeners.size).toBe(0);
  });

  it('re-renders useIsMobile() when the viewport crosses the breakpoint', () => {
    const vp = fakeViewport(1280);
    stop = watchMobileViewport(vp.matchMedia);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => vp.resize(500));
    expect(screen.getByText('mobile')).toBeTruthy();
  });
});
