import { api, useSession } from '@hm/platform';
import { linkDecidedModules, pageAssignment } from './release-assignment';
import { checkReleaseAssignment, fingerprint, useReleaseNotice } from './release-watch';

jest.mock('./release-assignment', () => ({ pageAssignment: jest.fn(), linkDecidedModules: jest.fn(() => []) }));
const loaded = jest.mocked(pageAssignment);
const byLink = jest.mocked(linkDecidedModules);

const release = (version: string, qa = false) => ({
  name: 'mf_dashboard',
  version,
  entry: `/releases/dashboard/${version}/remoteEntry.js`,
  integrity: `sha384-${version}`,
  ...(qa ? { qa_override: true } : {}),
});

describe('checkReleaseAssignment', () => {
  let now = 1_000_000;
  const answer = jest.spyOn(api, 'call');
  beforeEach(() => {
    now += 10_000;
    useSession.setState({ token: 't' });
    useReleaseNotice.setState({ stale: null, dismissed: null });
  });

  it('offers a reload when the hospital’s releases differ from what the page loaded, and only then', async () => {
    loaded.mockReturnValue({ dashboard: release('1.0.0') });
    answer.mockResolvedValue({ remotes: { dashboard: release('1.0.0') } });
    await checkReleaseAssignment(now);
    expect(useReleaseNotice.getState().stale).toBeNull();

    // Back to the built-in files is a change too ('' is a fingerprint, not "no change").
    answer.mockResolvedValue({ remotes: {} });
    await checkReleaseAssignment((now += 10_000));
    expect(useReleaseNotice.getState().stale).toBe('');

    // Dismissed: not offered again for the same assignment, offered for the next one.
    useReleaseNotice.getState().dismiss();
    await checkReleaseAssignment((now += 10_000));
    expect(useReleaseNotice.getState().stale).toBeNull();
    answer.mockResolvedValue({ remotes: { dashboard: release('1.0.1', true) } });
    await checkReleaseAssignment((now += 10_000));
    expect(useReleaseNotice.getState().stale).toBe(fingerprint({ dashboard: release('1.0.1', true) }));
  });

  it('asks nothing before the page has its assignment, without a session, or twice within two seconds', async () => {
    answer.mockClear();
    loaded.mockReturnValue(null);
    await checkReleaseAssignment(now);
    loaded.mockReturnValue({});
    useSession.setState({ token: null });
    await checkReleaseAssignment((now += 10_000));
    useSession.setState({ token: 't' });
    answer.mockResolvedValue({ remotes: {} });
    await checkReleaseAssignment((now += 10_000));
    await checkReleaseAssignment(now + 1_000);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("leaves out the survey module a vote link decided: the signed-in account's answer does not speak for it", async () => {
    byLink.mockReturnValue(['survey']);
    loaded.mockReturnValue({ survey: { ...release('2.0.0-link'), name: 'mf_survey' } });
    answer.mockResolvedValue({ remotes: {} });
    await checkReleaseAssignment((now += 10_000));
    expect(useReleaseNotice.getState().stale).toBeNull();
    answer.mockResolvedValue({ remotes: { dashboard: release('1.0.1') } });
    await checkReleaseAssignment((now += 10_000));
    expect(useReleaseNotice.getState().stale).toBe(fingerprint({ dashboard: release('1.0.1') }));
    byLink.mockReturnValue([]);
  });
});
