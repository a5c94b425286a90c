import { endpoints, VOTE_SESSION_KEYS } from '@hm/contract';
import { api, useSession } from '@hm/platform';
import { linkDecidedModules, pageAssignment, pageAssignmentAt } from './release-assignment';
import { checkReleaseAssignment, fingerprint, useReleaseNotice } from './release-watch';

jest.mock('./release-assignment', () => ({ pageAssignment: jest.fn(), linkDecidedModules: jest.fn(() => []), pageAssignmentAt: jest.fn(() => 0) }));
const loaded = jest.mocked(pageAssignment);
const loadedAt = jest.mocked(pageAssignmentAt);
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

  it('asks nothing within two seconds of the page’s own first ask (the first route’s check)', async () => {
    answer.mockClear();
    loaded.mockReturnValue({});
    answer.mockResolvedValue({ remotes: {} });
    loadedAt.mockReturnValue(now - 300);
    await checkReleaseAssignment(now);
    expect(answer).not.toHaveBeenCalled();
    await checkReleaseAssignment((now += 2_000));
    expect(answer).toHaveBeenCalledTimes(1);
    loadedAt.mockReturnValue(0);
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

  describe('on a vote page opened by a link', () => {
    const survey = (version: string) => ({ ...release(version), name: 'mf_survey', entry: `/releases/survey/${version}/remoteEntry.js` });
    /** The registry's answers: the link's hospital's survey module, and the account's hospital's releases. */
    const registry = (byTheLink: object, byTheAccount: object = {}) =>
      answer.mockImplementation(async (endpoint) => ({ remotes: endpoint === endpoints.releaseLinkAssignment ? byTheLink : byTheAccount }) as never);
    beforeEach(() => {
      window.history.replaceState(null, '', '/vi/ChungThuc#t=12.abc');
      byLink.mockReturnValue(['survey']);
      loaded.mockReturnValue({ survey: survey('2.0.0') });
    });
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      byLink.mockReturnValue([]);
      answer.mockReset();
    });

    it("without a login, offers a reload when the link's hospital's survey module changed, asking with the link", async () => {
      useSession.setState({ token: null });
      answer.mockClear();
      registry({ survey: survey('2.0.0') });
      await checkReleaseAssignment((now += 10_000));
      expect(useReleaseNotice.getState().stale).toBeNull();
      expect(answer).toHaveBeenCalledWith(endpoints.releaseLinkAssignment, { body: { loai: 'moi', ma: '12.abc' } }, { silent: true });
      expect(answer).not.toHaveBeenCalledWith(endpoints.releaseAssignment, expect.anything(), expect.anything());
      registry({ survey: survey('2.0.1') });
      await checkReleaseAssignment((now += 10_000));
      expect(useReleaseNotice.getState().stale).toBe(fingerprint({ survey: survey('2.0.1') }));
    });

    it("signed in, compares the survey module with the link's answer and the others with the account's", async () => {
      loaded.mockReturnValue({ survey: survey('2.0.0'), dashboard: release('1.0.0') });
      // The account's hospital runs another survey module: it does not speak for this page's.
      registry({ survey: survey('2.0.0') }, { survey: survey('9.9.9'), dashboard: release('1.0.0') });
      await checkReleaseAssignment((now += 10_000));
      expect(useReleaseNotice.getState().stale).toBeNull();
      registry({ survey: survey('2.0.0') }, { dashboard: release('1.0.1') });
      await checkReleaseAssignment((now += 10_000));
      expect(useReleaseNotice.getState().stale).toBe(fingerprint({ dashboard: release('1.0.1'), survey: survey('2.0.0') }));
    });

    it("never asks with a card code itself (the card page's per-address limit), only with the card session kept on the phone", async () => {
      useSession.setState({ token: null });
      answer.mockClear();
      window.history.replaceState(null, '', '/vi/TheBinhChon#c=ABCD-EFGH');
      await checkReleaseAssignment((now += 10_000));
      expect(answer).not.toHaveBeenCalled();
      window.history.replaceState(null, '', '/vi/TheBinhChon');
      window.localStorage.setItem(VOTE_SESSION_KEYS.card, JSON.stringify({ access_token: 'card-session' }));
      registry({ survey: survey('2.0.0') });
      await checkReleaseAssignment((now += 10_000));
      expect(answer).toHaveBeenCalledWith(endpoints.releaseLinkAssignment, { body: { loai: 'phien_the', ma: 'card-session' } }, { silent: true });
      window.localStorage.clear();
    });

    it('offers nothing when the vote session has ended and the link cannot be asked', async () => {
      useSession.setState({ token: null });
      answer.mockRejectedValue(new Error('Phiên bình chọn đã kết thúc'));
      await checkReleaseAssignment((now += 10_000));
      expect(useReleaseNotice.getState().stale).toBeNull();
    });
  });
});
