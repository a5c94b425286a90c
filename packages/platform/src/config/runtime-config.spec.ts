import { getRuntimeConfig, loadRuntimeConfig, RuntimeConfigError } from './runtime-config';

const response = (body: unknown, status = 200) => Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response);

describe('loadRuntimeConfig', () => {
  it('fetches /config.json without the HTTP cache and keeps the validated config', async () => {
    const cfg = { apiBaseUrl: '', version: '1.2.0', remotes: { survey: { name: 'mf_survey', manifest: '/remotes/mf-survey/mf-manifest.json', version: '1.0.0' } } };
    const f = jest.fn(() => response(cfg));
    await expect(loadRuntimeConfig('/config.json', f as unknown as typeof fetch)).resolves.toEqual(cfg);
    expect(f).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(getRuntimeConfig()).toEqual(cfg);
  });

  it('refuses a configuration that does not match the contract', async () => {
    const f = jest.fn(() => response({ remotes: 3 }));
    await expect(loadRuntimeConfig('/config.json', f as unknown as typeof fetch)).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('reports an HTTP failure', async () => {
    const f = jest.fn(() => response(null, 404));
    await expect(loadRuntimeConfig('/config.json', f as unknown as typeof fetch)).rejects.toThrow('HTTP 404');
  });
});
