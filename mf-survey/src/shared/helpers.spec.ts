import { FN } from '@hm/contract';
import { author, staffUser } from '../test/render';
import { isBackgroundPart } from './part-kind';
import { isAuthor, surveyPermissions } from './permissions';
import { pickText } from './text';
import { patchIds } from './useIdParams';

describe('pickText', () => {
  it('takes the language asked and falls back to the other', () => {
    expect(pickText('Khảo sát', 'Survey', 'en')).toBe('Survey');
    expect(pickText('Khảo sát', 'Survey', 'vi')).toBe('Khảo sát');
    expect(pickText('Khảo sát', '  ', 'en')).toBe('Khảo sát');
    expect(pickText('', 'Survey', 'vi')).toBe('Survey');
    expect(pickText(null, null, 'vi')).toBe('');
  });
});

describe('surveyPermissions', () => {
  it("reads the session user's function codes", () => {
    const p = surveyPermissions(author);
    expect(p).toMatchObject({ read: true, write: true, mail: true, outbox: true, systemAdmin: false });
    expect(isAuthor(p)).toBe(true);
  });

  it('makes plain staff no author', () => {
    expect(isAuthor(surveyPermissions(staffUser))).toBe(false);
    expect(isAuthor(surveyPermissions({ ...staffUser, chuc_nang: [FN.surveyRead] }))).toBe(true);
    expect(isAuthor(surveyPermissions(null))).toBe(false);
  });

  it('knows a system administrator by the group level', () => {
    expect(surveyPermissions({ ...author, phan_quyen_cap: 1 }).systemAdmin).toBe(true);
  });
});

describe('patchIds', () => {
  it('drops what belongs to the id changed', () => {
    const qs = new URLSearchParams('phien_ban_id=1&phan_cauhoi_id=2&cauhoi_id=3&x=y');
    expect(patchIds(qs, { phien_ban_id: 5 }).toString()).toBe('phien_ban_id=5&x=y');
    expect(patchIds(qs, { phan_cauhoi_id: 7 }).toString()).toBe('phien_ban_id=1&phan_cauhoi_id=7&x=y');
    expect(patchIds(qs, { phan_cauhoi_id: 7, cauhoi_id: 8 }).toString()).toBe('phien_ban_id=1&phan_cauhoi_id=7&cauhoi_id=8&x=y');
    expect(patchIds(qs, { cauhoi_id: null }).toString()).toBe('phien_ban_id=1&phan_cauhoi_id=2&x=y');
  });
});

describe('isBackgroundPart', () => {
  it.each([
    [true, 'radio', true],
    [true, 'checkbox', true],
    // SOPS 2.0 Section H: Your Comments is flagged (not counted) but is no background question.
    [true, 'text', false],
    [false, 'radio', false],
  ] as const)('flagged %s, %s → %s', (la_thong_tin_chung, type, tagged) => {
    expect(isBackgroundPart({ la_thong_tin_chung, type })).toBe(tagged);
  });
});
