import { CONSTANTS } from '@hm/contract';
import { loadRemoteModule } from './load-remote-module';
import { preloadRemotes } from './preload-remotes';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve()) }));
const load = jest.mocked(loadRemoteModule);

describe('preloadRemotes', () => {
  const idle = window.requestIdleCallback;
  afterEach(() => {
    if (idle) window.requestIdleCallback = idle;
    else delete (window as Partial<Window>).requestIdleCallback;
    load.mockClear();
    jest.useRealTimers();
  });

  it('leaves the first page its time, then waits for the browser to be idle, with the timeout as the latest moment', () => {
    jest.useFakeTimers();
    let later: (() => void) | null = null;
    const requestIdle = jest.fn((cb: () => void) => ((later = cb), 1));
    window.requestIdleCallback = requestIdle as unknown as typeof window.requestIdleCallback;
    preloadRemotes(['survey', 'dashboard']);
    jest.advanceTimersByTime(CONSTANTS.preloadDelayMs - 1);
    expect(requestIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: CONSTANTS.prefetchIdleTimeoutMs });
    expect(load).not.toHaveBeenCalled();
    later!();
    expect(load.mock.calls.map((c) => c[0])).toEqual(['survey', 'dashboard']);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    jest.useFakeTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    preloadRemotes(['survey']);
    jest.advanceTimersByTime(CONSTANTS.preloadDelayMs + CONSTANTS.prefetchIdleTimeoutMs - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledWith('survey');
  });

  it('asks for no idle time when nothing is reachable', () => {
    const requestIdle = jest.fn();
    window.requestIdleCallback = requestIdle as unknown as typeof window.requestIdleCallback;
    preloadRemotes([]);
    expect(requestIdle).not.toHaveBeenCalled();
  });
});
