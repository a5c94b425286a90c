import { voteLinkOf } from './vote-link';

describe('voteLinkOf: what names the hospital of a vote page without a login', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("is an invitation link's token, else its voter session after a reload", () => {
    expect(voteLinkOf({ pathname: '/vi/ChungThuc', hash: '#t=12.abcDEF_-' })).toEqual({ loai: 'moi', ma: '12.abcDEF_-' });
    expect(voteLinkOf({ pathname: '/chungthuc/', hash: '' })).toBeNull();
    sessionStorage.setItem('hm_voter_session', JSON.stringify({ access_token: 'voter.jwt.x' }));
    expect(voteLinkOf({ pathname: '/ChungThuc', hash: '' })).toEqual({ loai: 'phien_moi', ma: 'voter.jwt.x' });
  });

  it("is a ballot card's code, else the card session kept on the phone; nothing while a code is to be typed", () => {
    expect(voteLinkOf({ pathname: '/TheBinhChon', hash: '#c=ABCD-EFGH-JKMN' })).toEqual({ loai: 'the', ma: 'ABCD-EFGH-JKMN' });
    expect(voteLinkOf({ pathname: '/vi/TheBinhChon', hash: '' })).toBeNull();
    localStorage.setItem('hm_card_session', JSON.stringify({ access_token: '7.1999999999.mac' }));
    expect(voteLinkOf({ pathname: '/vi/TheBinhChon', hash: '' })).toEqual({ loai: 'phien_the', ma: '7.1999999999.mac' });
  });

  it('is nothing on any other page, or with a broken stored session', () => {
    sessionStorage.setItem('hm_voter_session', '{not json');
    expect(voteLinkOf({ pathname: '/vi/ChungThuc', hash: '' })).toBeNull();
    expect(voteLinkOf({ pathname: '/vi/KhaoSat/TheBinhChon', hash: '#c=ABCD' })).toBeNull();
    expect(voteLinkOf({ pathname: '/vi/Dashboard/Hospital', hash: '#t=12.abc' })).toBeNull();
  });
});
