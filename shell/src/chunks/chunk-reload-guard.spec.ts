import { CHUNK_RELOAD_KEY, createChunkReloadGuard } from './chunk-reload-guard';
import { isChunkLoadError } from './chunk-load-error';
import { loadWithChunkReload } from './load-with-chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function setup(start = 1_000_000, initial: Record<string, string> = {}) {
  let now = start;
  const storage = memoryStorage(initial);
  const reload = jest.fn();
  const guard = createChunkReloadGuard({ storage, now: () => now, reload });
  return { guard, reload, storage, at: (t: number) => void (now = t) };
}

const chunkError = () => Object.assign(new Error('Loading chunk 812 failed.\n(error: http://x/812.abc.js)'), { name: 'ChunkLoadError' });

describe('createChunkReloadGuard', () => {
  it('reloads the first time and remembers when in sessionStorage', () => {
    const { guard, reload, storage } = setup(1_000_000);
    expect(guard.tryReload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 000 ms, and does after', () => {
    const { guard, reload, at } = setup(1_000_000);
    guard.tryReload();
    at(1_059_999);
    expect(guard.tryReload()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    at(1_060_000);
    expect(guard.tryReload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reads the time of a reload made before this page (it survives the reload)', () => {
    const { guard, reload } = setup(1_030_000, { [CHUNK_RELOAD_KEY]: '1000000' });
    expect(guard.tryReload()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a stored value that is not a time', () => {
    const { guard, reload } = setup(1_000_000, { [CHUNK_RELOAD_KEY]: 'garbage' });
    expect(guard.tryReload()).toBe(true);
    expect(reload).toHaveBeenCalled();
  });

  it('never reloads when the storage fails (it could not stop a loop)', () => {
    const reload = jest.fn();
    const guard = createChunkReloadGuard({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      now: () => 1,
      reload,
    });
    expect(guard.tryReload()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['rspack ChunkLoadError', chunkError()],
    ['rspack CSS chunk', new Error('Loading CSS chunk 7 failed.')],
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
  ])('recognises %s', (_, err) => expect(isChunkLoadError(err)).toBe(true));

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('loadWithChunkReload', () => {
  const page = { default: () => null };

  it('passes a loaded chunk through', async () => {
    const { guard, reload } = setup();
    await expect(loadWithChunkReload(() => Promise.resolve(page), guard)).resolves.toBe(page);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on a chunk failure and never settles (the spinner stays until the reload)', async () => {
    const { guard, reload } = setup();
    const settled = jest.fn();
    loadWithChunkReload(() => Promise.reject(chunkError()), guard).then(settled, settled);
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
  });

  it('rejects (to the error page) when it reloaded less than 60 s ago', async () => {
    const { guard, reload, at } = setup(1_000_000);
    guard.tryReload();
    at(1_010_000);
    await expect(loadWithChunkReload(() => Promise.reject(chunkError()), guard)).rejects.toThrow('Loading chunk 812 failed');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for an error thrown by the module itself', async () => {
    const { guard, reload } = setup();
    await expect(loadWithChunkReload(() => Promise.reject(new ReferenceError('x is not defined')), guard)).rejects.toThrow('x is not defined');
    expect(reload).not.toHaveBeenCalled();
  });
});
