import { RUNTIME_CONFIG_ELEMENT_ID } from '@hm/contract/constants';
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

  describe('written into the page by the server', () => {
    const cfg = { apiBaseUrl: '/api', version: '1.2.3', remotes: {} };
    const inPage = (text: string) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = RUNTIME_CONFIG_ELEMENT_ID;
      block.textContent = text;
      document.head.append(block);
    };
    afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

    it('is used as it is: no /config.json round trip', async () => {
      inPage(JSON.stringify(cfg));
      const f = jest.fn(() => response({}));
      await expect(loadRuntimeConfig('/config.json', f as unknown as typeof fetch)).resolves.toEqual(cfg);
      expect(f).not.toHaveBeenCalled();
      expect(getRuntimeConfig()).toEqual(cfg);
    });

    it('is fetched after all when the page holds no valid configuration', async () => {
      inPage('{"remotes": 3');
      const f = jest.fn(() => response(cfg));
      await expect(loadRuntimeConfig('/config.json', f as unknown as typeof fetch)).resolves.toEqual(cfg);
      expect(f).toHaveBeenCalledTimes(1);
    });
  });
});
