import { forgetFailedShares } from './forget-failed-shares';

describe('forgetFailedShares', () => {
  it('forgets a failed load, keeps loaded modules and loads under way', async () => {
    const failed = Promise.reject(new Error('Loading css chunk 5110 failed.'));
    failed.catch(() => undefined);
    const pending = new Promise(() => undefined);
    const ok = Promise.resolve(() => ({}));
    const scopes = {
      mf_catalogues: {
        default: {
          'primereact/inputswitch': { '10.9.9': { loading: failed, loaded: false, lib: null } },
          react: { '19.3.1': { loading: ok, loaded: true, lib: () => ({}) } },
          '@hm/ui/table': { '0.0.0': { loading: pending, loaded: false, lib: null } },
        },
      },
    };
    await forgetFailedShares(scopes);
    const scope = scopes.mf_catalogues.default;
    expect(scope['primereact/inputswitch']['10.9.9'].loading).toBeUndefined();
    expect(scope.react['19.3.1'].loading).toBe(ok);
    expect(scope['@hm/ui/table']['0.0.0'].loading).toBe(pending);
  });

  it('does nothing without a federation runtime', async () => {
    await expect(forgetFailedShares(undefined)).resolves.toBeUndefined();
  });
});
