import { ApiError } from '@hm/contract';
import { createAutosaver, type SaveState } from './autosaver';

/** A save the test answers by hand. */
function controlledSave() {
  const calls: { value: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const save = jest.fn(
    (value: number) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject });
      }),
  );
  return { save, calls };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const network = new ApiError(0, 'Không kết nối được máy chủ', null);
const refusal = new ApiError(409, 'Đợt khảo sát đã kết thúc', null);

describe('autosaver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves once, 500 ms after the last of a burst of changes, with the latest value', async () => {
    const { save, calls } = controlledSave();
    const states: SaveState[] = [];
    const saver = createAutosaver<number>({ save, onState: (s) => states.push(s) });
    saver.change(1);
    jest.advanceTimersByTime(300);
    saver.change(2);
    jest.advanceTimersByTime(300);
    saver.change(3);
    jest.advanceTimersByTime(499);
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith(3);
    calls[0]!.resolve();
    await settle();
    expect(states.at(-1)).toBe('saved');
    expect(states).toContain('saving');
  });

  it('saves at once on flush (a step change)', async () => {
    const { save, calls } = controlledSave();
    const saver = createAutosaver<number>({ save });
    saver.change(7);
    void saver.flush();
    expect(save).toHaveBeenCalledWith(7);
    calls[0]!.resolve();
    await settle();
    jest.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('runs one save at a time and sends a change made meanwhile right after', async () => {
    const { save, calls } = controlledSave();
    const saved: [number, boolean][] = [];
    const saver = createAutosaver<number>({ save, onSaved: (v, _r, latest) => saved.push([v, latest]) });
    saver.change(1);
    void saver.flush();
    saver.change(2);
    void saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(2);
    calls[1]!.resolve();
    await settle();
    expect(saved).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('retries a lost connection with backoff until the server takes the latest value', async () => {
    const { save, calls } = controlledSave();
    const states: SaveState[] = [];
    const saver = createAutosaver<number>({ save, onState: (s) => states.push(s), retryable: (e) => e instanceof ApiError && e.code === 0 });
    saver.change(1);
    void saver.flush();
    calls[0]!.reject(network);
    await settle();
    expect(states.at(-1)).toBe('error');
    jest.advanceTimersByTime(1999);
    expect(save).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(2);
    calls[1]!.reject(network);
    await settle();
    jest.advanceTimersByTime(4999);
    expect(save).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith(1);
    calls[2]!.resolve();
    await settle();
    expect(states.at(-1)).toBe('saved');
  });

  it('does not retry a refusal by itself, but on the next change or flush', async () => {
    const { save, calls } = controlledSave();
    const saver = createAutosaver<number>({ save, retryable: (e) => e instanceof ApiError && e.code === 0 });
    saver.change(1);
    void saver.flush();
    calls[0]!.reject(refusal);
    await settle();
    jest.advanceTimersByTime(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    void saver.flush();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('stops before the submit: waits for the save running, then sends nothing more until resumed', async () => {
    const { save, calls } = controlledSave();
    const saver = createAutosaver<number>({ save });
    saver.change(1);
    void saver.flush();
    let stopped = false;
    void saver.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    calls[0]!.resolve();
    await settle();
    expect(stopped).toBe(true);
    saver.change(2);
    jest.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
    saver.resume();
    jest.advanceTimersByTime(0);
    expect(save).toHaveBeenLastCalledWith(2);
  });

  it('does nothing after dispose', () => {
    const { save } = controlledSave();
    const saver = createAutosaver<number>({ save });
    saver.change(1);
    saver.dispose();
    jest.advanceTimersByTime(5000);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a waiting change when closed (leaving the page), and nothing after', async () => {
    const { save, calls } = controlledSave();
    const saved: number[] = [];
    const saver = createAutosaver<number>({ save, onSaved: (v) => saved.push(v) });
    saver.change(1);
    saver.close();
    expect(save).toHaveBeenCalledWith(1);
    calls[0]!.resolve();
    await settle();
    expect(saved).toEqual([1]);
    saver.change(2);
    jest.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
