import { VOTE_SESSION_KEYS } from '@hm/contract';
import { api, useSession } from '@hm/platform';
import { followVoteLink, releaseAssignment } from './release-assignment';

const survey = (version: string) => ({ name: 'mf_survey', version, entry: `/releases/survey/${version}/remoteEntry.js`, integrity: `sha384-${version}` });

describe('followVoteLink (a ballot card code typed on the page)', () => {
  const answer = jest.spyOn(api, 'call');
  beforeAll(() => {
    useSession.setState({ token: null });
    window.history.replaceState(null, '', '/vi/TheBinhChon');
  });

  it('reloads once the card’s hospital runs another survey module than the page loaded, and not otherwise', async () => {
    // The page loaded with nothing to name a hospital: the built-in survey module.
    expect(await releaseAssignment()).toEqual({});
    expect(answer).not.toHaveBeenCalled();

    // The code was typed: the survey module kept the card session on the phone.
    window.localStorage.setItem(VOTE_SESSION_KEYS.card, JSON.stringify({ access_token: 'card-session' }));
    const reload = jest.fn();
    answer.mockResolvedValueOnce({ remotes: {} });
    expect(await followVoteLink(reload)).toBe(false);
    expect(answer).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/votesafety/v1/phat-hanh-phan-he/lien-ket' }),
      { body: { loai: 'phien_the', ma: 'card-session' } },
      { silent: true },
    );
    expect(reload).not.toHaveBeenCalled();

    answer.mockResolvedValueOnce({ remotes: { survey: survey('2.0.0') } });
    expect(await followVoteLink(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The registry cannot be asked: the page goes on with what it runs.
    answer.mockRejectedValueOnce(new Error('offline'));
    expect(await followVoteLink(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
