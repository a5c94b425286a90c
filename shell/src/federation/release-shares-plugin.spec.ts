import releaseShares, { markReleaseRemote } from './release-shares-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof releaseShares>['resolveShare']>>[0];

/** What the runtime hands the hook: the consumer (`shareInfo.from`) and the provider its own rule chose. */
const args = (consumer: string, provider: string) =>
  ({ shareInfo: { from: consumer }, resolver: () => ({ shared: { from: provider }, useTreesShaking: false }) }) as unknown as Args;

describe('the shares of a release', () => {
  const plugin = releaseShares();
  markReleaseRemote('mf_dashboard');
  const resolved = (a: Args) => (plugin.resolveShare!(a) as Args).resolver();

  it('are not given to another module: it takes another provider or its own copy', () => {
    expect(resolved(args('mf_survey', 'mf_dashboard'))).toBeUndefined();
    expect(resolved(args('shell', 'mf_dashboard'))).toBeUndefined();
  });

  it('serve the release itself, and the shell and built-in remotes keep serving everybody', () => {
    expect(resolved(args('mf_dashboard', 'mf_dashboard'))?.shared.from).toBe('mf_dashboard');
    expect(resolved(args('mf_dashboard', 'shell'))?.shared.from).toBe('shell');
    expect(resolved(args('mf_system', 'mf_survey'))?.shared.from).toBe('mf_survey');
  });
});
